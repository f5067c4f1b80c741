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

    /// N6, C13 (`reduce-motion-hide-frame`, iOS 14 to 16): with Reduce Motion and Prefer Cross-Fade
    /// the hide ends at (0, 812, 375, 71) on a 375×812 screen (RxKeyboard PR 107 had both on); iOS 13
    /// ends at the plain off-screen rect, iOS 17 at the empty rect.
    @Test func n6ReduceMotionHideFrame() throws {
        let (end15, _) = try hideEnd(.ios15, reduceMotion: true, crossFade: true)
        #expect(end15 == Rect(x: 0, y: 812, width: 375, height: 71))
        let (end16, _) = try hideEnd(.ios16, reduceMotion: true, crossFade: true)
        #expect(end16 == Rect(x: 0, y: 812, width: 375, height: 71))
        let (end13, b13) = try hideEnd(.ios13, reduceMotion: true, crossFade: true)
        #expect(end13 == Rect(x: 0, y: 812, width: 375, height: b13.englishHeight()))
        let (end17, b17) = try hideEnd(.ios17, reduceMotion: true, crossFade: true)
        #expect(end17 == Rect(x: 0, y: 0, width: b17.screen.width, height: 0))
        let (plain, b) = try hideEnd(.ios15, reduceMotion: false, crossFade: false)
        #expect(plain == Rect(x: 0, y: 812, width: 375, height: b.englishHeight()))
    }

    /// N6, C13 (`cross-fade-empty-hide-frame`, iOS 14 on): with Reduce Motion the hide ends at an
    /// empty rect at y 0, so `screenHeight − minY` is the whole screen (KeyboardLayoutGuide PR 39:
    /// "when Reduce Motion is turned on"); from iOS 17 with cross-fade too (react-native-keyboard-
    /// controller #1242). Cross-fade alone does nothing (it acts with Reduce Motion); ideal ends off
    /// screen.
    @Test func n6CrossFadeEmptyHideFrame() throws {
        for (profile, fade) in [(Profile.ios15, false), (.ios16, false), (.ios18, true), (.ios26, true), (.ios26, false)] {
            let (end, b) = try hideEnd(profile, reduceMotion: true, crossFade: fade)
            #expect(end == Rect(x: 0, y: 0, width: b.screen.width, height: 0), "\(profile.name)")
            #expect(!b.keyboard.visible && b.keyboard.frame.y == b.screen.height)
        }
        let (alone, b18) = try hideEnd(.ios18, reduceMotion: false, crossFade: true)
        #expect(alone.y == b18.screen.height)
        let (ideal, b) = try hideEnd(.ideal, reduceMotion: true, crossFade: true)
        #expect(ideal.y == b.screen.height)
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
