import DBus
import KeyboardContract
import StrategyMatrix
import Yams

/// Reads the `steps` list: what the person and the apps do, the checks and the expectations.
struct StepReader {
    let reader: YAMLReader
    let apps: [ScriptApp]

    /// The step keywords, besides Control1 verbs and the apps' roles.
    static let keywords = ["settle", "advance", "advance-until-active", "watchdog", "check", "expect"]
    static let checkKeys = ["check", "app", "y", "outcome"]
    /// The strategy matrix's checks by their file names.
    static let checks = ["view-follows-keyboard", "view-on-screen", "field-above-keyboard", "keyboard-window-follows-pan",
                         "snapshot-without-hole"]

    var roles: [String] { apps.map(\.spec.role) }

    func steps(_ node: Node) -> [ScriptStep]? {
        guard let items = reader.sequence(node, "steps") else { return nil }
        guard !items.isEmpty else {
            reader.problem(node, "steps must list at least one step")
            return nil
        }
        let steps = items.map(step)
        return steps.contains { $0 == nil } ? nil : steps.compactMap { $0 }
    }

    func step(_ node: Node) -> ScriptStep? {
        let line = node.mark?.line ?? 0
        if case .scalar = node {
            guard let word = reader.string(node, "a step") else { return nil }
            return bareStep(word, node).map { ScriptStep($0, line: line) }
        }
        guard let fields = reader.mapping(node, "a step") else { return nil }
        if fields.contains(where: { $0.key == "check" }) {
            return check(fields, node).map { ScriptStep($0, line: line) }
        }
        if let refusal = fields.first(where: { $0.key == "refused" }) {
            return refused(fields, refusal, node).map { ScriptStep($0, line: line) }
        }
        guard fields.count == 1, let field = fields.first else {
            reader.problem(node, "a step is one `key: value` (e.g. `advance: 400`), found "
                           + (fields.isEmpty ? "none" : "keys " + fields.map(\.key).joined(separator: ", ")))
            return nil
        }
        return keyedStep(field).map { ScriptStep($0, line: line) }
    }

    /// The errors a `refused:` step may name: the contract's, by their last component.
    static let errorNames = ["InvalidArgs"] + KeyboarddErrorName.allCases.map { String($0.rawValue.split(separator: ".").last!) }

    /// `- SetSplitView: [...]` with `refused: NotSupported`: a Control1 verb keyboardd must refuse.
    func refused(_ fields: [YAMLReader.Field], _ refusal: YAMLReader.Field, _ node: Node) -> ScriptStep.Action? {
        let error = reader.choice(refusal.value, "refused error", Self.errorNames)
        let others = fields.filter { $0.key != "refused" }
        guard others.count == 1, let field = others.first, ControlVerb.named(field.key) != nil else {
            reader.problem(node, "refused goes with one Control1 verb, e.g. `- SetSplitView: [a, b, 0.5]` and "
                           + "`refused: NotSupported` on the next line")
            return nil
        }
        guard let error, case .step(let step)? = keyedStep(field) else { return nil }
        return .refused(step, error: error)
    }

    /// `- settle`, `- GoHome`: a step without a value.
    func bareStep(_ word: String, _ node: Node) -> ScriptStep.Action? {
        if word == "settle" { return .step(.settle) }
        if let verb = ControlVerb.named(word) {
            guard verb.arguments.isEmpty else {
                reader.problem(node, "\(word) needs its arguments: `- \(verb.usage)`")
                return nil
            }
            return .step(.control(word, []))
        }
        if roles.contains(word) {
            reader.problem(node, "an app's step needs its command, e.g. `- \(word): focus`")
            return nil
        }
        if Self.keywords.contains(word) {
            reader.problem(node, "\(word) needs a value, e.g. " + (Self.examples[word] ?? "`- \(word): …`"))
            return nil
        }
        unknownStep(word, node)
        return nil
    }

    static let examples = [
        "advance": "`- advance: 400`", "advance-until-active": "`- advance-until-active: notes`",
        "watchdog": "`- watchdog: ike`", "check": "`- check: view-follows-keyboard`", "expect": "`- expect: {properties: …}`",
    ]

    func unknownStep(_ word: String, _ node: Node) {
        let known = Self.keywords + ControlVerb.all.map(\.name) + roles
        reader.problem(node, "unknown step '\(word)'\(Suggestion.hint(word, known)); a step is one of "
                       + Self.keywords.joined(separator: ", ") + ", a Control1 verb ("
                       + ControlVerb.all.map(\.name).joined(separator: ", ") + ") or an app's role ("
                       + roles.joined(separator: ", ") + ") with its command")
    }

