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
    /// RegisterApp's options; absent values keep the daemon's defaults.
    static func options(_ options: RegistrationOptions) -> [String: DBusValue] {
        Server1.RegisterAppOptions(launch: options.launch, windowFrame: options.windowFrame.map(Rect.init),
                                   backgroundModes: options.backgroundModes.isEmpty ? nil : options.backgroundModes).dictionary
    }

    /// BecomeFirstResponder's traits (docs/CONTRACT.md App1). The client's enums spell the
    /// contract's value lists (KeyboardClientTests' ContractValuesTests holds them equal).
    static func traits(_ traits: ResponderTraits) -> [String: DBusValue] {
        App1.BecomeFirstResponderTraits(
            inputView: traits.inputView.rawValue, customInputViewHeight: traits.customInputViewHeight,
            inputAccessoryViewHeight: traits.inputAccessoryViewHeight, keyboardType: traits.keyboardType,
            textInputContextIdentifier: traits.textInputContextIdentifier, kind: traits.kind.rawValue,
            secureTextEntry: traits.isSecureTextEntry, textContentType: traits.textContentType?.rawValue,
            autocorrectionType: traits.autocorrectionType == .default ? nil : traits.autocorrectionType.rawValue,
            inputAccessoryOwner: traits.inputAccessoryOwner == .responder ? nil : traits.inputAccessoryOwner.rawValue,
            inputAccessoryViewId: traits.inputAccessoryViewId,
            shouldEndEditing: traits.shouldEndEditing ? nil : false
        ).dictionary
    }

    /// Report's facts: d, x, b, s.
    static func facts(_ facts: [String: ReportValue]) -> [String: DBusValue] {
        facts.mapValues { fact -> DBusValue in
            switch fact {
            case .double(let d): .double(d)
            case .int(let i): .int64(Int64(i))
            case .bool(let b): .boolean(b)
            case .string(let s): .string(s)
            }
        }
    }

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
