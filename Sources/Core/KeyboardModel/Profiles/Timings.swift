// Model-time parameters of a profile, in milliseconds. docs/PROFILES.md says where each comes from.

/// The shape of the keyboard's travel (N15).
public enum MotionKind: Hashable, Sendable {
    case spring, easeInOut
}

public struct Timings: Hashable, Sendable {
    /// UIKeyboardAnimationDurationUserInfoKey: Will... now, Did... after this (0.25 s on iOS 7+).
    public var keyboardAnimation: UInt64 = 250
    /// UIKeyboardAnimationCurveUserInfoKey: 7, the private keyboard curve (docs/BEHAVIOURS.md vocabulary).
    public var keyboardCurve: Int = 7
    /// How the keyboard travels (N15): the spring of curve 7, or ease-in-out (curve 0, iOS 5 and 6).
    public var motion = MotionKind.spring
    /// N15: ζ of the keyboard's spring where it overshoots (`keyboard-spring-overshoot`, iOS 26): an
    /// estimate, see the quirk's declaration.
    public var overshootDampingRatio = 0.75
    /// Between two WillShows of one candidate-bar appearance (M1): the bar loads after the keys.
    public var candidateBarStep: UInt64 = 40
    /// DidFinishLaunching → DidBecomeActive for a cold launch (Apple's 400 ms launch target).
    public var launch: UInt64 = 400
    /// WillEnterForeground → DidBecomeActive: the app-switch animation.
    public var activation: UInt64 = 350
    /// WillResignActive → DidEnterBackground: longer than the incoming app's activation plus its
    /// keyboard Will (K3 needs the leaving app still inactive when the next app's keyboard comes).
    public var enterBackground: UInt64 = 700
    /// DidEnterBackground → suspended: the ~5 s iOS grants `applicationDidEnterBackground`.
    public var suspend: UInt64 = 5000
    /// DismissAlert → DidBecomeActive: the alert's fade-out.
    public var alertDismiss: UInt64 = 200

    // The second wave (docs/PROFILES.md gives each one's source).

    /// N5: between the keys-only step of a password field's keyboard and the step with the AutoFill bar.
    public var autofillBarStep: UInt64 = 10
    /// N6: a cross-fade show or hide on iOS 26 (UIKeyboardAnimationDurationUserInfoKey 0.383).
    public var crossFadeDuration: UInt64 = 383
    /// N6: its Dids come this long after its Wills.
    public var crossFadeDidAfter: UInt64 = 40
    /// N12: a hide that goes with its app: DidHide this long after WillHide.
    public var detachedDidAfter: UInt64 = 7
    /// C12: the system keyboard swapped for a custom input view (iOS 26): its DidHide this long
    /// after its WillHide, and the custom view's Show this long after.
    public var inputViewSwapDidAfter: UInt64 = 42
    public var inputViewSwapShowAfter: UInt64 = 45
    /// N11: a sheet's dismissal transition.
    public var sheetTransition: UInt64 = 300
    /// N10: heights of a third-party keyboard's first two WillShows, before its own.
    public var thirdPartyFirstStep = 0.0
    public var thirdPartySecondStep = 216.0
    /// N6: the height of the hide's off-screen FrameEnd with Reduce Motion (no cross-fade).
    public var reduceMotionHideHeight = 71.0
    /// N11: how much shorter the keyboard is announced after the photo picker.
    public var photoPickerShortfall = 34.0

    public init() {}

    /// The duration as the userInfo carries it, in seconds.
    public var keyboardAnimationSeconds: Double { Double(keyboardAnimation) / 1000 }
}
