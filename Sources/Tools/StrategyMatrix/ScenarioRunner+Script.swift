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
        let clients = try launcher.start(script.apps.map { ($0.spec, $0.arguments) })
        var completed = false
        defer { launcher.release(clients, completed: completed) }
        progress(.ready)
        let watchdogs = Set(script.apps.filter { $0.fixes?.contains("watchdog") ?? false }.map(\.spec.role))
        let checks = CheckJudge(keyboardd: keyboardd, clients: clients)
        var play = ScriptPlay(steps: StepPerformer(keyboardd: keyboardd, clients: clients, watchdogs: watchdogs),
                              checks: checks,
                              expectations: ExpectationJudge(keyboardd: keyboardd, clients: clients, checks: checks),
                              reportsBelief: reportsBelief)
        for (index, scriptStep) in script.steps.enumerated() {
            do {
                try play.play(scriptStep, index: index, progress: progress)
            } catch {
                throw ScriptStepError(line: scriptStep.line, step: scriptStep.action.text, underlying: error)
            }
        }
        let traceEnd = try keyboardd.trace(after: play.window.after).last?.sequence ?? play.window.after
        completed = true
        return ScriptRun(script: script, profile: profile, results: play.results,
                         transcripts: clients.transcripts, traceEnd: traceEnd)
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
