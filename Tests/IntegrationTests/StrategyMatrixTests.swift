import BusTestSupport
import Foundation
import StrategyMatrix
import Testing

/// Issue 5 §6: every cell of the strategy matrix, over a private bus, with the real keyboardd
/// (virtual clock) and real sample client processes; each cell's expected outcome is written in
/// `StrategyMatrix.cells`, and docs/MATRIX.md is rendered from the same list.
@Suite struct StrategyMatrixTests {
    /// The sample clients are built beside keyboardd (and this test bundle).
    static var examplesDirectory: String {
        URL(fileURLWithPath: DaemonProcess.binary).deletingLastPathComponent().path
    }

    /// Every cell, in shares played one cell after another on one keyboardd and in the sample
    /// client processes of the cell before, as a job of `keyboardctl matrix` plays them (a bus,
    /// a keyboardd and new processes for each cell cost several times the cell itself).
    /// ClientReuseTests shows that a cell finds there what it finds alone.
    @Test(arguments: CellShare.all)
    func cells(_ share: CellShare) async throws {
        let keyboardd = try await DaemonFixture()
        defer { keyboardd.stop() }
        let runner = try ScenarioRunner(busAddress: keyboardd.bus.address, examplesDirectory: Self.examplesDirectory,
                                        reusesClients: true, clientDeadline: HangGuard.seconds)
        defer { runner.close() }
        let runs = try await onOwnThread("strategy matrix cells") {
            share.cells.map { cell in (cell, Result { try runner.run(cell.scenario, cell.setup, profile: cell.profile) }) }
        }
        for (cell, result) in runs {
            switch result {
            case .success(let run):
                #expect(run.verdict.outcome == cell.expected,
                        "\(cell): expected \(cell.expected.rawValue), found \(run.verdict)\nchecks: \(run.checks)\n\(run.transcripts)")
            case .failure(let error):
                Issue.record("\(cell): \(error)")
            }
        }
    }

    /// docs/MATRIX.md is the rendering of the cells above (scripts/generate writes it).
    @Test func documentIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let onDisk = try String(contentsOf: root.appendingPathComponent(MatrixDocument.path), encoding: .utf8)
        #expect(onDisk == MatrixDocument.markdown(), "\(MatrixDocument.path) is stale: run scripts/generate")
    }
}

/// Every `count`th cell of the matrix from the `index`th: shares of about the same size and mix.
struct CellShare: Sendable, CustomTestStringConvertible {
    let index: Int
    let count: Int

    /// As many shares as cores, played at once. A share's runner blocks a thread (its own, off
    /// the cooperative pool) for seconds; more shares than cores would slow each other's round
    /// trips towards their deadlines.
    static var all: [CellShare] {
        let count = ProcessInfo.processInfo.activeProcessorCount
        return (0..<count).map { CellShare(index: $0, count: count) }
    }

    var cells: [MatrixCell] {
        StrategyMatrix.cells.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    var testDescription: String { "cells \(index + 1), \(index + 1 + count), ... of \(StrategyMatrix.cells.count)" }
}
