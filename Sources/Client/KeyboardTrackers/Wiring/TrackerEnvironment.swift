import Foundation
import KeyboardClient

/// What an app's device and system tell its tracker besides the notifications: the screen
/// (`UIScreen.main.bounds`, keyboardd's `Server1.Screen`), the iOS version it runs on (a library's
/// `#available` branches: IQKeyboardManager's iOS 26 hide fix, react-native-keyboard-controller's
/// `keyboardLayoutGuide` tracking), and where the keyboard really is, for the trackers that follow
/// the keyboard itself (UIKit's keyboard layout guide). Each nil keeps what the factory did
/// without it: the window's frame for the screen, each library's own default branch, the docked
/// keyboard the truth describes.
public struct TrackerEnvironment: Sendable {
    /// The screen's bounds in points, as keyboardd publishes them (`Server1.Screen`).
    public var screenBounds: CGRect?
    /// The major iOS version the app runs on (26 for iOS 26).
    public var systemVersion: Int?
    /// The keyboard as UIKit's views know it: where its motion under way ends (`Keyboard1.FrameAt`),
    /// its mode and hardware keyboard (`Keyboard1.Mode`, `HardwareKeyboard`), and whether it covers
    /// the app (`App1.KeyboardOverlap`). Read on the app's queue.
    public var keyboard: (@Sendable () -> SystemKeyboardState)?
    /// A tracker of your own in place of the kind's (`CompatibilityTable.ForeignTracker`): made for
    /// the app and its screen, then wired with the fixes like any other.
    public var makeTracker: (@Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker)?

    public init(screenBounds: CGRect? = nil, systemVersion: Int? = nil,
                keyboard: (@Sendable () -> SystemKeyboardState)? = nil,
                makeTracker: (@Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker)? = nil) {
        self.screenBounds = screenBounds
        self.systemVersion = systemVersion
        self.keyboard = keyboard
        self.makeTracker = makeTracker
    }

    /// `#available(iOS version, *)` on the app's system; `otherwise` when the system is not said.
    public func isAvailable(_ version: Int, otherwise: Bool) -> Bool {
        systemVersion.map { $0 >= version } ?? otherwise
    }
}
