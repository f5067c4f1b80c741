import ProcessSupport

/// JSON for a person to read (`run --export`): one member per line, indented by two spaces,
/// except small values (a rect, a one-member object of a scalar), which stay on one line.
extension JSONValue {
    var pretty: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out
    }

    /// Written on one line: scalars, arrays of scalars, objects of at most one scalar member.
    private var isSmall: Bool {
        switch self {
        case .array(let items): items.allSatisfy(\.isScalar)
        case .object(let members): members.count <= 1 && members.allSatisfy { $0.value.isScalar || $0.value.isSmallArray }
        default: true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private var isSmallArray: Bool {
        if case .array(let items) = self { return items.allSatisfy(\.isScalar) }
        return false
    }

    /// On one line, with a space after each comma and colon: `{"rect": [0, 479, 375, 333]}`.
    private var spaced: String {
        switch self {
        case .array(let items): "[" + items.map(\.spaced).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { JSONValue.string($0.key).serialized + ": " + $0.value.spaced }.joined(separator: ", ") + "}"
        default: serialized
        }
    }

    private func writePretty(to out: inout String, indent: String) {
        if isSmall {
            out += spaced
            return
        }
        let inner = indent + "  "
        switch self {
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += inner + JSONValue.string(member.key).serialized + ": "
                member.value.writePretty(to: &out, indent: inner)
                out += i < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            out += serialized
        }
    }
}
