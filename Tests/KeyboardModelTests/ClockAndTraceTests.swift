// The scheduler (time order, stable ties, stale events dropped), the trace ring, lifecycle
// timings, process death and Reset.

import KeyboardModel
import Testing

@Suite struct ClockAndTraceTests {
    /// Lifecycle phases come at the profile's delays; audio apps are never suspended.
    @Test func lifecycleTimings() throws {
        var b = Bench(.ios13)
        try b.launch("a", modes: [])
        try b.run(.registerApp(bundleId: "music", backgroundModes: ["audio"]))
        let t = b.timings
        #expect(b.names("a") == ["DidFinishLaunching", "DidBecomeActive", "WillResignActive"])
        b.advance(t.enterBackground - 1)
        #expect(b.app("a").state == .inactive)
        b.advance(1)
        #expect(b.app("a").state == .background)
        b.advance(t.suspend)
        #expect(b.app("a").state == .suspended)
        try b.run(.launchApp("a"))
        b.settle()
        #expect(b.app("music").state == .background)            // never suspended
        #expect(b.world.nextDueTime == nil)
        // K3 needs the leaving transition to outlast the incoming app's activation.
        for p in Profile.all { #expect(p.timings.enterBackground > p.timings.activation + 0) }
    }

    /// Coming back before reaching background cancels the pending DidEnterBackground (stale events
    /// are dropped, never delivered).
    @Test func changeOfMindCancelsPendingPhases() throws {
        var b = Bench(.ios13)
        try b.launch("a")
        try b.launch("b")
        b.advance(100)
        let m = b.mark
        try b.run(.launchApp("a"))
        b.settle()
        #expect(b.names("a", from: m) == ["DidBecomeActive"])   // no WillEnterForeground: never left
        #expect(b.app("a").state == .active)
    }

    /// The trace is a ring: bounded, sequences increasing, readable after a sequence number.
    @Test func traceRingIsBounded() throws {
        var b = Bench(.ios13) { $0.traceCapacity = 16 }
        try b.launch("a")
        for _ in 0..<20 {
            try b.focus("a")
            try b.run(.resignFirstResponder(app: "a"))
            b.advance(300)
        }
        #expect(b.world.traceCount == 16)
        let all = b.world.traceRecords(after: 0)
        #expect(all.count == 16)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.sequence + 1 == $1.sequence })
        let tail = b.world.traceRecords(after: all[10].sequence)
        #expect(tail.map(\.sequence) == all.suffix(5).map(\.sequence))
        let note = try #require(all.last { $0.event == KeyboardNotificationName.didHide.rawValue })
        #expect(note.app == "a" && note.data["UIKeyboardFrameEndUserInfoKey"] != nil)
    }

    /// Reports are recorded beside the truth.
    @Test func reportsSitBesideTheTruth() throws {
        var b = Bench(.ios13)
        try b.launch("a")
        try b.focus("a")
        try b.run(.report(app: "a", facts: ["TrackedKeyboardHeight": .double(100)]))
        let r = try #require(b.world.traceRecords(after: 0).last)
        #expect(r.event == "Report")
        #expect(r.data["KeyboardOverlap"] == .rect(b.app("a").keyboardOverlap))
        #expect(r.data["Facts"] == .dictionary(["TrackedKeyboardHeight": .double(100)]))
    }

    /// A process that dies while owning the keyboard: it is removed, the keyboard hides with the
    /// usual notifications to the others.
    @Test func processDeathHidesTheKeyboardForOthers() throws {
        var b = try Bench.splitView(.ios13)
        try b.focus("right")
        let m = b.mark
        try b.run(.processDied(app: "right"))
        b.settle()
        #expect(b.effects[m...].contains(.appRemoved("right")))
        #expect(b.keyboardNames("left", from: m) == hideGroup)
        #expect(b.log("left", from: m).allSatisfy { $0.info?.owner == "right" && $0.info?.isLocal == false })
        #expect(b.world.keyboardOwner == "" && b.world.app("right") == nil)
    }

    /// Reset: no apps, home screen, configured profile and device, empty trace.
    @Test func resetReturnsToTheStart() throws {
        var b = Bench(.ios13)
        try b.launch("a")
        try b.focus("a")
        try b.run(.setProfile("ideal"))
        try b.run(.reset)
        #expect(b.world.apps.isEmpty && b.world.frontmost == "" && b.world.keyboardOwner == "")
        #expect(b.world.profile.name == "ios13" && b.world.device == .iphoneX)
        #expect(b.world.traceCount == 1)                        // the Reset itself
        #expect(b.world.nextDueTime == nil)
        #expect(!b.keyboard.visible && b.keyboard.frame.y == b.screen.height)
    }

    /// Property changes come in the order of the notifications that caused them.
    @Test func propertiesFollowTheirNotifications() throws {
        var b = Bench(.ios13)
        try b.launch("a")
        let m = b.mark
        try b.focus("a")
        let kinds = b.effects[m...].flatMap { e -> [String] in
            switch e {
            case .keyboardNotification(let d): d.recipients.map { _ in short(d.name.rawValue) }
            case .keyboardProperty(.visible(true)): ["Visible"]
            case .keyboardProperty(.animating(let on)): [on ? "Animating" : "Settled"]
            case .serverProperty(.keyboardOwner("a")): ["Owner"]
            default: []
            }
        }
        #expect(kinds == ["WillChangeFrame", "Visible", "Owner", "Animating", "WillShow", "DidChangeFrame", "DidShow", "Settled"])
    }
}
