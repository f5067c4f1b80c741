// K5: a system alert over the app: the responder goes, the keyboard hides, WillResignActive;
// on dismissal the keyboard may come back before DidBecomeActive.

import KeyboardModel
import Testing

@Suite struct AlertTests {
    @Test func k5AlertRestoresBeforeActive() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.focus("ike")
        let m = b.mark
        try b.run(.showAlert(kind: .microphonePermission))
        #expect(b.names("ike", from: m) == ["WillChangeFrame", "WillHide", "WillResignActive"])
        #expect(b.app("ike").state == .inactive)
        b.advance(1000)
        #expect(b.app("ike").state == .inactive)           // never goes to background
        let d = b.mark
        try b.run(.dismissAlert)
        b.settle()
        // The keyboard is back before DidBecomeActive, and there is no WillEnterForeground.
        #expect(b.names("ike", from: d) == ["WillChangeFrame", "WillShow", "DidBecomeActive", "DidChangeFrame", "DidShow"])
        #expect(b.world.keyboardOwner == "ike")
        #expect(b.app("ike").firstResponder == "field")
    }

    /// An app that unsubscribes in willResignActive and resubscribes in didBecomeActive misses
    /// the WillShow on ios13; on ideal it sees everything after DidBecomeActive.
    @Test func k5UnsubscribedAppMissesWillShow() throws {
        for (profile, missed) in [(Profile.ios13, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("ike")
            try b.focus("ike")
            try b.run(.showAlert(kind: .microphonePermission))
            b.advance(500)
            let d = b.mark
            try b.run(.dismissAlert)
            b.settle()
            let log = b.names("ike", from: d)
            let active = log.firstIndex(of: "DidBecomeActive")!
            let subscribed = log[(active + 1)...]
            #expect(subscribed.contains("WillShow") == !missed, "\(profile.name)")
            #expect(b.world.keyboardOwner == "ike")
        }
    }

    @Test func alertNeedsAnActiveApp() throws {
        var b = Bench()
        #expect(throws: ModelError.self) { try b.run(.showAlert(kind: .microphonePermission)) }
        try b.launch("a")
        try b.run(.showAlert(kind: .generic))
        #expect(throws: ModelError.self) { try b.run(.launchApp("a")) }
        #expect(throws: ModelError.self) { try b.run(.goHome) }
    }
}
