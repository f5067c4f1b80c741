import DBus
import Foundation
import KeyboardContract

/// What one run of a story with one tracker set-up found.
public struct ScenarioRun: Sendable {
    public let scenario: Scenario
    public let setup: TrackerChoice
    public let profile: String
    /// The first checkpoint that went wrong, or clean.
    public let verdict: Verdict
    /// Every checkpoint in order.
    public let checks: [Verdict]
    /// What each sample client printed, by role: for a failure message or a picture.
    public let transcripts: [String: [String]]
    /// Each app's sample client process, by role (a kept process plays apps of many stories).
    public let processIDs: [String: Int32]
    /// The last trace record of the story itself; the records after it are the sample clients
    /// leaving when the run ends.
    public let traceEnd: UInt64
}

/// A tracker and the fixes around it, as the sample clients take them on their command line
/// (`--tracker naive --fix responder-guard`).
public struct TrackerChoice: Sendable, Hashable, CustomStringConvertible {
    public let tracker: String
    public let fixes: [String]

    public init(_ tracker: String, fixes: [String] = []) {
        self.tracker = tracker
        self.fixes = fixes
    }

    public var description: String { ([tracker] + fixes).joined(separator: " + ") }
    /// `--fix none` when there is none, so no example's default fixes slip in.
    var arguments: [String] { ["--tracker", tracker] + (fixes.isEmpty ? ["--fix", "none"] : fixes.flatMap { ["--fix", $0] }) }
}

/// After one step: the subject's belief beside keyboardd's truth (for the main job's story).
public struct StepReport: Sendable {
    public let index: Int
    public let step: String
    /// How far the subject's tracker lifted its view, and how far the keyboard says it should be.
    public let believedLift: Double
    public let truthLift: Double
}

/// Plays a story against a keyboardd (virtual clock) on `busAddress` with real sample client
/// processes, and judges the subject's tracker at each checkpoint. Each story starts from
/// Control1.Reset, so one runner plays any number of stories on one keyboardd; with
/// `reusesClients` it also keeps the sample client processes between them (SampleClientPool).
///
/// Unchecked Sendable: `reportsBelief` is set before `run`, and `timings` read after it, on the
/// thread that runs it; the rest is `let`.
public final class ScenarioRunner: @unchecked Sendable {
    let busAddress: String
    let examplesDirectory: String
    let keyboardd: KeyboarddControl
    /// The processes kept between stories; nil: a process per app and story.
    let pool: SampleClientPool?
    /// After every step that is not a check, each app reports its belief (App1.Report), so the
    /// trace can draw belief beside truth; costs two round trips per app and step.
    public var reportsBelief = false
    /// Where the stories played so far spent their time.
    public var timings = PhaseTimings()
    /// The round trips made so far; `measure` adds each phase's to `timings`.
    let roundTrips = RoundTripCounter()

    /// `examplesDirectory` holds the built sample clients (`ike`, `notes`, ...). With
    /// `reusesClients`, a story's sample client processes stay for the next story, each
    /// registering the next story's app in place of its own, until `close()`.
    public init(busAddress: String, examplesDirectory: String, reusesClients: Bool = false) throws {
        self.busAddress = busAddress
        self.examplesDirectory = examplesDirectory
        keyboardd = KeyboarddControl(connection: try Connection(address: busAddress), roundTrips: roundTrips)
        pool = reusesClients ? SampleClientPool(roundTrips: roundTrips) : nil
    }

    /// Stops the sample client processes kept between stories, by PID. Idempotent; deinit calls it.
    public func close() {
        pool?.stopAll()
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
            try startClients(scenario.apps.map { app in (app, app.judged ? setup.arguments : []) })
        }
        var completed = false
        defer { measure(.clientsStop) { release(clients, completed: completed) } }
        let watchdogs = setup.fixes.contains("watchdog") ? Set(scenario.apps.filter(\.judged).map(\.role)) : []

