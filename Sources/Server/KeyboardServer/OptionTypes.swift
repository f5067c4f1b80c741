import DBus

/// The D-Bus type of each a{sv} key the contract types (docs/CONTRACT.md, BecomeFirstResponder's
/// traits). A value of another type is InvalidArgs naming the key and both types, before the
/// model sees it: the variant holds one value of the key's type, not a variant of one, nor an
/// object path where a string is asked. Integers of any width count as d: clients in dynamic
/// languages send 44 for 44.0. Keys not listed are left to the model, which names unknown ones.
enum OptionTypes {
    static let traits: [String: String] = [
        "InputView": "s", "CustomInputViewHeight": "d", "InputAccessoryViewHeight": "d",
        "KeyboardType": "s", "TextInputContextIdentifier": "s",
        "Kind": "s", "SecureTextEntry": "b", "TextContentType": "s", "ShouldEndEditing": "b",
    ]
    /// App1.ResignFirstResponderWithOptions' options.
    static let resign: [String: String] = ["Animated": "b"]
    /// App1.PushViewController's and PopViewController's options.
    static let navigation: [String: String] = ["SearchField": "b"]

    /// Checks `dictionary` against `types` and refuses a key they do not list, naming them.
    static func checkKnown(_ dictionary: [String: DBusValue], against types: [String: String], method: String) throws(DBusError) {
        try check(dictionary, against: types, "option")
        for key in dictionary.keys.sorted() where types[key] == nil {
            throw .invalidArgs("unknown option \(key) of \(method) (options: "
                + types.keys.sorted().map { "\($0) \(types[$0]!)" }.joined(separator: ", ") + ")")
        }
    }

    private static let integers: Set<String> = ["y", "n", "q", "i", "u", "x", "t"]

    /// `dictionary` as decoded from `a{sv}` (the outer variant already removed).
    static func check(_ dictionary: [String: DBusValue], against types: [String: String], _ what: String) throws(DBusError) {
        for key in dictionary.keys.sorted() {
            guard let expected = types[key], let value = dictionary[key] else { continue }
            let actual = value.signature
            if actual == expected || (expected == "d" && integers.contains(actual)) { continue }
            throw .invalidArgs("\(what) '\(key)' must be of type '\(expected)', not '\(actual)'")
        }
    }
}
