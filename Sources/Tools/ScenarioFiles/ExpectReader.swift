import StrategyMatrix
import Yams

/// Reads an `expect` step: notification sequences per app, properties, and belief beside truth.
struct ExpectReader {
    let reader: YAMLReader
    let apps: [ScriptApp]

    static let keys = ["notifications", "lifecycle", "events", "editing", "properties", "belief"]

    var roles: [String] { apps.map(\.spec.role) }

    func expectations(_ node: Node) -> [ScriptExpectation]? {
        guard let fields = reader.mapping(node, "expect") else { return nil }
        guard !fields.isEmpty else {
            reader.problem(node, "expect needs at least one of " + Self.keys.joined(separator: ", "))
            return nil
        }
        reader.checkKeys(fields, allowed: Self.keys, in: "expect")
        var expectations: [ScriptExpectation] = []
        var failed = false
        for field in fields where Self.keys.contains(field.key) {
            let read: [ScriptExpectation]? = switch field.key {
            case "notifications": perApp(field.value, "notifications", keyboardNotifications)
            case "lifecycle": perApp(field.value, "lifecycle", lifecycleNotifications)
            case "events": perApp(field.value, "events", events)
            case "editing": perApp(field.value, "editing", editing)
            case "properties": properties(field.value)
            default: perApp(field.value, "belief", belief)
            }
            if let read { expectations += read } else { failed = true }
        }
        return failed ? nil : expectations
    }

    /// `{ROLE: …}` with each value read by `item`.
    func perApp(_ node: Node, _ what: String, _ item: (String, Node, Int) -> [ScriptExpectation]?) -> [ScriptExpectation]? {
        guard let fields = reader.mapping(node, what) else { return nil }
        var expectations: [ScriptExpectation] = []
        var failed = false
        for field in fields {
            guard roles.contains(field.key) else {
                reader.problem(field.keyNode, "\(what) names no app '\(field.key)'\(Suggestion.hint(field.key, roles)); "
                               + "the apps are " + roles.joined(separator: ", "))
                failed = true
                continue
            }
            if let read = item(field.key, field.value, field.keyNode.mark?.line ?? 0) { expectations += read } else { failed = true }
        }
        return failed ? nil : expectations
    }

    /// `[WillChangeFrame, WillShow (not local), …]`.
    func keyboardNotifications(_ role: String, _ node: Node, _ line: Int) -> [ScriptExpectation]? {
        reader.list(node, "\(role)'s notifications") { pattern($0, lifecycle: false) }
            .map { [ScriptExpectation(.keyboardNotifications(role: role, $0), line: line)] }
    }

    /// `[WillChangeFrame, WillHide, WillResignActive, …]`: both kinds, in delivery order.
    func events(_ role: String, _ node: Node, _ line: Int) -> [ScriptExpectation]? {
        reader.list(node, "\(role)'s events") { pattern($0, lifecycle: true) }
            .map { [ScriptExpectation(.events(role: role, $0), line: line)] }
    }

    /// `[UITextFieldTextDidBeginEditing, WillChangeFrame, WillShow, …]`: keyboard notifications and
    /// the responder's editing notifications, in delivery order (N13).
    func editing(_ role: String, _ node: Node, _ line: Int) -> [ScriptExpectation]? {
        reader.list(node, "\(role)'s editing") { pattern($0, others: NotificationPattern.editingNames) }
            .map { [ScriptExpectation(.editingEvents(role: role, $0), line: line)] }
    }

    /// A keyboard notification's short name, with `(local)` or `(not local)` when it matters;
    /// with `lifecycle`, a lifecycle notification's short name as well.
    func pattern(_ item: Node, lifecycle: Bool) -> NotificationPattern? {
        pattern(item, others: lifecycle ? NotificationPattern.lifecycleNames : [])
    }