        var checks: [Verdict] = []
        for (index, step) in scenario.steps.enumerated() {
            if case .check(let check) = step {
                let number = checks.count + 1
                checks.append(try measure(.checks) {
                    try judge(check, number: number, clients: clients, apps: scenario.apps)
                })
            } else {
                try measure(.steps) {
                    try perform(step, clients: clients, apps: scenario.apps, watchdogs: watchdogs)
                    if reportsBelief { try report(clients) }
                }
            }
            if let onStep, let subject = clients[scenario.subject.role] {
                let belief = try subject.sync()
                onStep(StepReport(index: index, step: describe(step), believedLift: belief["viewLift"] as? Double ?? 0,
                                  truthLift: try expectedLift(scenario.subject.bundleId)))
            }
        }
        let verdict = checks.first { $0.outcome != .clean } ?? Verdict(.clean, "")
        let traceEnd = try keyboardd.trace(after: 0).last?.sequence ?? 0
        completed = true
        return ScenarioRun(scenario: scenario, setup: setup, profile: profile, verdict: verdict, checks: checks,
                           transcripts: clients.mapValues(\.transcript), processIDs: clients.mapValues(\.process.pid),
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

    /// A sample client per app, with its extra arguments, each registered (a process started,
    /// or one kept from an earlier story). On a failure the clients already there are stopped.
    func startClients(_ apps: [(app: AppSpec, arguments: [String])]) throws -> [String: SampleClientProcess] {
        var clients: [String: SampleClientProcess] = [:]
        do {
            for (app, extra) in apps {
                let executable = examplesDirectory + "/" + app.example
                let arguments = ["--bus", busAddress, "--bundle-id", app.bundleId] + (app.launch ? [] : ["--no-launch"]) + extra
                if let pool {
                    clients[app.role] = try pool.take(role: app.role, executable: executable, arguments: arguments)
                    continue
                }
                let client = try SampleClientProcess(role: app.role, executable: executable, arguments: arguments)
                client.roundTrips = roundTrips
                clients[app.role] = client
                _ = try client.next(what: "registration") { $0["event"] as? String == "ready" }
            }
        } catch {
            release(clients, completed: false)
            throw error
        }
        return clients
    }

    /// After a story: kept clients unregister for the next one (`completed`), or are stopped
    /// when the story broke off; without a pool every client is stopped (SIGTERM: it unregisters).
    func release(_ clients: [String: SampleClientProcess], completed: Bool) {
        let all = clients.keys.sorted().map { clients[$0]! }
        switch (pool, completed) {
        case (let pool?, true): pool.giveBack(all)
        case (let pool?, false): all.forEach(pool.discard)
        case (nil, _): all.forEach { $0.stop() }
        }
    }

    /// Every app tells keyboardd what it believes (App1.Report), after handling what keyboardd
    /// sent so far, so the trace holds belief beside truth at every step (the timeline's curves).
    func report(_ clients: [String: SampleClientProcess]) throws {
        for role in clients.keys.sorted() {
            // A terminated app has no belief to report: its process left, or keyboardd refuses it.
            guard let client = clients[role], client.process.exitCode == nil else { continue }
            do {
                _ = try client.sync()
                try client.perform("report")
            } catch SampleClientError.commandFailed {
                continue
            }
        }
    }

    func perform(_ step: Step, clients: [String: SampleClientProcess], apps: [AppSpec],
                 watchdogs: Set<String>) throws {
        switch step {
        case .control(let verb, let arguments):
            try keyboardd.call(verb, arguments)
        case .app(let role, let command):
            try perform(command, on: role, clients: clients)
            return
        case .advance(let ms):
            try keyboardd.control.advance(ms: ms)
        case .settle:
            _ = try keyboardd.control.settle()
        case .advanceUntilActive(let role):
            guard let app = apps.first(where: { $0.role == role }) else { throw ScenarioError.unknownRole(role) }
            try advanceUntilActive(app.bundleId, clients: clients, apps: apps)
            guard try keyboardd.appState(app.bundleId) == App1.AppState.active.rawValue else { throw ScenarioError.neverActive(role) }
        case .watchdog(let role):
            guard watchdogs.contains(role), clients[role] != nil else { return }
            try perform("watchdog", on: role, clients: clients)
            return
        case .check:
            return
        }
        try catchUp(clients)
    }

    /// A command to one app, then the catch-up. The app's own `sync` is sent with the command:
    /// a client runs its commands one after the other, so it handles the sync after the command
    /// and what keyboardd sent for it, and its part of the catch-up needs no round trip of its own.
    func perform(_ command: String, on role: String, clients: [String: SampleClientProcess]) throws {
        guard let client = clients[role] else { throw ScenarioError.unknownRole(role) }
        client.send(command)
        let sync = client.startSync()
        try client.reply(to: command)
        try catchUp(clients, started: [role: sync])
    }

    /// Every app has handled what keyboardd sent so far, and keyboardd has answered what the apps
    /// did in response (the responder guard's BecomeFirstResponder in willEnterForeground, the
    /// snapshot cover in willResignActive). On the virtual clock an app's reaction then happens
    /// at the instant of the notification, never after the next Advance or Settle, however busy
    /// the machine is. One round is enough: the sample clients' reactions send no notification
    /// another app reacts to.
    ///
    /// The apps' round trips run at once: each ends when its own app has handled what keyboardd
    /// sent it, and the clock does not move meanwhile, so the order of their reactions is the
    /// only thing left to chance, as it was one after the other.
    /// `roles`: only these apps (those keyboardd sent something, when the trace says so);
    /// `started`: the apps whose `sync` was sent already.
    func catchUp(_ clients: [String: SampleClientProcess], roles: Set<String>? = nil,
                 started: [String: SampleClientProcess.PendingSync] = [:]) throws {
        let pending = clients.keys.sorted().filter { roles?.contains($0) ?? true }
            .compactMap { role -> (SampleClientProcess, SampleClientProcess.PendingSync)? in
                guard let client = clients[role] else { return nil }
                if let sync = started[role] { return (client, sync) }
                guard client.process.exitCode == nil else { return nil }
                return (client, client.startSync())
            }
        for (client, sync) in pending {
            do {
                _ = try client.finish(sync)
            } catch SampleClientError.commandFailed {
                continue   // a terminated app: keyboardd no longer answers it
            }
        }
    }

    /// Advances the clock 10 ms at a time until the app is active, at most 5 s of model time (far
    /// beyond any era's launch time), the apps catching up after each step as after any other.
    /// A step after which keyboardd's trace has no new record sent the apps nothing and changed no
    /// app's state, so there is nothing to catch up on or to look at; most steps of a launch are such.
    /// After one with records, only the apps they name catch up (each step's Advance and the Trace
    /// after it are one round trip: `advanceWithoutReply`).
    func advanceUntilActive(_ bundleId: String, clients: [String: SampleClientProcess], apps: [AppSpec]) throws {
        var last = try keyboardd.trace(after: 0).last?.sequence ?? 0
        var active = try keyboardd.appState(bundleId) == App1.AppState.active.rawValue
        for _ in 0..<500 where !active {
            try keyboardd.advanceWithoutReply(ms: 10)
            let records = try keyboardd.trace(after: last)
            guard let newest = records.last else { continue }
            last = newest.sequence
            let named = Set(records.map(\.app))
            try catchUp(clients, roles: Set(apps.filter { named.contains($0.bundleId) }.map(\.role)))
            active = try keyboardd.appState(bundleId) == App1.AppState.active.rawValue
        }
    }

    /// How far the view should be lifted (Judgement.lift) by keyboardd's Keyboard1.Mode and the
    /// app's KeyboardOverlap and WindowFrame.
    func expectedLift(_ bundleId: String) throws -> Double {
        guard try keyboardd.keyboardMode() == Keyboard1.KeyboardMode.docked.rawValue else { return 0 }
        let overlap = try keyboardd.appRect(bundleId, App1.PropertyName.keyboardOverlap.rawValue)
        let window = try keyboardd.appRect(bundleId, App1.PropertyName.windowFrame.rawValue)
        return Judgement.lift(keyboardDocked: true, overlapHeight: overlap.height, overlapMaxY: overlap.maxY,
                              windowHeight: window.height)
    }

    /// A check, judged by Judgement on the figures the sample clients and keyboardd give.
    func judge(_ check: Check, number: Int, clients: [String: SampleClientProcess],
               apps: [AppSpec]) throws -> Verdict {
        func client(_ role: String) throws -> SampleClientProcess {
            guard let c = clients[role] else { throw ScenarioError.unknownRole(role) }
            return c
        }
        func bundleId(_ role: String) -> String { apps.first { $0.role == role }?.bundleId ?? role }

        switch check {
        case .viewFollowsKeyboard(let role):
            let truth = try expectedLift(bundleId(role))
            let belief = try client(role).sync(keyboardHeight: truth)
            return Judgement.viewFollowsKeyboard(
                check: number, viewBottom: belief["viewBottom"] as? Double ?? 0,
                belongs: belief["expectedViewBottom"] as? Double ?? 0, truth: truth,
                viewLift: belief["viewLift"] as? Double ?? 0)
        case .viewOnScreen(let role):
            let lift = try client(role).sync()["viewLift"] as? Double ?? 0
            let window = try keyboardd.appRect(bundleId(role), App1.PropertyName.windowFrame.rawValue)
            return Judgement.viewOnScreen(check: number, viewLift: lift, windowHeight: window.height)
        case .fieldAboveKeyboard(let role):
            let belief = try client(role).sync()
            let window = try keyboardd.appRect(bundleId(role), App1.PropertyName.windowFrame.rawValue)
            return Judgement.fieldAboveKeyboard(check: number, fieldBottom: belief["fieldBottom"] as? Double,
                                                windowHeight: window.height, truth: try expectedLift(bundleId(role)))
        case .keyboardWindowFollowsPan(let role, let y):
            _ = try client(role).sync()
            let keyboards = try keyboardd.windows(bundleId(role)).filter { $0.kind == App1.WindowKind.keyboard.rawValue }
            return Judgement.keyboardWindowFollowsPan(check: number, visibleTops: keyboards.filter { !$0.hidden }.map(\.frame.y),
                                                      keyboardWindows: keyboards.count, y: y)
        case .snapshotWithoutHole(let role):
            let snapshots = try keyboardd.traceData(app: bundleId(role), event: "Snapshot")
            guard case .string(let last)? = snapshots.last?["Snapshot"] else {
                throw ScenarioError.noSnapshot(role)
            }
            return Judgement.snapshotWithoutHole(check: number, snapshot: last)
        }
    }

    func describe(_ step: Step) -> String {
        switch step {
        case .control(let verb, let arguments):
            let args = arguments.map { value -> String in
                switch value {
                case .string(let s): s
                case .double(let d): format(d)
                case .uint64(let t): String(t)
                case .boolean(let b): String(b)
                default: "\(value)"
                }
            }
            return ([verb] + args).joined(separator: " ")
        case .app(let role, let command): return "\(role): \(command)"
        case .advance(let ms): return "Advance \(ms)"
        case .settle: return "Settle"
        case .advanceUntilActive(let role): return "Advance until \(role) is active"
        case .watchdog(let role): return "\(role): watchdog check"
        case .check(let check): return "check: " + describe(check)
        }
    }
}

extension ScenarioRunner {
    func describe(_ check: Check) -> String {
        switch check {
        case .viewFollowsKeyboard(let role): "\(role)'s view follows the keyboard"
        case .viewOnScreen(let role): "\(role)'s view stays on screen"
        case .fieldAboveKeyboard(let role): "\(role)'s field is above the keyboard"
        case .keyboardWindowFollowsPan(let role, let y): "\(role)'s keyboard window follows the pan to \(format(y))"
        case .snapshotWithoutHole(let role): "\(role)'s snapshot has no hole"
        }
    }
}

public enum ScenarioError: Error, CustomStringConvertible {
    case unknownRole(String)
    case neverActive(String)
    case noSnapshot(String)

    public var description: String {
        switch self {
        case .unknownRole(let role): "the story names no app '\(role)'"
        case .neverActive(let role): "\(role) never became active"
        case .noSnapshot(let role): "keyboardd took no snapshot of \(role)"
        }
    }
}
