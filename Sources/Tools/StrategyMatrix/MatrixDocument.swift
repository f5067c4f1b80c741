import Foundation

/// docs/MATRIX.md, rendered from the matrix's own cells (and, when given, what a run found),
/// so the table people read is the one the test checks.
public enum MatrixDocument {
    public static func markdown(_ cells: [MatrixCell] = StrategyMatrix.cells,
                                found: [MatrixCell: Verdict] = [:]) -> String {
        markdown(cells, foundText: found.mapValues(\.description))
    }

    /// The same with the found column written by the caller (a cell that could not be played,
    /// a mark on the cells that differ from their expectation).
    public static func markdown(_ cells: [MatrixCell], foundText found: [MatrixCell: String]) -> String {
        var out = """
        # The strategy matrix

        Each tracker of the articles, with and without each fix, through each story, over the bus:
        keyboardd (virtual clock) and real sample client processes (`examples/`). The expected outcome
        of every cell is written in `Sources/Tools/StrategyMatrix/StrategyMatrix.swift`; the integration test
        `Tests/IntegrationTests/StrategyMatrixTests.swift` runs every cell and checks it; this page is
        rendered from the same list (`KEYBOARDD_WRITE_DOCS=1 swift test --filter StrategyMatrixTests`
        rewrites it, and the test fails when it is stale). `keyboardctl matrix` runs it by hand.

        Outcomes: **clean**; **lifted too high** (the view is lifted for a keyboard that is not there, or
        more than it covers); **covered by keyboard**; **thrown off screen**; **field covered**;
        **hidden window moved** (the pan moved a hidden keyboard window); **snapshot hole**.
        The truth is keyboardd's: `App1.KeyboardOverlap` of a docked keyboard, the window list, the
        App Switcher snapshot in the trace.


        """
        for scenario in Scenario.all {
            let rows = cells.filter { $0.scenario == scenario }
            guard !rows.isEmpty else { continue }
            out += "## \(scenario.id): \(scenario.title)\n\n"
            out += "\(scenario.behaviours.joined(separator: ", ")) · device `\(scenario.device)` · apps "
                + scenario.apps.map { "`\($0.example)`" }.joined(separator: ", ") + "\n\n"
            out += found.isEmpty ? "| tracker + fixes | profile | expected | why |\n|---|---|---|---|\n"
                : "| tracker + fixes | profile | expected | found | why |\n|---|---|---|---|---|\n"
            for cell in rows {
                let expected = cell.expected == .clean ? "clean" : "**\(cell.expected.rawValue)**"
                let foundColumn = found[cell].map { " \($0.replacingOccurrences(of: "|", with: "\\|")) |" }
                    ?? (found.isEmpty ? "" : " not run |")
                out += "| `\(cell.setup)` | `\(cell.profile)` | \(expected) |\(foundColumn) \(cell.why) |\n"
            }
            out += "\n"
        }
        return out
    }
}