    /// A keyboard notification as above, or one of `others` by its short name.
    func pattern(_ item: Node, others: [String]) -> NotificationPattern? {
        let lifecycle = !others.isEmpty
        if case .mapping = item { return detailedPattern(item) }
        guard let text = reader.string(item, "a notification") else { return nil }
        if others.contains(text) { return NotificationPattern(text) }
        var name = Substring(text), isLocal: Bool?
        for (suffix, local) in [(" (not local)", false), (" (local)", true)] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            isLocal = local
        }
        let keyboard = NotificationPattern.keyboardNames
        guard keyboard.contains(String(name)) else {
            let valid = keyboard + others
            reader.problem(item, "unknown \(lifecycle ? "" : "keyboard ")notification '\(text)'"
                           + "\(Suggestion.hint(String(name), valid)); valid: " + valid.joined(separator: ", ")
                           + "; a keyboard notification may be followed by (local) or (not local)")
            return nil
        }
        return NotificationPattern(String(name), isLocal: isLocal)
    }

    static let patternKeys = ["name", "local", "begin", "end", "center-begin", "center-end", "bounds"]

    /// `{name: WillChangeFrame, local: true, begin: [0, 852, 393, 336], end: [0, 0, 0, 0]}`: a
    /// keyboard notification with its IsLocal (`absent`: no such key, iOS 8), FrameBegin (N1) and
    /// FrameEnd (K11's zero rect, M1's growing heights), and UIKit's centers and bounds (C14).
    func detailedPattern(_ item: Node) -> NotificationPattern? {
        guard let fields = reader.mapping(item, "a notification") else { return nil }
        reader.checkKeys(fields, allowed: Self.patternKeys, in: "a notification")
        let name = reader.required(fields, "name", in: "a notification", at: item)
            .flatMap { reader.choice($0, "keyboard notification", NotificationPattern.keyboardNames) }
        let localNode = reader.optional(fields, "local")
        let absent = localNode.map { $0.scalar?.string == "absent" } ?? false
        let local = absent ? nil : localNode.map { reader.bool($0, "local (true, false or absent)") }
        func numbers(_ key: String, _ count: Int, _ shape: String) -> [Double]?? {
            reader.optional(fields, key).map { node -> [Double]? in
                guard let numbers = reader.list(node, key, { reader.number($0, "a coordinate of \(key)") }) else { return nil }
                guard numbers.count == count else {
                    reader.problem(node, "\(key) is \(shape)")
                    return nil
                }
                return numbers
            }
        }
        let begin = numbers("begin", 4, "a rect: [x, y, width, height]")
        let end = numbers("end", 4, "a rect: [x, y, width, height]")
        let centerBegin = numbers("center-begin", 2, "a point: [x, y]")
        let centerEnd = numbers("center-end", 2, "a point: [x, y]")
        let bounds = numbers("bounds", 4, "a rect: [0, 0, width, height]")
        guard let name, local != .some(nil), begin != .some(nil), end != .some(nil), centerBegin != .some(nil),
              centerEnd != .some(nil), bounds != .some(nil) else { return nil }
        return NotificationPattern(name, isLocal: local ?? nil, hasIsLocalKey: absent ? false : nil,
                                   frameBegin: begin ?? nil, frameEnd: end ?? nil, centerBegin: centerBegin ?? nil,
                                   centerEnd: centerEnd ?? nil, bounds: bounds ?? nil)
    }

    /// `[WillResignActive, DidEnterBackground]`.
    func lifecycleNotifications(_ role: String, _ node: Node, _ line: Int) -> [ScriptExpectation]? {
        reader.list(node, "\(role)'s lifecycle") { item in
            reader.choice(item, "lifecycle notification", NotificationPattern.lifecycleNames)
        }.map { [ScriptExpectation(.lifecycleNotifications(role: role, $0), line: line)] }
    }

    /// `{lift: 333, truth: 0}`.
    func belief(_ role: String, _ node: Node, _: Int) -> [ScriptExpectation]? {
        guard let fields = reader.mapping(node, "\(role)'s belief") else { return nil }
        let measures = BeliefMeasure.allCases.map(\.rawValue)
        reader.checkKeys(fields, allowed: measures, in: "\(role)'s belief")
        let read = fields.filter { measures.contains($0.key) }.map { field -> ScriptExpectation? in
            reader.number(field.value, "\(role)'s \(field.key)").map {
                ScriptExpectation(.belief(role: role, BeliefMeasure(rawValue: field.key)!, $0), line: field.keyNode.mark?.line ?? 0)
            }
        }
        return read.contains { $0 == nil } ? nil : read.compactMap { $0 }
    }

    /// `{server: {KeyboardOwner: …}, keyboard: {Visible: …}, ROLE: {State: …}}`.
    func properties(_ node: Node) -> [ScriptExpectation]? {
        guard let fields = reader.mapping(node, "properties") else { return nil }
        let owners = ["server", "keyboard"] + roles
        var expectations: [ScriptExpectation] = []
        var failed = false
        for field in fields {
            let target: PropertyTarget
            switch field.key {
            case "server": target = .server
            case "keyboard": target = .keyboard
            case let role where roles.contains(role): target = .app(role)
            default:
                reader.problem(field.keyNode, "properties of '\(field.key)'\(Suggestion.hint(field.key, owners)): "
                               + "name server, keyboard or an app (" + roles.joined(separator: ", ") + ")")
                failed = true
                continue
            }
            guard let values = reader.mapping(field.value, "\(target)'s properties") else {
                failed = true
                continue
            }
            let known = KnownProperty.all(for: target)
            for value in values {
                guard let property = known.first(where: { $0.name == value.key }) else {
                    reader.problem(value.keyNode, "\(target) has no property '\(value.key)'"
                                   + Suggestion.hint(value.key, known.map(\.name)) + "; its properties: "
                                   + known.map(\.name).joined(separator: ", "))
                    failed = true
                    continue
                }
                guard let expected = propertyValue(value.value, property, "\(target).\(property.name)") else {
                    failed = true
                    continue
                }
                expectations.append(ScriptExpectation(.property(target, name: property.name, expected),
                                                      line: value.keyNode.mark?.line ?? 0))
            }
        }
        return failed ? nil : expectations
    }

    func propertyValue(_ node: Node, _ property: KnownProperty, _ what: String) -> PropertyValue? {
        switch property.kind {
        case .string:
            // An empty string (no owner, no responder) is written "".
            if let valid = property.values { return reader.choice(node, what, valid).map(PropertyValue.string) }
            return reader.string(node, what).map(PropertyValue.string)
        case .bool:
            return reader.bool(node, what).map(PropertyValue.bool)
        case .number:
            return reader.number(node, what).map(PropertyValue.number)
        case .rect:
            return reader.rect(node, what).map(PropertyValue.rect)
        case .strings:
            return reader.list(node, what) { reader.string($0, "an item of \(what)") }.map(PropertyValue.strings)
        case .windows:
            return reader.list(node, what) { item -> String? in
                guard let text = reader.string(item, "a window of \(what)") else { return nil }
                let words = text.split(separator: " ")
                guard (2...3).contains(words.count), words.count == 2 || words[2] == "hidden" else {
                    reader.problem(item, "a window is written `ID KIND` or `ID KIND hidden`, e.g. `keyboard-1 keyboard hidden`")
                    return nil
                }
                return words.joined(separator: " ")
            }.map(PropertyValue.strings)
        }
    }
}
