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
    /// A rect in a value read by name (a userInfo entry, a changed property), with the contract's decoder.
    static func rect(_ value: DBusValue) -> CGRect? {
        (try? Rect(dbusValue: value.unwrappedVariant)).map(CGRect.init)
    }

    /// RegisterApp's options; absent values keep the daemon's defaults.
    static func options(_ options: RegistrationOptions) -> [String: DBusValue] {
        var pairs: [String: DBusValue] = ["Launch": .boolean(options.launch)]
        if let frame = options.windowFrame { pairs["WindowFrame"] = Rect(frame).dbusValue }
        if !options.backgroundModes.isEmpty {
            pairs["BackgroundModes"] = .array(elementSignature: "s", options.backgroundModes.map { .string($0) })
        }
        return pairs
    }

    /// BecomeFirstResponder's traits (docs/CONTRACT.md App1).
    static func traits(_ traits: ResponderTraits) -> [String: DBusValue] {
        var pairs: [String: DBusValue] = [
            "InputView": .string(traits.inputView.rawValue),
            "InputAccessoryViewHeight": .double(traits.inputAccessoryViewHeight),
            "Kind": .string(traits.kind.rawValue),
            "SecureTextEntry": .boolean(traits.isSecureTextEntry),
        ]
        if let height = traits.customInputViewHeight { pairs["CustomInputViewHeight"] = .double(height) }
        if let type = traits.keyboardType { pairs["KeyboardType"] = .string(type) }
        if let context = traits.textInputContextIdentifier { pairs["TextInputContextIdentifier"] = .string(context) }
        if let content = traits.textContentType { pairs["TextContentType"] = .string(content.rawValue) }
        if traits.inputAccessoryOwner != .responder { pairs["InputAccessoryOwner"] = .string(traits.inputAccessoryOwner.rawValue) }
        if let id = traits.inputAccessoryViewId { pairs["InputAccessoryViewId"] = .string(id) }
        if !traits.shouldEndEditing { pairs["ShouldEndEditing"] = .boolean(false) }
        return pairs
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
