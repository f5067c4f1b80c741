// K8, K9: the keyboard window in UIApplication.windows, interactive dismissal, and the hidden
// duplicate after a home-indicator touch.

import KeyboardModel
import Testing

/// What the article's code does: find a keyboard window (first, or topmost with the fix) and move it.
private func keyboardWindow(_ app: AppInfo, topmostFirst: Bool) -> WindowInfo? {
    let windows = topmostFirst ? Array(app.windows.reversed()) : app.windows
    return windows.first { $0.kind == .keyboard }
}

@Suite struct WindowTests {
    /// K8: the keyboard lives in its own window in the app's list; moving that window's origin.y
    /// moves the keyboard (no notification), and the truth follows.
    @Test(arguments: [Profile.ios13, .ideal])
    func k8InteractiveDismissalMovesTheKeyboardWindow(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("ike")
        try b.focus("ike")
        let app = b.app("ike")
        #expect(app.windows.map(\.kind) == [.app, .textEffects, .keyboard])
        let window = try #require(keyboardWindow(app, topmostFirst: false))
        #expect(window.frame == b.keyboard.frame && !window.hidden)
        let overlapBefore = app.keyboardOverlap.height
        let m = b.mark
        try b.run(.setWindowFrame(app: "ike", windowId: window.id, frame: window.frame.offsetBy(dx: 0, dy: 100)))
        #expect(b.keyboard.frame.y == window.frame.y + 100)
        #expect(b.app("ike").keyboardOverlap.height == overlapBefore - 100)
        #expect(b.keyboardNames("ike", from: m).isEmpty)
    }

    /// K9: after SwipeHomeIndicator a new keyboard window sits above the old one, which stays,
    /// hidden, with the same frame. Taking the first keyboard window moves the hidden one and the
    /// keyboard stays put; searching topmost first (the fix) works. Clean on ideal.
    @Test func k9DuplicateKeyboardWindow() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.focus("ike")
        try b.run(.swipeHomeIndicator)
        let windows = b.app("ike").windows
        #expect(windows.map(\.kind) == [.app, .textEffects, .keyboard, .keyboard])
        #expect(windows[2].hidden && !windows[3].hidden)
        #expect(windows[2].frame == windows[3].frame)
        let frame = b.keyboard.frame
        let first = try #require(keyboardWindow(b.app("ike"), topmostFirst: false))
        try b.run(.setWindowFrame(app: "ike", windowId: first.id, frame: first.frame.offsetBy(dx: 0, dy: 80)))
        #expect(b.keyboard.frame == frame)                   // interactive dismissal stopped working
        let top = try #require(keyboardWindow(b.app("ike"), topmostFirst: true))
        try b.run(.setWindowFrame(app: "ike", windowId: top.id, frame: top.frame.offsetBy(dx: 0, dy: 80)))
        #expect(b.keyboard.frame == frame.offsetBy(dx: 0, dy: 80))

        var i = Bench(.ideal)
        try i.launch("ike")
        try i.focus("ike")
        try i.run(.swipeHomeIndicator)
        #expect(i.app("ike").windows.filter { $0.kind == .keyboard }.count == 1)
        let only = try #require(keyboardWindow(i.app("ike"), topmostFirst: false))
        try i.run(.setWindowFrame(app: "ike", windowId: only.id, frame: only.frame.offsetBy(dx: 0, dy: 80)))
        #expect(i.keyboard.frame == only.frame.offsetBy(dx: 0, dy: 80))
    }

    @Test func k9NeedsAHomeIndicator() throws {
        var b = Bench(.ios13, device: .iphone8)
        try b.launch("ike")
        #expect(throws: ModelError.notSupported("iphone-8 has no home indicator")) { try b.run(.swipeHomeIndicator) }
    }

    /// The keyboard window of an app that no longer owns the keyboard is hidden.
    @Test func keyboardWindowHidesWithTheKeyboard() throws {
        var b = Bench(.ios13)
        try b.launch("ike")
        try b.focus("ike")
        try b.run(.resignFirstResponder(app: "ike"))
        #expect(b.app("ike").windows.filter { $0.kind == .keyboard }.allSatisfy { $0.hidden })
        // The truth is the live keyboard (N15): it still covers as its hide begins, nothing once gone.
        #expect(b.app("ike").keyboardOverlap.height > 0)
        b.settle()
        #expect(b.app("ike").keyboardOverlap == .zero)
    }
}
