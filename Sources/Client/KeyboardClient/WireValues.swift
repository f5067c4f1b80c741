import DBus
import Foundation

// The client's typed values to and from the contract's D-Bus shapes (docs/CONTRACT.md): rects are
// `(dddd)` x, y, width, height; options, traits and facts are `a{sv}`.
enum WireValues {
    static func rect(_ r: CGRect) -> DBusValue {
        .structure([.double(r.origin.x), .double(r.origin.y), .double(r.size.width), .double(r.size.height)])
    }

    static func rect(_ value: DBusValue) -> CGRect? {
        guard case .structure(let f) = value.unwrappedVariant, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1],
              case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// RegisterApp's options; absent values keep the daemon's defaults.
    static func options(_ options: RegistrationOptions) -> DBusValue {
        var pairs: [(String, DBusValue)] = [("Launch", .boolean(options.launch))]
        if let frame = options.windowFrame { pairs.append(("WindowFrame", rect(frame))) }
        if !options.backgroundModes.isEmpty {
            pairs.append(("BackgroundModes", .array(elementSignature: "s", options.backgroundModes.map { .string($0) })))
        }
        return .vardict(pairs)
    }

    /// BecomeFirstResponder's traits (docs/CONTRACT.md App1).
    static func traits(_ traits: ResponderTraits) -> DBusValue {
        var pairs: [(String, DBusValue)] = [
            ("InputView", .string(traits.inputView.rawValue)),
            ("InputAccessoryViewHeight", .double(traits.inputAccessoryViewHeight)),
        ]
        if let height = traits.customInputViewHeight { pairs.append(("CustomInputViewHeight", .double(height))) }
        if let type = traits.keyboardType { pairs.append(("KeyboardType", .string(type))) }
        if let context = traits.textInputContextIdentifier { pairs.append(("TextInputContextIdentifier", .string(context))) }
        return .vardict(pairs)
    }

    /// Report's facts: d, x, b, s; keys sorted so the wire form is deterministic.
    static func facts(_ facts: [String: ReportValue]) -> DBusValue {
        .vardict(facts.keys.sorted().map { key in
            let value: DBusValue = switch facts[key]! {
            case .double(let d): .double(d)
            case .int(let i): .int64(Int64(i))
            case .bool(let b): .boolean(b)
            case .string(let s): .string(s)
            }
            return (key, value)
        })
    }

    /// `a(ssb(dddd))`, bottom first; a kind this client does not know is an error, not a gap
    /// (the list's order is what K9's fixes look at).
    static func windows(_ value: DBusValue) throws(KeyboardClientError) -> [AppWindow] {
        guard case .array(_, let items) = value.unwrappedVariant else {
            throw .unexpectedReply("Windows is '\(value.signature)', expected 'a(ssb(dddd))'")
        }
        var windows: [AppWindow] = []
        for item in items {
            guard case .structure(let f) = item, f.count == 4, case .string(let id) = f[0],
                  case .string(let kindName) = f[1], case .boolean(let hidden) = f[2], let frame = rect(f[3]) else {
                throw .unexpectedReply("a Windows entry is '\(item.signature)', expected '(ssb(dddd))'")
            }
            guard let kind = AppWindow.Kind(rawValue: kindName) else {
                throw .unexpectedReply("window \(id) has a kind this client does not know: \(kindName)")
            }
            windows.append(AppWindow(id: id, kind: kind, isHidden: hidden, frame: frame))
        }
        return windows
    }
}
