// K2, K4, K6, M5: what an app switch does to responders, the keyboard and snapshots.

import KeyboardModel
import Testing

@Suite struct AppSwitchTests {
    /// K2: switching A → B hides A's keyboard (WillChangeFrame/WillHide ... DidChangeFrame/DidHide),
    /// then B's comes up (Show group); with `responder-reset-on-switch` A's responder is gone for
    /// good, without it (ideal) A gets its keyboard back when it returns, after DidBecomeActive.
    @Test func k2SwitchHidesThenShows() throws {
        for profile in [Profile.ios13, .ideal] {
            var b = Bench(profile)
            try b.launch("a")
            try b.run(.registerApp(bundleId: "b", launch: false))
            try b.focus("a")
            let m = b.mark
            try b.run(.launchApp("b"))
            b.advance(b.timings.activation)
            try b.focus("b")
            // B, launched in background and running, hears A's hide too when transitions leak (K1).
            #expect(b.keyboardNames("b", from: m) == (profile.quirks.contains(.leakyTransition) ? hideGroup : []) + showGroup)
            #expect(Array(b.keyboardNames("a", from: m).prefix(4)) == hideGroup)
            // FrameEnd of the hide is off screen below the bottom edge.
            #expect(b.log("a", from: m)[0].info!.frameEnd.y == b.screen.height)
            b.settle()
            let reset = profile.quirks.contains(.responderResetOnSwitch)
            #expect(b.app("a").firstResponder == (reset ? "" : "field"))
            let back = b.mark
            try b.run(.launchApp("a"))
            b.settle()
            #expect(b.world.keyboardOwner == (reset ? "" : "a"))
            if !reset {
                #expect(b.names("a", from: back) == ["WillEnterForeground", "DidBecomeActive"] + showGroup)
            } else {
                #expect(b.names("a", from: back) == ["WillEnterForeground", "DidBecomeActive"])
            }
        }
    }

    /// K4: with `late-snapshot` the App Switcher picture is taken at DidEnterBackground, when B
    /// already has the keyboard: a hole. Without it, A's own keyboard. The fix (cover set in
    /// WillResignActive) makes it A's cover.
    @Test func k4SnapshotHoleAndFix() throws {
        for (profile, expected) in [(Profile.ios13, Snapshot.hole), (.ideal, .keyboard)] {
            var b = Bench(profile)
            try b.launch("ike")
            try b.run(.registerApp(bundleId: "notes", launch: false))
            try b.focus("ike")
            try b.run(.launchApp("notes"))
            b.settle()
            #expect(b.app("ike").snapshot == expected)
        }
        // The article's fix: in willResignActive the app covers itself; the late snapshot shows the cover.
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.run(.registerApp(bundleId: "notes", launch: false))
        try b.focus("ike")
        try b.run(.launchApp("notes"))
        try b.run(.setSnapshotCover(app: "ike", covered: true))
        b.settle()
        #expect(b.app("ike").snapshot == .cover)
        #expect(b.app("ike").windows.last?.kind == .snapshotCover)
        // Switching without a keyboard: nothing was there, nothing is missing.
        try b.run(.launchApp("ike"))
        try b.run(.setSnapshotCover(app: "ike", covered: false))
        b.settle()
        try b.run(.launchApp("notes"))
        b.settle()
        #expect(b.app("ike").snapshot == .plain)
    }

    /// K6: the guard: remember in willResignActive, become first responder again in
    /// willEnterForeground. On ios12 (responder reset, foreground-resend) the keyboard comes back
    /// while the app is still inactive, before DidBecomeActive; on ios13 (no re-post, C5) it comes
    /// back once the app is active.
    @Test func k6ResponderGuardRestoresKeyboard() throws {
        var thirteen = Bench(.ios13)
        try thirteen.launch("ike")
        try thirteen.run(.registerApp(bundleId: "notes", launch: false))
        try thirteen.focus("ike")
        try thirteen.run(.launchApp("notes"))
        thirteen.settle()
        let t = thirteen.mark
        try thirteen.run(.launchApp("ike"))
        try thirteen.run(.becomeFirstResponder(app: "ike", responder: "field", traits: ResponderTraits()))   // the guard
        thirteen.settle()
        #expect(thirteen.names("ike", from: t) == ["WillEnterForeground", "DidBecomeActive"] + showGroup)
        var b = Bench(.ios12)
        try b.launch("ike")
        try b.run(.registerApp(bundleId: "notes", launch: false))
        try b.focus("ike")
        try b.run(.launchApp("notes"))
        b.settle()
        #expect(b.app("ike").firstResponder == "")
        let m = b.mark
        try b.run(.launchApp("ike"))
        #expect(b.names("ike", from: m) == ["WillEnterForeground"])
        try b.run(.becomeFirstResponder(app: "ike", responder: "field", traits: ResponderTraits()))   // the guard
        b.settle()
        #expect(b.names("ike", from: m) == ["WillEnterForeground", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "DidBecomeActive"])
        #expect(b.world.keyboardOwner == "ike")
        // On ideal the guard is not needed: the responder survives and comes back after DidBecomeActive.
        var i = Bench(.ideal)
        try i.launch("ike")
        try i.run(.registerApp(bundleId: "notes", launch: false))
        try i.focus("ike")
        try i.run(.launchApp("notes"))
        i.settle()
        let n = i.mark
        try i.run(.launchApp("ike"))
        i.settle()
        #expect(i.names("ike", from: n) == ["WillEnterForeground", "DidBecomeActive"] + showGroup)
    }

    /// M5, C5: home with the keyboard up and back: the surviving responder's WillShow/WillChangeFrame
    /// are re-sent while the app is not active (foreground-resend, to iOS 12); on iOS 13 (Flutter's
    /// engine: "less than 13") and ideal they come after DidBecomeActive.
    @Test func m5ForegroundResend() throws {
        for (profile, early) in [(Profile.ios9, true), (.ios12, true), (.ios13, false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("chat")
            try b.focus("chat")
            try b.run(.goHome)
            b.settle()
            #expect(b.app("chat").firstResponder == "field")   // home is not a switch: no reset
            let m = b.mark
            try b.run(.launchApp("chat"))
            b.settle()
            let expected = early
                ? ["WillEnterForeground", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "DidBecomeActive"]
                : ["WillEnterForeground", "DidBecomeActive"] + showGroup
            #expect(b.names("chat", from: m) == expected, "\(profile.name)")
        }
    }
}
