import DBus
import Foundation
import KeyboardContract

// The page's calls and keyboardd's signals as JSON, in the shape the contract's generated call and
// signal types give them: `{"method": "ShowAlert", "arguments": {"kind": "generic"}}` and
// `{"signal": "Notification", "arguments": {"name": ..., "user_info": {...}, "recipients": [...]}}`,
// each argument under its name in dbus/*.xml, each value in its natural JSON form (numbers,
// strings, arrays for structures, objects for `a{sv}`, a variant as its content). Until the
// generator writes `Control1.Call`/`App1.Call` with their JSON coding, this file reads and writes
// that shape from the contract's descriptions (`Control1.description`): one place to swap for the
// generated enums.

/// One call the page asks for: a method of Control1 (the person) or App1 (an app the playground
/// runs), its arguments as the bus carries them, checked against the contract's signatures.
struct ContractCallMessage: Sendable {
    enum Interface: String, Sendable {
        case control = "Control1"
        case app = "App1"

        var description: InterfaceDescription {
            switch self {
            case .control: Control1.description
            case .app: App1.description
            }
        }
    }

    var interface: Interface
    var method: MethodDescription
    var arguments: [DBusValue]

    /// Each argument by its name, as the bus carries it.
    var named: [String: DBusValue] {
        Dictionary(uniqueKeysWithValues: zip(method.inArguments.map(\.name), arguments))
    }

    /// Reads `{"interface": "Control1", "method": ..., "arguments": {...}}`: an unknown interface or
    /// method, an argument missing, unknown or of the wrong type is the InvalidArgs (or
    /// UnknownMethod) keyboardd would answer, naming what is valid.
    init(json: JSONInput) throws(DBusError) {
        guard let name = json["interface"]?.string, let interface = Interface(rawValue: name) else {
            throw .invalidArgs("a call names its interface: Control1 or App1")
        }
        guard let methodName = json["method"]?.string else { throw .invalidArgs("a call names its method") }
        guard let method = interface.description.method(methodName) else {
            throw .unknownMethod("\(interface.description.name) has no method \(methodName) (methods: "
                                 + interface.description.methods.map(\.name).joined(separator: ", ") + ")")
        }
        let given = json["arguments"]?.object ?? [:]
        if let arguments = json["arguments"], arguments.object == nil {
            throw .invalidArgs("\(methodName): arguments must be an object of named arguments")
        }
        let expected = method.inArguments.map { "\($0.name) \($0.signature)" }.joined(separator: ", ")
        if let unknown = given.keys.sorted().first(where: { key in !method.inArguments.contains { $0.name == key } }) {
            throw .invalidArgs("\(methodName) has no argument '\(unknown)' (arguments: \(expected.isEmpty ? "none" : expected))")
        }
        var values: [DBusValue] = []
        for argument in method.inArguments {
            guard let value = given[argument.name] else {
                throw .invalidArgs("\(methodName) is missing its argument '\(argument.name)' (arguments: \(expected))")
            }
            do throws(DBusError) {
                values.append(try JSONToDBus.value(value, signature: argument.signature))
            } catch {
                throw .invalidArgs("\(methodName): \(argument.name): \(error.message)")
            }
        }
        self.interface = interface
        self.method = method
        self.arguments = values
    }

    /// The reply's values by their names in the XML, as JSON.
    func replyJSON(_ values: [DBusValue]) -> [String: Any] {
        var reply: [String: Any] = [:]
        for (argument, value) in zip(method.outArguments, values) { reply[argument.name] = DBusToJSON.value(value) }
        return reply
    }
}

/// A signal of keyboardd as the page reads it.
enum ContractSignalMessage {
    static func json(_ description: SignalDescription, interface: String, arguments: [DBusValue]) -> [String: Any] {
        var named: [String: Any] = [:]
        for (argument, value) in zip(description.arguments, arguments) { named[argument.name] = DBusToJSON.value(value) }
        return ["signal": description.name, "interface": interface, "arguments": named]
    }
}

