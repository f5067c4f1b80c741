import KeyboardContract
import ScenarioFiles
import Yams

/// Builds a `ConformanceLog` from the YAML tree, section by section; problems go to the reader,
/// each message starting with the field it is about (`source.url`, `apps[0].role`).
struct LogBuilder {
    let reader: YAMLReader
    let expectedId: String?

    static let idPattern = "^[a-z0-9][a-z0-9.-]*$"
    static let rolePattern = "^[a-z][a-z0-9-]*$"

    func log(_ root: Node) -> ConformanceLog? {
        guard let fields = reader.mapping(root, "a conformance log") else { return nil }
        let before = reader.problems.count
        reader.checkKeys(fields, allowed: ConformanceFormat.names(ConformanceFormat.topLevel), in: "the log")
        func required(_ key: String) -> Node? { reader.required(fields, key, in: "the log", at: root) }
        let optional = { (key: String) in reader.optional(fields, key) }

        let id = required("log").flatMap(logId)
        let title = required("title").flatMap { reader.nonEmptyString($0, "title") }
        let source = required("source").flatMap(source)
        let evidence = required("evidence").flatMap { node in
            reader.choice(node, "evidence", ConformanceLog.Evidence.allCases.map(\.rawValue)).flatMap(ConformanceLog.Evidence.init)
        }
        let libraryEvent = libraryEvent(optional("library-event"), evidence: evidence, root: root)
        let reported = required("reported").flatMap(reported)
        let target = required("keyboardd").flatMap(target)
        let settings = optional("settings").flatMap(settings) ?? []
        let inputMode = optional("input-mode").flatMap { reader.nonEmptyString($0, "input-mode") }
        let orientation = optional("orientation").flatMap { reader.choice($0, "orientation", Vocabulary.orientations) }
        let keyboardMode = optional("keyboard-mode").flatMap { reader.choice($0, "keyboard-mode", Vocabulary.keyboardModes) }
        let apps = required("apps").flatMap(apps)
        let responders = optional("responders").flatMap(responders) ?? [:]
        let story = required("story").flatMap { node -> [ConformanceLog.Step]? in
            guard let apps else { return nil }
            return StoryReader(reader: reader, apps: apps).steps(node)
        }
        let observes = optional("observes").flatMap(observes)
        let logged = required("logged").flatMap { node -> [(role: String, notifications: [ConformanceLog.Logged])]? in
            guard let apps else { return nil }
            return LoggedReader(reader: reader, apps: apps, observes: observes).logged(node)
        }
        let ambiguous = optional("ambiguous").flatMap { reader.nonEmptyString($0, "ambiguous") }
        let notes = optional("notes").flatMap { reader.nonEmptyString($0, "notes") }

        // An optional field given but wrong left a problem behind, as does an unknown key.
        guard let id, let title, let source, let evidence, let reported, let target, let apps, let story, let logged,
              reader.problems.count == before else { return nil }
        return ConformanceLog(
            id: id, title: title, source: source, evidence: evidence, libraryEvent: libraryEvent, reported: reported,
            keyboardd: target, settings: settings, inputMode: inputMode, orientation: orientation,
            keyboardMode: keyboardMode, apps: apps, responders: responders, story: story, observes: observes,
            logged: logged, ambiguous: ambiguous, notes: notes)
    }

    func logId(_ node: Node) -> String? {
        guard let id = reader.nonEmptyString(node, "log") else { return nil }
        guard id.wholeMatch(of: try! Regex(Self.idPattern)) != nil else {
            reader.problem(node, "log must be a short name of lowercase letters, digits, '.' and '-', e.g. so-10749311-ipad-undock-menu")
            return nil
        }
        if let expectedId, id != expectedId {
            reader.problem(node, "log '\(id)' must be the file's name without .yaml, '\(expectedId)'")
            return nil
        }
        return id
    }

    /// The mapping of a section with its keys checked; nil (and a problem) when it is not one.
    func section(_ node: Node, _ name: String, _ keys: [ConformanceFormat.Key]) -> [YAMLReader.Field]? {
        guard let fields = reader.mapping(node, name) else { return nil }
        reader.checkKeys(fields, allowed: ConformanceFormat.names(keys), in: name)
        return fields
    }

