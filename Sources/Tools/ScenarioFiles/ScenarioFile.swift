import Foundation
import KeyboardContract
import StrategyMatrix
import Yams

/// Scenario files (docs/SCENARIO-SCHEMA.md, examples/scenarios/*.yaml): a story of the articles
/// as YAML, read into a `ScenarioScript` that `ScenarioRunner.play` runs. Every problem is
/// reported with its line and column; nothing half-valid is returned.
public enum ScenarioFile {
    public static let topLevelKeys = ["scenario", "title", "description", "behaviours", "device", "era", "eras",
                                      "apps", "steps"]
    /// The keys' old spellings, still read for a release with a warning: the era was the profile.
    public static let oldKeys = ["profile": "era", "profiles": "eras"]
    public static let appKeys = ["role", "example", "bundle-id", "launch", "tracker", "fixes"]

    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(ScenarioFileError) -> ScenarioScript {
        var warnings: [ScenarioFileProblem] = []
        return try load(path: path, warnings: &warnings)
    }

    /// Reads and checks the file at `path`; what it may still say but should not (an old key)
    /// goes to `warnings`, in the file's order.
    public static func load(path: String, warnings: inout [ScenarioFileProblem]) throws(ScenarioFileError) -> ScenarioScript {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw ScenarioFileError(kind: .unreadable, source: path,
                                    problems: [ScenarioFileProblem(line: 1, column: 1, message: reason)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioFileError(kind: .invalid, source: path,
                                    problems: [ScenarioFileProblem(line: 1, column: 1, message: "the file is not UTF-8 text")])
        }
        return try parse(text, source: path, warnings: &warnings)
    }

    /// Checks `text` (named `source` in messages) against the schema.
    public static func parse(_ text: String, source: String) throws(ScenarioFileError) -> ScenarioScript {
        var warnings: [ScenarioFileProblem] = []
        return try parse(text, source: source, warnings: &warnings)
    }

    /// `parse`, with the file's warnings (old spellings) in `warnings`.
    public static func parse(_ text: String, source: String,
                             warnings: inout [ScenarioFileProblem]) throws(ScenarioFileError) -> ScenarioScript {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioFileError(kind: .invalid, source: source, problems: [
                    ScenarioFileProblem(line: 1, column: 1, message: "the file is empty: a scenario needs at least "
                                        + "scenario, title, behaviours, device, era, apps and steps")])
            }
            root = node
        } catch let error as ScenarioFileError {
            throw error
        } catch {
            throw ScenarioFileError(kind: .invalid, source: source, problems: [syntaxProblem(error)])
        }
        let reader = YAMLReader()
        let script = ScriptBuilder(reader: reader).script(root)
        let problems = reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        warnings += reader.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard problems.isEmpty, let script else {
            throw ScenarioFileError(kind: .invalid, source: source, problems: problems)
        }
        return script
    }

    /// A YAML syntax error from libyaml, with the place it names.
    public static func syntaxProblem(_ error: any Error) -> ScenarioFileProblem {
        guard let yaml = error as? YamlError else {
            return ScenarioFileProblem(line: 1, column: 1, message: "not YAML: \(error)")
        }
        switch yaml {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let text = ([context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }).joined(separator: " ")
            return ScenarioFileProblem(line: mark.line, column: mark.column, message: "YAML syntax: \(text)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioFileProblem(line: context.mark.line, column: context.mark.column,
                                       message: "the key '\(duplicates.joined(separator: "', '"))' appears twice in one mapping")
        default:
            return ScenarioFileProblem(line: 1, column: 1, message: "not YAML: \(yaml)")
        }
    }
}

/// Builds the script from the tree, section by section; problems go to the reader.
struct ScriptBuilder {
    let reader: YAMLReader

