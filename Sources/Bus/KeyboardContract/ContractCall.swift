import DBus
import ProcessSupport

// What the generated call enums (`Control1.Call`, `App1.Call`...) and signal payloads share: one
// typed value per call or signal, built once from the bus's values (or from words, YAML or JSON)
// with the errors keyboardd answers, and sent, served or written as JSON from that one value.

/// One call of an interface of the contract, its arguments typed as dbus/*.xml says (a value list
/// is its enumeration, an `a{sv}` with declared keys its options struct). The served table decodes
/// a received call into it once; `Proxy.perform` sends it; a tool builds it from untyped input with
/// `init(method:arguments:)`, which refuses what keyboardd would refuse with the same message.
public protocol ContractCall: Hashable, Sendable, Codable {
    associatedtype Method: RawRepresentable, CaseIterable, Hashable, Sendable where Method.RawValue == String
    /// The interface's description (`Control1.description`).
    static var interface: InterfaceDescription { get }
    var method: Method { get }
    /// The arguments as the bus carries them, in order.
    var arguments: [DBusValue] { get }
    /// The one decoder: `arguments` as the bus carries them (a variant as `.variant`, an `a{sv}`'s
    /// values in variants). The wrong number or type of arguments, a string outside its value list
    /// or an options key the method does not take is InvalidArgs naming the method and argument.
    init(method: Method, arguments: [DBusValue]) throws(DBusError)
}

