// D-Bus values as JSON, for messages that leave the bus (a web page's WebSocket, a log): each
// value in its natural JSON form, and read back by the signature it must have, as json-glib's
// json_gvariant_serialize and json_gvariant_deserialize do for GVariant. Numbers are numbers,
// strings, object paths and signatures are strings, arrays and structures are arrays, a
// dictionary with string keys is an object, and a variant is its content.

extension DBusValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .byte(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .boolean(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .int16(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .uint16(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .int32(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .uint32(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .int64(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .uint64(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .double(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .string(let v), .signature(let v): var c = encoder.singleValueContainer(); try c.encode(v)
        case .objectPath(let v): var c = encoder.singleValueContainer(); try c.encode(v.rawValue)
        case .array(_, let items), .structure(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .dictionary(_, _, let entries):
            var c = encoder.container(keyedBy: JSONKey.self)
            for entry in entries { try c.encode(entry.value, forKey: JSONKey(entry.key.jsonKey)) }
        case .variant(let inner):
            try inner.encode(to: encoder)
        }
    }

    /// A dictionary key as an object's member name: a string as it is, a number as its digits.
    private var jsonKey: String {
        switch self {
        case .string(let s), .signature(let s): s
        case .objectPath(let p): p.rawValue
        default: description
        }
    }

    /// The JSON value at `decoder` read as a value of `signature` (one complete type): a number for
    /// an integer type is a whole number in its range, an object is a dictionary with string keys,
    /// a variant takes the JSON value's own type (true/false `b`, a whole number `x`, another
    /// number `d`, a string `s`, an array of strings `as`, another array `av`, an object `a{sv}`).
    /// What does not fit is InvalidArgs saying what was expected. `keys`, for an `a{sv}` whose keys
    /// have declared types (an options argument, a userInfo), reads each such member as its type
    /// (a rect `[x, y, width, height]` as `(dddd)`, not `av`); other members take their own.
    public static func decodeJSON(from decoder: any Decoder, signature: String, keys: [String: String]? = nil) throws -> DBusValue {
        try value(JSONScalar(from: decoder), signature: signature, keys: keys)
    }

    static func value(_ json: JSONScalar, signature: String, keys: [String: String]? = nil) throws(DBusError) -> DBusValue {
        func refuse() -> DBusError { .invalidArgs("expected a value of type '\(signature)', got \(json.kind)") }
        switch signature {
        case "b": guard case .bool(let b) = json else { throw refuse() }; return .boolean(b)
        case "s": guard case .string(let s) = json else { throw refuse() }; return .string(s)
        case "g": guard case .string(let s) = json, Names.isValidSignature(s) || s.isEmpty else { throw refuse() }; return .signature(s)
        case "o": guard case .string(let s) = json, let path = ObjectPath(s) else { throw refuse() }; return .objectPath(path)
        case "d": guard let d = json.double else { throw refuse() }; return .double(d)
        case "y": guard let v = json.integer(UInt8.self) else { throw refuse() }; return .byte(v)
        case "n": guard let v = json.integer(Int16.self) else { throw refuse() }; return .int16(v)
        case "q": guard let v = json.integer(UInt16.self) else { throw refuse() }; return .uint16(v)
        case "i": guard let v = json.integer(Int32.self) else { throw refuse() }; return .int32(v)
        case "u": guard let v = json.integer(UInt32.self) else { throw refuse() }; return .uint32(v)
        case "x": guard let v = json.integer(Int64.self) else { throw refuse() }; return .int64(v)
        case "t": guard let v = json.integer(UInt64.self) else { throw refuse() }; return .uint64(v)
        case "v": return .variant(try variant(json))
        default: break
        }
        if signature.hasPrefix("a{"), signature.hasSuffix("}") {
            guard case .object(let members) = json, let parts = Names.splitSignature(String(signature.dropFirst(2).dropLast())),
                  parts.count == 2, ["s", "o", "g"].contains(parts[0]) else { throw refuse() }
            var entries: [DictEntry] = []
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                // A member that does not fit its declared type takes its own, for the reader of the
                // dictionary to refuse in its words.
                var content: DBusValue? = nil
                if parts[1] == "v", let declared = keys?[name] { content = try? .variant(value(member, signature: declared)) }
                if content == nil { content = try value(member, signature: parts[1]) }
                entries.append(DictEntry(try value(.string(name), signature: parts[0]), content!))
            }
            return .dictionary(keySignature: parts[0], valueSignature: parts[1], entries)
        }
        if signature.hasPrefix("a") {
            let element = String(signature.dropFirst())
            guard case .array(let items) = json else { throw refuse() }
            var values: [DBusValue] = []
            for item in items { values.append(try value(item, signature: element)) }
            return .array(elementSignature: element, values)
        }
        if signature.hasPrefix("("), signature.hasSuffix(")"), let fields = Names.splitSignature(String(signature.dropFirst().dropLast())) {
            guard case .array(let items) = json, items.count == fields.count else { throw refuse() }
            var values: [DBusValue] = []
            for (item, field) in zip(items, fields) { values.append(try value(item, signature: field)) }
            return .structure(values)
        }
        throw refuse()
    }

    /// A variant's content: the JSON value's own type.
    private static func variant(_ json: JSONScalar) throws(DBusError) -> DBusValue {
        switch json {
        case .null: throw .invalidArgs("a variant cannot be null")
        case .bool(let b): return .boolean(b)
        case .integer(let i): return .int64(i)
        case .unsigned(let u): return .uint64(u)
        case .number(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items):
            if items.allSatisfy({ if case .string = $0 { true } else { false } }) { return try value(json, signature: "as") }
            return try value(json, signature: "av")
        case .object: return try value(json, signature: "a{sv}")
        }
    }
}

/// An object's member name.
struct JSONKey: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// A JSON value as any decoder gives it, before it is read as a D-Bus type.
enum JSONScalar: Decodable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// Above Int64.max.
    case unsigned(UInt64)
    case number(Double)
    case string(String)
    case array([JSONScalar])
    case object([String: JSONScalar])

    init(from decoder: any Decoder) throws {
        if let c = try? decoder.singleValueContainer() {
            if c.decodeNil() { self = .null; return }
            if let b = try? c.decode(Bool.self) { self = .bool(b); return }
            if let i = try? c.decode(Int64.self) { self = .integer(i); return }
            if let u = try? c.decode(UInt64.self) { self = .unsigned(u); return }
            if let d = try? c.decode(Double.self) { self = .number(d); return }
            if let s = try? c.decode(String.self) { self = .string(s); return }
        }
        if var c = try? decoder.unkeyedContainer() {
            var items: [JSONScalar] = []
            while !c.isAtEnd { items.append(try c.decode(JSONScalar.self)) }
            self = .array(items)
            return
        }
        let c = try decoder.container(keyedBy: JSONKey.self)
        var members: [String: JSONScalar] = [:]
        for key in c.allKeys { members[key.stringValue] = try c.decode(JSONScalar.self, forKey: key) }
        self = .object(members)
    }

    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true/false"
        case .integer, .unsigned, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var double: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .unsigned(let u): Double(u)
        case .number(let d): d
        default: nil
        }
    }

    /// A whole number that fits `T`.
    func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        switch self {
        case .integer(let i): T(exactly: i)
        case .unsigned(let u): T(exactly: u)
        case .number(let d): T(exactly: d)
        default: nil
        }
    }
}
