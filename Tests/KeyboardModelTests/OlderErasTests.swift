// O1-O4 and P6: the eras before iOS 8, rotation, iOS 9.0's betas, the Simulator, iPadOS 18's bar.

import KeyboardModel
import Testing

@Suite struct OlderErasTests {
    /// O1: iOS 5 and 6 post curve 0, no IsLocal, UIKeyboardFrameChangedByUserInteraction, and Dids
    /// without duration and curve; in landscape the frames are the portrait screen's (Stack Overflow
    /// 10749311: the iPad's 352 pt keyboard at (0, 0, 352, 1024) from (−352, 0)) while the bounds and
    /// centers are the window's. iOS 8 rotates the frames.
    @Test func o1IOS6sUserInfo() throws {
        var b = Bench(Profile(.ios6), device: .ipad97, configure: Bench.withoutFirstAppearance)
        try b.run(.rotate(.landscapeRight))
        try b.launch("a")
        let m = b.mark
        try b.focus("a")
        let log = b.infos("a", from: m)
        let will = log[0].info, did = log[3].info
        #expect(will.frameBegin == Rect(x: -352, y: 0, width: 352, height: 1024))
        #expect(will.frameEnd == Rect(x: 0, y: 0, width: 352, height: 1024))
        #expect(will.bounds == Rect(x: 0, y: 0, width: 1024, height: 352))
        #expect(will.centerBegin == Point(x: 512, y: 944) && will.centerEnd == Point(x: 512, y: 592))
        #expect(will.curve == 0 && will.duration == 0.25)
        #expect(!will.keys.isLocal && will.keys.frameChangedByUserInteraction && will.keys.animation)
        #expect(did.dictionary["UIKeyboardAnimationDurationUserInfoKey"] == nil)
        #expect(did.dictionary["UIKeyboardFrameChangedByUserInteraction"] == .bool(false))
        #expect(will.dictionary["UIKeyboardAnimationCurveUserInfoKey"] == .int(0))
        var eight = Bench(.ios8, device: .ipad97, configure: Bench.withoutFirstAppearance)
        try eight.run(.rotate(.landscapeRight))
        try eight.launch("a")
        let n = eight.mark
        try eight.focus("a")
        #expect(eight.infos("a", from: n)[0].info.frameEnd.width == 1024)
    }

    /// O1 (`infinite-hide-frame`, iOS 7): a hide ends at (inf, inf, 0, 0) (DAKeyboardControl #91);
    /// the next show begins off screen.
    @Test func o1IOS7sHideEndsAtNull() throws {
        var b = Bench(Profile(.ios7))
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let end = b.infos("a", from: m)[1].info.frameEnd
        #expect(end.x == .infinity && end.y == .infinity && end.width == 0 && end.height == 0)
        let n = b.mark
        try b.focus("a")
        #expect(b.infos("a", from: n)[0].info.frameBegin.y == b.screen.height)
    }

    /// W8/P3 before iOS 9 (`hardware-bar-full-frame`): no shortcut bar yet, so a hardware keyboard
    /// leaves only the accessory view, announced as the keys' and its rect pushed down (Stack
    /// Overflow 2893267: 308 tall from y 1024 to 980); without an accessory nothing is posted.
    @Test func w8BeforeTheShortcutBarOnlyTheAccessoryStays() throws {
        var b = Bench(Profile(.ios6), device: .ipad97, configure: Bench.withoutFirstAppearance)
        try b.run(.setHardwareKeyboard(true))
        try b.launch("a")
        let m = b.mark
        try b.focus("a", "field", ResponderTraits(inputAccessoryViewHeight: 44, kind: .textView))
        let will = b.infos("a", from: m)[0].info
        #expect(will.frameBegin == Rect(x: 0, y: 1024, width: 768, height: 308))
        #expect(will.frameEnd == Rect(x: 0, y: 980, width: 768, height: 308))
        #expect(b.keyboard.frame == Rect(x: 0, y: 980, width: 768, height: 44))
        var bare = Bench(Profile(.ios6), device: .ipad97, configure: Bench.withoutFirstAppearance)
        try bare.run(.setHardwareKeyboard(true))
        try bare.launch("a")
        let n = bare.mark
        try bare.focus("a")
        #expect(bare.keyboardNames("a", from: n).isEmpty)
    }

