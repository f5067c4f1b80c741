import DBus
import KeyboardContract

/// Judges a script's expectations (docs/SCENARIO-SCHEMA.md, "expect"): the notifications an app
/// received, as keyboardd's trace records them, against the file's patterns; a property of
/// keyboardd now; an app's belief or the truth over its window.
struct ExpectationJudge {
    let keyboardd: KeyboarddControl
    let clients: StoryClients
    /// For the truth over a window, as a check measures it.
    let checks: CheckJudge

    /// `records`: the trace since the previous `expect` step, written on `sinceLine` (0: none).
    func evaluate(_ expectation: ScriptExpectation.Kind, line: Int, records: [TraceRecord],
                  sinceLine: Int) throws -> ExpectationResult {
        let since = sinceLine == 0 ? "since the start" : "since line \(sinceLine)"
        switch expectation {
        case .keyboardNotifications(let role, let expected):
            let app = try clients.bundleId(role)
            let found = records.filter { $0.app == app && $0.isKeyboardNotification }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s keyboard notifications \(since)")
        case .events(let role, let expected):
            let app = try clients.bundleId(role)
            let found = records.filter { $0.app == app && ($0.isKeyboardNotification || $0.isLifecycleNotification) }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s notifications \(since)")
        case .editingEvents(let role, let expected):
            let app = try clients.bundleId(role)
            let found = records.filter { $0.app == app && ($0.isKeyboardNotification || $0.isEditingNotification) }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s keyboard and editing notifications \(since)")
        case .lifecycleNotifications(let role, let expected):
            let app = try clients.bundleId(role)
            let found = records.filter { $0.app == app && $0.isLifecycleNotification }
                .map { TraceRecord.shortName($0.event) }
            return ExpectationResult(line: line, subject: "\(role)'s lifecycle notifications \(since)",
                                     passed: found == expected, expected: expected, found: found)
        case .property(let target, let name, let expected):
            let value: DBusValue
            switch target {
            case .server: value = try keyboardd.server.object.propertyValue(name)
            case .keyboard: value = try keyboardd.keyboard.object.propertyValue(name)
            case .app(let role): value = try keyboardd.app(try clients.bundleId(role)).object.propertyValue(name)
            }
            let found = name == "Windows" ? PropertyValue(windows: value) : PropertyValue(value)
            return ExpectationResult(line: line, subject: "\(target).\(name)", passed: found.map { expected.matches($0) } ?? false,
                                     expected: expected.items, found: found?.items ?? ["\(value)"])
        case .belief(let role, let measure, let expected):
            // Durations as written (0.25), positions to a tenth of a point.
            let shown: (Double) -> String = measure == .liftAnimation ? { (v: Double) in String(format: "%g", v) } : { (v: Double) in format(v) }
            let client = try clients.client(role)
            let found: Double
            switch measure {
            case .lift: found = try client.sync()["viewLift"] as? Double ?? 0
            case .trackedHeight: found = try client.sync()["trackedKeyboardHeight"] as? Double ?? 0
            case .truth: found = try checks.expectedLift(try clients.bundleId(role))
            case .liftAnimation: found = try client.sync()["liftAnimation"] as? Double ?? 0
            }
            // Points to half a point; seconds to the millisecond.
            let tolerance = measure == .liftAnimation ? 0.0005 : 0.5
            return ExpectationResult(line: line, subject: "\(role)'s \(measure.rawValue)", passed: abs(found - expected) < tolerance,
                                     expected: [shown(expected)], found: [shown(found)])
        }
    }

    /// Expected against found notifications, item by item.
    private func patterns(_ expected: [NotificationPattern], _ found: [NotificationPattern], line: Int,
                          subject: String) -> ExpectationResult {
        let passed = found.count == expected.count && zip(expected, found).allSatisfy { $0.matches($1) }
        // A found notification that matches its expected one is shown as written in the file, so
        // the diff marks only what differs; any other shows `(not local)` when it was not.
        let shown = found.enumerated().map { i, pattern in
            guard i < expected.count else { return NotificationPattern(pattern.name).shown(pattern) }
            return expected[i].matches(pattern) ? expected[i] : expected[i].shown(pattern)
        }
        return ExpectationResult(line: line, subject: subject, passed: passed,
                                 expected: expected.map(\.description), found: shown.map(\.description))
    }
}
