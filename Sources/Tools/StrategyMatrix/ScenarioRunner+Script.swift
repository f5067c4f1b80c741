import DBus
import KeyboardContract

/// What one expectation of a script found.
public struct ExpectationResult: Sendable {
    /// The line of the file the expectation is written on.
    public let line: Int
    /// What is compared, in words: "ike's keyboard notifications since line 9".
    public let subject: String
    public let passed: Bool
    /// Expected and found, one item per line (a notification list item by item), for a diff.
    public let expected: [String]
    public let found: [String]
    /// The figures behind a check's verdict.
    public let detail: String

    public init(line: Int, subject: String, passed: Bool, expected: [String], found: [String], detail: String = "") {
        self.line = line
        self.subject = subject
        self.passed = passed
        self.expected = expected
        self.found = found
        self.detail = detail
    }
}

/// One play of a script on one profile.
public struct ScriptRun: Sendable {
    public let script: ScenarioScript
    public let profile: String
    public let results: [ExpectationResult]
    /// What each sample client printed, by role.
    public let transcripts: [String: [String]]
    /// The last trace record of the story itself; the records after it are the sample clients
    /// leaving when the run ends.
    public let traceEnd: UInt64

    public var failures: [ExpectationResult] { results.filter { !$0.passed } }
    public var passed: Bool { failures.isEmpty }
}

/// Progress of a script as it plays, for a person watching.
public enum ScriptEvent: Sendable {
    /// Every app has registered; the steps begin.
    case ready
    /// A step other than a check or an expectation was done; `now` is keyboardd's clock after it.
    case step(index: Int, line: Int, description: String, now: UInt64)
    /// A check or an expectation was judged.
    case result(index: Int, ExpectationResult)
}

extension ScenarioRunner {
    /// Plays a script from a reset daemon on `profile`, judging every check and expectation; a
    /// failed one does not stop the story, so one run shows them all. Every app reports its
    /// belief after each step when `reportsBelief` is set.
    public func play(_ script: ScenarioScript, profile: String,
                     progress: (ScriptEvent) -> Void = { _ in }) throws -> ScriptRun {
        try prepare(device: script.device, profile: profile)
        let clients = try startClients(script.apps.map { ($0.spec, $0.arguments) })
        var completed = false
        defer { release(clients, completed: completed) }
        progress(.ready)
        let apps = script.apps.map(\.spec)
        let watchdogs = Set(script.apps.filter { $0.fixes?.contains("watchdog") ?? false }.map(\.spec.role))

        var state = PlayState()
        for (index, scriptStep) in script.steps.enumerated() {
            do {
                try playStep(scriptStep, index: index, state: &state, clients: clients, apps: apps,
                             watchdogs: watchdogs, progress: progress)
            } catch {
                throw ScriptStepError(line: scriptStep.line, step: describe(scriptStep.action), underlying: error)
            }
        }
        let traceEnd = try keyboardd.trace(after: state.window.after).last?.sequence ?? state.window.after
        completed = true
        return ScriptRun(script: script, profile: profile, results: state.results,
                         transcripts: clients.mapValues(\.transcript), traceEnd: traceEnd)
    }

    /// What a play has gathered so far.
    struct PlayState {
        var results: [ExpectationResult] = []
        var checkCount = 0
        /// Notification expectations look at the trace after the previous `expect` step.
        var window = (after: UInt64(0), sinceLine: 0)
    }

    func playStep(_ scriptStep: ScriptStep, index: Int, state: inout PlayState, clients: [String: SampleClientProcess],
                  apps: [AppSpec], watchdogs: Set<String>, progress: (ScriptEvent) -> Void) throws {
        switch scriptStep.action {
        case .step(let step):
            try perform(step, clients: clients, apps: apps, watchdogs: watchdogs)
            if reportsBelief { try report(clients) }
            progress(.step(index: index, line: scriptStep.line, description: describe(step), now: try keyboardd.now()))
        case .check(let check, let expected):
            state.checkCount += 1
            let verdict = try judge(check, number: state.checkCount, clients: clients, apps: apps)
            let result = ExpectationResult(
                line: scriptStep.line, subject: "check " + describe(check), passed: verdict.outcome == expected,
                expected: [expected.rawValue], found: [verdict.outcome.rawValue], detail: verdict.detail)
            state.results.append(result)
            progress(.result(index: index, result))
        case .expect(let expectations):
            let records = try keyboardd.trace(after: state.window.after)
            for expectation in expectations {
                let result = try evaluate(expectation.kind, line: expectation.line, records: records,
                                          sinceLine: state.window.sinceLine, clients: clients, apps: apps)
                state.results.append(result)
                progress(.result(index: index, result))
            }
            state.window = (records.last?.sequence ?? state.window.after, scriptStep.line)
        case .refused(let step, let error):
            let found: String, detail: String
            do {
                try perform(step, clients: clients, apps: apps, watchdogs: watchdogs)
                (found, detail) = ("accepted", "")
            } catch let failure as DBusError {
                (found, detail) = (failure.name.split(separator: ".").last.map(String.init) ?? failure.name, failure.message)
            }
            let result = ExpectationResult(line: scriptStep.line, subject: describe(step) + " refused",
                                           passed: found == error, expected: [error], found: [found], detail: detail)
            state.results.append(result)
            progress(.result(index: index, result))
        }
    }

    func describe(_ action: ScriptStep.Action) -> String {
        switch action {
        case .step(let step): describe(step)
        case .check(let check, _): "check " + describe(check)
        case .expect: "expect"
        case .refused(let step, _): describe(step) + " (refused)"
        }
    }

