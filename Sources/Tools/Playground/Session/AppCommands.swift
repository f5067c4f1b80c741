import DBus
import KeyboardContract
import ScenarioFiles

/// An App1 call of an app the playground runs, as the sample client's commands that make it (the
/// `- ike: focus` steps of a scenario file): so the app's tracker sees its own field focused, and
/// the session exports as a file `keyboardctl run` plays back to the same notifications. A call or
/// trait no command makes is refused with the ones there are, and nothing is done.
enum AppCommands {
    /// Each App1 method the page offers, with the command that makes it (`{ARG}`: an argument).
    static var catalog: [[String: Any]] { [
        ["method": "BecomeFirstResponder", "command": "focus [FIELD]",
         "traits": ["SecureTextEntry": "secure", "AutocorrectionType": "nocorrect (no)", "Kind": "textview (textView)",
                    "ShouldEndEditing": "stubborn (false)", "InputView": "inputview HEIGHT (custom, CustomInputViewHeight)",
                    "InputAccessoryViewHeight": "toolbar (44)"]],
        ["method": "ResignFirstResponder", "command": "resign"],
        ["method": "ResignFirstResponderWithOptions", "command": "resign-now (Animated false)"],
        ["method": "PushViewController", "command": "push [search]"],
        ["method": "PopViewController", "command": "pop [search]"],
        ["method": "ReloadInputViews", "command": "reload"],
        ["method": "SetInputAccessoryViewHeight", "command": "grow HEIGHT (chat)"],
        ["method": "Report", "command": "report"],
    ] }

    static func commands(for call: ContractCallMessage, example: String) throws(DBusError) -> [String] {
        let arguments = call.named
        switch call.method.name {
        case App1.MethodName.becomeFirstResponder.rawValue:
            guard case .string(let responder)? = arguments["responder"], !responder.isEmpty else {
                throw .invalidArgs("BecomeFirstResponder: responder must be a field's name")
            }
            let field = responder == "default" ? "" : " " + responder
            var before: [String] = [], after: [String] = []
            for (key, value) in traits(arguments["traits"]) {
                switch (key, value) {
                case ("SecureTextEntry", .boolean(true)): before.append("secure" + field)
                case ("SecureTextEntry", .boolean(false)), ("AutocorrectionType", .string("default")), ("Kind", .string("textField")),
                     ("ShouldEndEditing", .boolean(true)), ("InputView", .string("keyboard")), ("InputAccessoryViewHeight", .double(0)):
                    continue   // the field's own default
                case ("AutocorrectionType", .string("no")): before.append("nocorrect" + field)
                case ("Kind", .string("textView")): before.append("textview" + field)
                case ("ShouldEndEditing", .boolean(false)): before.append("stubborn" + field)
                case ("InputAccessoryViewHeight", .double(44)): before.append("toolbar")
                case ("InputView", .string("custom")):
                    guard case .double(let height)? = traits(arguments["traits"]).first(where: { $0.0 == "CustomInputViewHeight" })?.1,
                          height > 0 else { throw .invalidArgs("BecomeFirstResponder: InputView custom needs CustomInputViewHeight") }
                    after.append("inputview \(Int(height))")
                case ("CustomInputViewHeight", _): continue
                default:
                    throw .invalidArgs("BecomeFirstResponder: the playground's apps take no trait \(key) = \(value) (a sample app's "
                                       + "fields take SecureTextEntry true, AutocorrectionType no, Kind textView, ShouldEndEditing false, "
                                       + "InputView custom with CustomInputViewHeight, InputAccessoryViewHeight 44), so that the "
                                       + "session stays a scenario file")
                }
            }
            return before + ["focus" + field] + after
        case App1.MethodName.resignFirstResponder.rawValue:
            return ["resign"]
        case App1.MethodName.resignFirstResponderWithOptions.rawValue:
            let animated = traits(arguments["options"]).first { $0.0 == "Animated" }?.1
            return [animated == .boolean(false) ? "resign-now" : "resign"]
        case App1.MethodName.pushViewController.rawValue, App1.MethodName.popViewController.rawValue:
            let verb = call.method.name == App1.MethodName.pushViewController.rawValue ? "push" : "pop"
            let search = traits(arguments["options"]).first { $0.0 == "SearchField" }?.1 == .boolean(true)
            return [verb + (search ? " search" : "")]
        case App1.MethodName.reloadInputViews.rawValue:
            return ["reload"]
        case App1.MethodName.setInputAccessoryViewHeight.rawValue:
            guard example == "chat", case .double(let height)? = arguments["height"] else {
                throw .invalidArgs("SetInputAccessoryViewHeight: only the chat's input bar grows (grow HEIGHT); \(example) has none")
            }
            return ["grow \(Int(height))"]
        case App1.MethodName.report.rawValue:
            return ["report"]
        default:
            throw .invalidArgs("\(call.method.name) is not one of the playground's app calls (\(catalog.compactMap { $0["method"] as? String }.joined(separator: ", ")))")
        }
    }

    /// An `a{sv}`'s entries in key order, values unwrapped and whole numbers as doubles.
    private static func traits(_ value: DBusValue?) -> [(String, DBusValue)] {
        guard case .dictionary(_, _, let entries)? = value else { return [] }
        return entries.compactMap { entry in
            guard case .string(let key) = entry.key else { return nil }
            switch entry.value.unwrappedVariant {
            case .int64(let i): return (key, .double(Double(i)))
            case .int32(let i): return (key, .double(Double(i)))
            case .uint64(let u): return (key, .double(Double(u)))
            case let other: return (key, other)
            }
        }
    }
}
