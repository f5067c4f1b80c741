extension MatchRule {
    /// A rule from its AddMatch text (`description`'s form: `key='value'` pairs separated by
    /// commas, `'\''` for an apostrophe), as an in-process bus reads it. Nil for any key this
    /// type has no field for, a type other than signal, or an unterminated quote.
    public init?(parsing text: String) {
        self.init()
        var index = text.startIndex
        while index < text.endIndex {
            guard let equals = text[index...].firstIndex(of: "=") else { return nil }
            let key = text[index..<equals]
            index = text.index(after: equals)
            var value = ""
            var quoted = false
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                if character == "'" {
                    quoted.toggle()
                } else if character == "\\", !quoted, index < text.endIndex, text[index] == "'" {
                    value.append("'")
                    index = text.index(after: index)
                } else if character == ",", !quoted {
                    break
                } else {
                    value.append(character)
                }
            }
            guard !quoted, set(String(key), value) else { return nil }
        }
    }

    private mutating func set(_ key: String, _ value: String) -> Bool {
        switch key {
        case "type": return value == "signal"
        case "sender": sender = value
        case "path": guard let path = ObjectPath(value) else { return false }; self.path = path
        case "path_namespace": guard let path = ObjectPath(value) else { return false }; pathNamespace = path
        case "interface": interface = value
        case "member": member = value
        case "arg0": arg0 = value
        case "destination": destination = value
        default: return false
        }
        return true
    }
}