    func evaluate(_ expectation: ScriptExpectation.Kind, line: Int, records: [TraceRecord], sinceLine: Int,
                  clients: [String: SampleClientProcess], apps: [AppSpec]) throws -> ExpectationResult {
        func bundleId(_ role: String) throws -> String {
            guard let app = apps.first(where: { $0.role == role }) else { throw ScenarioError.unknownRole(role) }
            return app.bundleId
        }
        let since = sinceLine == 0 ? "since the start" : "since line \(sinceLine)"
        switch expectation {
        case .keyboardNotifications(let role, let expected):
            let app = try bundleId(role)
            let found = records.filter { $0.app == app && $0.isKeyboardNotification }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s keyboard notifications \(since)")
        case .events(let role, let expected):
            let app = try bundleId(role)
            let found = records.filter { $0.app == app && ($0.isKeyboardNotification || $0.isLifecycleNotification) }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s notifications \(since)")
        case .editingEvents(let role, let expected):
            let app = try bundleId(role)
            let found = records.filter { $0.app == app && ($0.isKeyboardNotification || $0.isEditingNotification) }
                .map(\.pattern)
            return patterns(expected, found, line: line, subject: "\(role)'s keyboard and editing notifications \(since)")
        case .lifecycleNotifications(let role, let expected):
            let app = try bundleId(role)
            let found = records.filter { $0.app == app && $0.isLifecycleNotification }
                .map { TraceRecord.shortName($0.event) }
            return ExpectationResult(line: line, subject: "\(role)'s lifecycle notifications \(since)",
                                     passed: found == expected, expected: expected, found: found)
        case .property(let target, let name, let expected):
            let value: DBusValue
            switch target {
            case .server: value = try keyboardd.server.object.propertyValue(name)
            case .keyboard: value = try keyboardd.keyboard.object.propertyValue(name)
            case .app(let role): value = try keyboardd.app(try bundleId(role)).object.propertyValue(name)
            }
            let found = name == "Windows" ? PropertyValue(windows: value) : PropertyValue(value)
            return ExpectationResult(line: line, subject: "\(target).\(name)", passed: found.map { expected.matches($0) } ?? false,
                                     expected: expected.items, found: found?.items ?? ["\(value)"])
        case .belief(let role, let measure, let expected):
            guard let client = clients[role] else { throw ScenarioError.unknownRole(role) }
            let found: Double
            switch measure {
            case .lift: found = try client.sync()["viewLift"] as? Double ?? 0
            case .trackedHeight: found = try client.sync()["trackedKeyboardHeight"] as? Double ?? 0
            case .truth: found = try expectedLift(try bundleId(role))
            }
            return ExpectationResult(line: line, subject: "\(role)'s \(measure.rawValue)", passed: abs(found - expected) < 0.5,
                                     expected: [format(expected)], found: [format(found)])
        }
    }
}

extension ScenarioRunner {
    /// Expected against found notifications, item by item.
    func patterns(_ expected: [NotificationPattern], _ found: [NotificationPattern], line: Int,
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

extension PropertyValue {
    /// A property as read from the bus, in the file's terms; nil for a type files cannot name.
    init?(_ value: DBusValue) {
        switch value.unwrappedVariant {
        case .string(let s): self = .string(s)
        case .boolean(let b): self = .bool(b)
        case .double(let d): self = .number(d)
        case .uint64(let t): self = .number(Double(t))
        case .uint32(let u): self = .number(Double(u))
        case .int32(let i): self = .number(Double(i))
        case .int64(let i): self = .number(Double(i))
        case .structure(let fields) where fields.count == 4:
            let numbers = fields.compactMap { field -> Double? in if case .double(let d) = field { d } else { nil } }
            guard numbers.count == 4 else { return nil }
            self = .rect(numbers)
        case .array(_, let items):
            let strings = items.compactMap { item -> String? in if case .string(let s) = item.unwrappedVariant { s } else { nil } }
            guard strings.count == items.count else { return nil }
            self = .strings(strings)
        default: return nil
        }
    }

    /// App1.Windows `a(ssb(dddd))` as the file writes it: `ID KIND`, plus ` hidden`.
    init?(windows value: DBusValue) {
        guard case .array(_, let items) = value.unwrappedVariant else { return nil }
        let windows = items.compactMap { item -> String? in
            guard case .structure(let f) = item, f.count == 4, case .string(let id) = f[0], case .string(let kind) = f[1],
                  case .boolean(let hidden) = f[2] else { return nil }
            return "\(id) \(kind)" + (hidden ? " hidden" : "")
        }
        guard windows.count == items.count else { return nil }
        self = .strings(windows)
    }

    /// One line per item of a list (for the diff), the value itself otherwise.
    var items: [String] {
        if case .strings(let list) = self { return list }
        return [description]
    }

    /// Rects and numbers within half a point, as the checks compare them.
    func matches(_ found: PropertyValue) -> Bool {
        switch (self, found) {
        case (.number(let a), .number(let b)): abs(a - b) < 0.5
        case (.rect(let a), .rect(let b)): a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.5 }
        default: self == found
        }
    }
}

/// A step that could not be done (keyboardd refused a verb, a sample client failed or left):
/// the story cannot go on, so the run stops there.
public struct ScriptStepError: Error, CustomStringConvertible {
    public let line: Int
    public let step: String
    public let underlying: any Error

    public var description: String { "line \(line), \(step): \(underlying)" }
}
