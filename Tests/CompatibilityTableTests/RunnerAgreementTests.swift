import BusTestSupport
import CompatibilityTable
import Foundation
import StrategyMatrix
import Testing

/// Issue 29: every curated cell of the strategy matrix (docs/MATRIX.md) gives the same verdict,
/// check by check and figure by figure, in process (InProcessRunner: keyboardd's model, the sample
/// apps' screens and trackers, one process) as over the bus (ScenarioRunner: keyboardd on a private
/// bus, sample client processes). The compatibility table rests on this: its cells are played in
/// process only.
@Suite struct RunnerAgreementTests {
    static var examplesDirectory: String {
        URL(fileURLWithPath: DaemonProcess.binary).deletingLastPathComponent().path
    }

    @Test(arguments: AgreementShare.all)
    func curatedCellsAgree(_ share: AgreementShare) async throws {
        let keyboardd = try await DaemonFixture()
        defer { keyboardd.stop() }
        let bus = try ScenarioRunner(busAddress: keyboardd.bus.address, examplesDirectory: Self.examplesDirectory,
                                     reusesClients: true, clientDeadline: HangGuard.seconds)
        defer { bus.close() }
        let runs = try await onOwnThread("runner agreement") {
            share.cells.map { cell in (cell, Result { try bus.run(cell.scenario, cell.setup, profile: cell.profile) }) }
        }
        let inProcess = InProcessRunner()
        for (cell, busResult) in runs {
            let busRun = try busResult.get()
            let run = try inProcess.run(cell.scenario, cell.setup, profile: cell.profile)
            if let reason = RunnerAgreement.busOnly[cell.description] {
                #expect(busRun.verdict.outcome != run.verdict.outcome, "\(cell) is excluded (\(reason)) but agrees")
                continue
            }
            #expect(run.verdict.outcome == busRun.verdict.outcome,
                    "\(cell): over the bus \(busRun.verdict), in process \(run.verdict)")
            #expect(run.checks == busRun.checks, "\(cell): over the bus \(busRun.checks), in process \(run.checks)")
        }
    }

    /// The list of cells that cannot agree names cells that exist, each with its reason.
    @Test func exclusionsNameCells() {
        let cells = Set(StrategyMatrix.cells.map(\.description))
        for (cell, reason) in RunnerAgreement.busOnly {
            #expect(cells.contains(cell), "\(cell) is not a cell of the strategy matrix")
            #expect(!reason.isEmpty)
        }
    }
}

/// Every `count`th curated cell from the `index`th, one share per core, each on its own bus.
struct AgreementShare: Sendable, CustomTestStringConvertible {
    let index: Int
    let count: Int

    static var all: [AgreementShare] {
        let count = ProcessInfo.processInfo.activeProcessorCount
        return (0..<count).map { AgreementShare(index: $0, count: count) }
    }

    var cells: [MatrixCell] {
        StrategyMatrix.cells.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    var testDescription: String { "cells \(index + 1), \(index + 1 + count), ... of \(StrategyMatrix.cells.count)" }
}
