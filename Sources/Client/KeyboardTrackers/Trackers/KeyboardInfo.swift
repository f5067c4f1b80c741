import Foundation

/// KeyboardMan's `KeyboardInfo` (nixzhu's KeyboardMan article, M7): one keyboard notification as KeyboardMan
/// understood it.
public struct KeyboardInfo: Sendable, Equatable {
    public enum Action: String, Sendable {
        case show, hide
    }

    public let animationDuration: TimeInterval
    public let animationCurve: UInt
    public let frameBegin: CGRect
    public let frameEnd: CGRect
    /// `frameEnd.height`.
    public var height: CGFloat { frameEnd.height }
    /// This height minus the previous notification's (0 when there was none before: the whole height).
    public let heightIncrement: CGFloat
    public let action: Action
    /// Whether the previous notification had the same action (false after none).
    public let isSameAction: Bool

    public init(animationDuration: TimeInterval, animationCurve: UInt, frameBegin: CGRect, frameEnd: CGRect,
                heightIncrement: CGFloat, action: Action, isSameAction: Bool) {
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.heightIncrement = heightIncrement
        self.action = action
        self.isSameAction = isSameAction
    }
}
