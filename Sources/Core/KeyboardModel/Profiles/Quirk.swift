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

    // The second wave (iOS 10 to 26). Append new cases at the end: a case's bit is its index.

    /// N2: moving the focus to another field with the keyboard up re-announces the Show group with
    /// FrameBegin == FrameEnd (fields sharing one accessory view are announced once).
    case focusChangeReannounce = "focus-change-reannounce"
    /// N3: showing or hiding the predictive bar with the keyboard up is announced with duration 0.
    case predictiveToggleInstant = "predictive-toggle-instant"
    /// N3: every height change of a visible docked keyboard is instant (duration 0, Dids at once).
    case instantResize = "instant-resize"
    /// N4: emoji picked from the globe key's menu changes the keyboard and posts nothing.
    case globeMenuSilent = "globe-menu-silent"
    /// N5: a password field's keyboard comes in two steps: the keys alone at once, then with the
    /// password AutoFill bar.
    case passwordTwoStepShow = "password-two-step-show"
    /// N5: focusing a password field from another field posts two extra instant WillChangeFrames,
    /// the first with a bogus (off-screen) frame.
    case secureFieldExtraFrames = "secure-field-extra-frames"
    /// N5: the "save password?" prompt going away posts a WillShow and at once a WillHide with
    /// duration 0, with no keyboard on screen.
    case passwordPromptFlash = "password-prompt-flash"
    /// N6: with Reduce Motion (no cross-fade) a hide ends at an off-screen rect of the wrong height.
    case reduceMotionHideFrame = "reduce-motion-hide-frame"
    /// N6: with Reduce Motion and Prefer Cross-Fade Transitions a hide ends at an empty rect at y 0.
    case crossFadeEmptyHideFrame = "cross-fade-empty-hide-frame"
    /// N6: with cross-fade a show or hide lasts 0.383 s and its Dids come 40 ms after the Wills.
    case crossFadeTiming = "cross-fade-timing"
    /// N7: an interactive dismissal posts nothing while the finger drags the keyboard.
    case silentInteractiveDismiss = "silent-interactive-dismiss"
    /// N8: reloadInputViews() with the keyboard up posts the Show group again, no Hide.
    case reloadReannounces = "reload-reannounces"
    /// N9: the announced frames leave the input accessory view out: a show announces the keys
    /// alone, a hide announces the accessory's strip at the bottom of the screen.
    case accessoryOutsideFrame = "accessory-outside-frame"
    /// N10: a third-party keyboard appears in steps (the era's two step heights, then its own).
    case thirdPartySteps = "third-party-steps"
    /// N11: presenting a sheet with no keyboard on screen posts a Hide group anyway.
    case sheetHideWithoutKeyboard = "sheet-hide-without-keyboard"
    /// N11: dismissing a sheet gives the keyboard back while the sheet is still on screen.
    case keyboardReturnsUnderSheet = "keyboard-returns-under-sheet"
    /// N11: the keyboard coming back after the photo picker is announced shorter than it is.
    case photoPickerShortFrame = "photo-picker-short-frame"
    /// N12: a keyboard that goes with its app still claims the full duration; its Dids come a few
    /// ms after the Wills.
    case detachedDids = "detached-dids"
    /// N13: a text view posts DidBeginEditing after the keyboard's Wills (a text field before them).
    case textViewEditingAfterWill = "text-view-editing-after-will"
    /// N13: every responder posts DidBeginEditing after the keyboard's Wills.
    case editingAfterWillShow = "editing-after-will-show"

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

    @inline(__always)
    public func contains(_ q: Quirk) -> Bool { bits & q.bit != 0 }
    public mutating func insert(_ q: Quirk) { bits |= q.bit }
    public mutating func remove(_ q: Quirk) { bits &= ~q.bit }
    public mutating func set(_ q: Quirk, _ on: Bool) { if on { insert(q) } else { remove(q) } }

    /// Sorted by name, as the `Quirks` property lists them.
    public var names: [String] { Quirk.allCases.filter(contains).map(\.rawValue).sorted() }
    public var quirks: [Quirk] { Quirk.allCases.filter(contains) }
}
