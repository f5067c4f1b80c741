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
    /// N19, O1: a navigation push or pop, 0.35 s (rdar 15054825's UIKeyboardAnimationDurationUserInfoKey
    /// for a keyboard leaving with the popped screen on iOS 6).
    public var navigationTransition: UInt64 = 350
    /// N10: heights of a third-party keyboard's first two WillShows, before its own.
    public var thirdPartyFirstStep = 0.0
    public var thirdPartySecondStep = 216.0
    /// N6: the height of the hide's off-screen FrameEnd with Reduce Motion (no cross-fade).
    public var reduceMotionHideHeight = 71.0
    /// N11: how much shorter the keyboard is announced after the photo picker.
    public var photoPickerShortfall = 34.0
    /// N18: iOS 8's first keyboard in a process, as jessesquires/JSQMessagesViewController #701 logs
    /// it: the keys' group's Dids 152 ms after it, the bar's group 149 ms after the keys' with its Dids
    /// 26 ms later, the final group 36 ms after the bar's with its Dids 397 ms later.
    public var firstShowKeysDid: UInt64 = 152
    public var firstShowBarAfter: UInt64 = 149
    public var firstShowBarDid: UInt64 = 26
    public var firstShowFinalAfter: UInt64 = 36
    public var firstShowFinalDid: UInt64 = 397
    /// N18: the iOS 17 betas' first keyboard in a process claims this height (cordova-plugin-ionic-keyboard PR 177).
    public var firstShowShortHeight = 44.0
    /// N5: the credential picker's bar as hackiftekhar/IQKeyboardManager #1823 logs it (414×896, iOS 14.4+):
    /// 115 tall, 44 of it on screen while the picker comes; the returns after the first one 648 wide.
    public var keychainBarHeight = 115.0
    public var keychainBarOnScreen = 44.0
    public var keychainLaterReturnWidth = 648.0
    public var keychainReferenceWidth = 414.0
    /// O2: the stale FrameBegin height of openradar 19513's third WillShow (an iPad number pad turned
    /// back); the radar gives the figure, not its cause.
    public var staleRotationBeginHeight = 142.0

    public init() {}

    /// The duration as the userInfo carries it, in seconds.
    public var keyboardAnimationSeconds: Double { Double(keyboardAnimation) / 1000 }
}
