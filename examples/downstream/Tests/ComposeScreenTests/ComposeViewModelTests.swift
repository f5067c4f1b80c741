import ComposeScreen
import Foundation
import KeyboardTesting
import Testing

/// The compose screen against the live keyboardd: the `.keyboardd(...)` trait gives the suite one
/// bench (a private dbus-daemon and keyboardd on the virtual clock), made in the suite's scope,
/// reset before each test, and stopped by PID when the suite is done, failed or not. The tests
/// take the bench one at a time.
@Suite(.keyboardd(device: .iPhoneX, era: .iOS13))
struct ComposeViewModelTests {
    /// Chat with the compose screen loaded, launched and settled.
    func launchChat(_ bench: KeyboardBench) throws -> (KeyboardApp, ComposeViewModel) {
        let chat = try bench.app("com.example.chat")
        let screen = ComposeViewModel(windowFrame: try chat.windowFrame(), notificationCenter: chat.notificationCenter)
        chat.queue.sync { screen.viewDidLoad() }
        try bench.settle()
        return (chat, screen)
    }

    /// The screen's inset, read on the app's queue after every notification so far was handled.
    func inset(_ screen: ComposeViewModel, of app: KeyboardApp, on bench: KeyboardBench) -> CGFloat {
        bench.synchronize()
        return app.queue.sync { screen.bottomInset }
    }

    @Test("the bar clears the keyboard when the message field takes it, and comes down with it",
          arguments: [KeyboardEra.iOS13, .ideal])
    func showAndHide(era: KeyboardEra) throws {
        let bench = try #require(KeyboardBench.current)
        try bench.reset(era: era)
        let (chat, screen) = try launchChat(bench)
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true)
        let cover = try bench.truth(of: chat).height
        #expect(cover > 0)
        #expect(inset(screen, of: chat, on: bench) == cover)

        #expect(try chat.resignFirstResponder())
        try bench.settle()
        #expect(try bench.truth(of: chat).height == 0)
        #expect(inset(screen, of: chat, on: bench) == 0)
    }

    @Test("switching to Notes and back: the bar never moves for Notes' keyboard", arguments: [KeyboardEra.iOS13, .ideal])
    func switchToNotesAndBack(era: KeyboardEra) throws {
        let bench = try #require(KeyboardBench.current)
        try bench.reset(era: era)
        let (chat, screen) = try launchChat(bench)
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
        #expect(foreign.isEmpty == era.isClean)

        try bench.control.launchApp(bundleId: chat.bundleId)
        try bench.settle()
        #expect(inset(screen, of: chat, on: bench) == (try bench.truth(of: chat).height))
        // It moved once per local WillChangeFrame or WillHide, and never for a foreign one.
        let acted = bench.keyboardNotifications(of: chat).filter { $0.isLocal != false && [.willChangeFrame, .willHide].contains($0.kind) }
        #expect(chat.queue.sync { screen.insets.count } == acted.count)
    }

    /// With Reduce Motion and Prefer Cross-Fade Transitions on iOS 15 a hide ends at an empty rect
    /// at the top of the screen (N6): the bar still comes down to the bottom.
    @Test(.keyboardd(device: .iPhoneX, era: .iOS15, settings: [.reduceMotion: true, .preferCrossFade: true]))
    func reduceMotionsHideStillBringsTheBarDown() throws {
        let bench = try #require(KeyboardBench.current)
        let (chat, screen) = try launchChat(bench)
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        #expect(inset(screen, of: chat, on: bench) == (try bench.truth(of: chat).height))
        #expect(try chat.resignFirstResponder())
        try bench.settle()
        #expect(inset(screen, of: chat, on: bench) == 0)
    }
}
