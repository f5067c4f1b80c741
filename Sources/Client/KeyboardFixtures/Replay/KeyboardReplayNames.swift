// What the player posts: UIKit's names (as their strings) everywhere, UIKit's value types on iOS
// (and visionOS, Mac Catalyst); elsewhere (Linux, macOS, tvOS, which has no keyboard
// notifications) plain Swift values, which is what keyboardd's KeyboardClient posts, so that one
// test reads both the same way (`as? CGRect`, `as? Bool`).

import Foundation
#if canImport(UIKit)
import UIKit
#endif

extension KeyboardReplayFile.Value {
    /// As UIKit posts it: NSValue-wrapped rects and points, NSNumbers; elsewhere CGRect, CGPoint,
    /// Double, Int, UInt64, Bool, String, as KeyboardClient posts it. UIKit's NSValue geometry
    /// initializers (UIGeometry.h's `NSValue (NSValueUIGeometryExtensions)`) are not tied to the
    /// main thread, so this is not either.
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

/// The file's names as the player posts them: the strings themselves, which are the values of
/// UIKit's constants (`UIResponder.keyboardWillShowNotification.rawValue` is
/// `"UIKeyboardWillShowNotification"`, and so for every name and key the file holds), so an
/// observer of UIKit's constant hears them, and the player needs nothing of UIKit, not even its
/// isolation. Keys UIKit has no Swift constant for (its deprecated
/// `UIKeyboardCenterBegin/EndUserInfoKey` and `UIKeyboardBoundsUserInfoKey`, keyboardd's
/// `Sequence`, `Time`, `Owner`) are posted under their strings too, which is what UIKit posts.
enum KeyboardReplayNames {
    static func notification(_ name: String) -> Notification.Name { Notification.Name(name) }

    static func userInfoKey(_ key: String) -> String { key }
}
