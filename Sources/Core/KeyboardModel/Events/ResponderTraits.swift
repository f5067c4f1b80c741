// What a first responder asks of the keyboard (docs/CONTRACT.md BecomeFirstResponder traits).

/// `InputView`: the system keyboard, a custom input view, or none (an accessory-only responder, K15).
public enum InputViewKind: String, CaseIterable, Hashable, Sendable {
    case keyboard, custom, none
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

    public init(
        inputView: InputViewKind = .keyboard, customInputViewHeight: Double = 0,
        inputAccessoryViewHeight: Double = 0, keyboardType: KeyboardType = .default,
        textInputContextIdentifier: String? = nil
    ) {
        self.inputView = inputView
        self.customInputViewHeight = customInputViewHeight
        self.inputAccessoryViewHeight = inputAccessoryViewHeight
        self.keyboardType = keyboardType
        self.textInputContextIdentifier = textInputContextIdentifier
    }

    /// A responder wants the keyboard when something of it would be on screen (K15: an
    /// accessory view alone is enough).
    public var wantsKeyboard: Bool { inputView != .none || inputAccessoryViewHeight > 0 }

    /// The contract's traits dictionary, validated: unknown keys or names, wrong types, sizes that
    /// are not finite or out of range are `invalidArgs`.
    public init(options: [String: ModelValue]) throws(ModelError) {
        self.init()
        for key in options.keys.sorted() {
            let value = options[key]!
            switch key {
            case "InputView":
                guard let s = value.stringValue, let kind = InputViewKind(rawValue: s) else {
                    throw .invalidArgs("InputView must be one of keyboard, custom, none; got \(value)")
                }
                inputView = kind
            case "CustomInputViewHeight":
                customInputViewHeight = try Validate.height(value.doubleValue, "CustomInputViewHeight")
            case "InputAccessoryViewHeight":
                inputAccessoryViewHeight = try Validate.height(value.doubleValue, "InputAccessoryViewHeight")
            case "KeyboardType":
                guard let s = value.stringValue, let type = KeyboardType(rawValue: s) else {
                    throw .invalidArgs(.init("KeyboardType \(value) is not a UIKeyboardType name ("
                        + KeyboardType.allCases.map(\.rawValue).joined(separator: ", ") + ")"))
                }
                keyboardType = type
            case "TextInputContextIdentifier":
                guard let s = value.stringValue else {
                    throw .invalidArgs("TextInputContextIdentifier must be a string")
                }
                textInputContextIdentifier = try Validate.name(s, "TextInputContextIdentifier")
            default:
                throw .invalidArgs("unknown trait \(key)")
            }
        }
        try validate()
    }

    /// Checks values set directly through the memberwise init.
    func validate() throws(ModelError) {
        _ = try Validate.height(customInputViewHeight, "CustomInputViewHeight")
        _ = try Validate.height(inputAccessoryViewHeight, "InputAccessoryViewHeight")
        if inputView == .custom && customInputViewHeight <= 0 {
            throw .invalidArgs("a custom input view needs CustomInputViewHeight > 0")
        }
        if let id = textInputContextIdentifier { _ = try Validate.name(id, "TextInputContextIdentifier") }
    }
}
