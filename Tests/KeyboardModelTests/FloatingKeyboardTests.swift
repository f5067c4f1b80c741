// P1: the floating keyboard of iPadOS 13 and later, era by era, and which iPads have which modes.

import KeyboardModel
import Testing

@Suite struct FloatingKeyboardTests {
    func docked(_ profile: Profile, _ device: Device = .ipadPro11) throws -> Bench { try .ikeFocused(profile, device: device) }

    let changeGroup = ["WillChangeFrame", "DidChangeFrame"]

    /// P1: the Pros only float (Apple); the 9.7-inch iPad also undocks and splits.
    @Test func whichIPadsUndockAndSplit() throws {
        for device in [Device.ipadPro11, .ipadPro13] {
            var b = try docked(.ideal, device)
            #expect(throws: ModelError.notSupported("\(device.name) has no split keyboard")) {
                try b.run(.setKeyboardMode(.split))
            }
            #expect(throws: ModelError.notSupported("\(device.name) has no undocked keyboard")) {
                try b.run(.setKeyboardMode(.undocked))
            }
            try b.run(.setKeyboardMode(.floating))
            #expect(b.keyboard.mode == .floating)
        }
        for device in [Device.ipad97, .ipad10, .ipadMini6] {
            var b = try docked(.ideal, device)
            for mode: KeyboardMode in [.undocked, .split, .floating, .docked] { try b.run(.setKeyboardMode(mode)) }
        }
    }

    /// P1 (the default era's fix): moving a floating keyboard is announced with frame changes only,
    /// never Hide groups (ios13 used to send them); ideal the same, without K11's zero rect.
    @Test(arguments: [Profile.ios13, .ideal])
    func movingTheFloatingKeyboardPostsFrameChangesOnly(profile: Profile) throws {
        var b = try docked(profile)
        let drag = try b.dragKeyboard(in: .floating)
        let names = drag.map(\.name)
        #expect(!names.contains("WillHide") && !names.contains("WillShow"), "\(names)")
        #expect(names.suffix(2) == ["WillChangeFrame", "DidChangeFrame"][...])
        #expect(drag.last?.info?.frameEnd.y == 200)
        #expect(b.keyboard.visible && b.keyboard.frame.y == 200)
        #expect(b.app("ike").keyboardOverlap == .zero)   // a floating keyboard takes no space (truth)
    }

    /// P1: docked → floating and back, per era: a Hide group (iPadOS 13-16, 18, 26) or a frame
    /// change (iPadOS 17, ideal); from iPadOS 13 its FrameEnd stays partly on screen
    /// (undock-end-frame-on-screen, C2), on ideal it is where the floating keyboard is. Back to
    /// docked is a Show everywhere.
    @Test(arguments: [
        (Profile.ideal, "change"), (.ios13, "hide"), (.ios16, "hide"), (.ios17, "change"), (.ios18, "hide"),
        (.ios26, "hide"),
    ])
    func dockedToFloatingAndBack(profile: Profile, expected: String) throws {
        var b = try docked(profile)
        let screen = b.screen
        let m = b.mark
        try b.run(.setKeyboardMode(.floating))
        b.settle()
        let undock = b.log("ike", from: m)
        #expect(undock.map(\.name) == (expected == "hide" ? hideGroup : changeGroup))
        let end = undock[0].info!.frameEnd
        if profile.quirks.contains(.undockEndFrameOnScreen) {
            #expect(end.minY < screen.height && end.maxY > screen.height)   // not fully off screen
            #expect(end.width == screen.width && screen.height - end.minY == 55)
            #expect(end != b.keyboard.frame)                                 // not where it really is
        } else {
            #expect(end == b.keyboard.frame)
        }
        #expect(b.keyboard.frame.size == Device.floatingKeyboardSize)
        let n = b.mark
        try b.run(.setKeyboardMode(.docked))
        b.settle()
        #expect(b.names("ike", from: n) == showGroup)
        #expect(b.app("ike").keyboardOverlap.height == b.keyboard.frame.height)
    }

    /// P1: a floating keyboard comes up with the focus and goes with it: Show and Hide (ideal), a
    /// frame change and a Hide (floating-sends-hide), frame changes only (floating-without-hide,
    /// flutter_keyboard_visibility#162).
    @Test(arguments: [
        (Profile.ideal, ["WillShow", "WillHide"]), (.ios13, ["", "WillHide"]), (.ios17, ["", ""]),
    ])
    func floatingKeyboardComesAndGoes(profile: Profile, names: [String]) throws {
        var b = try docked(profile)
        try b.run(.setKeyboardMode(.floating))
        try b.run(.resignFirstResponder(app: "ike"))
        b.settle()
        #expect(!b.keyboard.visible)
        let m = b.mark
        try b.focus("ike")
        b.settle()
        let up = b.names("ike", from: m)
        #expect(up == (names[0].isEmpty ? changeGroup : showGroup), "\(profile.name): \(up)")
        #expect(b.keyboard.visible && b.keyboard.mode == .floating)
        let n = b.mark
        try b.run(.resignFirstResponder(app: "ike"))
        b.settle()
        let down = b.names("ike", from: n)
        #expect(down == (names[1].isEmpty ? changeGroup : hideGroup), "\(profile.name): \(down)")
        #expect(b.log("ike", from: n).last?.info?.frameEnd.minY == b.screen.height)   // off screen
    }

    /// P1: the quirk alone switches the behaviour: ios13 without floating-sends-hide is ideal here.
    @Test func theQuirkIsTheMechanism() throws {
        var b = try Bench.ikeFocused(.ios13, device: .ipadPro11) { $0.quirkOverrides = [.floatingSendsHide: false] }
        let m = b.mark
        try b.run(.setKeyboardMode(.floating))
        b.settle()
        #expect(b.names("ike", from: m) == changeGroup)
    }

    /// K10 stays the articles' undocked and split keyboard: split-sends-hide no longer touches floating.
    @Test func splitSendsHideLeavesTheFloatingKeyboardAlone() throws {
        // iOS 13 with split-sends-hide and no floating quirk.
        var b = try Bench.ikeFocused(.ios13, device: .ipad97) {
            $0.quirkOverrides = [.floatingSendsHide: false, .undockEndFrameOnScreen: false]
        }
        let m = b.mark
        try b.run(.setKeyboardMode(.floating))
        b.settle()
        #expect(b.names("ike", from: m) == changeGroup)
        let n = b.mark
        try b.run(.setKeyboardMode(.undocked))
        b.settle()
        #expect(b.names("ike", from: n) == hideGroup)
    }
}
