/// One JSON object as a line, written directly for the values a sample client prints (strings,
/// booleans, integers, finite doubles, arrays and dictionaries of them), keys sorted: the same
/// text JSONSerialization writes with `.sortedKeys`, at a fraction of its cost (Foundation
/// bridges every value to NSObject first, and a client prints a line per notification and per
/// round trip). nil for any other value: EventPrinter then leaves it to JSONSerialization.
enum JSONLine {
    static func encode(_ object: [String: Any]) -> String? {
        var out = ""
        return write(object, to: &out) ? out : nil
    }

    private static func write(_ value: Any, to out: inout String) -> Bool {
        switch value {
        case let string as String:
            writeString(string, to: &out)
        case let bool as Bool where type(of: value) == Bool.self:
            out += bool ? "true" : "false"
        case let int as Int where type(of: value) == Int.self:
            out += String(int)
        case let double as Double where type(of: value) == Double.self:
            guard double.isFinite else { return false }
            // JSONSerialization writes whole numbers without a fraction (812, not 812.0).
            out += double == double.rounded() && abs(double) < 1e18 ? String(Int64(double)) : "\(double)"
        case let dictionary as [String: Any]:
            out += "{"
            for (index, key) in dictionary.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                writeString(key, to: &out)
                out += ":"
                guard write(dictionary[key]!, to: &out) else { return false }
            }
            out += "}"
        case let array as [Any]:
            out += "["
            for (index, element) in array.enumerated() {
                if index > 0 { out += "," }
                guard write(element, to: &out) else { return false }
            }
            out += "]"
        default:
            return false
        }
        return true
    }

    /// Escaped as JSONSerialization escapes: quotes, backslashes, slashes and control characters.
    private static func writeString(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
