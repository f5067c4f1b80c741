import DBus
import KeyboardModel

/// Model values to and from D-Bus values: rects are `(dddd)`, option and fact dictionaries are
/// `a{sv}`, notifications carry the contract's userInfo keys.
enum ValueMapping {
    static func rect(_ r: Rect) -> DBusValue {
        .structure([.double(r.x), .double(r.y), .double(r.width), .double(r.height)])
    }

    static func rect(_ value: DBusValue) -> Rect? {
        guard case .structure(let f) = value, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1],
              case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A notification's arguments `(s name, a{sv} user_info)` with the contract's userInfo
    /// (docs/CONTRACT.md, App1.KeyboardNotification), written straight into the message without a
    /// value tree: every notification is marshalled once or twice, so this is the hot path.
    static func writeNotification(_ name: KeyboardNotificationName, _ info: KeyboardUserInfo, into body: inout BodyWriter) {
        body.string(name.rawValue)
        body.vardict { d in
            let begin = info.frameBegin, end = info.frameEnd
            d.entry("UIKeyboardFrameBeginUserInfoKey", doubles: begin.x, begin.y, begin.width, begin.height)
            d.entry("UIKeyboardFrameEndUserInfoKey", doubles: end.x, end.y, end.width, end.height)
            d.entry("UIKeyboardAnimationDurationUserInfoKey", double: info.duration)
            d.entry("UIKeyboardAnimationCurveUserInfoKey", int32: Int32(clamping: info.curve))
            d.entry("UIKeyboardIsLocalUserInfoKey", bool: info.isLocal)
            d.entry("Sequence", uint64: info.sequence)
            d.entry("Time", uint64: info.time)
            d.entry("Owner", string: info.owner)
        }
    }

    static func windows(_ windows: [WindowInfo]) -> DBusValue {
        .array(elementSignature: "(ssb(dddd))", windows.map {
            .structure([.string($0.id), .string($0.kind.rawValue), .boolean($0.hidden), rect($0.frame)])
        })
    }

    static func strings(_ values: [String]) -> DBusValue {
        .array(elementSignature: "s", values.map { .string($0) })
    }

    /// A model value inside a variant.
    static func value(_ v: ModelValue) -> DBusValue {
        switch v {
        case .bool(let b): .boolean(b)
        case .int(let i): .int64(i)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .rect(let r): rect(r)
        case .strings(let s): strings(s)
        case .dictionary(let d): dictionary(d)
        }
    }

    static func dictionary(_ d: [String: ModelValue]) -> DBusValue {
        .vardict(d.keys.sorted().map { ($0, typed($0, d[$0]!)) })
    }

    /// Keys that also travel in a notification's userInfo keep that type in the trace.
    private static func typed(_ key: String, _ v: ModelValue) -> DBusValue {
        switch (key, v) {
        case ("Sequence", .int(let i)), ("Time", .int(let i)): .uint64(UInt64(clamping: i))
        case ("UIKeyboardAnimationCurveUserInfoKey", .int(let i)): .int32(Int32(clamping: i))
        default: value(v)
        }
    }

    /// A variant's content as a model value; nil for shapes the model has no use for.
    static func modelValue(_ value: DBusValue) -> ModelValue? {
        switch value.unwrappedVariant {
        case .boolean(let b): return .bool(b)
        case .byte(let v): return .int(Int64(v))
        case .int16(let v): return .int(Int64(v))
        case .uint16(let v): return .int(Int64(v))
        case .int32(let v): return .int(Int64(v))
        case .uint32(let v): return .int(Int64(v))
        case .int64(let v): return .int(v)
        case .uint64(let v): return v <= UInt64(Int64.max) ? .int(Int64(v)) : nil
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .objectPath(let p): return .string(p.rawValue)
        case .structure:
            return rect(value.unwrappedVariant).map { .rect($0) }
        case .array(let element, let items) where element == "s":
            var strings: [String] = []
            for case .string(let s) in items { strings.append(s) }
            return .strings(strings)
        case .dictionary(let k, let v, let entries) where k == "s" && v == "v":
            var result: [String: ModelValue] = [:]
            for entry in entries {
                guard case .string(let key) = entry.key, let inner = modelValue(entry.value) else { return nil }
                result[key] = inner
            }
            return .dictionary(result)
        default:
            return nil
        }
    }

    /// An `a{sv}` argument as a model dictionary, or InvalidArgs naming the key that has no
    /// model meaning.
    static func options(_ dict: [String: DBusValue], _ what: String) throws(DBusError) -> [String: ModelValue] {
        var result: [String: ModelValue] = [:]
        for key in dict.keys.sorted() {
            guard let v = modelValue(.variant(dict[key]!)) else {
                throw .invalidArgs("\(what) '\(key)' has a value of type '\(dict[key]!.signature)' that means nothing here")
            }
            result[key] = v
        }
        return result
    }

    /// One trace record as `(ttssa{sv})`.
    static func traceRecord(_ record: TraceRecord) -> DBusValue {
        .structure([.uint64(record.sequence), .uint64(record.time), .string(record.app), .string(record.event),
                    dictionary(record.data)])
    }
}

extension ModelError {
    /// The same error as the bus contract names it.
    var dbusError: DBusError { DBusError(name: contractName, message: message) }
}