    func keyedStep(_ field: YAMLReader.Field) -> ScriptStep.Action? {
        let value = field.value
        switch field.key {
        case "settle":
            guard value.null != nil else {
                reader.problem(value, "settle takes no value: write `- settle`")
                return nil
            }
            return .step(.settle)
        case "advance":
            return reader.milliseconds(value, "advance").map { .step(.advance($0)) }
        case "advance-until-active":
            return role(value, "advance-until-active").map { .step(.advanceUntilActive($0)) }
        case "watchdog":
            return role(value, "watchdog").map { .step(.watchdog($0)) }
        case "expect":
            return ExpectReader(reader: reader, apps: apps).expectations(value).map { .expect($0) }
        case let word where ControlVerb.named(word) != nil:
            return control(ControlVerb.named(word)!, value).map { .step(.control(word, $0)) }
        case let word where roles.contains(word):
            return command(word, value).map { .step(.app(word, $0)) }
        default:
            unknownStep(field.key, field.keyNode)
            return nil
        }
    }

    /// The name of one of the file's apps.
    func role(_ node: Node, _ what: String) -> String? {
        guard let name = reader.string(node, what) else { return nil }
        guard roles.contains(name) else {
            reader.problem(node, "\(what) names no app '\(name)'\(Suggestion.hint(name, roles)); the apps are "
                           + roles.joined(separator: ", "))
            return nil
        }
        return name
    }

    /// A Control1 verb's arguments: a scalar for one, a list for several (YAMLReader+Control).
    func control(_ verb: ControlVerb, _ node: Node) -> [DBusValue]? {
        reader.controlArguments(verb, node)
    }

    /// An app's stdin command, checked against the commands its sample client has.
    func command(_ role: String, _ node: Node) -> String? {
        guard let text = reader.nonEmptyString(node, "\(role)'s command") else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let example = apps.first { $0.spec.role == role }!.spec.example
        let available = ExampleCommand.available(to: example)
        guard let verb = words.first, let command = available.first(where: { $0.verb == verb }) else {
            let verb = words.first ?? ""
            reader.problem(node, "\(example) has no command '\(verb)'\(Suggestion.hint(verb, available.map(\.verb))); "
                           + "its commands: " + available.map(\.usage).joined(separator: ", "))
            return nil
        }
        let arguments = words.dropFirst()
        let fits = switch command.argument {
        case .none: arguments.isEmpty
        case .optionalWord: arguments.count <= 1
        case .word: arguments.count == 1
        case .number: arguments.count == 1 && Double(arguments.first!) != nil
        }
        guard fits else {
            reader.problem(node, "'\(text)' does not fit `\(command.usage)`")
            return nil
        }
        return words.joined(separator: " ")
    }

    /// `- check: NAME`, `app: ROLE`, `outcome: OUTCOME` (and `y:` for the pan).
    func check(_ fields: [YAMLReader.Field], _ node: Node) -> ScriptStep.Action? {
        reader.checkKeys(fields, allowed: Self.checkKeys, in: "a check")
        let name = reader.required(fields, "check", in: "a check", at: node).flatMap { reader.choice($0, "check", Self.checks) }
        let app = reader.required(fields, "app", in: "a check", at: node).flatMap { role($0, "the check's app") }
        let outcome = reader.required(fields, "outcome", in: "a check", at: node).flatMap { node -> Outcome? in
            reader.choice(node, "outcome", Outcome.allCases.map(\.rawValue)).flatMap(Outcome.init(rawValue:))
        }
        let yNode = reader.optional(fields, "y")
        var y: Double?
        if name == "keyboard-window-follows-pan" {
            guard let yNode else {
                reader.problem(node, "keyboard-window-follows-pan needs `y:` (where the pan put the keyboard's top)")
                return nil
            }
            y = reader.number(yNode, "y")
        } else if let yNode, name != nil {
            reader.problem(yNode, "only keyboard-window-follows-pan takes `y:`")
            return nil
        }
        guard let name, let role = app, let outcome else { return nil }
        let check: Check
        switch name {
        case "view-follows-keyboard": check = .viewFollowsKeyboard(role)
        case "view-on-screen": check = .viewOnScreen(role)
        case "field-above-keyboard": check = .fieldAboveKeyboard(role)
        case "keyboard-window-follows-pan":
            guard let y else { return nil }
            check = .keyboardWindowFollowsPan(role, y: y)
        default: check = .snapshotWithoutHole(role)
        }
        return .check(check, expected: outcome)
    }
}
