import DBus
import ScenarioFiles
import Yams

/// Reads `story`: what happened on the device, as steps keyboardd can play (`settle`,
/// `advance: MS`, `record`, `ROLE: focus FIELD`, Control1 methods as scenario files write them),
/// or `unsupported: "what happened"` where it has none.
struct StoryReader {
    let reader: YAMLReader
    let apps: [ConformanceLog.App]

    var roles: [String] { apps.map(\.role) }

    func steps(_ node: Node) -> [ConformanceLog.Step]? {
        guard let items = reader.sequence(node, "story") else { return nil }
        guard !items.isEmpty else {
            reader.problem(node, "story must list at least one step, e.g. `- settle`")
            return nil
        }
        let steps = items.enumerated().map { step($1, "story[\($0)]") }
        guard !steps.contains(where: { $0 == nil }) else { return nil }
        let all = steps.compactMap { $0 }
        let records = all.indices.filter { all[$0].action == .record }
        if records.count > 1 {
            reader.problem(items[records[1]], "story[\(records[1])]: `record` may appear once (the logged part begins there)")
            return nil
        }
        return all
    }

    func step(_ node: Node, _ what: String) -> ConformanceLog.Step? {
        let line = node.mark?.line ?? 0
        if case .scalar = node {
            guard let word = reader.string(node, what) else { return nil }
            return bareStep(word, node, what).map { .init(action: $0, line: line) }
        }
        guard let fields = reader.mapping(node, what) else { return nil }
        guard fields.count == 1, let field = fields.first else {
            reader.problem(node, "\(what): a step is one `key: value` (e.g. `app: focus field`), found "
                           + (fields.isEmpty ? "none" : "keys " + fields.map(\.key).joined(separator: ", ")))
            return nil
        }
        return keyedStep(field, what).map { .init(action: $0, line: line) }
    }

    /// `- settle`, `- record`, `- GoHome`.
    func bareStep(_ word: String, _ node: Node, _ what: String) -> ConformanceLog.Step.Action? {
        switch word {
        case "settle": return .settle
        case "record": return .record
        default: break
        }
        if let verb = ControlVerb.named(word) {
            guard verb.arguments.isEmpty else {
                reader.problem(node, "\(what): \(word) needs its arguments, e.g. `- \(word): …`")
                return nil
            }
            return .control(word, [])
        }
        if roles.contains(word) {
            reader.problem(node, "\(what): an app's step needs its command, e.g. `- \(word): focus field`")
            return nil
        }
        if ConformanceFormat.stepKeywords.contains(word) {
            reader.problem(node, "\(what): \(word) needs a value, e.g. " + (word == "advance" ? "`- advance: 400`" : "`- unsupported: \"what happened\"`"))
            return nil
        }
        unknownStep(word, node, what)
        return nil
    }

    func unknownStep(_ word: String, _ node: Node, _ what: String) {
        let known = ConformanceFormat.stepKeywords + ControlVerb.all.map(\.name) + roles
        reader.problem(node, "\(what): unknown step '\(word)'\(Suggestion.hint(word, known)); a step is one of "
                       + ConformanceFormat.stepKeywords.joined(separator: ", ") + ", a Control1 method ("
                       + ControlVerb.all.map(\.name).joined(separator: ", ") + ") or an app's role ("
                       + roles.joined(separator: ", ") + ") with its command")
    }

    func keyedStep(_ field: YAMLReader.Field, _ what: String) -> ConformanceLog.Step.Action? {
        let value = field.value
        switch field.key {
        case "settle", "record":
            guard value.null != nil else {
                reader.problem(value, "\(what): \(field.key) takes no value: write `- \(field.key)`")
                return nil
            }
            return field.key == "settle" ? .settle : .record
        case "advance":
            return reader.milliseconds(value, "\(what): advance").map { .advance($0) }
        case "unsupported":
            return reader.nonEmptyString(value, "\(what): unsupported").map { .unsupported($0) }
        case let word where ControlVerb.named(word) != nil:
            return control(ControlVerb.named(word)!, value, what)
        case let word where roles.contains(word):
            return command(word, value, what).map { .app(role: word, $0) }
        default:
            unknownStep(field.key, field.keyNode, what)
            return nil
        }
    }

    /// A Control1 method; an app launched or terminated by bundle id must be one of the log's.
    func control(_ verb: ControlVerb, _ node: Node, _ what: String) -> ConformanceLog.Step.Action? {
        let before = reader.problems.count
        guard let arguments = reader.controlArguments(verb, node) else {
            if reader.problems.count == before { reader.problem(node, "\(what): \(verb.name)'s arguments are not valid") }
            return nil
        }
        let bundleIds = apps.map(\.bundleId)
        for (argument, value) in zip(verb.arguments, arguments) where argument.name == "bundle_id" {
            if case .string(let id) = value, !bundleIds.contains(id) {
                reader.problem(node, "\(what): \(verb.name) names no app of the log, '\(id)'\(Suggestion.hint(id, bundleIds)); "
                               + "the apps are " + bundleIds.joined(separator: ", "))
                return nil
            }
        }
        return .control(verb.name, arguments)
    }

    /// `focus FIELD`, `resign`, `reload`, `accessory HEIGHT`, `input-view HEIGHT`.
    func command(_ role: String, _ node: Node, _ what: String) -> ConformanceLog.Step.AppCommand? {
        guard let text = reader.nonEmptyString(node, "\(what): \(role)'s command") else { return nil }
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("focus", 2): return .focus(words[1])
        case ("resign", 1): return .resign
        case ("reload", 1): return .reload
        case ("accessory", 2) where Double(words[1]).map({ $0 >= 0 && $0.isFinite }) == true:
            return .accessory(Double(words[1])!)
        case ("input-view", 2) where Double(words[1]).map({ $0 > 0 && $0.isFinite }) == true:
            return .inputView(Double(words[1])!)
        default:
            let verbs = ConformanceFormat.appCommands.map { String($0.split(separator: " ")[0]) }
            let hint = words.first.map { Suggestion.hint($0, verbs) } ?? ""
            reader.problem(node, "\(what): '\(text)' is not an app command\(hint); an app's commands are "
                           + ConformanceFormat.appCommands.joined(separator: ", "))
            return nil
        }
    }
}
