// What the player posts: UIKit's constants and value types on iOS (and visionOS, Mac Catalyst);
// elsewhere (Linux, macOS, tvOS, which has no keyboard notifications) the same strings and plain
// Swift values, which is what keyboardd's KeyboardClient posts, so that one test reads both the
// same way (`as? CGRect`, `as? Bool`).

import Foundation
#if canImport(UIKit)
import UIKit
#endif

extension KeyboardReplayFile.Value {
    /// As UIKit posts it: NSValue-wrapped rects and points, NSNumbers; elsewhere CGRect, CGPoint,
    /// Double, Int, UInt64, Bool, String, as KeyboardClient posts it. On the main actor, where
    /// UIKit posts (and in case an SDK isolates UIKit's NSValue initializers there).
    @MainActor
    public var posted: Any {
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
        switch self {
        case .rect(let r): return NSValue(cgRect: r)
        case .point(let p): return NSValue(cgPoint: p)
        case .double(let d): return NSNumber(value: d)
        case .int(let i): return NSNumber(value: i)
        case .uint64(let u): return NSNumber(value: u)
        case .bool(let b): return NSNumber(value: b)
        case .string(let s): return s
        case .strings(let s): return s
        }
        #else
        switch self {
        case .rect(let r): return r
        case .point(let p): return p
        case .double(let d): return d
        case .int(let i): return i
        case .uint64(let u): return u
        case .bool(let b): return b
        case .string(let s): return s
        case .strings(let s): return s
        }
        #endif
    }
}

/// The file's names as UIKit's constants where UIKit is there (they have the same strings);
/// elsewhere the strings themselves. Keys UIKit has no Swift constant for (its deprecated
/// `UIKeyboardCenterBegin/EndUserInfoKey` and `UIKeyboardBoundsUserInfoKey`, keyboardd's
/// `Sequence`, `Time`, `Owner`) are posted under their strings, which is what UIKit posts.
@MainActor
enum KeyboardReplayNames {
    static func notification(_ name: String) -> Notification.Name {
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
        if let uikit = uikitNotifications[name] { return uikit }
        #endif
        return Notification.Name(name)
    }

    static func userInfoKey(_ key: String) -> String {
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
        if let uikit = uikitKeys[key] { return uikit }
        #endif
        return key
    }

    #if canImport(UIKit) && (os(iOS) || os(visionOS))
    static let uikitNotifications: [String: Notification.Name] = [
        "UIKeyboardWillShowNotification": UIResponder.keyboardWillShowNotification,
        "UIKeyboardDidShowNotification": UIResponder.keyboardDidShowNotification,
        "UIKeyboardWillHideNotification": UIResponder.keyboardWillHideNotification,
        "UIKeyboardDidHideNotification": UIResponder.keyboardDidHideNotification,
        "UIKeyboardWillChangeFrameNotification": UIResponder.keyboardWillChangeFrameNotification,
        "UIKeyboardDidChangeFrameNotification": UIResponder.keyboardDidChangeFrameNotification,
        "UIApplicationDidFinishLaunchingNotification": UIApplication.didFinishLaunchingNotification,
        "UIApplicationWillResignActiveNotification": UIApplication.willResignActiveNotification,
        "UIApplicationDidEnterBackgroundNotification": UIApplication.didEnterBackgroundNotification,
        "UIApplicationWillEnterForegroundNotification": UIApplication.willEnterForegroundNotification,
        "UIApplicationDidBecomeActiveNotification": UIApplication.didBecomeActiveNotification,
        "UIApplicationWillTerminateNotification": UIApplication.willTerminateNotification,
        "UITextFieldTextDidBeginEditingNotification": UITextField.textDidBeginEditingNotification,
        "UITextFieldTextDidEndEditingNotification": UITextField.textDidEndEditingNotification,
        "UITextViewTextDidBeginEditingNotification": UITextView.textDidBeginEditingNotification,
        "UITextViewTextDidEndEditingNotification": UITextView.textDidEndEditingNotification,
    ]

    static let uikitKeys: [String: String] = [
        "UIKeyboardFrameBeginUserInfoKey": UIResponder.keyboardFrameBeginUserInfoKey,
        "UIKeyboardFrameEndUserInfoKey": UIResponder.keyboardFrameEndUserInfoKey,
        "UIKeyboardAnimationDurationUserInfoKey": UIResponder.keyboardAnimationDurationUserInfoKey,
        "UIKeyboardAnimationCurveUserInfoKey": UIResponder.keyboardAnimationCurveUserInfoKey,
        "UIKeyboardIsLocalUserInfoKey": UIResponder.keyboardIsLocalUserInfoKey,
    ]
    #endif
}
