import BusTestSupport
import Foundation
import StrategyMatrix
import Testing

/// `keyboardctl matrix` plays every cell of a job on one keyboardd (Control1.Reset between cells)
/// and in the sample client processes of the cell before (ScenarioRunner's `reusesClients`). A
/// cell must find the same there as alone: nothing of the cell before may reach it.
@Suite struct ClientReuseTests {
    static func cell(_ scenario: Scenario, _ tracker: String, _ profile: String) -> MatrixCell {
        StrategyMatrix.cells.first { $0.scenario == scenario && $0.setup == TrackerChoice(tracker) && $0.profile == profile }!
    }

    /// A runner that keeps its sample client processes between stories, as `keyboardctl matrix` does.
    static func reusingRunner(on keyboardd: DaemonFixture) throws -> ScenarioRunner {
        try ScenarioRunner(busAddress: keyboardd.bus.address, examplesDirectory: StrategyMatrixTests.examplesDirectory,
                           reusesClients: true, clientDeadline: HangGuard.seconds)
    }

    /// Ike lifted too high and Notes holding the keyboard on ios13, then a story on ideal in which
    /// Ike must stay down: played in the same two processes, it finds what it found alone.
    @Test func aCellAfterOneThatLeavesStateBehindFindsWhatItFindsAlone() async throws {
        let messy = Self.cell(.switchWithKeyboard, "naive", "ios13")
        let clean = Self.cell(.switchWithoutKeyboard, "naive", "ideal")
        #expect(messy.expected == .liftedTooHigh && clean.expected == .clean)

        let keyboardd = try await DaemonFixture()
        defer { keyboardd.stop() }
        let runner = try Self.reusingRunner(on: keyboardd)
        defer { runner.close() }
        let runs = try await onOwnThread("reused sample clients") {
            try [clean, messy, clean].map { try runner.run($0.scenario, $0.setup, profile: $0.profile) }
        }
        let (alone, before, after) = (runs[0], runs[1], runs[2])

        #expect(alone.verdict.outcome == clean.expected, "\(alone.checks)\n\(alone.transcripts)")
        #expect(before.verdict.outcome == messy.expected, "\(before.checks)\n\(before.transcripts)")
        #expect(after.verdict.outcome == clean.expected, "\(after.checks)\n\(after.transcripts)")
        #expect(after.checks.map(\.detail) == alone.checks.map(\.detail))
        // The same two processes played all three stories.
        #expect(before.processIDs == alone.processIDs && after.processIDs == alone.processIDs,
                "\(alone.processIDs) \(before.processIDs) \(after.processIDs)")
        #expect(Set(alone.processIDs.values).count == 2)
    }

    /// `close()` stops the kept processes by PID.
    @Test func closeStopsTheKeptProcesses() async throws {
        let cell = Self.cell(.formLastField, "listener", "ideal")
        let keyboardd = try await DaemonFixture()
        defer { keyboardd.stop() }
        let runner = try Self.reusingRunner(on: keyboardd)
        defer { runner.close() }
        let run = try await onOwnThread("one story") { try runner.run(cell.scenario, cell.setup, profile: cell.profile) }
        let pids = Array(run.processIDs.values)
        #expect(pids.count == 1)
        #expect(pids.allSatisfy { kill($0, 0) == 0 }, "kept after the story")
        runner.close()
        #expect(pids.allSatisfy { kill($0, 0) != 0 }, "stopped and reaped")
    }
}
