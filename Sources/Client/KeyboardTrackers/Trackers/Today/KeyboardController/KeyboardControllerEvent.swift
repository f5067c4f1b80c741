import Foundation

/// One event react-native-keyboard-controller sends to JS (`onEvent` of `KeyboardMovementObserver`):
/// `{height, progress, duration, target}`.
public struct KeyboardControllerEvent: Sendable, Equatable, CustomStringConvertible {
    public enum Name: String, Sendable, Equatable {
        /// At the Will: where the keyboard is going.
        case onKeyboardMoveStart
        /// Each display-link frame of the animation: where the keyboard is now.
        case onKeyboardMove
        /// At the library's own Did, after the animation's duration.
        case onKeyboardMoveEnd
        /// While the finger drags the keyboard (KVO on the keyboard view's center).
        case onKeyboardMoveInteractive
    }

    public var name: Name
    /// Points above the window's bottom.
    public var height: Double
    /// `height / keyboardHeight`.
    public var progress: Double
    /// Milliseconds (−1 for interactive moves).
    public var duration: Int
    /// The focused input (its React tag there, the responder's name here); nil for none (tag −1).
    public var target: String?

    public init(name: Name, height: Double, progress: Double, duration: Int, target: String?) {
        self.name = name
        self.height = height
        self.progress = progress
        self.duration = duration
        self.target = target
    }

    public var description: String {
        "\(name.rawValue) height \(height) progress \(progress) duration \(duration)\(target.map { " target \($0)" } ?? "")"
    }
}
