/// Typed marshalling: Swift types that know their D-Bus signature and convert both ways.
/// Decoding is strict about types (an `s` is never read as an `o`) and unwraps no variants
/// except where the type itself is a variant (`DBusValue`).
public protocol DBusType {
    static var dbusSignature: String { get }
}

public protocol DBusEncodable: DBusType {
    var dbusValue: DBusValue { get }
}

public protocol DBusDecodable: DBusType {
    init(dbusValue: DBusValue) throws(DBusError)
}

public typealias DBusCodable = DBusEncodable & DBusDecodable

extension DBusDecodable {
    static func mismatch(_ value: DBusValue) -> DBusError {
        .invalidArgs("expected type '\(dbusSignature)', got '\(value.signature)'")
    }
}

extension UInt8: DBusCodable {
    public static var dbusSignature: String { "y" }
    public var dbusValue: DBusValue { .byte(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .byte(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension Bool: DBusCodable {
    public static var dbusSignature: String { "b" }
    public var dbusValue: DBusValue { .boolean(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .boolean(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension Int16: DBusCodable {
    public static var dbusSignature: String { "n" }
    public var dbusValue: DBusValue { .int16(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .int16(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension UInt16: DBusCodable {
    public static var dbusSignature: String { "q" }
    public var dbusValue: DBusValue { .uint16(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .uint16(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension Int32: DBusCodable {
    public static var dbusSignature: String { "i" }
    public var dbusValue: DBusValue { .int32(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .int32(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension UInt32: DBusCodable {
    public static var dbusSignature: String { "u" }
    public var dbusValue: DBusValue { .uint32(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .uint32(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension Int64: DBusCodable {
    public static var dbusSignature: String { "x" }
    public var dbusValue: DBusValue { .int64(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .int64(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension UInt64: DBusCodable {
    public static var dbusSignature: String { "t" }
    public var dbusValue: DBusValue { .uint64(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .uint64(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension Double: DBusCodable {
    public static var dbusSignature: String { "d" }
    public var dbusValue: DBusValue { .double(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .double(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension String: DBusCodable {
    public static var dbusSignature: String { "s" }
    public var dbusValue: DBusValue { .string(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .string(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

extension ObjectPath: DBusCodable {
    public static var dbusSignature: String { "o" }
    public var dbusValue: DBusValue { .objectPath(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .objectPath(let v) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = v
    }
}

/// `DBusValue` as a Swift type is the variant `v`: any value, wrapped.
extension DBusValue: DBusCodable {
    public static var dbusSignature: String { "v" }
    public var dbusValue: DBusValue { .variant(self) }
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .variant(let inner) = dbusValue else { throw Self.mismatch(dbusValue) }
        self = inner
    }
}

extension Array: DBusType where Element: DBusType {
    public static var dbusSignature: String { "a" + Element.dbusSignature }
}

extension Array: DBusEncodable where Element: DBusEncodable {
    public var dbusValue: DBusValue { .array(elementSignature: Element.dbusSignature, map(\.dbusValue)) }
}

extension Array: DBusDecodable where Element: DBusDecodable {
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .array(let element, let items) = dbusValue, element == Element.dbusSignature else {
            throw Self.mismatch(dbusValue)
        }
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for item in items { result.append(try Element(dbusValue: item)) }
        self = result
    }
}

extension Dictionary: DBusType where Key: DBusType, Value: DBusType {
    public static var dbusSignature: String { "a{" + Key.dbusSignature + Value.dbusSignature + "}" }
}

extension Dictionary: DBusEncodable where Key: DBusEncodable, Value: DBusEncodable {
    /// Entries sorted by their key's description so the wire form is deterministic.
    public var dbusValue: DBusValue {
        let entries = map { DBusValue.DictEntry($0.key.dbusValue, $0.value.dbusValue) }
            .sorted { $0.key.description < $1.key.description }
        return .dictionary(keySignature: Key.dbusSignature, valueSignature: Value.dbusSignature, entries)
    }
}

extension Dictionary: DBusDecodable where Key: DBusDecodable, Value: DBusDecodable {
    /// A key that appears twice keeps its last value, as GLib does.
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .dictionary(let k, let v, let entries) = dbusValue,
              k == Key.dbusSignature, v == Value.dbusSignature else { throw Self.mismatch(dbusValue) }
        var result: [Key: Value] = [:]
        for entry in entries {
            result[try Key(dbusValue: entry.key)] = try Value(dbusValue: entry.value)
        }
        self = result
    }
}

extension Array where Element == DBusValue {
    /// Decodes positional arguments into typed values, e.g.
    /// `let (id, options) = try args.decode(String.self, [String: DBusValue].self)`.
    public func decode<each T: DBusDecodable>(_ types: repeat (each T).Type) throws(DBusError) -> (repeat each T) {
        var index = 0
        func next<U: DBusDecodable>(_ type: U.Type) throws(DBusError) -> U {
            defer { index += 1 }
            guard index < count else {
                throw .invalidArgs("missing argument \(index + 1) of type '\(U.dbusSignature)'")
            }
            return try U(dbusValue: self[index])
        }
        let result = (repeat try next(each types))
        guard index == count else { throw .invalidArgs("\(count - index) unexpected extra arguments") }
        return result
    }
}
