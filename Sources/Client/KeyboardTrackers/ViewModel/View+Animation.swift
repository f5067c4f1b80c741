import Foundation
import KeyboardClient

// Headless animations: the changes are applied at once, and each view they touch records the
// animation that carried them (`lastChangeAnimation`), so a test can check that a tracker animated
// with the keyboard's duration (B2) or with its own.
//
// N21: UIKit runs a Will notification's handlers inside the keyboard's animation
// (`KeyboardAnimationContext`). A change made there with no block rides the keyboard's animation,
// and a block opened there inherits its duration and curve unless its options say
// `overrideInheritedDuration` / `overrideInheritedCurve` (Apple's documentation of
// `UIView.AnimationOptions`: "If this key is not present, the animation inherits the remaining
// duration of the in-flight animation, if any"). The same holds for a block inside a block.

/// The animation a change to a view or a constraint was made in.
public struct ViewAnimation: Sendable, Equatable, CustomStringConvertible {
    public var duration: TimeInterval
    /// `UIView.AnimationCurve`'s raw value (0 ease-in-out, 7 the keyboard's).
    public var curve: Int
    /// The duration is the keyboard's, inherited (N21), whatever the app's own code asked for.
    public var inheritedFromKeyboard: Bool

    public init(duration: TimeInterval, curve: Int, inheritedFromKeyboard: Bool = false) {
        self.duration = duration
        self.curve = curve
        self.inheritedFromKeyboard = inheritedFromKeyboard
    }

    public var description: String {
        "\(duration) s, curve \(curve)\(inheritedFromKeyboard ? ", the keyboard's" : "")"
    }
}

extension View {
    /// `UIView.AnimationOptions`; KeyboardMan puts the keyboard's curve in bits 16... (M7).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Keep this block's own duration inside an animation in flight (N21).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keep this block's own curve inside an animation in flight (N21).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)

        /// The curve in bits 16..., as `UIView.AnimationOptions(rawValue: curve << 16)` puts it.
        public var curve: Int { Int((rawValue >> 16) & 0xF) }
    }

    /// What the app's own code opened around the code running now: a block's animation, or none
    /// (inside `performWithoutAnimation`). Nil where it opened nothing.
    struct AnimationScope { var animation: ViewAnimation? }
    @TaskLocal static var scope: AnimationScope?

    /// The animation a change made now is carried by: the innermost block the app opened, else the
    /// keyboard's while a Will's handlers run (N21), else none.
    public static var animationInEffect: ViewAnimation? {
        if let scope { return scope.animation }
        return KeyboardAnimationContext.current.map {
            ViewAnimation(duration: $0.duration, curve: $0.curve, inheritedFromKeyboard: true)
        }
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                               animations: () -> Void, completion: ((Bool) -> Void)?) {
        var animation = ViewAnimation(duration: duration, curve: options.curve)
        if let outer = animationInEffect {
            if !options.contains(.overrideInheritedDuration) {
                animation.duration = outer.duration
                animation.inheritedFromKeyboard = outer.inheritedFromKeyboard
            }
            if !options.contains(.overrideInheritedCurve) { animation.curve = outer.curve }
        }
        $scope.withValue(AnimationScope(animation: animation), operation: animations)
        completion?(true)
    }

    /// K6's `UIView.performWithoutAnimation`: changes inside record no animation, the keyboard's
    /// included.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        $scope.withValue(AnimationScope(animation: nil), operation: actions)
    }
}
