// The quirks: each switches a mechanism inside the model (a delivery rule, a timing, a window-list
// rule); none replays a list of notifications. What each does, its eras and sources: its
// declaration in QuirkCatalog.swift.

public enum Quirk: String, CaseIterable, Hashable, Sendable, Comparable {
    // A case's bit is its index: append new cases at the end.
    case leakyTransition = "leaky-transition"
    case responderResetOnSwitch = "responder-reset-on-switch"
    case foregroundResend = "foreground-resend"
    case alertRestoresBeforeActive = "alert-restores-before-active"
    case lateSnapshot = "late-snapshot"
    case repeatedWillShow = "repeated-will-show"
    case missingWillShow = "missing-will-show"
    case splitSendsHide = "split-sends-hide"
    case undockedZeroFrame = "undocked-zero-frame"
    case keyboardWindowDuplication = "keyboard-window-duplication"
    case focusChangeReannounce = "focus-change-reannounce"
    case predictiveToggleInstant = "predictive-toggle-instant"
    case instantResize = "instant-resize"
    case globeMenuSilent = "globe-menu-silent"
    case passwordTwoStepShow = "password-two-step-show"
    case secureFieldExtraFrames = "secure-field-extra-frames"
    case passwordPromptFlash = "password-prompt-flash"
    case reduceMotionHideFrame = "reduce-motion-hide-frame"
    case crossFadeEmptyHideFrame = "cross-fade-empty-hide-frame"
    case crossFadeTiming = "cross-fade-timing"
    case silentInteractiveDismiss = "silent-interactive-dismiss"
    case reloadReannounces = "reload-reannounces"
    case accessoryOutsideFrame = "accessory-outside-frame"
    case thirdPartySteps = "third-party-steps"
    case sheetHideWithoutKeyboard = "sheet-hide-without-keyboard"
    case keyboardReturnsUnderSheet = "keyboard-returns-under-sheet"
    case photoPickerShortFrame = "photo-picker-short-frame"
    case detachedDids = "detached-dids"
    case textViewEditingAfterWill = "text-view-editing-after-will"
    case editingAfterWillShow = "editing-after-will-show"
    case floatingSendsHide = "floating-sends-hide"
    case floatingWithoutHide = "floating-without-hide"
    case barDropZeroFrame = "bar-drop-zero-frame"
    case multitaskingEmptyFrame = "multitasking-empty-frame"
    case hardwareBarFullFrame = "hardware-bar-full-frame"
    case hardwareToggleDoubleShow = "hardware-toggle-double-show"
    case hardwareToggleHideShow = "hardware-toggle-hide-show"
    case slideOverFrameShift = "slide-over-frame-shift"
    case noIsLocalKey = "no-is-local-key"
    case undockEndFrameOnScreen = "undock-end-frame-on-screen"
    case reloadInAnimationReannounces = "reload-in-animation-reannounces"
    case reloadDidsAtOnce = "reload-dids-at-once"
    case undockedDismissFrameOnly = "undocked-dismiss-frame-only"
    case inputViewSwapHides = "input-view-swap-hides"
    case keyboardSpringOvershoot = "keyboard-spring-overshoot"
    case refusedResignReannounces = "refused-resign-reannounces"
    case pushDismissesKeyboard = "push-dismisses-keyboard"
    case keyboardSlidesWithNavigation = "keyboard-slides-with-navigation"
    case modalReturnSingleEvent = "modal-return-single-event"
    case firstShowChatty = "first-show-chatty"
    case thirdPartyFirstUseOnly = "third-party-first-use-only"
    case firstShowShort = "first-show-short"
    case passwordSwitchFlicker = "password-switch-flicker"
    case keychainReturnNegativeFrames = "keychain-return-negative-frames"
    case autofillCredentialsWrongFrame = "autofill-credentials-wrong-frame"
    case unrotatedFrames = "unrotated-frames"
    case frameChangedByUserInteractionKey = "frame-changed-by-user-interaction-key"
    case didsWithoutAnimationKeys = "dids-without-animation-keys"
    case infiniteHideFrame = "infinite-hide-frame"
    case rotationHidesAndShows = "rotation-hides-and-shows"
    case rotationPairTwice = "rotation-pair-twice"
    case numpadRotationStaleBegin = "numpad-rotation-stale-begin"
    case fieldSwitchSilent = "field-switch-silent"
    case foregroundCollapsesToBar = "foreground-collapses-to-bar"
    case autocorrectionOffHidesBar = "autocorrection-off-hides-bar"
    case extensionResizeSilent = "extension-resize-silent"
    case undockByHandHides = "undock-by-hand-hides"
    case springOutlastsDuration = "spring-outlasts-duration"
    case predictiveToggleWithoutAnimationKeys = "predictive-toggle-without-animation-keys"

    /// One bit per case, in declaration order (at most 128 quirks). A case without payload is
    /// stored as its declaration index: read it instead of searching `allCases` at every check.
    @inline(__always)
    var bit: UInt128 { 1 << UInt128(unsafeBitCast(self, to: UInt8.self)) }

    public static func < (a: Quirk, b: Quirk) -> Bool { a.rawValue < b.rawValue }
}

/// A set of quirks as a bit set: checked on every notification, so it must be cheap.
public struct QuirkSet: Hashable, Sendable {
    var bits: UInt128 = 0

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
