/// JSON string literals: one quoter for JSONValue's writer (trace lines, `status --json`, the
/// sample clients' lines) and for keyboardd's state file and its problem texts.
extension JSONValue {
    /// `text` as a JSON string literal. Besides what JSON requires (quote, backslash, U+0000 to
    /// U+001F), U+007F and the line separators U+2028 and U+2029 are escaped too, which is still
    /// valid JSON and keeps the literal on one line for any reader. With a `limit`, at most that
    /// many Unicode scalars are kept and "…" stands for the rest (for names in messages).
    public static func quote(_ text: String, limit: Int? = nil) -> String {
        var out = ""
        quote(text, limit: limit, into: &out)
        return out
    }

    /// The same, appended to `out`.
    public static func quote(_ text: String, limit: Int? = nil, into out: inout String) {
        out += "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { out += "…"; break }
            count += 1
            switch scalar {
            case "\"", "\\": out += "\\"; out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
