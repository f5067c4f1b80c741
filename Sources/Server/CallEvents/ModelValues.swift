import DBus
import KeyboardContract
import KeyboardModel

// The contract's values as the model's: enumerations by their spelling, rects, and the free-form
// `a{sv}` values (Report's facts) as `ModelValue`.

extension RawRepresentable where RawValue == String {
    /// The model's case spelled as the contract's value (the model knows no contract;
    /// ContractTests' ModelNamesTests holds each model enum's raw values to the list's).
    public init<Value: ContractEnumeration>(_ value: Value) {
        guard let model = Self(rawValue: value.rawValue) else {
            preconditionFailure("the model has no \(Value.enumeration.name) \(value.rawValue)")
        }
        self = model
    }
}

extension SheetKind {
    /// The model's sheet of the contract's kind (ModelNamesTests holds the lists equal).
    init(_ kind: Control1.SheetKind) throws(DBusError) {
        guard let sheet = SheetKind.named(kind.rawValue) else { throw .failed("the model has no sheet \(kind.rawValue)") }
        self = sheet
    }
}

extension KeyboardModel.Rect {
    public init(_ r: KeyboardContract.Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}

extension ModelError {
    /// The same error as the bus contract names it.
    public var dbusError: DBusError { DBusError(name: contractName, message: message) }
}

/// Free-form values of the bus (an `a{sv}` the contract leaves open) as the model's.
public enum ModelValues {
    /// A variant's content as a model value; nil for shapes the model has no use for.
    public static func value(_ value: DBusValue) -> ModelValue? {
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
                guard case .string(let key) = entry.key, let inner = Self.value(entry.value) else { return nil }
                result[key] = inner
            }
            return .dictionary(result)
        default:
            return nil
        }
    }

    /// An `a{sv}` argument as a model dictionary, or InvalidArgs naming the key that has no
    /// model meaning.
    public static func dictionary(_ dict: [String: DBusValue], _ what: String) throws(DBusError) -> [String: ModelValue] {
        var result: [String: ModelValue] = [:]
        for key in dict.keys.sorted() {
            guard let v = value(.variant(dict[key]!)) else {
                throw .invalidArgs("\(what) '\(key)' has a value of type '\(dict[key]!.signature)' that means nothing here")
            }
            result[key] = v
        }
        return result
    }
}
