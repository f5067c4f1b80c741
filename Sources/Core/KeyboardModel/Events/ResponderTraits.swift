// What a first responder asks of the keyboard (docs/CONTRACT.md BecomeFirstResponder traits).

/// `InputView`: the system keyboard, a custom input view, or none (an accessory-only responder, K15).
public enum InputViewKind: String, CaseIterable, Hashable, Sendable {
    case keyboard, custom, none
}

/// `Kind`: what the responder is, which decides its editing notifications (N13).
public enum ResponderKind: String, CaseIterable, Hashable, Sendable {
    /// A UITextField: UITextFieldTextDid{Begin,End}EditingNotification.
    case textField
    /// A UITextView: UITextViewTextDid{Begin,End}EditingNotification.
    case textView
    /// Any other responder (a view controller with an accessory view, a custom input): no editing notifications.
    case custom
}

/// `TextContentType`: the UITextContentType values the keyboard treats differently (N5: the
/// password AutoFill bar); `none` is the empty string.
public enum TextContentType: String, CaseIterable, Hashable, Sendable {
    case none = "", username, password, newPassword, oneTimeCode

    /// Password fields get the password AutoFill bar, as secure fields do (N5).
    @inline(__always)
    public var isPassword: Bool { self == .password || self == .newPassword }
}

/// `AutocorrectionType`: UIKit's UITextAutocorrectionType. From iOS 8 to iOS 14 a field with `no`
/// has no QuickType bar above its keys (N3); from iOS 15 it keeps the bar.
public enum AutocorrectionType: String, CaseIterable, Hashable, Sendable {
    case `default`, no, yes
}

/// `InputAccessoryOwner`: whose `inputAccessoryView` it is. iOS 26 counts them differently (N9, C8):
/// a view controller's (a chat bar) is left out of the keyboard's frame, a field's own is not.
public enum AccessoryOwner: String, CaseIterable, Hashable, Sendable {
    /// The text field or text view's own `inputAccessoryView` (a toolbar above the keys).
    case responder
    /// A view controller's `inputAccessoryView`, shown with whichever responder is first (a chat's input bar).
    case viewController = "view-controller"
}

public struct ResponderTraits: Hashable, Sendable {
    public var inputView: InputViewKind
    /// Height of a custom `inputView` (W8); ignored unless `inputView == .custom`.
    public var customInputViewHeight: Double
    /// Height of the `inputAccessoryView` (K15, W6): part of the keyboard frame.
    public var inputAccessoryViewHeight: Double
    public var keyboardType: KeyboardType
    /// `textInputContextIdentifier` (W7): the key of the input-mode memory.
    public var textInputContextIdentifier: String?
    public var kind: ResponderKind
    /// `isSecureTextEntry` (N5).
    public var secureTextEntry: Bool
    public var textContentType: TextContentType
    /// `autocorrectionType` (N3: `no` takes the QuickType bar away where the era does).
    public var autocorrectionType: AutocorrectionType
    /// Whose accessory view it is (C8).
    public var inputAccessoryOwner: AccessoryOwner
    /// Which accessory view object it is: two responders that name the same id share one view
    /// (N2: moving between them announces nothing new); nil, each its own (C10).
    public var inputAccessoryViewId: String?
    /// `textFieldShouldEndEditing` / `textViewShouldEndEditing`: false refuses to resign (N19).
    public var shouldEndEditing: Bool

    public init(
        inputView: InputViewKind = .keyboard, customInputViewHeight: Double = 0,
        inputAccessoryViewHeight: Double = 0, keyboardType: KeyboardType = .default,
        textInputContextIdentifier: String? = nil, kind: ResponderKind = .textField,
        secureTextEntry: Bool = false, textContentType: TextContentType = .none,
        autocorrectionType: AutocorrectionType = .default,
        inputAccessoryOwner: AccessoryOwner = .responder, inputAccessoryViewId: String? = nil,
        shouldEndEditing: Bool = true
    ) {
        self.inputView = inputView
        self.customInputViewHeight = customInputViewHeight
        self.inputAccessoryViewHeight = inputAccessoryViewHeight
        self.keyboardType = keyboardType
        self.textInputContextIdentifier = textInputContextIdentifier
        self.kind = kind
        self.secureTextEntry = secureTextEntry
        self.textContentType = textContentType
        self.autocorrectionType = autocorrectionType
        self.inputAccessoryOwner = inputAccessoryOwner
        self.inputAccessoryViewId = inputAccessoryViewId
        self.shouldEndEditing = shouldEndEditing
    }

    /// A secure field, or one whose content type is a password: the keyboard offers password
    /// AutoFill (N5).
    @inline(__always)
    public var isPasswordEntry: Bool { secureTextEntry || textContentType.isPassword }

    /// A responder wants the keyboard when something of it would be on screen (K15: an
    /// accessory view alone is enough).
    public var wantsKeyboard: Bool { inputView != .none || inputAccessoryViewHeight > 0 }

    /// Checks the sizes and names (the shell decoded the names from the contract's value lists):
    /// heights finite and in range, a custom input view with a height, identifiers non-empty and
    /// at most 255 bytes. BecomeFirstResponder checks its traits so before anything changes.
    func validate() throws(ModelError) {
        _ = try Validate.height(customInputViewHeight, "CustomInputViewHeight")
        _ = try Validate.height(inputAccessoryViewHeight, "InputAccessoryViewHeight")
        if inputView == .custom && customInputViewHeight <= 0 {
            throw .invalidArgs("a custom input view needs CustomInputViewHeight > 0")
        }
        if let id = textInputContextIdentifier { _ = try Validate.name(id, "TextInputContextIdentifier") }
        if let id = inputAccessoryViewId { _ = try Validate.name(id, "InputAccessoryViewId") }
    }
}
