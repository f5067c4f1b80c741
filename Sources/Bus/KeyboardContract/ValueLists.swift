import DBus

// What the generated value lists and keyed dictionaries share (`org.keyboardd.Enum.NAME`,
// `org.keyboardd.Values` and `org.keyboardd.Keys` in dbus/*.xml): the enums' wire form, the
// descriptions tools read, and the one reader of an `a{sv}` by its declared keys.

/// A value list of the contract (`org.keyboardd.Enum.NAME`): the strings an argument, a property
/// or a key takes. Generated; on the bus it is its raw value, an `s`.
public protocol ContractEnumeration: RawRepresentable, CaseIterable, Hashable, Sendable, DBusCodable
where RawValue == String {
    static var enumeration: EnumerationDescription { get }
}

extension ContractEnumeration {
    /// Every value, in the contract's order.
    public static var rawValues: [String] { allCases.map(\.rawValue) }

    /// The values as prose, for help text: `a, b or c`.
    public static var alternatives: String {
        let values = rawValues
        return values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }

    public static var dbusSignature: String { "s" }
    public var dbusValue: DBusValue { .string(rawValue) }

    /// A value of another type, or a string not in the list, is InvalidArgs naming the values.
    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .string(let name) = dbusValue else {
            throw .invalidArgs("must be of type 's', not '\(dbusValue.signature)'")
        }
        self = try Self(named: name)
    }

    /// The value `name` is; another string is InvalidArgs naming the values, as keyboardd answers it.
    public init(named name: String) throws(DBusError) {
        guard let value = Self(rawValue: name) else { throw .invalidArgs(Self.refusal(name)) }
        self = value
    }

    /// `"sideways" is not one of portrait, landscapeLeft, ...`: what is wrong with `name`.
    public static func refusal(_ name: String) -> String {
        "\"\(name)\" is not one of " + rawValues.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: ", ")
    }
}

/// One value list as data, for tools that offer or check names (keyboardctl, scenario files).
public struct EnumerationDescription: Hashable, Sendable {
    /// `KeyboardMode`.
    public let name: String
    /// The interface that declares it (`org.keyboardd.Keyboard1`).
    public let interface: String
    /// In the contract's order.
    public let values: [String]
    /// The element also takes values its DocString describes (input modes' `third-party:NAME:HEIGHT`).
    public let isOpen: Bool

    public init(name: String, interface: String, values: [String], isOpen: Bool) {
        (self.name, self.interface, self.values, self.isOpen) = (name, interface, values, isOpen)
    }
}

/// One key of an `a{sv}` the contract declares (`org.keyboardd.Keys`).
public struct KeyDescription: Hashable, Sendable {
    public let name: String
    /// The D-Bus type of its value (inside the variant).
    public let signature: String
    /// The value list its strings come from (`Contract.enumeration(named:)`), if any.
    public let values: String?

    public init(name: String, signature: String, values: String? = nil) {
        (self.name, self.signature, self.values) = (name, signature, values)
    }
}

/// A generated struct of an `a{sv}` with declared keys: one optional field per key, typed as the
/// key's D-Bus type, a string from a closed value list as its enumeration. On the bus it is the
/// `a{sv}` of the fields that are set.
public protocol ContractOptions: Hashable, Sendable, DBusEncodable {
    /// Every key, in the contract's order.
    static var keys: [KeyDescription] { get }
    /// The fields from a received `a{sv}` (variants already unwrapped): an unknown key or a value
    /// of another type is an error naming it. A `d` takes any integer too (clients in dynamic
    /// languages send 44 for 44.0).
    init(dictionary: [String: DBusValue], unknownKeys: UnknownKeys) throws(OptionsError)
    /// The fields that are set, as the `a{sv}` sends them.
    var dictionary: [String: DBusValue] { get }
}

extension ContractOptions {
    public init(dictionary: [String: DBusValue]) throws(OptionsError) {
        try self.init(dictionary: dictionary, unknownKeys: .refuse)
    }

    public static var keyNames: [String] { keys.map(\.name) }

    public static var dbusSignature: String { "a{sv}" }
    public var dbusValue: DBusValue { dictionary.dbusValue }

    /// From the `a{sv}` argument of `method` (variants as the bus carries them): what is wrong with
    /// it is InvalidArgs worded as keyboardd answers every options argument (`OptionsError.refusal`).
    public init(argument value: DBusValue, of method: String, noun: String) throws(DBusError) {
        let dictionary: [String: DBusValue]
        do throws(DBusError) { dictionary = try [String: DBusValue](dbusValue: value) } catch {
            throw .invalidArgs("\(method): \(noun)s must be of type 'a{sv}', not '\(value.signature)'")
        }
        do throws(OptionsError) {
            try self.init(dictionary: dictionary, unknownKeys: .refuse)
        } catch {
            throw error.refusal(method, noun, keys: Self.keys)
        }
    }
}

