// The quirks of docs/CONTRACT.md's table. Each one switches a mechanism inside the model (a delivery
// rule, a timing, a window-list rule); none replays a list of notifications.

public enum Quirk: String, CaseIterable, Hashable, Sendable, Comparable {
    /// K3, K7: apps leaving the foreground keep receiving keyboard notifications until suspended.
    case leakyTransition = "leaky-transition"
    /// K2, K3: switching to another app resigns the leaving app's first responder for good.
    case responderResetOnSwitch = "responder-reset-on-switch"
    /// M5: a responder that survived background gets its keyboard back at WillEnterForeground,
    /// while the app is still inactive.
    case foregroundResend = "foreground-resend"
    /// K5: dismissing an alert restores the responder and shows the keyboard before DidBecomeActive.
    case alertRestoresBeforeActive = "alert-restores-before-active"
    /// K4: the App Switcher snapshot is taken at DidEnterBackground, after the keyboard left.
    case lateSnapshot = "late-snapshot"
    /// M1: candidate-bar input modes announce an appearance with two or three growing WillShows.
    case repeatedWillShow = "repeated-will-show"
    /// M2: the last WillShow of a candidate-bar appearance is dropped (WillChangeFrame still comes).
    case missingWillShow = "missing-will-show"
    /// K10, M6, W2: an undocked or split keyboard is announced with Hide groups, never Show;
    /// undocking or splitting runs in two stages. (The floating keyboard of iPadOS 13 has its own
    /// quirks, P1: these articles predate it.)
    case splitSendsHide = "split-sends-hide"
    /// K11: dragging the undocked keyboard announces a zero rect.
    case undockedZeroFrame = "undocked-zero-frame"
    /// K9: a home-indicator touch puts a new keyboard window above the old one, left hidden.
    case keyboardWindowDuplication = "keyboard-window-duplication"

    // iPad (P1-P4). docs/IPAD.md says which public source each one follows, era by era.

    /// P1: docked → floating is one Hide group, floating → docked a Show; a floating keyboard that
    /// moves, or comes up, is announced with frame changes only; its dismissal is a Hide.
    case floatingSendsHide = "floating-sends-hide"
    /// P1: docked → floating sends no Hide, only a frame change whose FrameEnd is not fully off
    /// screen; a floating keyboard comes and goes with frame changes only (no Show, no Hide).
    case floatingWithoutHide = "floating-without-hide"
    /// P2: dropping the minimized shortcuts bar after a drag posts WillShow with an empty FrameEnd.
    case barDropZeroFrame = "bar-drop-zero-frame"
    /// P2: changing the multitasking mode with the keyboard up posts a frame of zero width, then
    /// the keyboard's frame again.
    case multitaskingEmptyFrame = "multitasking-empty-frame"
    /// P3: with a hardware keyboard, the shortcut bar is announced as the full-height keyboard rect
    /// mostly below the screen, only the bar on screen.
    case hardwareBarFullFrame = "hardware-bar-full-frame"
    /// P3: summoning the on-screen keyboard with a hardware keyboard attached posts two WillShows
    /// (the bar's frame, then the keyboard's) and no Hide.
    case hardwareToggleDoubleShow = "hardware-toggle-double-show"
    /// P3: summoning the on-screen keyboard with a hardware keyboard attached hides the bar, then
    /// shows the keyboard with a bogus FrameEnd in the Wills (the Dids carry the real one).
    case hardwareToggleHideShow = "hardware-toggle-hide-show"
    /// P4: the Slide Over app's frames leave out the space below its window (shifted up by it).
    case slideOverFrameShift = "slide-over-frame-shift"

    /// One bit per case, in declaration order (at most 64 quirks). A case without payload is
    /// stored as its declaration index: read it instead of searching `allCases` at every check.
    @inline(__always)
    var bit: UInt64 { 1 << UInt64(unsafeBitCast(self, to: UInt8.self)) }

    public static func < (a: Quirk, b: Quirk) -> Bool { a.rawValue < b.rawValue }
}

/// A set of quirks as a bit set: checked on every notification, so it must be cheap.
public struct QuirkSet: Hashable, Sendable {
    var bits: UInt64 = 0

    public init() {}
    public init(_ quirks: some Sequence<Quirk>) { for q in quirks { insert(q) } }

    public func contains(_ q: Quirk) -> Bool { bits & q.bit != 0 }
    public mutating func insert(_ q: Quirk) { bits |= q.bit }
    public mutating func remove(_ q: Quirk) { bits &= ~q.bit }
    public mutating func set(_ q: Quirk, _ on: Bool) { if on { insert(q) } else { remove(q) } }

    /// Sorted by name, as the `Quirks` property lists them.
    public var names: [String] { Quirk.allCases.filter(contains).map(\.rawValue).sorted() }
    public var quirks: [Quirk] { Quirk.allCases.filter(contains) }
}
