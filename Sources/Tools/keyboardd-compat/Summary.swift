import CompatibilityTable
import Foundation

enum Summary {
    /// "11253 cells (15 libraries, 31 set-ups, 33 stories, 11 eras) in 2.41 s on 2 jobs, 0.21 ms a cell: ..."
    static func line(_ report: TableReport, cells: Int, elapsed: Duration, jobs: Int, shard: String?) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let counts = report.counts()
        let setups = report.libraries.reduce(0) { $0 + $1.setups.count }
        let acceptance = report.acceptanceFailures.isEmpty
            ? "all \(report.curatedCount) curated cells as MATRIX.md expects"
            : "\(report.acceptanceFailures.count) of \(report.curatedCount) curated cells differ from MATRIX.md"
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        return "\(count(cells, "cell", "cells")) (\(count(report.libraries.count, "library", "libraries")), "
            + "\(count(setups, "set-up", "set-ups")), \(report.grid.stories.count) stories, "
            + "\(report.grid.eras.count) eras\(shard.map { ", shard \($0)" } ?? "")) in "
            + String(format: "%.2f s on %d job%@, %.3f ms a cell", seconds, jobs, jobs == 1 ? "" : "s",
                     cells == 0 ? 0 : seconds * 1000 / Double(cells))
            + ": \(counts.clean) clean, \(counts.wrong) wrong, \(counts.notApplicable) not applicable; \(acceptance)"
    }
}
