import Foundation

/// What key-value observation of the keyboard's view tells an app on iOS (react-native-keyboard-
/// controller observes the view's `center`, `KeyboardMovementObserver+Interactive.swift`): the
/// keyboard moved. keyboardd's counterpart is a change of the app's `App1.KeyboardOverlap` (the
/// keyboard moved against the app's window, N15), which KeyboardClient posts on the app's
/// notification center as `keyboardViewDidMove`, in order with the keyboard notifications. It
/// comes at the instants keyboardd publishes, not once a frame: an animation's frames are for a
/// display link to sample (`KeyboardAppActions.keyboardFrame(at:)`). It is not one of UIKit's
/// notifications, so `KeyboardApp.events` does not carry it.
public enum KeyboardViewObservation {
    public static let keyboardViewDidMove = Notification.Name("KeyboardClientKeyboardViewDidMoveNotification")
    /// userInfo: the app's new `KeyboardOverlap`, a CGRect in the app window's coordinates.
    public static let overlapKey = "KeyboardOverlap"
}
