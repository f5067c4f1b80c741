// Model-time parameters of a profile, in milliseconds. docs/PROFILES.md says where each comes from.

public struct Timings: Hashable, Sendable {
    /// UIKeyboardAnimationDurationUserInfoKey: Will... now, Did... after this (0.25 s on iOS 7+).
    public var keyboardAnimation: UInt64 = 250
    /// UIKeyboardAnimationCurveUserInfoKey: 7, the private keyboard curve (docs/BEHAVIOURS.md vocabulary).
    public var keyboardCurve: Int = 7
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

    public init() {}

    /// The duration as the userInfo carries it, in seconds.
    public var keyboardAnimationSeconds: Double { Double(keyboardAnimation) / 1000 }
}
