import Foundation
import ProcessSupport

/// The on-disk shape of the input-mode memory:
///
///     {
///       "format": "org.keyboardd.input-modes",
///       "version": 1,
///       "modes": {
///         "<text input context identifier>": "<input mode name>"
///       }
///     }
///
/// Encoding is by hand so that the bytes are a function of the memory alone:
/// fixed top-level order, `modes` sorted by key, two-space indent, final newline.
enum InputModeStateFormat {
    static let marker = "org.keyboardd.input-modes"
    static let version = 1
    /// Longest key or value, in UTF-8 bytes.
    static let maxFieldBytes = 255
    /// Larger files are not ours (256 entries of 2 × 255 bytes stay far below this).
    static let maxFileBytes = 4 * 1024 * 1024

    /// Why a whole file was refused.
    enum Refusal: Error {
        case notJSON(String)
        case notObject
        case foreign(String)
        case wrongVersion(String)
        case badModes(String)

        var text: String {
            switch self {
            case .notJSON(let detail): "is not valid JSON (truncated or corrupt: \(detail))"
            case .notObject: "is not a JSON object, so not a keyboardd input-mode file"
            case .foreign(let found): "is not a keyboardd input-mode file (format marker \(found), expected \"\(marker)\")"
            case .wrongVersion(let found): "has version \(found), but this keyboardd reads version \(version)"
            case .badModes(let found): "has \"modes\" that is \(found), not an object"
            }
        }
    }

    struct Decoded {
        var modes: [String: String]
        /// One line per rejected entry, in key order.
        var rejected: [String]
    }

    static func fieldProblem(_ text: String, what: String) -> String? {
        if text.isEmpty { return "empty \(what)" }
        let bytes = text.utf8.count
        if bytes > maxFieldBytes { return "\(what) of \(bytes) bytes (at most \(maxFieldBytes))" }
        return nil
    }

    static func decode(_ bytes: [UInt8]) throws(Refusal) -> Decoded {
        let value: StateJSONValue
        do {
            value = try JSONDecoder().decode(StateJSONValue.self, from: Data(bytes))
        } catch {
            throw .notJSON(describe(error))
        }
        guard case .object(let top) = value else { throw .notObject }
        guard case .string(let format)? = top["format"] else {
            throw .foreign(top["format"].map { "\($0.summary)" } ?? "missing")
        }
        guard format == marker else { throw .foreign(JSONValue.quote(format)) }
        guard case .number(let found)? = top["version"], found == Double(version) else {
            throw .wrongVersion(top["version"]?.summary ?? "missing")
        }
        guard let modesValue = top["modes"] else { throw .badModes("missing") }
        guard case .object(let entries) = modesValue else { throw .badModes(modesValue.summary) }

        var decoded = Decoded(modes: [:], rejected: [])
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            if let problem = fieldProblem(key, what: "context identifier") {
                decoded.rejected.append("key \(JSONValue.quote(key, limit: 40)): \(problem)")
                continue
            }
            guard case .string(let mode) = entry else {
                decoded.rejected.append("key \(JSONValue.quote(key, limit: 40)): value is \(entry.summary), not a string")
                continue
            }
            if let problem = fieldProblem(mode, what: "input mode name") {
                decoded.rejected.append("key \(JSONValue.quote(key, limit: 40)): \(problem)")
                continue
            }
            decoded.modes[key] = mode
        }
        return decoded
    }

    static func encode(_ modes: [String: String]) -> [UInt8] {
        var out = "{\n  \"format\": \(JSONValue.quote(marker)),\n  \"version\": \(version),\n  \"modes\": {"
        let keys = modes.keys.sorted()
        for (i, key) in keys.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    \(JSONValue.quote(key)): \(JSONValue.quote(modes[key]!))"
        }
        out += keys.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return Array(out.utf8)
    }

    private static func describe(_ error: any Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return context.underlyingError.map { "\($0)" } ?? context.debugDescription
            default: return "\(decoding)"
            }
        }
        return "\(error)"
    }
}

/// Any JSON value, so that a wrongly typed entry is reported instead of failing the whole file.
enum StateJSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([StateJSONValue])
    case object([String: StateJSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Bool.self) { self = .bool(value); return }
        if let value = try? container.decode(Double.self) { self = .number(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([StateJSONValue].self) { self = .array(value); return }
        self = .object(try container.decode([String: StateJSONValue].self))
    }

    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "the boolean \(value)"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? "the number \(Int(value))" : "the number \(value)"
        case .string(let value): "the string \(JSONValue.quote(value, limit: 40))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
