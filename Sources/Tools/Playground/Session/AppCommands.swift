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

    static func commands(for call: App1.Call, example: String) throws(DBusError) -> [String] {
        switch call {
        case .becomeFirstResponder(let responder, let traits):
            guard !responder.isEmpty else { throw .invalidArgs("BecomeFirstResponder: responder must be a field's name") }
            let field = responder == "default" ? "" : " " + responder
            let (before, after) = try focusCommands(traits, field: field)
            return before + ["focus" + field] + after
        case .resignFirstResponder:
            return ["resign"]
        case .resignFirstResponderWithOptions(let options):
            return [options.animated == false ? "resign-now" : "resign"]
        case .pushViewController(let options):
            return ["push" + (options.searchField == true ? " search" : "")]
        case .popViewController(let options):
            return ["pop" + (options.searchField == true ? " search" : "")]
        case .reloadInputViews:
            return ["reload"]
        case .setInputAccessoryViewHeight(let height):
            guard example == "chat" else {
                throw .invalidArgs("SetInputAccessoryViewHeight: only the chat's input bar grows (grow HEIGHT); \(example) has none")
            }
            return ["grow \(Int(height))"]
        case .report:
            return ["report"]
        case .setWindowFrame, .setSnapshotCover, .unregister:
            throw .invalidArgs("\(call.method.rawValue) is not one of the playground's app calls ("
                               + catalog.compactMap { $0["method"] as? String }.joined(separator: ", ") + ")")
        }
    }

    /// The commands before and after `focus` that give the field its traits: a switch over every
    /// trait the contract declares, so that one it adds does not build until it is taken or refused
    /// here. A trait at the field's own default needs none.
    private static func focusCommands(_ traits: App1.BecomeFirstResponderTraits,
                                      field: String) throws(DBusError) -> (before: [String], after: [String]) {
        var before: [String] = [], after: [String] = []
        func refuse(_ key: App1.BecomeFirstResponderTraits.Key, _ value: Any) -> DBusError {
            .invalidArgs("BecomeFirstResponder: the playground's apps take no trait \(key.rawValue) = \(value) (a sample app's "
                         + "fields take SecureTextEntry true, AutocorrectionType no, Kind textView, ShouldEndEditing false, "
                         + "InputView custom with CustomInputViewHeight, InputAccessoryViewHeight 44), so that the "
                         + "session stays a scenario file")
        }
        for key in App1.BecomeFirstResponderTraits.Key.allCases {
            switch key {
            case .secureTextEntry:
                if traits.secureTextEntry == true { before.append("secure" + field) }
            case .autocorrectionType:
                switch traits.autocorrectionType {
                case nil, .default?: break
                case .no?: before.append("nocorrect" + field)
                case let other?: throw refuse(key, other.rawValue)
                }
            case .kind:
                switch traits.kind {
                case nil, .textField?: break
                case .textView?: before.append("textview" + field)
                case let other?: throw refuse(key, other.rawValue)
                }
            case .shouldEndEditing:
                if traits.shouldEndEditing == false { before.append("stubborn" + field) }
            case .inputAccessoryViewHeight:
                switch traits.inputAccessoryViewHeight {
                case nil, 0?: break
                case 44?: before.append("toolbar")
                case let other?: throw refuse(key, other)
                }
            case .inputView:
                switch traits.inputView {
                case nil, .keyboard?: break
                case .custom?:
                    guard let height = traits.customInputViewHeight, height > 0 else {
                        throw .invalidArgs("BecomeFirstResponder: InputView custom needs CustomInputViewHeight")
                    }
                    after.append("inputview \(Int(height))")
                case let other?: throw refuse(key, other.rawValue)
                }
            case .customInputViewHeight:
                continue   // with InputView custom
            case .keyboardType:
                if let value = traits.keyboardType { throw refuse(key, value.rawValue) }
            case .textInputContextIdentifier:
                if let value = traits.textInputContextIdentifier { throw refuse(key, value) }
            case .textContentType:
                if let value = traits.textContentType { throw refuse(key, value.rawValue) }
            case .inputAccessoryOwner:
                if let value = traits.inputAccessoryOwner { throw refuse(key, value.rawValue) }
            case .inputAccessoryViewId:
                if let value = traits.inputAccessoryViewId { throw refuse(key, value) }
            }
        }
        return (before, after)
    }
}
