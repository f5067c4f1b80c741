import DBus
import Foundation
import KeyboardContract

/// One keyboard notification as a typed value: `App1.KeyboardNotification` with its userInfo.
public struct KeyboardEvent: Sendable, Equatable, CustomStringConvertible {
    /// The six notifications, each with UIKit's name.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

        /// UIKit's name, e.g. `UIKeyboardWillShowNotification`.
        public var notificationName: Notification.Name {
            switch self {
            case .willShow: UIResponder.keyboardWillShowNotification
            case .didShow: UIResponder.keyboardDidShowNotification
            case .willHide: UIResponder.keyboardWillHideNotification
            case .didHide: UIResponder.keyboardDidHideNotification
            case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
            case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
            }
        }

        public init?(notificationName: Notification.Name) {
            guard let kind = Kind.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
            self = kind
        }
    }

    public var kind: Kind
    /// Screen coordinates; the same in every notification of one animation, and equal to the
    /// previous animation's `frameEnd` (N1, docs/BEHAVIOURS.md).
    public var frameBegin: CGRect
    /// Screen coordinates.
    public var frameEnd: CGRect
    public var animationDuration: TimeInterval
    /// A `UIView.AnimationCurve` raw value (7 for the keyboard's own curve).
    public var animationCurve: Int
    /// True only in the app that owns the keyboard (K3, K7: other apps hear it too).
    public var isLocal: Bool
    /// keyboardd's one counter over every notification it emits.
    public var sequence: UInt64
    /// keyboardd's clock, ms.
    public var time: UInt64
    /// Bundle id of the app that owns the keyboard, empty when none.
    public var owner: String

    public init(kind: Kind, frameBegin: CGRect, frameEnd: CGRect, animationDuration: TimeInterval,
                animationCurve: Int, isLocal: Bool, sequence: UInt64, time: UInt64, owner: String) {
        self.kind = kind
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.sequence = sequence
        self.time = time
        self.owner = owner
    }

    /// keyboardd's own userInfo keys, beside UIKit's.
    public static let sequenceKey = NotificationUserInfo.Key.sequence
    public static let timeKey = NotificationUserInfo.Key.time
    public static let ownerKey = NotificationUserInfo.Key.owner

    /// The userInfo UIKit code reads: its keys, with `CGRect`, `TimeInterval`, `Int` and `Bool`
    /// values, plus keyboardd's `Sequence` (UInt64), `Time` (UInt64, ms) and `Owner` (String).
    public var userInfo: [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: frameBegin,
            UIResponder.keyboardFrameEndUserInfoKey: frameEnd,
            UIResponder.keyboardAnimationDurationUserInfoKey: animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: isLocal,
            Self.sequenceKey: sequence,
            Self.timeKey: time,
            Self.ownerKey: owner,
        ]
    }

    /// The typed value of a posted notification (nil for any other notification), for code that
    /// observes the NotificationCenter but prefers types.
    public init?(_ notification: Notification) {
        guard let kind = Kind(notificationName: notification.name), let info = notification.userInfo,
              let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
              let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool,
              let sequence = info[Self.sequenceKey] as? UInt64, let time = info[Self.timeKey] as? UInt64,
              let owner = info[Self.ownerKey] as? String else { return nil }
        self.init(kind: kind, frameBegin: begin, frameEnd: end, animationDuration: duration, animationCurve: curve,
                  isLocal: local, sequence: sequence, time: time, owner: owner)
    }

    /// From the signal's arguments; nil when the name is not a keyboard notification's or the
    /// userInfo is not the contract's (a key missing or of another type).
    init?(name: String, userInfo: DBusValue) {
        guard let kind = Kind(notificationName: Notification.Name(name)),
              let info = try? NotificationUserInfo(dbusValue: userInfo) else { return nil }
        self.init(kind: kind, frameBegin: CGRect(info.frameBegin), frameEnd: CGRect(info.frameEnd),
                  animationDuration: info.animationDuration, animationCurve: Int(info.animationCurve), isLocal: info.isLocal,
                  sequence: info.sequence, time: info.time, owner: info.owner)
    }

    public var description: String {
        "\(kind.notificationName.rawValue) IsLocal=\(isLocal) FrameEnd=(\(frameEnd.origin.x),\(frameEnd.origin.y),"
            + "\(frameEnd.size.width),\(frameEnd.size.height)) Sequence=\(sequence)"
    }
}
