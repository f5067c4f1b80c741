// N20: iOS 8's QuickType bar swiped down to its handle and pulled back up, on an iPhone.

import KeyboardModel
import Testing

@Suite struct QuickTypeCollapseTests {
    /// Stack Overflow 25946121 (iPhone 6, iOS 8.4): collapsing the bar while the keyboard is up
    /// posts WillChangeFrame, WillShow, DidChangeFrame, DidShow, 258 to 225; pulling it up, back to
    /// 258. Stack Overflow 25874975: 224 on a 320-wide iPhone.
    @Test(arguments: [(Device.iphone6, 258.0, 225.0), (.iphoneSE, 253, 224)])
    func collapsingIsAnnouncedAsAShow(device: Device, full: Double, collapsed: Double) throws {
        var b = try Bench.ikeFocused(.ios8, device: device)
        #expect(b.keyboard.frame.height == full)
        let mark = b.mark
        _ = try b.run(.setQuickTypeCollapsed(true))
        b.settle()
        let log = b.log("ike", from: mark).filter { $0.info != nil }
        #expect(log.map(\.name) == showGroup)
        #expect(log.first?.info?.frameBegin.height == full && log.first?.info?.frameEnd.height == collapsed)
        #expect(b.keyboard.frame.height == collapsed && b.app("ike").keyboardOverlap.height == collapsed)
        let up = b.mark
        _ = try b.run(.setQuickTypeCollapsed(false))
        b.settle()
        #expect(b.log("ike", from: up).filter { $0.info != nil }.map(\.name) == showGroup)
        #expect(b.keyboard.frame.height == full)
    }

    /// The handle stays through later shows until the bar is pulled up; a password field's
    /// AutoFill bar and another input mode are not the QuickType bar.
    @Test func theHandleStaysThroughLaterShows() throws {
        var b = try Bench.ikeFocused(.ios8, device: .iphone6)
        _ = try b.run(.setQuickTypeCollapsed(true))
        b.settle()
        _ = try b.run(.resignFirstResponder(app: "ike"))
        b.settle()
        try b.focus("ike")
        b.settle()
        #expect(b.keyboard.frame.height == 225)
        try b.focus("ike", "password", ResponderTraits(secureTextEntry: true))
        b.settle()
        #expect(b.keyboard.frame.height != 225)
    }

    /// Only iOS 8 on an iPhone has the handle; with Predictive off there is no bar; nothing changes.
    @Test func elsewhereItIsRefused() throws {
        var ios9 = try Bench.ikeFocused(.ios9, device: .iphone6)
        #expect(throws: ModelError.self) { _ = try ios9.run(.setQuickTypeCollapsed(true)) }
        #expect(ios9.keyboard.frame.height == 258)
        var pad = Bench(.ios8, device: .ipad97)
        #expect(throws: ModelError.self) { _ = try pad.run(.setQuickTypeCollapsed(true)) }
        var off = try Bench.ikeFocused(.ios8, device: .iphone6)
        _ = try off.run(.setSetting(.predictive, on: false))
        off.settle()
        do {
            _ = try off.run(.setQuickTypeCollapsed(true))
            Issue.record("collapsed a bar that Predictive off has not")
        } catch let error as ModelError {
            guard case .wrongState = error else { Issue.record("\(error)"); return }
        }
        #expect(off.keyboard.frame.height == 216)
    }
}
