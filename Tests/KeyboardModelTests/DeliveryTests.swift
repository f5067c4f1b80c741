// K1, K3, K7: who receives keyboard notifications, and the leakage that follows from it.

import KeyboardModel
import Testing

@Suite struct DeliveryTests {
    /// K1: two apps on screen (iPad Split View) both receive; IsLocal only in the owner.
    @Test(arguments: [Profile.ios13, .ideal])
    func k1EveryRunningAppReceivesIsLocalOnlyInOwner(profile: Profile) throws {
        var b = try Bench.splitView(profile)
        let m = b.mark
        try b.focus("right")
        #expect(b.keyboardNames("right", from: m) == showGroup)
        #expect(b.keyboardNames("left", from: m) == showGroup)
        #expect(b.log("right", from: m).allSatisfy { $0.info!.isLocal })
        #expect(b.log("left", from: m).allSatisfy { !$0.info!.isLocal })
        #expect(b.world.keyboardOwner == "right")
        // One broadcast per notification, naming both in delivery (registration) order.
        #expect(b.broadcasts(from: m).map(\.recipients) == Array(repeating: ["left", "right"], count: 4))
    }

    /// K1: suspended apps receive nothing, on every profile.
    @Test(arguments: Profile.all)
    func k1SuspendedAppsReceiveNothing(profile: Profile) throws {
        var b = Bench(profile, configure: Bench.withoutFirstAppearance)   // N18 apart
        try b.launch("a")
        try b.launch("b")
        b.settle()
        #expect(b.app("a").state == .suspended)
        let m = b.mark
        try b.focus("b")
        #expect(b.keyboardNames("a", from: m).isEmpty)
        #expect(b.keyboardNames("b", from: m) == showGroup)
    }

    /// K1: an audio app keeps running in background and is never suspended, so it hears every
    /// keyboard notification on every profile: it is running, and not on its way out.
    @Test func k1BackgroundAudioAppKeepsRunning() throws {
        for (profile, expected) in [(Profile.ios13, showGroup), (.ideal, showGroup)] {
            var b = Bench(profile)
            try b.launch("music", modes: ["audio"])
            try b.launch("notes")
            b.settle()
            #expect(b.app("music").state == .background)
            let m = b.mark
            try b.focus("notes")
            #expect(b.keyboardNames("music", from: m) == expected)
        }
    }

    /// K3: Ike with its keyboard up, the switch to Notes, Notes' keyboard: Ike, still inactive
    /// (not yet in background), receives Notes' whole Show group, not local. Emerges from
    /// delivery to running apps + the leaving transition outlasting Notes' launch.
    @Test func k3CrossAppLeakage() throws {
        var b = Bench(.ios13)
        let m = try switchFromIkeToNotes(&b)
        #expect(b.app("ike").state == .inactive)          // K3: "not yet in background"
        #expect(b.names("ike", from: m) == ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide"]
            + showGroup)
        let leaked = b.log("ike", from: m).suffix(4)
        #expect(leaked.allSatisfy { $0.info?.isLocal == false && $0.info?.owner == "notes" })
        #expect(b.log("ike", from: m).prefix(2).allSatisfy { $0.info?.isLocal == true })
        b.settle()
        #expect(b.app("ike").state == .suspended)
    }

    /// K3 off: with `leaky-transition` off the leaving app stops hearing others at WillResignActive.
    @Test func k3IdealRunsClean() throws {
        var b = Bench(.ideal)
        let m = try switchFromIkeToNotes(&b)
        #expect(b.names("ike", from: m) == ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide"])
    }

    /// K3's story: Ike's keyboard up, the person launches Notes, whose field takes the keyboard
    /// once Notes is active. Returns the mark taken before the switch.
    private func switchFromIkeToNotes(_ b: inout Bench) throws -> Int {
        try b.launch("ike")
        try b.run(.registerApp(bundleId: "notes", launch: false))
        try b.focus("ike")
        let m = b.mark
        try b.run(.launchApp("notes"))
        b.advance(b.timings.activation)
        // Up to Notes' DidShow, at the claimed duration (the keyboard's spring runs on: N15).
        try b.run(.becomeFirstResponder(app: "notes", responder: "field"))
        b.advance(b.timings.keyboardAnimation)
        return m
    }

    /// K7: switched away without a keyboard, A still processes B's keyboard notifications before
    /// going to background; the K6 guard has nothing to restore. Clean on ideal.
    @Test func k7LeakageWithoutKeyboard() throws {
        for (profile, leaked) in [(Profile.ios13, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("ike")
            try b.run(.registerApp(bundleId: "facebook", launch: false))
            let m = b.mark
            try b.run(.launchApp("facebook"))
            b.advance(b.timings.activation)
            try b.run(.becomeFirstResponder(app: "facebook", responder: "field"))
            b.advance(b.timings.keyboardAnimation)
            #expect(b.names("ike", from: m) == ["WillResignActive"] + (leaked ? showGroup : []))
            #expect(b.app("ike").firstResponder == "")
        }
    }
}
