import StrategyMatrix

/// What the device showed at one moment of a run, as keyboardd's properties say: the storyboard
/// draws one picture per snapshot, the export takes each app's first window from them.
struct StepSnapshot: Equatable, Sendable {
    /// The step's line in the file; 0 before the first step.
    var line: Int
    var step: String
    /// keyboardd's clock, ms.
    var time: UInt64
    /// The last trace record when it was taken: the Report records up to it are what each app
    /// believed after the step.
    var lastRecord: UInt64
    var status: DaemonStatus
}

/// Takes a snapshot when the apps are ready and after every step of a run (`run --html`,
/// `run --export`): Server1, Keyboard1 and every App1 (two calls) and the new trace records (one).
final class StepSnapshots {
    private let daemon: Daemon
    private(set) var snapshots: [StepSnapshot] = []
    /// The first failure; the run's progress callback cannot throw, so `run` asks afterwards.
    private(set) var failure: CtlFailure?
    private var lastRecord: UInt64 = 0

    init(daemon: Daemon) {
        self.daemon = daemon
    }

    func record(_ event: ScriptEvent) {
        guard failure == nil else { return }
        switch event {
        case .ready: take(line: 0, step: "start")
        case .step(_, let line, let description, _): take(line: line, step: description)
        case .result: return
        }
    }

    /// Starts again for the next profile's play.
    func reset() {
        snapshots = []
        lastRecord = 0
    }

    private func take(line: Int, step: String) {
        do {
            let status = try daemon.statusNow()
            lastRecord = try daemon.traceNow(after: lastRecord).last?.sequence ?? lastRecord
            snapshots.append(StepSnapshot(line: line, step: step, time: status.now, lastRecord: lastRecord, status: status))
        } catch {
            failure = error
        }
    }
}
