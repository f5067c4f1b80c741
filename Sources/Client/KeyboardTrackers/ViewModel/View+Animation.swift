import Foundation

// Headless animations: the changes are applied at once, and each view they touch records the
// animation's duration (`lastChangeAnimationDuration`), so a test can check that a tracker
// animated with the keyboard's duration (B2) or with its own (W4's 0.2 s).

extension View {
    /// `UIView.AnimationOptions`; KeyboardMan puts the keyboard's curve in bits 16... (M7).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    /// The duration of the animation block being run on this thread, nil outside one.
    @TaskLocal static var animationDurationInEffect: TimeInterval?

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        $animationDurationInEffect.withValue(duration, operation: animations)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, animations: animations)
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// K6's `UIView.performWithoutAnimation`: changes inside record no animation.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        $animationDurationInEffect.withValue(nil, operation: actions)
    }
}