/// What `init(dictionary:)` does with a key the contract does not declare.
public enum UnknownKeys: Sendable {
    /// An error (`OptionsError.unknownKey`).
    case refuse
    /// Left out, for a reader that takes a newer contract's keys.
    case ignore
}

/// What is wrong with an `a{sv}`, keys in sorted order: the first one wrong.
public enum OptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownKey(String, valid: [String])
    case wrongType(key: String, expected: String, actual: String)
    /// A string key's value outside its value list: `refusal` is the enumeration's wording.
    case wrongValue(key: String, refusal: String)

    public var key: String {
        switch self {
        case .unknownKey(let key, _), .wrongType(let key, _, _), .wrongValue(let key, _): key
        }
    }

    public var description: String {
        switch self {
        case .unknownKey(let key, let valid): "unknown key '\(key)' (valid: \(valid.joined(separator: ", ")))"
        case .wrongType(let key, let expected, let actual): "'\(key)' must be of type '\(expected)', not '\(actual)'"
        case .wrongValue(let key, let refusal): "'\(key)': \(refusal)"
        }
    }

    /// The one wording of a refused `a{sv}` argument, for every method: the method, the key and
    /// what is wrong with it, then every key the method takes with its type (a wrong value names
    /// the values instead).
    public func refusal(_ method: String, _ noun: String, keys: [KeyDescription]) -> DBusError {
        let valid = keys.map { "\($0.name) \($0.signature)" }.joined(separator: ", ")
        return switch self {
        case .unknownKey(let key, _): .invalidArgs("\(method): unknown \(noun) '\(key)' (\(noun)s: \(valid))")
        case .wrongType(let key, let expected, let actual):
            .invalidArgs("\(method): \(noun) '\(key)' must be of type '\(expected)', not '\(actual)' (\(noun)s: \(valid))")
        case .wrongValue(let key, let refusal): .invalidArgs("\(method): \(noun) '\(key)': \(refusal)")
        }
    }
}

/// An `a{sv}` checked against its declared keys: what the generated `init(dictionary:)` reads.
public struct KeyedValues: Sendable {
    private let dictionary: [String: DBusValue]

    /// Checks every key in sorted order: each one declared (or ignored), each value of its
    /// key's type, an integer of any width counting as `d`.
    public init(_ dictionary: [String: DBusValue], keys: [KeyDescription], unknownKeys: UnknownKeys) throws(OptionsError) {
        for key in dictionary.keys.sorted() {
            guard let declared = keys.first(where: { $0.name == key }) else {
                if unknownKeys == .refuse { throw .unknownKey(key, valid: keys.map(\.name)) }
                continue
            }
            let actual = dictionary[key]!.signature
            guard actual == declared.signature || (declared.signature == "d" && Self.integers.contains(actual)) else {
                throw .wrongType(key: key, expected: declared.signature, actual: actual)
            }
        }
        self.dictionary = dictionary
    }

    static let integers: Set<String> = ["y", "n", "q", "i", "u", "x", "t"]

    /// A checked key's value; nil when absent.
    public func value<T: DBusDecodable>(_ key: String, as type: T.Type = T.self) -> T? {
        dictionary[key].flatMap { try? T(dbusValue: $0) }
    }

    /// A checked `s` key's value from its value list; nil when absent, `wrongValue` for a string
    /// not in the list.
    public func enumeration<E: ContractEnumeration>(_ key: String, as type: E.Type = E.self) throws(OptionsError) -> E? {
        guard case .string(let name)? = dictionary[key] else { return nil }
        guard let value = E(rawValue: name) else { throw .wrongValue(key: key, refusal: E.refusal(name)) }
        return value
    }

    /// A checked `as` key's values from their value list.
    public func enumerations<E: ContractEnumeration>(_ key: String, as type: E.Type = E.self) throws(OptionsError) -> [E]? {
        guard case .array(_, let items)? = dictionary[key] else { return nil }
        var values: [E] = []
        for case .string(let name) in items {
            guard let value = E(rawValue: name) else { throw .wrongValue(key: key, refusal: E.refusal(name)) }
            values.append(value)
        }
        return values
    }

    /// A `d` key's value, an integer converted.
    public func double(_ key: String) -> Double? {
        switch dictionary[key] {
        case .double(let d)?: d
        case .byte(let v)?: Double(v)
        case .int16(let v)?: Double(v)
        case .uint16(let v)?: Double(v)
        case .int32(let v)?: Double(v)
        case .uint32(let v)?: Double(v)
        case .int64(let v)?: Double(v)
        case .uint64(let v)?: Double(v)
        default: nil
        }
    }
}

extension Contract {
    /// The value list named `name`, if the contract declares one.
    public static func enumeration(named name: String) -> EnumerationDescription? {
        enumerations.first { $0.name == name }
    }
}
