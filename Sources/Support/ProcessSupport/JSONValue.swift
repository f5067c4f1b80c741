/// A JSON value with ordered object members, so that `keyboardctl status --json`, the trace lines
/// and the sample clients' JSON lines come out in a stable, readable order (Foundation's
/// serializers either lose the order or sort it), written by one writer.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    // MARK: Reading

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }

    /// Any number as a Double (JSON does not tell 479 from 479.0).
    public var doubleValue: Double? {
        switch self {
        case .int(let i): Double(i)
        case .uint(let u): Double(u)
        case .double(let d): d
        default: nil
        }
    }

    /// A non-negative whole number.
    public var uint64Value: UInt64? {
        switch self {
        case .int(let i): i >= 0 ? UInt64(i) : nil
        case .uint(let u): u
        case .double(let d): d >= 0 && d.rounded() == d && d < 1.8e19 ? UInt64(d) : nil
        default: nil
        }
    }

    // MARK: Writing

    /// Compact JSON on one line (JSON Lines).
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .uint(let u): out += String(u)
        case .double(let d): out += Self.number(d)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                Self.quote(member.key, into: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Whole numbers without a fraction (479, not 479.0); JSON has no NaN or infinity.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d.rounded() == d && abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
}

/// Parsing through JSONDecoder, which is strict about types: `true` never reads as a number.
extension JSONValue: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int64.self) {
            self = .int(i)
        } else if let u = try? container.decode(UInt64.self) {
            self = .uint(u)
        } else if let d = try? container.decode(Double.self) {
            self = .double(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([JSONValue].self) {
            self = .array(a)
        } else {
            let dict = try container.decode([String: JSONValue].self)
            self = .object(dict.keys.sorted().map { Member($0, dict[$0]!) })
        }
    }
}

/// Writing through any encoder (JSONEncoder, a web framework's), each value as it reads back.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .int(let i): var c = encoder.singleValueContainer(); try c.encode(i)
        case .uint(let u): var c = encoder.singleValueContainer(); try c.encode(u)
        case .double(let d): var c = encoder.singleValueContainer(); try c.encode(d)
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .object(let members):
            var c = encoder.container(keyedBy: MemberKey.self)
            for member in members { try c.encode(member.value, forKey: MemberKey(member.key)) }
        }
    }

    /// An object's member name, for a keyed container.
    public struct MemberKey: CodingKey {
        public let stringValue: String
        public init(_ name: String) { stringValue = name }
        public init?(stringValue: String) { self.stringValue = stringValue }
        public var intValue: Int? { nil }
        public init?(intValue: Int) { nil }
    }
}
