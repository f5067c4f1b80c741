import Yams

/// Reads a composed YAML tree against the schema, collecting every problem with its line
/// instead of stopping at the first, so one look at the errors fixes the whole file. Public for
/// the other YAML files keyboardctl reads (the conformance logs), so that they report problems alike.
public final class YAMLReader {
    public private(set) var problems: [ScenarioFileProblem] = []
    /// What a file may still say but should not (an old spelling): it loads, and the reader of
    /// the file is told.
    public private(set) var warnings: [ScenarioFileProblem] = []

    public init() {}

    /// One `key: value` of a mapping, with the key's own node for pointing at it.
    public struct Field {
        public let key: String
        public let keyNode: Node
        public let value: Node
    }

    public func problem(_ node: Node?, _ message: String) {
        let mark = node?.mark
        problems.append(ScenarioFileProblem(line: mark?.line ?? 1, column: mark?.column ?? 1, message: message))
    }

    public func warning(_ node: Node?, _ message: String) {
        let mark = node?.mark
        warnings.append(ScenarioFileProblem(line: mark?.line ?? 1, column: mark?.column ?? 1, message: message))
    }

    /// The value of `key`, or of its deprecated spelling `old` with a warning at that key (one
    /// release's grace: `profile` for `era`). Both at once is a problem.
    public func renamed(_ fields: [Field], _ key: String, old: String) -> Node? {
        let new = fields.first { $0.key == key }, previous = fields.first { $0.key == old }
        if let previous {
            if new != nil {
                problem(previous.keyNode, "give '\(key)', not both '\(key)' and '\(old)' (its old name)")
            } else {
                warning(previous.keyNode, "'\(old)' is the old name of '\(key)' and goes in a later release: write '\(key):'")
            }
        }
        return new?.value ?? previous?.value
    }

    // MARK: Shapes

    /// What a node is, in a person's words, for "expected X, found Y".
    public static func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar:
            switch tagName(node) {
            case Tag.Name.null.rawValue: return "nothing (null)"
            case Tag.Name.bool.rawValue: return "true/false"
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return "a number"
            default: return "a string"
            }
        }
    }

    /// The scalar's resolved tag (plain `123` is an int, `"123"` a string); Node's own `tag` resolves it.
    public static func tagName(_ node: Node) -> String { String(describing: node.tag) }

    /// The fields of a mapping whose keys are strings; nil (and a problem) otherwise.
    public func mapping(_ node: Node, _ what: String) -> [Field]? {
        guard case .mapping(let mapping) = node else {
            problem(node, "\(what) must be a mapping (key: value), found \(Self.kind(of: node))")
            return nil
        }
        var fields: [Field] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                problem(key, "a key in \(what) must be a plain name, found \(Self.kind(of: key))")
                continue
            }
            fields.append(Field(key: scalar.string, keyNode: key, value: value))
        }
        return fields
    }

    /// A problem for every key not in `allowed`, with the nearest valid one as a hint.
    public func checkKeys(_ fields: [Field], allowed: [String], in what: String) {
        for field in fields where !allowed.contains(field.key) {
            problem(field.keyNode, "unknown key '\(field.key)' in \(what)\(Suggestion.hint(field.key, allowed)); "
                    + "valid keys: \(allowed.joined(separator: ", "))")
        }
    }

    /// The value of a required key, or a problem at the mapping.
    public func required(_ fields: [Field], _ key: String, in what: String, at node: Node) -> Node? {
        if let field = fields.first(where: { $0.key == key }) { return field.value }
        problem(node, "\(what) is missing '\(key)'")
        return nil
    }

    public func optional(_ fields: [Field], _ key: String) -> Node? {
        fields.first { $0.key == key }?.value
    }

    public func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            problem(node, "\(what) must be a list, found \(Self.kind(of: node))")
            return nil
        }
        return Array(sequence)
    }

    // MARK: Scalars

    /// A string: a scalar YAML reads as a string (quote `"123"` or `"yes"` to make them strings).
    public func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let scalar) = node, Self.tagName(node) == Tag.Name.str.rawValue else {
            problem(node, "\(what) must be a string, found \(Self.kind(of: node))")
            return nil
        }
        return scalar.string
    }

    public func nonEmptyString(_ node: Node, _ what: String) -> String? {
        guard let s = string(node, what) else { return nil }
        guard !s.isEmpty else {
            problem(node, "\(what) must not be empty")
            return nil
        }
        return s
    }

    public func bool(_ node: Node, _ what: String) -> Bool? {
        guard case .scalar = node, Self.tagName(node) == Tag.Name.bool.rawValue, let b = node.bool else {
            problem(node, "\(what) must be true or false, found \(Self.kind(of: node))")
            return nil
        }
        return b
    }

    public func number(_ node: Node, _ what: String) -> Double? {
        guard case .scalar = node,
              [Tag.Name.int.rawValue, Tag.Name.float.rawValue].contains(Self.tagName(node)),
              let d = node.float, d.isFinite else {
            problem(node, "\(what) must be a number, found \(Self.kind(of: node))")
            return nil
        }
        return d
    }

    /// A whole number, 0 or more (a Control1 argument of type `t`).
    public func count(_ node: Node, _ what: String) -> UInt64? {
        guard case .scalar = node, Self.tagName(node) == Tag.Name.int.rawValue, let i = node.int, i >= 0 else {
            problem(node, "\(what) must be a whole number, 0 or more, found \(Self.kind(of: node))")
            return nil
        }
        return UInt64(i)
    }

    /// A whole number of milliseconds, at least 1.
    public func milliseconds(_ node: Node, _ what: String) -> UInt64? {
        guard case .scalar = node, Self.tagName(node) == Tag.Name.int.rawValue,
              let i = node.int else {
            problem(node, "\(what) must be a whole number of milliseconds, found \(Self.kind(of: node))")
            return nil
        }
        guard i >= 1 else {
            problem(node, "\(what) must be at least 1 ms, found \(i)")
            return nil
        }
        return UInt64(i)
    }

    /// A rect written `[x, y, width, height]`.
    public func rect(_ node: Node, _ what: String) -> [Double]? {
        guard let numbers = list(node, what, { number($0, "a coordinate of \(what)") }) else { return nil }
        guard numbers.count == 4 else {
            problem(node, "\(what) is a rect: [x, y, width, height]")
            return nil
        }
        return numbers
    }

    /// A string that must be one of `valid`.
    public func choice(_ node: Node, _ what: String, _ valid: [String]) -> String? {
        guard let s = string(node, what) else { return nil }
        guard valid.contains(s) else {
            problem(node, "unknown \(what) '\(s)'\(Suggestion.hint(s, valid)); valid: \(valid.joined(separator: ", "))")
            return nil
        }
        return s
    }

    /// A list of strings, each read by `item`.
    public func list<T>(_ node: Node, _ what: String, _ item: (Node) -> T?) -> [T]? {
        guard let nodes = sequence(node, what) else { return nil }
        let items = nodes.map(item)
        return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
    }
}

/// "did you mean" for a name that is nearly a valid one.
public enum Suggestion {
    public static func hint(_ name: String, _ valid: [String]) -> String {
        nearest(name, valid).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The valid name closest to `name`, if it is close: a case slip, or a few letters off.
    public static func nearest(_ name: String, _ valid: [String]) -> String? {
        if let same = valid.first(where: { $0.lowercased() == name.lowercased() }) { return same }
        let scored = valid.map { ($0, distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, min(name.count, best.0.count) / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
