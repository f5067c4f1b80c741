import DBus
import ProcessSupport

/// Reading the values keyboardctl prints (their JSON form is KeyboardContract's `DBusValue.json`).
extension DBusValue {
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
