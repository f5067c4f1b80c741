// One rule for writing a string as a double-quoted literal into generated source: the contract's
// Swift and Python files, the model's catalog and the corpus index all quote through it, so a
// title with a quote or a backslash comes out the same in every generated file.

public enum SourceLiteral {
    /// `text` as a double-quoted literal, valid and equal in Swift and in Python.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
