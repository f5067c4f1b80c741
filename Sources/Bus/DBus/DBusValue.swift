/// A value of any D-Bus type, as it travels in a message body. Containers carry the signature of
/// their elements so that empty arrays and dictionaries still have a type.
public indirect enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(ObjectPath)
    case signature(String)
    /// An array whose elements all have `elementSignature` (not a dict entry: see `dictionary`).
    case array(elementSignature: String, [DBusValue])
    /// `a{kv}`: ordered entries, so a dictionary goes out in the order it was built.
    case dictionary(keySignature: String, valueSignature: String, [DictEntry])
    case structure([DBusValue])
    case variant(DBusValue)

    public struct DictEntry: Hashable, Sendable {
        public var key: DBusValue
        public var value: DBusValue
        public init(_ key: DBusValue, _ value: DBusValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value's complete D-Bus type signature.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .dictionary(let key, let value, _): "a{" + key + value + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// `a{sv}` from ordered pairs, the shape of every options and userInfo dictionary.
    public static func vardict(_ pairs: KeyValuePairs<String, DBusValue>) -> DBusValue {
        .dictionary(keySignature: "s", valueSignature: "v",
                    pairs.map { DictEntry(.string($0.key), .variant($0.value)) })
    }

    public static func vardict(_ pairs: [(String, DBusValue)]) -> DBusValue {
        .dictionary(keySignature: "s", valueSignature: "v",
                    pairs.map { DictEntry(.string($0.0), .variant($0.1)) })
    }

    /// Removes any number of variant wrappers.
    public var unwrappedVariant: DBusValue {
        if case .variant(let inner) = self { return inner.unwrappedVariant }
        return self
    }
}

extension DBusValue: CustomStringConvertible {
    /// A compact, readable form close to busctl's: `s "abc"`, `(dddd) 0 0 320 568`.
    public var description: String {
        switch self {
        case .byte(let v): "\(v)"
        case .boolean(let v): v ? "true" : "false"
        case .int16(let v): "\(v)"
        case .uint16(let v): "\(v)"
        case .int32(let v): "\(v)"
        case .uint32(let v): "\(v)"
        case .int64(let v): "\(v)"
        case .uint64(let v): "\(v)"
        case .double(let v): "\(v)"
        case .string(let v): "\"\(v)\""
        case .objectPath(let v): v.rawValue
        case .signature(let v): "signature \(v)"
        case .array(_, let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(_, _, let entries):
            "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .structure(let fields): "(" + fields.map(\.description).joined(separator: ", ") + ")"
        case .variant(let inner): "<\(inner.signature) \(inner)>"
        }
    }
}

/// A D-Bus object path, validated on creation. A string literal is one too (an invalid literal
/// is a programming error, as with `init(validated:)`).
public struct ObjectPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    /// Nil unless `string` is a valid object path (`/`, or `/`-separated `[A-Za-z0-9_]+` elements).
    public init?(_ string: String) {
        guard Names.isValidObjectPath(string) else { return nil }
        rawValue = string
    }

    /// For literals known to be valid; an invalid one is a programming error.
    public init(validated string: String) {
        precondition(Names.isValidObjectPath(string), "invalid object path literal \(string)")
        rawValue = string
    }

    public init(stringLiteral value: String) {
        self.init(validated: value)
    }

    /// A path libdbus has already validated (from a received message).
    init(trusted string: String) {
        rawValue = string
    }

    public static let root = ObjectPath(validated: "/")

    public var description: String { rawValue }

    public static func < (lhs: ObjectPath, rhs: ObjectPath) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `child` appended as one path element (it must be a valid element).
    public func appending(_ element: String) -> ObjectPath? {
        ObjectPath(rawValue == "/" ? "/" + element : rawValue + "/" + element)
    }

    /// True when `self` lies strictly below `ancestor`.
    public func isDescendant(of ancestor: ObjectPath) -> Bool {
        if ancestor.rawValue == "/" { return rawValue != "/" }
        return rawValue.hasPrefix(ancestor.rawValue + "/")
    }

    /// Escapes any string into one valid path element, as systemd does: every byte outside
    /// `[A-Za-z0-9]` becomes `_` and two lowercase hex digits; the empty string becomes `_`.
    public static func escapeElement(_ string: String) -> String {
        if string.isEmpty { return "_" }
        var out = ""
        out.reserveCapacity(string.utf8.count)
        let hex = Array("0123456789abcdef")
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.append("_")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// The inverse of `escapeElement`; nil for text that no escaping produces.
    public static func unescapeElement(_ element: String) -> String? {
        if element == "_" { return "" }
        var bytes: [UInt8] = []
        var iterator = Array(element.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "_") {
                guard let hi = iterator.next(), let lo = iterator.next(),
                      let h = hexValue(hi), let l = hexValue(lo) else { return nil }
                bytes.append(h << 4 | l)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
