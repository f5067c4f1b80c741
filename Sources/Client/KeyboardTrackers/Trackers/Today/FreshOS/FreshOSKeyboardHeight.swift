import Foundation
import KeyboardClient

/// freshOS/KeyboardLayoutGuide's `Keyboard.shared.currentHeight`: one height for every guide of
/// the app, so a guide made while the keyboard is up starts at it (freshOS/KeyboardLayoutGuide PR 9,
/// "Fixes iOS 11 issue"). One per app here, not per process, so two apps in a test do not share it.
///
/// It lives on the app's queue like the guides that use it (where its height is confined).
public final class FreshOSKeyboardHeight: ConfinedObject {
    public struct State {
        public internal(set) var currentHeight: CGFloat = 0
    }

    public let state = Confined(State())

    public init() {}
}

/// The library's reading of a notification (`Notification.keyboardHeight` and
/// `animationDuration` in `Sources/KeyboardLayoutGuide/KeyboardLayoutGuide.swift` at 7d2e679).
enum FreshOSKeyboardReading {
    /// Nil without an end frame; 0 for a WillHide whatever its frame (PR 39: with Reduce Motion the
    /// hide's frame is empty at y 0 and the guide floated to the top, N6); otherwise the key
    /// window's height minus the frame's top (PR 14 took the key window instead of the screen "for
    /// slide-over mode on iPads", P4). The frame is in screen coordinates and the height in the
    /// window's: no conversion (K13), and no clamp, so a frame below the window gives a negative
    /// height.
    static func keyboardHeight(_ notification: Notification, keyWindowHeight: CGFloat) -> CGFloat? {
        guard let frameEnd = RawKeyboardUserInfo(notification).frameEnd else { return nil }
        if notification.name == UIResponder.keyboardWillHideNotification { return 0 }
        return keyWindowHeight - frameEnd.minY
    }

    /// The notification's duration, nil when it has none: then the guide ignores it.
    static func animationDuration(_ notification: Notification) -> TimeInterval? {
        RawKeyboardUserInfo(notification).duration
    }
}
