// UIKit's names for the keyboard, lifecycle and editing notifications and the userInfo keys,
// spelled as UIKit spells them and with UIKit's strings (docs/CONTRACT.md: the signals carry
// exactly these strings), for code written for UIKit that runs where UIKit is not: under
// keyboardd's KeyboardClient on Linux and macOS, and under KeyboardFixtures' player in a test
// with no bus. Both re-export this module, so there is one `UIResponder` whichever a file
// imports. Where UIKit can be imported this module is empty: UIKit's own names are there.

#if !canImport(UIKit)
import Foundation
import Synchronization

/// Namespace for the keyboard notification names and userInfo keys, as in UIKit
/// (`UIResponder.keyboardWillShowNotification`, `UIResponder.keyboardFrameEndUserInfoKey`).
/// A class, as in UIKit, so a headless view model can make its views responders.
open class UIResponder {
    public init() {}

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The six above (not a UIKit name): for code that listens to every keyboard notification.
    public static let keyboardNotificationNames: [Notification.Name] = [
        keyboardWillShowNotification, keyboardDidShowNotification, keyboardWillHideNotification,
        keyboardDidHideNotification, keyboardWillChangeFrameNotification, keyboardDidChangeFrameNotification,
    ]

    /// `CGRect`, screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `CGRect`, screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `TimeInterval`, seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `Int`, a `UIView.AnimationCurve` raw value (7 for the keyboard's own curve).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `Bool`, true only in the app that owns the keyboard; absent on iOS 8 (it came with iOS 9).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// `CGPoint`, the middle of the begin frame (deprecated since iOS 3.2, still posted).
    public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// `CGPoint`, the middle of the end frame (deprecated since iOS 3.2, still posted).
    public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// `CGRect`, the end frame's size at the origin (deprecated since iOS 3.2, still posted).
    public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}

/// The lifecycle notification names and the app state, as in UIKit.
public final class UIApplication: Sendable {
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// `UIApplication.State`: keyboardd's `background` and `suspended` are both `.background` here.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The process's app, as `UIApplication.shared` is: its state follows the app this process
    /// registered last.
    public static let shared = UIApplication()

    private let state = Mutex(State.inactive)

    /// Read from any thread; KeyboardClient sets it on the client's queue before it posts
    /// the lifecycle notification that announces the change, as UIKit does.
    public var applicationState: State {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

// The pre-Swift-4.2 spellings, for code of that era (the articles' KeyboardMan, for one).
extension Notification.Name {
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
}

/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardFrameBeginUserInfoKey``.
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardFrameEndUserInfoKey``.
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardAnimationDurationUserInfoKey``.
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardAnimationCurveUserInfoKey``.
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardIsLocalUserInfoKey``.
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardCenterBeginUserInfoKey``.
public let UIKeyboardCenterBeginUserInfoKey = UIResponder.keyboardCenterBeginUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardCenterEndUserInfoKey``.
public let UIKeyboardCenterEndUserInfoKey = UIResponder.keyboardCenterEndUserInfoKey
/// The pre-Swift-4.2 spelling of ``UIResponder/keyboardBoundsUserInfoKey``.
public let UIKeyboardBoundsUserInfoKey = UIResponder.keyboardBoundsUserInfoKey

// The editing notification names (`App1.EditingNotification`, docs/CONTRACT.md "Editing
// notifications and reloadInputViews").

/// Namespace for a text field's editing notification names, as in UIKit
/// (`UITextField.textDidBeginEditingNotification`).
open class UITextField: UIResponder {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// Namespace for a text view's editing notification names, as in UIKit
/// (`UITextView.textDidBeginEditingNotification`).
open class UITextView: UIResponder {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
#endif
