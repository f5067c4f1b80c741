// N6: Reduce Motion and Prefer Cross-Fade Transitions: the hide frames and iOS 26's timing.

import KeyboardModel
import Testing

@Suite struct MotionSettingsTests {
    func hideEnd(_ profile: Profile, reduceMotion: Bool, crossFade: Bool) throws -> (Rect, Bench) {
        var b = Bench(profile) {
            $0.settings.reduceMotion = reduceMotion
            $0.settings.preferCrossFade = crossFade
        }
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log.map(\.name) == hideGroup)
        return (log[1].info.frameEnd, b)
    }

    /// N6, C13 (`reduce-motion-hide-frame`, contested, on in no era): switched on, a hide with Reduce
    /// Motion and Prefer Cross-Fade ends at (0, 812, 375, 71) on a 375×812 screen (RxKeyboard PR 107);
    /// it wins over the empty rect; without cross-fade it does nothing.
    @Test func n6ReduceMotionHideFrame() throws {
        for profile in [Profile.ios15, .ios16, .ios26] {
            var b = Bench(profile) {
                $0.settings.reduceMotion = true
                $0.settings.preferCrossFade = true
                $0.quirkOverrides[.reduceMotionHideFrame] = true
            }
            try b.launch("a")
            try b.focus("a")
            let m = b.mark
            try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            let end = b.infos("a", from: m)[1].info.frameEnd
            #expect(end == Rect(x: 0, y: b.screen.height, width: b.screen.width, height: 71), "\(profile.name)")
        }
        #expect(Era.allCases.allSatisfy { !Profile($0).quirks.contains(.reduceMotionHideFrame) })
    }

    /// N6, C13 (`cross-fade-empty-hide-frame`, iOS 14 on): with Reduce Motion and Prefer Cross-Fade
    /// the hide ends at an empty rect at y 0, so `screenHeight − minY` is the whole screen
    /// (react-native #29974; react-native-keyboard-controller #1242 on iOS 26); with Reduce Motion
    /// alone the hide ends off screen ("behaves correctly when Prefer Cross-Fade Transitions is
    /// switched off"). Cross-fade alone does nothing (it acts with Reduce Motion); iOS 13 and ideal
    /// end off screen.
    @Test func n6CrossFadeEmptyHideFrame() throws {
        for profile in [Profile(.ios14), .ios15, .ios16, .ios18, .ios26] {
            let (end, b) = try hideEnd(profile, reduceMotion: true, crossFade: true)
            #expect(end == Rect(x: 0, y: 0, width: b.screen.width, height: 0), "\(profile.name)")
            #expect(!b.keyboard.visible && b.keyboard.frame.y == b.screen.height)
            let (plain, p) = try hideEnd(profile, reduceMotion: true, crossFade: false)
            #expect(plain.y == p.screen.height, "\(profile.name)")
        }
        let (alone, b18) = try hideEnd(.ios18, reduceMotion: false, crossFade: true)
        #expect(alone.y == b18.screen.height)
        for profile in [Profile.ios13, .ideal] {
            let (end, b) = try hideEnd(profile, reduceMotion: true, crossFade: true)
            #expect(end.y == b.screen.height, "\(profile.name)")
        }
    }

    /// N6 (`cross-fade-timing`, iOS 26): a cross-fade show lasts 0.383 s and DidShow comes 40 ms
    /// after WillShow; iOS 18 keeps 0.25 s with DidShow at its end.
    @Test func n6CrossFadeTimingOnIOS26() throws {
        for (profile, duration, did) in [(Profile.ios26, 0.383, UInt64(40)), (.ios18, 0.25, 250)] {
            var b = Bench(profile) {
                $0.settings.reduceMotion = true
                $0.settings.preferCrossFade = true
            }
            try b.launch("a")
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "field"))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == showGroup)
            #expect(log.allSatisfy { $0.info.duration == duration }, "\(profile.name)")
            #expect(log[3].info.time == log[1].info.time + did, "\(profile.name)")
        }
    }

    /// Turning Reduce Motion on with the keyboard up changes no frame: nothing is announced.
    @Test func n6SettingsAloneAnnounceNothing() throws {
        var b = Bench(.ios26)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.setSetting(.reduceMotion, on: true))
        try b.run(.setSetting(.preferCrossFade, on: true))
        b.settle()
        #expect(b.keyboardNames("a", from: m).isEmpty)
    }
}