    /// O2: a rotation with the keyboard up is a Hide and a Show without animation on iOS 5 to 7, the
    /// pair twice on iOS 8.3 (forum thread 5706), one Show group from iOS 9 (C17).
    @Test func o2RotationHidesAndShows() throws {
        for (profile, names) in [(Profile(.ios7), hideGroup + showGroup), (.ios8, hideGroup + showGroup + hideGroup + showGroup),
                                 (.ios9, showGroup)] {
            var b = Bench(profile, device: .iphoneSE, configure: Bench.withoutFirstAppearance)
            try b.launch("a")
            try b.focus("a")
            let portrait = b.keyboard.frame
            let m = b.mark
            try b.run(.rotate(.landscapeLeft))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == names, "\(profile.name)")
            if profile != .ios9 {
                // iOS 7's frames are the unrotated screen's (O1): compare in the interface's coordinates.
                #expect(log.allSatisfy { $0.info.duration == 0 })
                #expect(log[0].info.interfaceFrameBegin == portrait, "\(profile.name)")
                #expect(log.last!.info.interfaceFrameEnd.maxY == b.screen.height, "\(profile.name)")
                #expect(b.screen.height == 320)
            }
        }
    }

    /// O2 (`numpad-rotation-stale-begin`, iOS 11): an iPad number pad kept up through landscape →
    /// portrait → landscape shows the second Show's FrameBegin 142 tall (openradar 19513).
    @Test func o2StaleNumberPadBeginAfterTurningBack() throws {
        var b = Bench(.ios11, device: .ipad97)
        try b.run(.rotate(.landscapeLeft))
        try b.launch("a")
        try b.focus("a", "digits", ResponderTraits(keyboardType: .numberPad))
        var begins: [Double] = []
        for o: Orientation in [.portrait, .landscapeLeft] {
            let m = b.mark
            try b.run(.rotate(o))
            b.settle()
            begins.append(b.infos("a", from: m)[1].info.frameBegin.height)
        }
        #expect(begins == [313, 142])
    }

    /// O3 (`field-switch-silent`, iOS 9.0 beta): the focus moving to a number-pad field posts nothing
    /// though the keyboard changes (rdar 22437233); the released iOS 9 re-announces it.
    @Test func o3IOS9BetaSwitchesFieldsInSilence() throws {
        for (profile, silent) in [(Profile.ios9Beta4, true), (.ios9, false)] {
            var b = Bench(profile, device: .iphoneSE)
            try b.launch("a")
            try b.focus("a", "name")
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "digits", traits: ResponderTraits(keyboardType: .numberPad)))
            b.settle()
            #expect(b.keyboardNames("a", from: m).isEmpty == silent, "\(profile.name)")
            #expect(b.keyboard.frame.height == 216)
        }
    }

    /// O4: the Simulator with its hardware keyboard: a focus and a resign each post a Hide group,
    /// never a Show (a device posts nothing: W8).
    @Test func o4TheSimulatorPostsHides() throws {
        for simulator in [true, false] {
            var b = Bench(.ios13) { $0.settings = Settings(simulator: simulator) }
            try b.run(.setHardwareKeyboard(true))
            try b.launch("a")
            let m = b.mark
            try b.focus("a")
            try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (simulator ? hideGroup + hideGroup : []))
            #expect(!b.keyboard.visible)
        }
    }

    /// P6 (`foreground-collapses-to-bar`, iPadOS 18): the on-screen keyboard summoned over a hardware
    /// keyboard is back to the bar when the app returns from background (KeyboardKitPro #21).
    @Test func p6IPadOS18CollapsesToTheBarAfterBackground() throws {
        for (profile, collapses) in [(Profile.ios18, true), (.ios17, false)] {
            var b = Bench(profile, device: .ipadPro11)
            try b.run(.setHardwareKeyboard(true))
            try b.launch("a")
            try b.focus("a")
            try b.run(.setOnScreenKeyboard(true))
            b.settle()
            let keys = b.keyboard.frame.height
            try b.run(.goHome)
            b.settle()
            try b.run(.launchApp("a"))
            b.settle()
            #expect(b.keyboard.onScreenKeyboard == !collapses, "\(profile.name)")
            #expect((b.keyboard.frame.height < keys) == collapses)
        }
    }
}
