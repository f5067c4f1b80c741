// An entry's userInfo read as UIKit's keys mean it, for assertions and failure messages that
// speak of frames and durations rather than of typed JSON values.

import Foundation

extension KeyboardReplayFile.Entry {
    /// `WillShow` for `UIKeyboardWillShowNotification`, `DidBecomeActive` for
    /// `UIApplicationDidBecomeActiveNotification`, `TextFieldTextDidBeginEditing` for an editing one.
    public var shortName: String {
        var name = Substring(self.name)
        for prefix in ["UIKeyboard", "UIApplication", "UI"] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        if name.hasSuffix("Notification") { name = name.dropLast("Notification".count) }
        return String(name)
    }

    /// `UIKeyboardFrameBeginUserInfoKey`, screen coordinates.
    public var frameBegin: CGRect? { userInfo?["UIKeyboardFrameBeginUserInfoKey"]?.rectValue }
    /// `UIKeyboardFrameEndUserInfoKey`, screen coordinates.
    public var frameEnd: CGRect? { userInfo?["UIKeyboardFrameEndUserInfoKey"]?.rectValue }
    /// `UIKeyboardAnimationDurationUserInfoKey`, seconds.
    public var animationDuration: Double? { userInfo?["UIKeyboardAnimationDurationUserInfoKey"]?.doubleValue }
    /// `UIKeyboardAnimationCurveUserInfoKey` (7: the keyboard's own curve).
    public var animationCurve: Int? { userInfo?["UIKeyboardAnimationCurveUserInfoKey"]?.intValue }
    /// `UIKeyboardIsLocalUserInfoKey`; nil when the era has no such key (iOS 8).
    public var isLocal: Bool? { userInfo?["UIKeyboardIsLocalUserInfoKey"]?.boolValue }

    /// One line: `WillShow end (0, 479, 375, 333) 0.25 s local`, what a failure message shows.
    public var summary: String {
        var text = shortName
        if kind == .keyboard {
            if let end = frameEnd { text += " end (\(Self.number(end.minX)), \(Self.number(end.minY)), "
                + "\(Self.number(end.width)), \(Self.number(end.height)))" }
            if let duration = animationDuration { text += " \(Self.number(duration)) s" }
            switch isLocal {
            case true?: text += " local"
            case false?: text += " not local"
            case nil: break
            }
        }
        if let state = applicationState { text += " → \(state)" }
        if let responder { text += " \(responder)" }
        return text
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension KeyboardReplayFile.Value {
    public var rectValue: CGRect? { if case .rect(let r) = self { r } else { nil } }
    public var pointValue: CGPoint? { if case .point(let p) = self { p } else { nil } }
    public var doubleValue: Double? { if case .double(let d) = self { d } else { nil } }
    public var intValue: Int? { if case .int(let i) = self { i } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
}
