import DBus
import Foundation
import KeyboardContract

// The client's typed values to and from the contract's types (docs/CONTRACT.md): rects are the
// contract's `Rect` on the wire and CGRect for the app; options, traits and facts are `a{sv}`.
extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension Rect {
    init(_ rect: CGRect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height) }
}

enum WireValues {
    /// RegisterApp's options; absent values keep the daemon's defaults. A background mode outside
    /// the contract's list is refused here with the message keyboardd would answer.
    static func options(_ options: RegistrationOptions) throws(DBusError) -> Server1.RegisterAppOptions {
        var modes: [Server1.BackgroundMode] = []
        for mode in options.backgroundModes {
            modes.append(try value(mode, Server1.RegisterAppOptions.Key.backgroundModes.rawValue, of: Server1.RegisterAppOptions.self,
                                   in: Server1.MethodName.registerApp.rawValue, noun: "option"))
        }
        return Server1.RegisterAppOptions(launch: options.launch, windowFrame: options.windowFrame.map(Rect.init),
                                          backgroundModes: modes.isEmpty ? nil : modes)
    }

    /// BecomeFirstResponder's traits (docs/CONTRACT.md App1). The client's enums spell the
    /// contract's value lists (KeyboardClientTests' ContractValuesTests holds them equal); a
    /// keyboard type outside the contract's list is refused here as keyboardd would refuse it.
    static func traits(_ traits: ResponderTraits) throws(DBusError) -> App1.BecomeFirstResponderTraits {
        App1.BecomeFirstResponderTraits(
            inputView: try App1.InputView(named: traits.inputView.rawValue), customInputViewHeight: traits.customInputViewHeight,
            inputAccessoryViewHeight: traits.inputAccessoryViewHeight,
            keyboardType: try traits.keyboardType.map { name throws(DBusError) in
                try value(name, App1.BecomeFirstResponderTraits.Key.keyboardType.rawValue, of: App1.BecomeFirstResponderTraits.self,
                          in: App1.MethodName.becomeFirstResponder.rawValue, noun: "trait")
            },
            textInputContextIdentifier: traits.textInputContextIdentifier, kind: try App1.ResponderKind(named: traits.kind.rawValue),
            secureTextEntry: traits.isSecureTextEntry,
            textContentType: try traits.textContentType.map { type throws(DBusError) in try App1.TextContentType(named: type.rawValue) },
            autocorrectionType: traits.autocorrectionType == .default ? nil : try App1.AutocorrectionType(named: traits.autocorrectionType.rawValue),
            inputAccessoryOwner: traits.inputAccessoryOwner == .responder ? nil : try App1.AccessoryOwner(named: traits.inputAccessoryOwner.rawValue),
            inputAccessoryViewId: traits.inputAccessoryViewId,
            shouldEndEditing: traits.shouldEndEditing ? nil : false
        )
    }

    /// A name from a key's value list; another is refused as keyboardd refuses it in `method`'s
    /// options (`OptionsError.refusal`: the method, the key, the values it takes).
    private static func value<E: ContractEnumeration, Options: ContractOptions>(
        _ name: String, _ key: String, of options: Options.Type, in method: String, noun: String
    ) throws(DBusError) -> E {
        guard let value = E(rawValue: name) else {
            throw OptionsError.wrongValue(key: key, refusal: E.refusal(name)).refusal(method, noun, keys: Options.keys)
        }
        return value
    }

    /// Report's facts: d, x, b, s.
    static func facts(_ facts: [String: ReportValue]) -> [String: DBusValue] { facts.mapValues(\.dbusValue) }

    /// App1.Windows, bottom first, as the app's windows; a kind this client does not know is an
    /// error, not a gap (the list's order is what K9's fixes look at).
    static func windows(_ entries: [WindowEntry]) throws(KeyboardClientError) -> [AppWindow] {
        var windows: [AppWindow] = []
        for entry in entries {
            guard let kind = AppWindow.Kind(rawValue: entry.kind.rawValue) else {
                throw .unexpectedReply("window \(entry.id) has a kind this client does not know: \(entry.kind.rawValue)")
            }
            windows.append(AppWindow(id: entry.id, kind: kind, isHidden: entry.hidden, frame: CGRect(entry.frame)))
        }
        return windows
    }
}

extension ResponderTraits {
    /// The traits as BecomeFirstResponder sends them (for a runner that plays App1's calls without
    /// the bus); a keyboard type outside the contract's list is refused as keyboardd refuses it.
    public func contractTraits() throws(DBusError) -> App1.BecomeFirstResponderTraits { try WireValues.traits(self) }
}

extension ReportValue {
    /// The fact as Report sends it: d, x, b or s.
    public var dbusValue: DBusValue {
        switch self {
        case .double(let d): .double(d)
        case .int(let i): .int64(Int64(i))
        case .bool(let b): .boolean(b)
        case .string(let s): .string(s)
        }
    }
}
