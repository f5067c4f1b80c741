import DBus
import ProcessSupport

extension DBusValue {
    /// The value as JSON: numbers stay numbers, structures (rects among them: `[x, y, w, h]`)
    /// become arrays, `a{sv}` and other string-keyed dictionaries become objects, variants
    /// are unwrapped.
    var json: JSONValue {
        switch self {
        case .byte(let v): .uint(UInt64(v))
        case .boolean(let v): .bool(v)
        case .int16(let v): .int(Int64(v))
        case .uint16(let v): .uint(UInt64(v))
        case .int32(let v): .int(Int64(v))
        case .uint32(let v): .uint(UInt64(v))
        case .int64(let v): .int(v)
        case .uint64(let v): .uint(v)
        case .double(let v): .double(v)
        case .string(let v): .string(v)
        case .objectPath(let v): .string(v.rawValue)
        case .signature(let v): .string(v)
        case .array(_, let items): .array(items.map(\.json))
        case .dictionary(_, _, let entries):
            .object(entries.map { entry in
                let key: String = if case .string(let s) = entry.key { s } else { entry.key.description }
                return JSONValue.Member(key, entry.value.json)
            })
        case .structure(let fields): .array(fields.map(\.json))
        case .variant(let inner): inner.json
        }
    }

    var stringValue: String? { if case .string(let s) = unwrappedVariant { s } else { nil } }
    var boolValue: Bool? { if case .boolean(let b) = unwrappedVariant { b } else { nil } }
    var uint64Value: UInt64? { if case .uint64(let t) = unwrappedVariant { t } else { nil } }
    var doubleValue: Double? { if case .double(let d) = unwrappedVariant { d } else { nil } }
    var stringsValue: [String]? {
        guard case .array(_, let items) = unwrappedVariant else { return nil }
        return items.compactMap(\.stringValue)
    }

    /// An `a{sv}` (or any string-keyed dictionary) as a Swift dictionary of unwrapped values.
    var dictionaryValue: [String: DBusValue]? {
        guard case .dictionary(_, _, let entries) = unwrappedVariant else { return nil }
        var result: [String: DBusValue] = [:]
        for entry in entries {
            if case .string(let key) = entry.key { result[key] = entry.value.unwrappedVariant }
        }
        return result
    }
}
