import DBus
import KeyboardContract
import KeyboardModel

extension App1.Call {
    /// The one mapping of an App1 call of `app` onto the model's event, for keyboardd's server
    /// and the in-process runner: exhaustive, so a method the contract adds does not build until
    /// it is mapped here. A fact of Report with no model meaning is refused here.
    public func event(app: String) throws(DBusError) -> Event {
        switch self {
        case .becomeFirstResponder(let responder, let traits):
            .becomeFirstResponder(app: app, responder: responder, traits: ResponderTraits(traits))
        case .resignFirstResponder: .resignFirstResponder(app: app)
        case .resignFirstResponderWithOptions(let options): .resignFirstResponder(app: app, animated: options.animated ?? true)
        case .pushViewController(let options): .pushViewController(app: app, searchField: options.searchField ?? false)
        case .popViewController(let options): .popViewController(app: app, searchField: options.searchField ?? false)
        case .reloadInputViews: .reloadInputViews(app: app)
        case .setInputAccessoryViewHeight(let height): .setInputAccessoryViewHeight(app: app, height: height)
        case .setWindowFrame(let windowId, let frame): .setWindowFrame(app: app, windowId: windowId, frame: KeyboardModel.Rect(frame))
        case .setSnapshotCover(let covered): .setSnapshotCover(app: app, covered: covered)
        case .report(let facts): .report(app: app, facts: try ModelValues.dictionary(facts, "fact"))
        case .unregister: .unregister(app: app)
        }
    }

    /// What the call answers, from the effects its event had: the model's own answer to Become
    /// and Resign (`Effect.reply`), nothing for the others.
    public func reply(to effects: [Effect]) -> App1.Reply {
        switch self {
        case .becomeFirstResponder: .becomeFirstResponder(accepted: Self.accepted(effects))
        case .resignFirstResponder: .resignFirstResponder(resigned: Self.accepted(effects))
        case .resignFirstResponderWithOptions: .resignFirstResponderWithOptions(resigned: Self.accepted(effects))
        case .pushViewController, .popViewController, .reloadInputViews, .setInputAccessoryViewHeight, .setWindowFrame,
             .setSnapshotCover, .report, .unregister:
            .done
        }
    }

    /// The model's answer among an event's effects; false when it gave none.
    public static func accepted(_ effects: [Effect]) -> Bool {
        for case .reply(let accepted) in effects { return accepted }
        return false
    }
}

extension Server1.Call {
    /// RegisterApp as the model's event (the shell records the caller as the app's process first).
    public var event: Event {
        switch self {
        case .registerApp(let id, let options):
            .registerApp(bundleId: id, launch: options.launch ?? true, windowFrame: options.windowFrame.map(KeyboardModel.Rect.init),
                         backgroundModes: options.backgroundModes?.map(\.rawValue) ?? [])
        }
    }
}

extension ResponderTraits {
    /// BecomeFirstResponder's traits: a switch over every key the contract declares, so a trait it
    /// adds does not build until it is mapped here. The model checks sizes and names.
    public init(_ traits: App1.BecomeFirstResponderTraits) {
        self.init()
        for key in App1.BecomeFirstResponderTraits.Key.allCases {
            switch key {
            case .inputView: if let v = traits.inputView { inputView = InputViewKind(v) }
            case .customInputViewHeight: if let v = traits.customInputViewHeight { customInputViewHeight = v }
            case .inputAccessoryViewHeight: if let v = traits.inputAccessoryViewHeight { inputAccessoryViewHeight = v }
            case .keyboardType: if let v = traits.keyboardType { keyboardType = KeyboardModel.KeyboardType(v) }
            case .textInputContextIdentifier: textInputContextIdentifier = traits.textInputContextIdentifier
            case .kind: if let v = traits.kind { kind = KeyboardModel.ResponderKind(v) }
            case .secureTextEntry: if let v = traits.secureTextEntry { secureTextEntry = v }
            case .textContentType: if let v = traits.textContentType { textContentType = KeyboardModel.TextContentType(v) }
            case .autocorrectionType: if let v = traits.autocorrectionType { autocorrectionType = KeyboardModel.AutocorrectionType(v) }
            case .inputAccessoryOwner: if let v = traits.inputAccessoryOwner { inputAccessoryOwner = KeyboardModel.AccessoryOwner(v) }
            case .inputAccessoryViewId: inputAccessoryViewId = traits.inputAccessoryViewId
            case .shouldEndEditing: if let v = traits.shouldEndEditing { shouldEndEditing = v }
            }
        }
    }
}
