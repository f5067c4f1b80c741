import Foundation
import KeyboardClient

/// Which notifications the Flutter engine drops before computing anything
/// (`shouldIgnoreKeyboardNotification` and `isKeyboardNotificationForDifferentView` in
/// KeyboardInsetManager.swift), in the engine's order.
enum FlutterIgnoreRules {
    /// - A WillHide is never ignored, "even if the notification is triggered in the background or
    ///   by a different app", so no inset survives a multitasking change or an app switch.
    /// - A WillChangeFrame with an all-zero frame is ignored: the undocked or floating keyboard is
    ///   being dragged (K11, P2). A WillShow with it is kept (the dropped shortcuts bar).
    /// - A frame with no area is kept: it comes when switching multitasking modes (P2).
    /// - A notification of another app (`IsLocal` false; a missing key counts as local, flutter/engine
    ///   PR 17981 for flutter/flutter#55624, K3) or of another view controller of the engine
    ///   (add-to-app) is ignored.
    static func shouldIgnore(name: Notification.Name, keyboardFrame: CGRect, isLocal: Bool?,
                             isEngineViewController: Bool) -> Bool {
        if name == UIResponder.keyboardWillHideNotification { return false }
        if name == UIResponder.keyboardWillChangeFrameNotification && keyboardFrame.isAllZero { return true }
        if keyboardFrame.hasNoArea { return false }
        return isForDifferentView(isLocal: isLocal, isEngineViewController: isEngineViewController)
    }

    /// `isKeyboardNotificationForDifferentView`.
    static func isForDifferentView(isLocal: Bool?, isEngineViewController: Bool) -> Bool {
        if isLocal == false { return true }
        return !isEngineViewController
    }
}
