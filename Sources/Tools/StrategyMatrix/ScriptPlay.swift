import DBus

/// One play of a scenario file's steps, in order: does each step (StepPerformer), judges each
/// check (CheckJudge) and expectation (ExpectationJudge) and a `refused:` step's error, and
/// gathers the results. A failed expectation does not stop the play; a step that cannot be done
/// throws.
struct ScriptPlay {
    let steps: StepPerformer
    let checks: CheckJudge
    let expectations: ExpectationJudge
    /// Every app reports its belief after each step (ScenarioRunner's `reportsBelief`).
    let reportsBelief: Bool

    private(set) var results: [ExpectationResult] = []
    private var checkCount = 0
    /// Notification expectations look at the trace after the previous `expect` step.
    private(set) var window = (after: UInt64(0), sinceLine: 0)

    init(steps: StepPerformer, checks: CheckJudge, expectations: ExpectationJudge, reportsBelief: Bool) {
        self.steps = steps
        self.checks = checks
        self.expectations = expectations
        self.reportsBelief = reportsBelief
    }

    private var keyboardd: KeyboarddControl { steps.keyboardd }

    mutating func play(_ scriptStep: ScriptStep, index: Int, progress: (ScriptEvent) -> Void) throws {
        switch scriptStep.action {
        case .step(let step):
            try steps.perform(step)
            if reportsBelief { try steps.clients.reportBeliefs() }
            progress(.step(index: index, line: scriptStep.line, description: step.text, now: try keyboardd.now()))
        case .check(let check, let expected):
            checkCount += 1
            let verdict = try checks.judge(check, number: checkCount)
            let result = ExpectationResult(
                line: scriptStep.line, subject: "check " + check.text, passed: verdict.outcome == expected,
                expected: [expected.rawValue], found: [verdict.outcome.rawValue], detail: verdict.detail)
            results.append(result)
            progress(.result(index: index, result))
        case .expect(let list):
            let records = try keyboardd.trace(after: window.after)
            for expectation in list {
                let result = try expectations.evaluate(expectation.kind, line: expectation.line, records: records,
                                                       sinceLine: window.sinceLine)
                results.append(result)
                progress(.result(index: index, result))
            }
            window = (records.last?.sequence ?? window.after, scriptStep.line)
        case .refused(let step, let error):
            let found: String, detail: String
            do {
                try steps.perform(step)
                (found, detail) = ("accepted", "")
            } catch let failure as DBusError {
                (found, detail) = (failure.name.split(separator: ".").last.map(String.init) ?? failure.name, failure.message)
            }
            let result = ExpectationResult(line: scriptStep.line, subject: step.text + " refused",
                                           passed: found == error, expected: [error], found: [found], detail: detail)
            results.append(result)
            progress(.result(index: index, result))
        }
    }
}
