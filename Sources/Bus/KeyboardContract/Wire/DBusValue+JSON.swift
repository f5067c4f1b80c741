import DBus
import ProcessSupport

// D-Bus values as JSON, for messages that leave the bus (a web page's WebSocket, a log): each
// value in its natural JSON form, and read back by the signature it must have, as json-glib's
// json_gvariant_serialize and json_gvariant_deserialize do for GVariant. Numbers are numbers;
// strings, object paths and signatures are strings; arrays and structures are arrays (a rect is
// `[x, y, width, height]`); a dictionary with string keys is an object; a variant is its content.

extension DBusValue {
    /// The value as JSON (keyboardctl's `--json` output and the calls' and signals' messages).
    public var json: JSONValue {
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
        case .string(let v), .signature(let v): .string(v)
        case .objectPath(let v): .string(v.rawValue)
        case .array(_, let items), .structure(let items): .array(items.map(\.json))
        case .dictionary(_, _, let entries): .object(entries.map { JSONValue.Member($0.key.memberName, $0.value.json) })
        case .variant(let inner): inner.json
        }
    }

    /// A dictionary key as an object's member name: a string as it is, a number as its digits.
    private var memberName: String {
        switch self {
        case .string(let s), .signature(let s): s
        case .objectPath(let p): p.rawValue
        default: description
        }
    }

    /// `json` read as a value of `signature` (one complete type): a number for an integer type is
    /// a whole number in its range, an object is a dictionary with string keys, a variant takes
    /// the JSON value's own type (true/false `b`, a whole number `x`, another number `d`, a string
    /// `s`, an array of strings `as`, another array `av`, an object `a{sv}`). `keys`, for an
    /// `a{sv}` whose keys have declared types (an options argument, a userInfo), reads each such
    /// member as its type (a rect as `(dddd)`, not `av`); a member that does not fit keeps its own,
    /// for the dictionary's reader to refuse in its words. What does not fit is InvalidArgs.
    public init(json: JSONValue, signature: String, keys: [String: String]? = nil) throws(DBusError) {
        func refuse() -> DBusError { .invalidArgs("expected a value of type '\(signature)', got \(Self.kind(json))") }
        func integer<T: FixedWidthInteger>(_ type: T.Type) throws(DBusError) -> T {
            let value: T? = switch json {
            case .int(let i): T(exactly: i)
            case .uint(let u): T(exactly: u)
            case .double(let d): T(exactly: d)
            default: nil
            }
            guard let value else { throw refuse() }
            return value
        }
        switch signature {
        case "b": guard let b = json.boolValue else { throw refuse() }; self = .boolean(b)
        case "s": guard let s = json.stringValue else { throw refuse() }; self = .string(s)
        case "g": guard let s = json.stringValue, s.isEmpty || Names.isValidSignature(s) else { throw refuse() }; self = .signature(s)
        case "o": guard let s = json.stringValue, let path = ObjectPath(s) else { throw refuse() }; self = .objectPath(path)
        case "d": guard let d = json.doubleValue else { throw refuse() }; self = .double(d)
        case "y": self = .byte(try integer(UInt8.self))
        case "n": self = .int16(try integer(Int16.self))
        case "q": self = .uint16(try integer(UInt16.self))
        case "i": self = .int32(try integer(Int32.self))
        case "u": self = .uint32(try integer(UInt32.self))
        case "x": self = .int64(try integer(Int64.self))
        case "t": self = .uint64(try integer(UInt64.self))
        case "v": self = .variant(try Self.variant(json))
        default: self = try Self.container(json, signature: signature, keys: keys, refuse)
        }
    }

    /// An array, a dictionary or a structure.
    private static func container(_ json: JSONValue, signature: String, keys: [String: String]?,
                                  _ refuse: () -> DBusError) throws(DBusError) -> DBusValue {
        if signature.hasPrefix("a{"), signature.hasSuffix("}") {
            guard case .object(let members) = json, let parts = Names.splitSignature(String(signature.dropFirst(2).dropLast())),
                  parts.count == 2, ["s", "o", "g"].contains(parts[0]) else { throw refuse() }
            var entries: [DictEntry] = []
            for member in members {
                var content: DBusValue? = nil
                if parts[1] == "v", let declared = keys?[member.key] { content = try? .variant(DBusValue(json: member.value, signature: declared)) }
                if content == nil { content = try DBusValue(json: member.value, signature: parts[1]) }
                entries.append(DictEntry(try DBusValue(json: .string(member.key), signature: parts[0]), content!))
            }
            return .dictionary(keySignature: parts[0], valueSignature: parts[1], entries)
        }
        if signature.hasPrefix("a") {
            let element = String(signature.dropFirst())
            guard case .array(let items) = json else { throw refuse() }
            var values: [DBusValue] = []
            for item in items { values.append(try DBusValue(json: item, signature: element)) }
            return .array(elementSignature: element, values)
        }
        guard signature.hasPrefix("("), signature.hasSuffix(")"), let fields = Names.splitSignature(String(signature.dropFirst().dropLast())),
              case .array(let items) = json, items.count == fields.count else { throw refuse() }
        var values: [DBusValue] = []
        for (item, field) in zip(items, fields) { values.append(try DBusValue(json: item, signature: field)) }
        return .structure(values)
    }

    /// A variant's content: the JSON value's own type.
    private static func variant(_ json: JSONValue) throws(DBusError) -> DBusValue {
        switch json {
        case .null: throw .invalidArgs("a variant cannot be null")
        case .bool(let b): return .boolean(b)
        case .int(let i): return .int64(i)
        case .uint(let u): return .uint64(u)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items):
            return try DBusValue(json: json, signature: items.allSatisfy { $0.stringValue != nil } ? "as" : "av")
        case .object: return try DBusValue(json: json, signature: "a{sv}")
        }
    }

    private static func kind(_ json: JSONValue) -> String {
        switch json {
        case .null: "null"
        case .bool: "true/false"
        case .int, .uint, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