extension ContractCall {
    /// By the method's name as the XML spells it; a name the interface does not have is
    /// UnknownMethod naming its methods.
    public init(method name: String, arguments: [DBusValue]) throws(DBusError) {
        guard let method = Method(rawValue: name) else {
            throw .unknownMethod("\(Self.interface.name) has no method \(name) (methods: "
                + Method.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        try self.init(method: method, arguments: arguments)
    }

    /// The method's description: its arguments' names, signatures and docs.
    public static func description(of method: Method) -> MethodDescription {
        guard let description = interface.method(method.rawValue) else {
            preconditionFailure("\(interface.name) describes no \(method.rawValue)")
        }
        return description
    }

    /// `{"method": "ShowAlert", "arguments": {"kind": "generic"}}`: the method's name and each
    /// argument by its name in the XML, in its JSON form (`DBusValue.json`).
    public func encodeJSON(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        try container.encode(method.rawValue, forKey: .method)
        var named = container.nestedContainer(keyedBy: JSONValue.MemberKey.self, forKey: .arguments)
        for (argument, value) in zip(Self.description(of: method).inArguments, arguments) {
            try named.encode(value.json, forKey: JSONValue.MemberKey(argument.name))
        }
    }

    /// The JSON `encodeJSON` writes, read back through `init(method:arguments:)`: an unknown method,
    /// an argument missing, unknown or of the wrong type is the `DBusError` keyboardd answers.
    public static func decodeJSON(from decoder: any Decoder) throws -> Self {
        let container = try decoder.container(keyedBy: MessageKey.self)
        let name = try container.decode(String.self, forKey: .method)
        guard let method = Method(rawValue: name) else { return try Self(method: name, arguments: []) }
        let described = description(of: method)
        let values = try MessageKey.values(container, described.inArguments, of: described.name)
        return try Self(method: method, arguments: values)
    }
}

/// One signal's payload (`App1.KeyboardNotification`, ...), generated: its arguments typed, and as
/// the bus carries them, for the JSON form a web page reads.
public protocol ContractSignal: Hashable, Sendable, Codable {
    /// The signal's description (its arguments' names and docs).
    static var signalDescription: SignalDescription { get }
    /// The arguments as the bus carries them, in order.
    var arguments: [DBusValue] { get }
    /// From the arguments as the bus carries them; another number or type is InvalidArgs.
    init(arguments: [DBusValue]) throws(DBusError)
}

extension ContractSignal {
    /// `{"signal": "KeyboardNotification", "arguments": {"name": ..., "user_info": {...}}}`.
    public func encodeJSON(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        try container.encode(Self.signalDescription.name, forKey: .signal)
        var named = container.nestedContainer(keyedBy: JSONValue.MemberKey.self, forKey: .arguments)
        for (argument, value) in zip(Self.signalDescription.arguments, arguments) {
            try named.encode(value.json, forKey: JSONValue.MemberKey(argument.name))
        }
    }

    /// The JSON `encodeJSON` writes; another signal's is InvalidArgs.
    public static func decodeJSON(from decoder: any Decoder) throws -> Self {
        let container = try decoder.container(keyedBy: MessageKey.self)
        let name = try container.decode(String.self, forKey: .signal)
        guard name == signalDescription.name else {
            throw DBusError.invalidArgs("a \(name) signal is not \(signalDescription.name)")
        }
        return try Self(arguments: try MessageKey.values(container, signalDescription.arguments, of: name))
    }
}

/// The members of a call's or signal's JSON message.
enum MessageKey: String, CodingKey {
    case method, signal, arguments

    /// Every argument of `arguments` from the message's `arguments` object, by its signature;
    /// none missing, none unknown.
    static func values(_ container: KeyedDecodingContainer<MessageKey>, _ arguments: [ArgumentDescription],
                       of member: String) throws -> [DBusValue] {
        let named = arguments.isEmpty && !container.contains(.arguments)
            ? nil : try container.nestedContainer(keyedBy: JSONValue.MemberKey.self, forKey: .arguments)
        let expected = arguments.map { "\($0.name) \($0.signature)" }.joined(separator: ", ")
        if let unknown = named?.allKeys.first(where: { key in !arguments.contains { $0.name == key.stringValue } }) {
            throw DBusError.invalidArgs("\(member) has no argument '\(unknown.stringValue)' (arguments: \(expected))")
        }
        var values: [DBusValue] = []
        for argument in arguments {
            guard let named, named.contains(JSONValue.MemberKey(argument.name)) else {
                throw DBusError.invalidArgs("\(member) is missing its argument '\(argument.name)' (arguments: \(expected))")
            }
            let json = try named.decode(JSONValue.self, forKey: JSONValue.MemberKey(argument.name))
            do throws(DBusError) {
                values.append(try DBusValue(json: json, signature: argument.signature, keys: keySignatures(argument)))
            } catch {
                throw DBusError.invalidArgs("\(member): \(argument.name): \(error.message)")
            }
        }
        return values
    }

    /// The types of an `a{sv}` argument's keys, where they are fixed: its declared keys
    /// (`org.keyboardd.Keys`), or those of the named type it is (a userInfo).
    static func keySignatures(_ argument: ArgumentDescription) -> [String: String]? {
        if let keys = argument.keys { return Dictionary(keys.map { ($0.name, $0.signature) }) { first, _ in first } }
        return (argument.type.flatMap { Contract.namedTypes[$0] } as? any KeyedWireType.Type)?.keySignatures
    }
}

/// A named `a{sv}` type whose keys have fixed types (a notification's userInfo): what its JSON
/// form is read back by.
public protocol KeyedWireType {
    static var keySignatures: [String: String] { get }
}

/// A call's arguments read one by one by the generated `init(method:arguments:)`, each against
/// its description: the count first, then each value's type, then its value list or keys.
public struct CallArguments {
    private let method: MethodDescription
    private let values: [DBusValue]
    private var index = 0

    public init(_ values: [DBusValue], of method: MethodDescription) throws(DBusError) {
        guard values.count == method.inArguments.count else {
            let expected = method.inArguments.map { "\($0.name) \($0.signature)" }.joined(separator: ", ")
            throw .invalidArgs("\(method.name) takes \(method.inArguments.count) argument(s)"
                + (expected.isEmpty ? "" : " (\(expected))") + ", got \(values.count)")
        }
        self.method = method
        self.values = values
    }

    private mutating func take() throws(DBusError) -> (ArgumentDescription, DBusValue) {
        defer { index += 1 }
        let (argument, value) = (method.inArguments[index], values[index])
        guard value.signature == argument.signature else {
            throw .invalidArgs("\(method.name): \(argument.name) must be of type '\(argument.signature)', not '\(value.signature)'")
        }
        return (argument, value)
    }

    /// The next argument as `T`; a string outside its value list is refused with the list.
    public mutating func next<T: DBusDecodable>(_ type: T.Type = T.self) throws(DBusError) -> T {
        let (argument, value) = try take()
        do throws(DBusError) { return try T(dbusValue: value) } catch {
            throw .invalidArgs("\(method.name): \(argument.name) \(error.message)")
        }
    }

    /// The next argument, an `a{sv}` with declared keys, as its options struct: `Configure:
    /// unknown option 'Colour' (options: Device s, ...)` (the noun is the argument's name,
    /// singular: traits' keys are traits).
    public mutating func options<O: ContractOptions>(_ type: O.Type = O.self) throws(DBusError) -> O {
        let (argument, value) = try take()
        let noun = argument.name.hasSuffix("s") ? String(argument.name.dropLast()) : argument.name
        return try O(argument: value, of: method.name, noun: noun)
    }
}
