// Gestures, sheets and multitasking changes announce through the same rules as every other change
// (AnnouncementRules' causes), so the era's other rules apply to them: on iOS 26 with Reduce Motion
// and Prefer Cross-Fade, a sheet's Hide for nothing and a multitasking change's Show are cross-fades.

import KeyboardModel
import Testing

@Suite struct ComposedRulesTests {
    static func crossFade(_ c: inout Configuration) {
        c.settings.reduceMotion = true
        c.settings.preferCrossFade = true
    }

    /// N11 with N6: iOS 26's Hide for no keyboard lasts 0.383 s, its Dids 40 ms after, and ends at
    /// the cross-fade's empty rect; without the settings it is a plain 0.25 s hide off screen.
    @Test func aSheetsHideForNothingIsACrossFadeOnIOS26() throws {
        for fade in [true, false] {
            var b = Bench(.ios26, configure: fade ? Self.crossFade : { _ in })
            try b.launch("a")
            let m = b.mark
            try b.run(.presentSheet(kind: .share))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == hideGroup)
            #expect(log[1].info.duration == (fade ? 0.383 : 0.25))
            #expect(log[3].info.time - log[1].info.time == (fade ? 40 : 250))
            #expect(log[1].info.frameEnd == (fade ? Rect(x: 0, y: 0, width: b.screen.width, height: 0)
                                                  : Rect(x: 0, y: b.screen.height, width: b.screen.width, height: log[1].info.frameEnd.height)))
        }
    }

    /// P2 with N6: the keyboard's frame coming back after a multitasking change's empty frame is a
    /// Show, and on iOS 26 with cross-fade it lasts 0.383 s.
    @Test func aMultitaskingChangesShowIsACrossFadeOnIOS26() throws {
        var b = try Bench.ikeFocused(.ios26, device: .ipadPro11, configure: Self.crossFade)
        try b.launch("other", modes: [])
        try b.run(.launchApp("ike"))
        b.settle()
        try b.focus("ike")
        b.settle()
        let m = b.mark
        try b.run(.setSplitView(primary: "ike", secondary: "other", fraction: 1))
        b.settle()
        let log = b.infos("ike", from: m)
        let show = try #require(log.first { $0.name == "WillShow" })
        #expect(log.first?.info.frameEnd.width == 0)
        #expect(show.info.duration == 0.383)
    }

    /// K11 goes through the rules too: the drag's zero rect is one frame change, on the eras that
    /// post it, and nothing on ideal.
    @Test func aDragsZeroRectIsAFrameChange() throws {
        for (profile, zero) in [(Profile.ios13, true), (.ideal, false)] {
            var b = try Bench.ikeFocused(profile, device: .ipad97)
            try b.run(.setKeyboardMode(.undocked))
            b.settle()
            let m = b.mark
            try b.run(.beginKeyboardDrag)
            b.settle()
            let log = b.infos("ike", from: m)
            #expect(log.map(\.name) == (zero ? ["WillChangeFrame", "DidChangeFrame"] : []), "\(profile.name)")
            if zero { #expect(log.allSatisfy { $0.info.frameEnd == .zero }) }
        }
    }
}
