import ScenarioFiles
import Yams

/// Reads `logged`: per role, the notifications the device logged, each with only the values the
/// log shows.
struct LoggedReader {
    let reader: YAMLReader
    let apps: [ConformanceLog.App]
    let observes: [String]?

    var roles: [String] { apps.map(\.role) }

    func logged(_ node: Node) -> [(role: String, notifications: [ConformanceLog.Logged])]? {
        guard let fields = reader.mapping(node, "logged") else { return nil }
        var result: [(role: String, notifications: [ConformanceLog.Logged])] = []
        var failed = false
        for field in fields {
            guard roles.contains(field.key) else {
                reader.problem(field.keyNode, "logged names no app '\(field.key)'\(Suggestion.hint(field.key, roles)); "
                               + "the apps are " + roles.joined(separator: ", "))
                failed = true
                continue
            }
            guard let items = reader.sequence(field.value, "logged.\(field.key)") else {
                failed = true
                continue
            }
            let notifications = items.enumerated().map { notification($1, "logged.\(field.key)[\($0)]") }
            if notifications.contains(where: { $0 == nil }) { failed = true }
            result.append((field.key, notifications.compactMap { $0 }))
        }
        return failed ? nil : result
    }

    func notification(_ node: Node, _ what: String) -> ConformanceLog.Logged? {
        guard let fields = reader.mapping(node, what) else { return nil }
        reader.checkKeys(fields, allowed: ConformanceFormat.names(ConformanceFormat.logged), in: what)
        let before = reader.problems.count
        guard let nameNode = reader.required(fields, "name", in: what, at: node),
              let name = reader.choice(nameNode, "\(what).name", ConformanceLog.notificationNames) else { return nil }
        if let observes, !observes.contains(name) {
            reader.problem(nameNode, "\(what).name: \(name) is not among observes (\(observes.joined(separator: ", "))); "
                           + "a log shows only what its code observed")
        }
        var logged = ConformanceLog.Logged(name: name, line: node.mark?.line ?? 0)
        let value = { (key: String) in reader.optional(fields, key) }
        logged.begin = value("begin").flatMap { reader.rect($0, "\(what).begin") }
        logged.end = value("end").flatMap { reader.rect($0, "\(what).end") }
        logged.bounds = value("bounds").flatMap { reader.rect($0, "\(what).bounds") }
        logged.centerBegin = value("center-begin").flatMap { point($0, "\(what).center-begin") }
        logged.centerEnd = value("center-end").flatMap { point($0, "\(what).center-end") }
        logged.duration = value("duration").flatMap { nonNegative($0, "\(what).duration", unit: "seconds") }
        logged.curve = value("curve").flatMap { node -> Int? in
            reader.count(node, "\(what).curve").map { Int($0) }
        }
        logged.local = value("local").flatMap { reader.bool($0, "\(what).local") }
        logged.keys = value("keys").flatMap { node -> [String]? in
            reader.list(node, "\(what).keys") { key -> String? in
                guard let name = reader.nonEmptyString(key, "a key of \(what).keys") else { return nil }
                guard name.wholeMatch(of: /UIKeyboard[A-Za-z]+/) != nil else {
                    reader.problem(key, "\(what).keys: '\(name)' is not a UIKit userInfo key (UIKeyboard…)")
                    return nil
                }
                return name
            }
        }
        logged.at = value("at").flatMap { nonNegative($0, "\(what).at", unit: "seconds") }
        logged.height = value("height").flatMap { nonNegative($0, "\(what).height", unit: "points") }
        return reader.problems.count == before ? logged : nil
    }

    /// `[x, y]`.
    func point(_ node: Node, _ what: String) -> [Double]? {
        guard let numbers = reader.list(node, what, { reader.number($0, "a coordinate of \(what)") }) else { return nil }
        guard numbers.count == 2 else {
            reader.problem(node, "\(what) is a point: [x, y]")
            return nil
        }
        return numbers
    }

    func nonNegative(_ node: Node, _ what: String, unit: String) -> Double? {
        guard let number = reader.number(node, what) else { return nil }
        guard number >= 0 else {
            reader.problem(node, "\(what) must be 0 or more \(unit), found \(number)")
            return nil
        }
        return number
    }
}