    func script(_ root: Node) -> ScenarioScript? {
        guard let fields = reader.mapping(root, "a scenario file") else { return nil }
        reader.checkKeys(fields.filter { ScenarioFile.oldKeys[$0.key] == nil }, allowed: ScenarioFile.topLevelKeys,
                         in: "the scenario")
        let id = reader.required(fields, "scenario", in: "the scenario", at: root).flatMap { node -> String? in
            guard let id = reader.nonEmptyString(node, "scenario") else { return nil }
            guard id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), id.first?.isLetter == true else {
                reader.problem(node, "scenario must be a short name of lowercase letters, digits and '-', e.g. switch-with-keyboard")
                return nil
            }
            return id
        }
        let title = reader.required(fields, "title", in: "the scenario", at: root).flatMap { reader.nonEmptyString($0, "title") }
        if let description = reader.optional(fields, "description") { _ = reader.string(description, "description") }
        let behaviours = reader.required(fields, "behaviours", in: "the scenario", at: root).flatMap(behaviourIds)
        let device = reader.required(fields, "device", in: "the scenario", at: root)
            .flatMap { reader.choice($0, "device", Vocabulary.devices) }
        let eras = eras(fields, root)
        if let device, let eras, let node = reader.optional(fields, "device") {
            for era in eras {
                if let problem = ModelCatalog.pairingProblem(device: device, era: era) { reader.problem(node, problem) }
            }
        }
        let apps = reader.required(fields, "apps", in: "the scenario", at: root).flatMap(apps)
        let steps = reader.required(fields, "steps", in: "the scenario", at: root).flatMap { node -> [ScriptStep]? in
            guard let apps else { return nil }
            return StepReader(reader: reader, apps: apps).steps(node)
        }
        guard let id, let title, let behaviours, let device, let eras, let apps, let steps else { return nil }
        return ScenarioScript(id: id, title: title, behaviours: behaviours, device: device, profiles: eras,
                              apps: apps, steps: steps)
    }

    func behaviourIds(_ node: Node) -> [String]? {
        guard let ids = reader.list(node, "behaviours", { reader.choice($0, "behaviour id (docs/BEHAVIOURS.md)", Vocabulary.behaviours) })
        else { return nil }
        guard !ids.isEmpty else {
            reader.problem(node, "behaviours must name at least one docs/BEHAVIOURS.md id, e.g. [K3]")
            return nil
        }
        return ids
    }

    /// `era: ios13` or `eras: [ideal, ios13]`, one of them (`profile` and `profiles`, their old
    /// names, with a warning).
    func eras(_ fields: [YAMLReader.Field], _ root: Node) -> [String]? {
        let one = reader.renamed(fields, "era", old: "profile"), many = reader.renamed(fields, "eras", old: "profiles")
        switch (one, many) {
        case (let node?, nil):
            return reader.choice(node, "era", Vocabulary.eras).map { [$0] }
        case (nil, let node?):
            guard let list = reader.list(node, "eras", { reader.choice($0, "era", Vocabulary.eras) }) else { return nil }
            guard !list.isEmpty else {
                reader.problem(node, "eras must name at least one era")
                return nil
            }
            return list
        case (_?, let node?):
            reader.problem(node, "give either era or eras, not both")
            return nil
        case (nil, nil):
            reader.problem(root, "the scenario is missing 'era' (the iOS era its expectations hold on)")
            return nil
        }
    }

    func apps(_ node: Node) -> [ScriptApp]? {
        guard let items = reader.sequence(node, "apps") else { return nil }
        guard !items.isEmpty else {
            reader.problem(node, "apps must list at least one app")
            return nil
        }
        var apps: [ScriptApp] = []
        var failed = false
        for item in items {
            guard let app = app(item) else {
                failed = true
                continue
            }
            if apps.contains(where: { $0.spec.role == app.spec.role }) {
                reader.problem(item, "two apps have the role '\(app.spec.role)'")
                failed = true
            } else if apps.contains(where: { $0.spec.bundleId == app.spec.bundleId }) {
                reader.problem(item, "two apps have the bundle id '\(app.spec.bundleId)'")
                failed = true
            }
            apps.append(app)
        }
        return failed ? nil : apps
    }

    func app(_ node: Node) -> ScriptApp? {
        guard let fields = reader.mapping(node, "an app") else { return nil }
        let what = fields.first { $0.key == "role" }.flatMap { $0.value.string }.map { "app '\($0)'" } ?? "an app"
        reader.checkKeys(fields, allowed: ScenarioFile.appKeys, in: what)
        let role = reader.required(fields, "role", in: what, at: node).flatMap { node -> String? in
            guard let role = reader.nonEmptyString(node, "role") else { return nil }
            guard role.first?.isLetter == true, role.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                reader.problem(node, "role must be a short lowercase name (letters, digits, '-'), e.g. ike")
                return nil
            }
            guard !StepReader.keywords.contains(role), ControlVerb.named(role) == nil else {
                reader.problem(node, "role '\(role)' is a step's keyword; call the app something else")
                return nil
            }
            return role
        }
        let example = reader.required(fields, "example", in: what, at: node)
            .flatMap { reader.choice($0, "example (a sample client in examples/)", Vocabulary.examples.map(\.name)) }
        var bundleId = example.flatMap { name in Vocabulary.examples.first { $0.name == name }?.bundleId }
        if let node = reader.optional(fields, "bundle-id") {
            bundleId = reader.nonEmptyString(node, "bundle-id").flatMap { id -> String? in
                let valid = id.utf8.count <= 255 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
                if !valid { reader.problem(node, "bundle-id must be 1 to 255 of A-Z, a-z, 0-9, '.' and '-'") }
                return valid ? id : nil
            }
        }
        let launch = reader.optional(fields, "launch").map { reader.bool($0, "launch") } ?? true
        let tracker = reader.optional(fields, "tracker").map { reader.choice($0, "tracker", Vocabulary.trackers) }
        let fixes = reader.optional(fields, "fixes").map { node in
            reader.list(node, "fixes") { reader.choice($0, "fix", Vocabulary.fixes) }
        }
        guard let role, let example, let bundleId, let launch else { return nil }
        if case .some(nil) = tracker { return nil }
        if case .some(nil) = fixes { return nil }
        return ScriptApp(spec: AppSpec(role: role, example: example, bundleId: bundleId, launch: launch, judged: tracker != nil),
                         tracker: tracker ?? nil, fixes: fixes ?? nil)
    }
}
