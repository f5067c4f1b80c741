import DBus
import KeyboardContract
import KeyboardModel

/// Free-form model values to and from D-Bus values: option, fact and trace dictionaries are
/// `a{sv}` (the contract's structured values are KeyboardContract's wire types, WireValues.swift).
enum ValueMapping {
    static func rect(_ r: KeyboardModel.Rect) -> DBusValue { KeyboardContract.Rect(r).dbusValue }

    /// A model value inside a variant.
    static func value(_ v: ModelValue) -> DBusValue {
        switch v {
        case .bool(let b): .boolean(b)
        case .int(let i): .int64(i)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .rect(let r): rect(r)
        case .point(let p): KeyboardContract.Point(x: p.x, y: p.y).dbusValue
        case .strings(let s): s.dbusValue
        case .dictionary(let d): dictionary(d)
        }
    }

    static func dictionary(_ d: [String: ModelValue]) -> DBusValue {
        .vardict(d.keys.sorted().map { ($0, typed($0, d[$0]!)) })
    }

    /// A trace record's data, each value as the bus carries it (not yet wrapped in a variant).
    static func typedEntries(_ d: [String: ModelValue]) -> [String: DBusValue] {
        var entries: [String: DBusValue] = [:]
        for (key, value) in d { entries[key] = typed(key, value) }
        return entries
    }

    /// Keys that also travel in a notification's userInfo keep that type in the trace.
    private static func typed(_ key: String, _ v: ModelValue) -> DBusValue {
        switch (key, v) {
        case (NotificationUserInfo.Key.sequence, .int(let i)), (NotificationUserInfo.Key.time, .int(let i)): .uint64(UInt64(clamping: i))
        case (NotificationUserInfo.Key.animationCurve, .int(let i)): .int32(Int32(clamping: i))
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
        case .structure(let fields) where fields.count == 2:
            return (try? KeyboardContract.Point(dbusValue: value.unwrappedVariant)).map { .point(KeyboardModel.Point(x: $0.x, y: $0.y)) }
        case .structure:
            return (try? KeyboardContract.Rect(dbusValue: value.unwrappedVariant)).map { .rect(KeyboardModel.Rect($0)) }
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
}

extension ModelError {
    /// The same error as the bus contract names it.
    var dbusError: DBusError { DBusError(name: contractName, message: message) }
}
