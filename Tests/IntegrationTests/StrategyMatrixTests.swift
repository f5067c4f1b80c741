import BusTestSupport
import DBus
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

    /// Cells played at once: one per core. A cell is a bus, a keyboardd and two or three sample
    /// client processes, and its runner blocks a thread for seconds. On the cooperative pool two
    /// cells would stall every other test's awaits; off it and unbounded, all forty would run
    /// together and slow each other's round trips towards their deadlines.
    static let cellsAtOnce = AsyncSemaphore(ProcessInfo.processInfo.activeProcessorCount)

    @Test(arguments: StrategyMatrix.cells)
    func cell(_ cell: MatrixCell) async throws {
        try await Self.cellsAtOnce.holding {
            let bus = try PrivateBus()
            defer { bus.stop() }
            let observer = try bus.connect()
            defer { observer.close() }
            let keyboardd = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"],
                                                    observer: observer)
            defer { keyboardd.stop() }
            let runner = try ScenarioRunner(busAddress: bus.address, examplesDirectory: Self.examplesDirectory)
            let run = try await onOwnThread("strategy matrix cell") { try runner.run(cell.scenario, cell.setup, profile: cell.profile) }
            #expect(run.verdict.outcome == cell.expected,
                    "\(cell): expected \(cell.expected.rawValue), found \(run.verdict)\nchecks: \(run.checks)\n\(run.transcripts)")
        }
    }

    /// docs/MATRIX.md is the rendering of the cells above; KEYBOARDD_WRITE_DOCS=1 rewrites it.
    @Test func documentIsCurrent() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/MATRIX.md")
        let rendered = MatrixDocument.markdown()
        if ProcessInfo.processInfo.environment["KEYBOARDD_WRITE_DOCS"] == "1" {
            try rendered.write(to: path, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: path, encoding: .utf8)
        #expect(onDisk == rendered, "docs/MATRIX.md is stale: run KEYBOARDD_WRITE_DOCS=1 swift test --filter StrategyMatrixTests")
    }
}
