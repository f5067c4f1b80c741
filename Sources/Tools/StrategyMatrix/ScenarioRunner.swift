import DBus
import Foundation
import KeyboardContract

/// Plays a story against a keyboardd (virtual clock) on `busAddress` with real sample client
/// processes, and judges the subject's tracker at each checkpoint. Each story starts from
/// Control1.Reset, so one runner plays any number of stories on one keyboardd; with
/// `reusesClients` it also keeps the sample client processes between them (SampleClientPool).
///
/// The runner holds a story's course and where its time went; each of the jobs along the way is
/// its own type: SampleClientLauncher starts and releases the sample clients (StoryClients),
/// StepPerformer does the steps, CheckJudge judges the checkpoints, and for a scenario file
/// (`play`) ExpectationJudge judges its expectations.
///
/// Unchecked Sendable: `reportsBelief` is set before `run`, and `timings` read after it, on the
/// thread that runs it; the rest is `let`.
public final class ScenarioRunner: @unchecked Sendable {
    let keyboardd: KeyboarddControl
    let launcher: SampleClientLauncher
    /// After every step that is not a check, each app reports its belief (App1.Report), so the
    /// trace can draw belief beside truth; costs two round trips per app and step.
    public var reportsBelief = false
    /// Where the stories played so far spent their time.
    public var timings = PhaseTimings()
    /// The round trips made so far; `measure` adds each phase's to `timings`.
    let roundTrips = RoundTripCounter()

    /// `examplesDirectory` holds the built sample clients (`ike`, `notes`, ...). With
    /// `reusesClients`, a story's sample client processes stay for the next story, each
    /// registering the next story's app in place of its own, until `close()`. `clientDeadline`
    /// bounds each wait on a sample client (SampleClientProcess's `deadline`).
    public init(busAddress: String, examplesDirectory: String, reusesClients: Bool = false,
                clientDeadline: Double = SampleClientProcess.defaultDeadline) throws {
        keyboardd = KeyboarddControl(connection: try Connection(address: busAddress), roundTrips: roundTrips)
        launcher = SampleClientLauncher(busAddress: busAddress, examplesDirectory: examplesDirectory,
                                        pool: reusesClients ? SampleClientPool(roundTrips: roundTrips, clientDeadline: clientDeadline) : nil,
                                        roundTrips: roundTrips, clientDeadline: clientDeadline)
    }

    /// Stops the sample client processes kept between stories, by PID. Idempotent; deinit calls it.
    public func close() {
        launcher.close()
    }

    deinit {
        close()
        keyboardd.connection.close()
    }

    /// Runs the story from a reset daemon. `onStep` (if given) gets the subject's belief and the
    /// truth after every step, which costs a round trip per step.
    public func run(_ scenario: Scenario, _ setup: TrackerChoice, profile: String,
                    onStep: ((StepReport) -> Void)? = nil) throws -> ScenarioRun {
        timings.stories += 1
        try measure(.reset) { try prepare(device: scenario.device(for: profile), profile: profile) }
        let clients = try measure(.clientsStart) {
            try launcher.start(scenario.apps.map { app in (app, app.judged ? setup.arguments : []) })
        }
        var completed = false
        defer { measure(.clientsStop) { launcher.release(clients, completed: completed) } }
        let watchdogs = setup.fixes.contains("watchdog") ? Set(scenario.apps.filter(\.judged).map(\.role)) : []
        let steps = StepPerformer(keyboardd: keyboardd, clients: clients, watchdogs: watchdogs)
        let judge = CheckJudge(keyboardd: keyboardd, clients: clients)

        var checks: [Verdict] = []
        for (index, step) in scenario.steps.enumerated() {
            if case .check(let check) = step {
                let number = checks.count + 1
                checks.append(try measure(.checks) { try judge.judge(check, number: number) })
            } else {
                try measure(.steps) {
                    try steps.perform(step)
                    if reportsBelief { try clients.reportBeliefs() }
                }
            }
            if let onStep, let subject = clients.byRole[scenario.subject.role] {
                let belief = try subject.sync()
                onStep(StepReport(index: index, step: step.text, believedLift: belief["viewLift"] as? Double ?? 0,
                                  truthLift: try judge.expectedLift(scenario.subject.bundleId)))
            }
        }
        let verdict = checks.first { $0.outcome != .clean } ?? Verdict(.clean, "")
        let traceEnd = try keyboardd.trace(after: 0).last?.sequence ?? 0
        completed = true
        return ScenarioRun(scenario: scenario, setup: setup, profile: profile, verdict: verdict, checks: checks,
                           transcripts: clients.transcripts, processIDs: clients.byRole.mapValues(\.process.pid),
                           traceEnd: traceEnd)
    }

    /// Runs `body`, adding the time it took and the round trips it made to `phase` (also when it throws).
    func measure<T>(_ phase: PhaseTimings.Phase, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        let before = roundTrips.total
        defer {
            timings.add(phase, ContinuousClock.now - start)
            timings.add(phase, roundTrips.total - before)
        }
        return try body()
    }

    /// A reset daemon with the story's device and profile, as KeyboardBench's `reset` makes one.
    func prepare(device: String, profile: String) throws {
        try keyboardd.control.reset(device: device, profile: profile)
    }
}
