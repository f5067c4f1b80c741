import Foundation
import KeyboardClient

/// A keyboard notification's userInfo, read the way UIKit code reads it: frames in screen
/// coordinates (K13), duration in seconds, curve as an Int, IsLocal.
public struct KeyboardNotificationInfo: Sendable, Equatable {
    public var frameBegin: CGRect
    public var frameEnd: CGRect
    public var animationDuration: TimeInterval
    public var animationCurve: Int
    public var isLocal: Bool

    public init(frameBegin: CGRect, frameEnd: CGRect, animationDuration: TimeInterval = 0.25,
                animationCurve: Int = 7, isLocal: Bool = true) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }

    /// Nil when the notification carries no end frame; the other keys default as UIKit's would
    /// (no begin frame: zero; no duration: not animated; curve 0; local).
    public init?(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return nil }
        frameEnd = end
        frameBegin = userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .zero
        animationDuration = Self.double(userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]) ?? 0
        animationCurve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
            ?? (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
    }

    /// The userInfo dictionary UIKit would post for these values.
    public var userInfo: [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: frameBegin,
            UIResponder.keyboardFrameEndUserInfoKey: frameEnd,
            UIResponder.keyboardAnimationDurationUserInfoKey: animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: isLocal,
        ]
    }

    private static func double(_ value: Any?) -> Double? {
        if let d = value as? Double { return d }
        return (value as? NSNumber)?.doubleValue
    }
}