/// A D-Bus value as its natural JSON value (for JSONSerialization).
enum DBusToJSON {
    static func value(_ value: DBusValue) -> Any {
        switch value {
        case .byte(let v): Int(v)
        case .boolean(let v): v
        case .int16(let v): Int(v)
        case .uint16(let v): Int(v)
        case .int32(let v): Int(v)
        case .uint32(let v): Int(v)
        case .int64(let v): v
        case .uint64(let v): v
        case .double(let v): v.isFinite ? v : (v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf"))
        case .string(let v), .signature(let v): v
        case .objectPath(let v): v.rawValue
        case .array(_, let items), .structure(let items): items.map(Self.value)
        case .dictionary(_, _, let entries):
            Dictionary(entries.map { entry -> (String, Any) in
                let key: String = if case .string(let s) = entry.key { s } else { "\(entry.key)" }
                return (key, Self.value(entry.value))
            }, uniquingKeysWith: { _, last in last })
        case .variant(let inner): Self.value(inner)
        }
    }
}

/// A JSON value as the page sent it (JSONDecoder tells true from 1, which JSONSerialization's
/// NSNumber does not on Linux).
indirect enum JSONInput: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONInput])
    case object([String: JSONInput])

    init(from decoder: any Decoder) throws {
        if let c = try? decoder.singleValueContainer() {
            if c.decodeNil() { self = .null; return }
            if let b = try? c.decode(Bool.self) { self = .bool(b); return }
            if let d = try? c.decode(Double.self) { self = .number(d); return }
            if let s = try? c.decode(String.self) { self = .string(s); return }
        }
        if var c = try? decoder.unkeyedContainer() {
            var items: [JSONInput] = []
            while !c.isAtEnd { items.append(try c.decode(JSONInput.self)) }
            self = .array(items)
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        var members: [String: JSONInput] = [:]
        for key in c.allKeys { members[key.stringValue] = try c.decode(JSONInput.self, forKey: key) }
        self = .object(members)
    }

    struct AnyKey: CodingKey {
        let stringValue: String
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    static func parse(_ data: Data) throws -> JSONInput { try JSONDecoder().decode(JSONInput.self, from: data) }

    subscript(key: String) -> JSONInput? { if case .object(let m) = self { m[key] } else { nil } }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    var number: Double? { if case .number(let d) = self { d } else { nil } }
    var object: [String: JSONInput]? { if case .object(let m) = self { m } else { nil } }
    var array: [JSONInput]? { if case .array(let a) = self { a } else { nil } }

    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true/false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value read as a D-Bus value of a signature.
enum JSONToDBus {
    static func value(_ json: JSONInput, signature: String) throws(DBusError) -> DBusValue {
        func refuse() -> DBusError { .invalidArgs("expected a value of type '\(signature)', got \(json.kind)") }
        func whole<T: FixedWidthInteger>(_ type: T.Type) throws(DBusError) -> T {
            guard case .number(let d) = json, let v = T(exactly: d) else { throw refuse() }
            return v
        }
        switch signature {
        case "b": guard case .bool(let b) = json else { throw refuse() }; return .boolean(b)
        case "s": guard case .string(let s) = json else { throw refuse() }; return .string(s)
        case "d": guard case .number(let d) = json else { throw refuse() }; return .double(d)
        case "t": return .uint64(try whole(UInt64.self))
        case "x": return .int64(try whole(Int64.self))
        case "i": return .int32(try whole(Int32.self))
        case "u": return .uint32(try whole(UInt32.self))
        case "n": return .int16(try whole(Int16.self))
        case "q": return .uint16(try whole(UInt16.self))
        case "y": return .byte(try whole(UInt8.self))
        case "v": return .variant(try variant(json))
        default: break
        }
        if signature.hasPrefix("a{"), signature.hasSuffix("}") {
            guard case .object(let members) = json, let parts = Names.splitSignature(String(signature.dropFirst(2).dropLast())),
                  parts.count == 2, parts[0] == "s" else { throw refuse() }
            var entries: [DBusValue.DictEntry] = []
            for name in members.keys.sorted() {
                entries.append(DBusValue.DictEntry(.string(name), try value(members[name]!, signature: parts[1])))
            }
            return .dictionary(keySignature: "s", valueSignature: parts[1], entries)
        }
        if signature.hasPrefix("a") {
            guard case .array(let items) = json else { throw refuse() }
            let element = String(signature.dropFirst())
            var values: [DBusValue] = []
            for item in items { values.append(try value(item, signature: element)) }
            return .array(elementSignature: element, values)
        }
        if signature.hasPrefix("("), let fields = Names.splitSignature(String(signature.dropFirst().dropLast())) {
            guard case .array(let items) = json, items.count == fields.count else { throw refuse() }
            var values: [DBusValue] = []
            for (item, field) in zip(items, fields) { values.append(try value(item, signature: field)) }
            return .structure(values)
        }
        throw refuse()
    }

    /// A variant's content: the JSON value's own type (a whole number `x`, another number `d`).
    private static func variant(_ json: JSONInput) throws(DBusError) -> DBusValue {
        switch json {
        case .null: throw .invalidArgs("a variant cannot be null")
        case .bool(let b): return .boolean(b)
        case .number(let d): return d.rounded() == d && abs(d) < 9e15 ? .int64(Int64(d)) : .double(d)
        case .string(let s): return .string(s)
        case .object: return try value(json, signature: "a{sv}")
        case .array(let items):
            return try value(json, signature: items.allSatisfy { $0.string != nil } ? "as" : "av")
        }
    }
}