    func source(_ node: Node) -> ConformanceLog.Source? {
        let before = reader.problems.count
        guard let fields = section(node, "source", ConformanceFormat.source) else { return nil }
        func text(_ key: String) -> String? {
            reader.required(fields, key, in: "source", at: node).flatMap { reader.nonEmptyString($0, "source.\(key)") }
        }
        let url = text("url").flatMap { url -> String? in
            guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
                reader.problem(reader.optional(fields, "url"), "source.url must be an http:// or https:// address, found '\(url)'")
                return nil
            }
            return url
        }
        let project = text("project"), ref = text("ref"), quote = text("quote")
        let date = reader.optional(fields, "date").flatMap(date)
        let author = reader.optional(fields, "author").flatMap { reader.nonEmptyString($0, "source.author") }
        guard let url, let project, let ref, let quote, reader.problems.count == before else { return nil }
        return .init(url: url, project: project, ref: ref, date: date, author: author, quote: quote)
    }

    /// YYYY-MM-DD; YAML reads an unquoted date as a timestamp, so the scalar's text is taken as written.
    func date(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, scalar.string.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil else {
            reader.problem(node, "source.date must be a date written YYYY-MM-DD")
            return nil
        }
        return scalar.string
    }

    /// `library-event` goes with `evidence: library-event`, and only with it.
    func libraryEvent(_ node: Node?, evidence: ConformanceLog.Evidence?, root: Node) -> String? {
        switch (node, evidence) {
        case (nil, .libraryEvent):
            reader.problem(root, "the log is missing 'library-event' (the library's event, as evidence is library-event)")
            return nil
        case (let node?, let evidence?) where evidence != .libraryEvent:
            reader.problem(node, "library-event is only for evidence: library-event (evidence is \(evidence.rawValue))")
            return nil
        case (let node?, _):
            return reader.nonEmptyString(node, "library-event")
        case (nil, _):
            return nil
        }
    }

    func reported(_ node: Node) -> ConformanceLog.Reported? {
        let before = reader.problems.count
        guard let fields = section(node, "reported", ConformanceFormat.reported) else { return nil }
        let device = reader.required(fields, "device", in: "reported", at: node).flatMap { reader.nonEmptyString($0, "reported.device") }
        let ios = reader.required(fields, "ios", in: "reported", at: node).flatMap { node -> String? in
            if case .scalar = node, YAMLReader.tagName(node) != Tag.Name.str.rawValue {
                reader.problem(node, "reported.ios must be a string: quote a version, e.g. \"7.1\"")
                return nil
            }
            return reader.nonEmptyString(node, "reported.ios")
        }
        let simulator = reader.optional(fields, "simulator").flatMap { reader.bool($0, "reported.simulator") }
        guard let device, let ios, reader.problems.count == before else { return nil }
        return .init(device: device, ios: ios, simulator: simulator)
    }

    func target(_ node: Node) -> ConformanceLog.Target? {
        // `profile`, the era's old name, is read for a release with a warning.
        guard let fields = reader.mapping(node, "keyboardd") else { return nil }
        reader.checkKeys(fields.filter { $0.key != "profile" }, allowed: ConformanceFormat.names(ConformanceFormat.keyboardd),
                         in: "keyboardd")
        func name(_ key: String) -> String? {
            let value = key == "era" ? reader.renamed(fields, "era", old: "profile") : reader.optional(fields, key)
            if value == nil { reader.problem(node, "keyboardd is missing '\(key)'") }
            return value.flatMap { value -> String? in
                guard let name = reader.nonEmptyString(value, "keyboardd.\(key)") else { return nil }
                guard name.wholeMatch(of: try! Regex(Self.idPattern)) != nil else {
                    reader.problem(value, "keyboardd.\(key) must be a keyboardd name such as "
                                   + (key == "device" ? "iphone-6 or ipad-9.7" : "ios8 or ios26.0") + ", found '\(name)'")
                    return nil
                }
                return name
            }
        }
        let device = name("device"), profile = name("era")
        let why = reader.required(fields, "why", in: "keyboardd", at: node).flatMap { reader.nonEmptyString($0, "keyboardd.why") }
        guard let device, let profile, let why else { return nil }
        return .init(device: device, profile: profile, why: why)
    }

    func settings(_ node: Node) -> [(name: String, value: Bool)]? {
        guard let fields = section(node, "settings", ConformanceLog.settingNames.map { .init($0, "") }) else { return nil }
        let values = fields.filter { ConformanceLog.settingNames.contains($0.key) }
            .map { field in reader.bool(field.value, "settings.\(field.key)").map { (name: field.key, value: $0) } }
        return values.contains { $0 == nil } || values.count != fields.count ? nil : values.compactMap { $0 }
    }

    func apps(_ node: Node) -> [ConformanceLog.App]? {
        guard let items = reader.sequence(node, "apps") else { return nil }
        guard !items.isEmpty else {
            reader.problem(node, "apps must list at least one app, e.g. `- role: app`")
            return nil
        }
        var apps: [ConformanceLog.App] = []
        var failed = false
        for (index, item) in items.enumerated() {
            guard let app = app(item, "apps[\(index)]") else {
                failed = true
                continue
            }
            if apps.contains(where: { $0.role == app.role }) {
                reader.problem(item, "apps[\(index)]: two apps have the role '\(app.role)'")
                failed = true
            } else if apps.contains(where: { $0.bundleId == app.bundleId }) {
                reader.problem(item, "apps[\(index)]: two apps have the bundle id '\(app.bundleId)'")
                failed = true
            }
            apps.append(app)
        }
        return failed ? nil : apps
    }

    func app(_ node: Node, _ what: String) -> ConformanceLog.App? {
        guard let fields = section(node, what, ConformanceFormat.app) else { return nil }
        let role = reader.required(fields, "role", in: what, at: node).flatMap { value -> String? in
            guard let role = reader.nonEmptyString(value, "\(what).role") else { return nil }
            guard role.wholeMatch(of: try! Regex(Self.rolePattern)) != nil else {
                reader.problem(value, "\(what).role must be a short lowercase name (letters, digits, '-'), e.g. app")
                return nil
            }
            guard !ConformanceFormat.stepKeywords.contains(role), ControlVerb.named(role) == nil else {
                reader.problem(value, "\(what).role '\(role)' is a step's keyword; call the app something else")
                return nil
            }
            return role
        }
        var bundleId = role.map { "com.example.\($0)" }
        if let value = reader.optional(fields, "bundle-id") {
            bundleId = reader.nonEmptyString(value, "\(what).bundle-id").flatMap { id -> String? in
                guard id.utf8.count <= 255, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else {
                    reader.problem(value, "\(what).bundle-id must be 1 to 255 of A-Z, a-z, 0-9, '.' and '-'")
                    return nil
                }
                return id
            }
        }
        guard let role, let bundleId else { return nil }
        return .init(role: role, bundleId: bundleId, line: node.mark?.line ?? 0)
    }

    func responders(_ node: Node) -> [String: ConformanceLog.Responder]? {
        guard let fields = reader.mapping(node, "responders") else { return nil }
        var responders: [String: ConformanceLog.Responder] = [:]
        var failed = false
        for field in fields {
            if let responder = responder(field.value, "responders.\(field.key)") {
                responders[field.key] = responder
            } else {
                failed = true
            }
        }
        return failed ? nil : responders
    }

    func responder(_ node: Node, _ what: String) -> ConformanceLog.Responder? {
        let before = reader.problems.count
        guard let fields = section(node, what, ConformanceFormat.responder) else { return nil }
        let value = { (key: String) in reader.optional(fields, key) }
        let kind = value("kind").flatMap { reader.choice($0, "\(what).kind", App1.ResponderKind.rawValues) }
        let secure = value("secure").flatMap { reader.bool($0, "\(what).secure") }
        let contentType = value("content-type").flatMap { reader.nonEmptyString($0, "\(what).content-type") }
        let accessory = value("accessory-height").flatMap { node -> Double? in
            guard let height = reader.number(node, "\(what).accessory-height") else { return nil }
            guard height >= 0 else {
                reader.problem(node, "\(what).accessory-height must be 0 or more points, found \(height)")
                return nil
            }
            return height
        }
        let keyboardType = value("keyboard-type").flatMap { reader.nonEmptyString($0, "\(what).keyboard-type") }
        let autocorrection = value("autocorrection").flatMap {
            reader.choice($0, "\(what).autocorrection", App1.AutocorrectionType.rawValues)
        }
        // An optional value given but wrong left a problem behind.
        guard reader.problems.count == before else { return nil }
        return .init(kind: kind, secure: secure, contentType: contentType, accessoryHeight: accessory, keyboardType: keyboardType,
                     autocorrection: autocorrection)
    }

    func observes(_ node: Node) -> [String]? {
        reader.list(node, "observes") { reader.choice($0, "observes' notification", ConformanceLog.notificationNames) }
    }
}
