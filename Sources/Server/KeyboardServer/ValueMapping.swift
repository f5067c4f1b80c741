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
}
