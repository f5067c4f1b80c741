import DBus
import KeyboardContract
import Yams

/// A Control1 verb's arguments as a step writes them, for scenario files and conformance logs alike.
extension YAMLReader {
    /// A Control1 verb's arguments: a scalar for one, a list for several, each checked against
    /// the argument's type and, where `Vocabulary.choices` lists them, its names.
    public func controlArguments(_ verb: ControlVerb, _ node: Node) -> [DBusValue]? {
        let values: [Node]
        switch node {
        case .sequence(let sequence): values = Array(sequence)
        case _ where node.null != nil: values = []
        default: values = [node]
        }
        guard values.count == verb.arguments.count else {
            let given = values.count == 1 ? "1 argument" : "\(values.count) arguments"
            problem(node, "\(verb.name) takes \(verb.arguments.count) argument(s), found \(given): `- \(verb.usage)`")
            return nil
        }
        let arguments = zip(verb.arguments, values).map { argument, value -> DBusValue? in
            let what = "\(verb.name)'s \(argument.name)"
            switch argument {
            case .string(_, let valid?): return choice(value, what, valid).map(DBusValue.string)
            case .string(let name, nil) where Vocabulary.emptyAllowed.contains("\(verb.name).\(name)"):
                return string(value, what).map(DBusValue.string)
            case .string: return nonEmptyString(value, what).map(DBusValue.string)
            case .bool: return bool(value, what).map(DBusValue.boolean)
            case .number: return number(value, what).map(DBusValue.double)
            case .count: return count(value, what).map(DBusValue.uint64)
            case .value: return variant(value, what)
            case .rect: return rect(value, what).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]).dbusValue }
            case .options(let name): return options(value, what, known: Vocabulary.options["\(verb.name).\(name)"])
            }
        }
        return arguments.contains { $0 == nil } ? nil : arguments.compactMap { $0 }
    }

    /// An `a{sv}` argument: a mapping of names to scalars. Where `Vocabulary.options` lists the
    /// method's options, each name and value is checked here, with its line; keyboardd checks
    /// them again.
    func options(_ node: Node, _ what: String, known: [String: Vocabulary.Option]?) -> DBusValue? {
        guard let fields = mapping(node, what) else { return nil }
        if let known { checkKeys(fields, allowed: known.keys.sorted(), in: what) }
        var pairs: [(String, DBusValue)] = []
        var failed = false
        for field in fields {
            let name = "\(what) \(field.key)"
            let value: DBusValue?
            switch known?[field.key] {
            case nil where known != nil: continue
            case .choice(let valid)?: value = choice(field.value, name, valid).map(DBusValue.string)
            case .bool?: value = bool(field.value, name).map(DBusValue.boolean)
            case nil: value = variant(field.value, name)?.unwrappedVariant
            }
            guard let value else { failed = true; continue }
            pairs.append((field.key, value))
        }
        return failed || pairs.count != fields.count ? nil : .vardict(pairs)
    }

    /// A variant argument: the scalar as YAML types it (true/false, a number, a string); keyboardd
    /// checks it against what the method takes.
    func variant(_ node: Node, _ what: String) -> DBusValue? {
        guard case .scalar = node else {
            problem(node, "\(what) must be true/false, a number or a string, found \(Self.kind(of: node))")
            return nil
        }
        switch Self.tagName(node) {
        case Tag.Name.bool.rawValue: return bool(node, what).map { .variant(.boolean($0)) }
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return number(node, what).map { .variant(.double($0)) }
        default: return string(node, what).map { .variant(.string($0)) }
        }
    }
}
