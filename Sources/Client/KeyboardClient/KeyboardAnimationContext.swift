import Foundation

/// The keyboard's own animation, in which UIKit runs the handlers of a Will notification (N21).
///
/// UIKit posts `WillShow`, `WillHide` and `WillChangeFrame` from inside the animation block that
/// moves the keyboard, with the userInfo's duration and curve. A layout change a handler makes
/// with no animation block of its own rides the keyboard's animation, and a block it opens inherits
/// the keyboard's duration and curve unless it asks otherwise (`overrideInheritedDuration`,
/// `overrideInheritedCurve`). The Dids come after the animation: outside it.
///
/// KeyboardClient posts every keyboard notification through
/// `NotificationCenter.postKeyboardNotification(name:userInfo:)`, which sets
/// ``current`` around a Will's handlers; a headless view model (KeyboardTrackers' `View`) reads it.
public struct KeyboardAnimationContext: Sendable, Equatable {
    /// `UIKeyboardAnimationDurationUserInfoKey`, seconds.
    public var duration: TimeInterval
    /// `UIKeyboardAnimationCurveUserInfoKey` (7, the keyboard's own, on most eras).
    public var curve: Int

    public init(duration: TimeInterval, curve: Int) {
        self.duration = duration
        self.curve = curve
    }

    /// The keyboard animation the code running now is inside; nil outside a Will's handlers.
    @TaskLocal public static var current: KeyboardAnimationContext?

    /// The animation a keyboard notification's handlers run in: a Will's duration and curve, nil
    /// for a Did, for a Will without animation keys, and for a duration of 0 (UIKit runs a
    /// zero-length block's changes at once, with no animation to inherit).
    public static func of(name: Notification.Name, userInfo: [AnyHashable: Any]?) -> KeyboardAnimationContext? {
        guard let kind = KeyboardEvent.Kind(notificationName: name), kind.isWill,
              let duration = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
              duration > 0 else { return nil }
        let curve = userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
        return KeyboardAnimationContext(duration: duration, curve: curve)
    }
}

extension KeyboardEvent.Kind {
    /// WillShow, WillHide and WillChangeFrame.
    public var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}

extension NotificationCenter {
    /// Posts a keyboard notification as UIKit does (N21): a Will's observers run inside
    /// ``KeyboardAnimationContext/current``, a Did's outside any. Other notifications are posted
    /// as they are.
    public func postKeyboardNotification(name: Notification.Name, userInfo: [AnyHashable: Any]?) {
        guard let animation = KeyboardAnimationContext.of(name: name, userInfo: userInfo) else {
            // Outside the keyboard's animation even when posted from inside another.
            KeyboardAnimationContext.$current.withValue(nil) { post(name: name, object: nil, userInfo: userInfo) }
            return
        }
        KeyboardAnimationContext.$current.withValue(animation) { post(name: name, object: nil, userInfo: userInfo) }
    }

    /// ``postKeyboardNotification(name:userInfo:)`` for a typed event.
    public func postKeyboardNotification(_ event: KeyboardEvent) {
        postKeyboardNotification(name: event.kind.notificationName, userInfo: event.userInfo)
    }
}
