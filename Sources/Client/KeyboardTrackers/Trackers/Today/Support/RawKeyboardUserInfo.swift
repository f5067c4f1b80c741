import Foundation
import KeyboardClient

/// A keyboard notification's userInfo read key by key, each nil when absent, so that each
/// library's own defaults apply where they differ: the Flutter engine and IQKeyboardManager take
/// a missing `IsLocal` for local, React Native's `isEventFromThisApp` for false (iOS 8 posts no
/// such key, C14).
struct RawKeyboardUserInfo {
    let frameBegin: CGRect?
    let frameEnd: CGRect?
    let duration: TimeInterval?
    let curve: Int?
    let isLocal: Bool?

    init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        frameBegin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
        frameEnd = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double)
            ?? (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
            ?? (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        isLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
    }
}

extension CGRect {
    /// `CGRectEqualToRect(rect, CGRectZero)`: every value zero, the rect of a dragged keyboard
    /// (K11, P2), not merely empty.
    var isAllZero: Bool { self == .zero }

    /// `CGRectIsEmpty`: no width or no height (or null).
    var hasNoArea: Bool { isNull || width == 0 || height == 0 }
}
