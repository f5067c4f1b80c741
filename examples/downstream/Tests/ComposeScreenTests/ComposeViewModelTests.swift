import ComposeScreen
import Foundation
import KeyboardTesting
import Testing

/// The compose screen against keyboardd's stories, one bench for the whole suite (reset before
/// each test; serialized, since the tests share keyboardd). The bench is never closed by hand:
/// when the test process ends, the bus's guardian stops dbus-daemon by PID and removes its
/// directory with the bench's files, and keyboardd exits with its bus.
@Suite(.serialized)
struct ComposeViewModelTests {
    static let shared = Result { try KeyboardBench() }
    let bench: KeyboardBench

    init() throws {
        bench = try Self.shared.get()
        try bench.reset()
    }

    /// Chat with the compose screen loaded, launched and settled.
    func launchChat() throws -> (KeyboardApp, ComposeViewModel) {
        let chat = try bench.app("com.example.chat")
        let screen = ComposeViewModel(windowFrame: try chat.windowFrame(), notificationCenter: chat.notificationCenter)
        chat.queue.sync { screen.viewDidLoad() }
        try bench.settle()
        return (chat, screen)
    }

    /// The screen's inset, read on the app's queue after every notification so far was handled.
    func inset(_ screen: ComposeViewModel, of app: KeyboardApp) -> CGFloat {
        bench.synchronize()
        return app.queue.sync { screen.bottomInset }
    }

    @Test("the bar clears the keyboard when the message field takes it, and comes down with it", arguments: ["ios13", "ideal"])
    func showAndHide(profile: String) throws {
        try bench.reset(profile: profile)
        let (chat, screen) = try launchChat()
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        try bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true)
        let cover = try bench.truth(of: chat).height
        #expect(cover > 0)
        #expect(inset(screen, of: chat) == cover)

        #expect(try chat.resignFirstResponder())
        try bench.settle()
        #expect(try bench.truth(of: chat).height == 0)
        #expect(inset(screen, of: chat) == 0)
    }

    @Test("switching to Notes and back: the bar never moves for Notes' keyboard", arguments: ["ios13", "ideal"])
    func switchToNotesAndBack(profile: String) throws {
        try bench.reset(profile: profile)
        let (chat, screen) = try launchChat()
        let notes = try bench.app("com.apple.mobilenotes", launch: false)
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()

        let away = bench.mark()
        try bench.control.launchApp(bundleId: notes.bundleId)
        try bench.advance(400)
        #expect(try notes.becomeFirstResponder("body"))
        try bench.settle()
        let foreign = bench.keyboardNotifications(of: chat, since: away).filter { $0.isLocal == false }
        // iOS 13 tells the leaving app about the incoming app's keyboard (IsLocal false); the
        // ideal era does not. The screen must stay right on both.
        #expect(foreign.isEmpty == (profile == "ideal"))

        try bench.control.launchApp(bundleId: chat.bundleId)
        try bench.settle()
        #expect(inset(screen, of: chat) == (try bench.truth(of: chat).height))
        // It moved once per local WillChangeFrame or WillHide, and never for a foreign one.
        let acted = bench.keyboardNotifications(of: chat).filter { $0.isLocal == true && [.willChangeFrame, .willHide].contains($0.kind) }
        #expect(chat.queue.sync { screen.insets.count } == acted.count)
    }
}
