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
    /// The frames' middles and the end frame's size at the origin (UIKit's deprecated keys, still
    /// in every userInfo).
    public var centerBegin: CGPoint
    public var centerEnd: CGPoint
    public var bounds: CGRect
    public var animationDuration: TimeInterval
    /// A `UIView.AnimationCurve` raw value (7 for the keyboard's own curve).
    public var animationCurve: Int
    /// True only in the app that owns the keyboard (K3, K7: other apps hear it too); nil where the
    /// era posts no UIKeyboardIsLocalUserInfoKey (iOS 8: the key came with iOS 9).
    public var isLocal: Bool?
    /// keyboardd's one counter over every notification it emits.
    public var sequence: UInt64
    /// keyboardd's clock, ms.
    public var time: UInt64
    /// Bundle id of the app that owns the keyboard, empty when none.
    public var owner: String
    /// False where the era posts no duration and curve (the Dids of iOS 5 to 7): the userInfo has
    /// neither key then.
    public var hasAnimationKeys: Bool
    /// UIKeyboardFrameChangedByUserInteraction, nil where the era posts no such key (after iOS 7).
    public var frameChangedByUserInteraction: Bool?

    /// The centers and bounds follow from the frames unless given.
    public init(kind: Kind, frameBegin: CGRect, frameEnd: CGRect, centerBegin: CGPoint? = nil, centerEnd: CGPoint? = nil,
                bounds: CGRect? = nil, animationDuration: TimeInterval,
                animationCurve: Int, isLocal: Bool?, sequence: UInt64, time: UInt64, owner: String,
                hasAnimationKeys: Bool = true, frameChangedByUserInteraction: Bool? = nil) {
        self.hasAnimationKeys = hasAnimationKeys
        self.frameChangedByUserInteraction = frameChangedByUserInteraction
        self.kind = kind
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.centerBegin = centerBegin ?? CGPoint(x: frameBegin.midX, y: frameBegin.midY)
        self.centerEnd = centerEnd ?? CGPoint(x: frameEnd.midX, y: frameEnd.midY)
        self.bounds = bounds ?? CGRect(origin: .zero, size: frameEnd.size)
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
    /// iOS 5 to 7's `UIKeyboardFrameChangedByUserInteraction` (no UIKit constant names it).
    public static let frameChangedByUserInteractionKey = NotificationUserInfo.Key.frameChangedByUserInteraction

    /// The userInfo UIKit code reads: its keys, with `CGRect`, `CGPoint`, `TimeInterval`, `Int` and
    /// `Bool` values (no IsLocal where the era posts none), plus keyboardd's `Sequence` (UInt64),
    /// `Time` (UInt64, ms) and `Owner` (String).
    public var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: frameBegin,
            UIResponder.keyboardFrameEndUserInfoKey: frameEnd,
            UIResponder.keyboardCenterBeginUserInfoKey: centerBegin,
            UIResponder.keyboardCenterEndUserInfoKey: centerEnd,
            UIResponder.keyboardBoundsUserInfoKey: bounds,
            Self.sequenceKey: sequence,
            Self.timeKey: time,
            Self.ownerKey: owner,
        ]
        if hasAnimationKeys {
            info[UIResponder.keyboardAnimationDurationUserInfoKey] = animationDuration
            info[UIResponder.keyboardAnimationCurveUserInfoKey] = animationCurve
        }
        if let isLocal { info[UIResponder.keyboardIsLocalUserInfoKey] = isLocal }
        if let changed = frameChangedByUserInteraction { info[Self.frameChangedByUserInteractionKey] = changed }
        return info
    }

    /// The typed value of a posted notification (nil for any other notification), for code that
    /// observes the NotificationCenter but prefers types.
    public init?(_ notification: Notification) {
        guard let kind = Kind(notificationName: notification.name), let info = notification.userInfo,
              let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let sequence = info[Self.sequenceKey] as? UInt64, let time = info[Self.timeKey] as? UInt64,
              let owner = info[Self.ownerKey] as? String else { return nil }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
        self.init(kind: kind, frameBegin: begin, frameEnd: end,
                  centerBegin: info[UIResponder.keyboardCenterBeginUserInfoKey] as? CGPoint,
                  centerEnd: info[UIResponder.keyboardCenterEndUserInfoKey] as? CGPoint,
                  bounds: info[UIResponder.keyboardBoundsUserInfoKey] as? CGRect,
                  animationDuration: duration ?? 0, animationCurve: curve ?? 0,
                  isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, sequence: sequence, time: time, owner: owner,
                  hasAnimationKeys: duration != nil && curve != nil,
                  frameChangedByUserInteraction: info[Self.frameChangedByUserInteractionKey] as? Bool)
    }

    /// From the signal's arguments; nil when the name is not a keyboard notification's or the
    /// userInfo is not the contract's (a key missing or of another type).
    init?(name: String, userInfo: DBusValue) {
        guard let kind = Kind(notificationName: Notification.Name(name)),
              let info = try? NotificationUserInfo(dbusValue: userInfo) else { return nil }
        self.init(kind: kind, frameBegin: CGRect(info.frameBegin), frameEnd: CGRect(info.frameEnd),
                  centerBegin: CGPoint(x: info.centerBegin.x, y: info.centerBegin.y),
                  centerEnd: CGPoint(x: info.centerEnd.x, y: info.centerEnd.y), bounds: CGRect(info.bounds),
                  animationDuration: info.animationDuration, animationCurve: Int(info.animationCurve), isLocal: info.isLocal,
                  sequence: info.sequence, time: info.time, owner: info.owner, hasAnimationKeys: info.animationKeys,
                  frameChangedByUserInteraction: info.frameChangedByUserInteraction)
    }

    public var description: String {
        "\(kind.notificationName.rawValue) IsLocal=\(isLocal.map(String.init) ?? "absent") FrameEnd=(\(frameEnd.origin.x),\(frameEnd.origin.y),"
            + "\(frameEnd.size.width),\(frameEnd.size.height)) Sequence=\(sequence)"
    }
}
