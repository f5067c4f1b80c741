import Foundation

/// docs/MATRIX.md, rendered from the matrix's own cells (and, when given, what a run found),
/// so the table people read is the one the test checks.
public enum MatrixDocument {
    /// Where the page is, from the repository's root.
    public static let path = "docs/MATRIX.md"

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
        rendered from the same list (`scripts/generate` writes it with `keyboardctl matrix --document`,
        and the test fails when it is stale). `keyboardctl matrix` runs it by hand.
        These cells, with their reasons, are the acceptance checks of the compatibility table
        ([COMPATIBILITY.md](COMPATIBILITY.md)): every tracker, today's libraries too, × every story ×
        every era, computed in process (`keyboardctl matrix --all`).

        Outcomes: **clean**; **lifted too high** (the view is lifted for a keyboard that is not there, or
        more than it covers); **covered by keyboard**; **thrown off screen**; **field covered**;
        **hidden window moved** (the pan moved a hidden keyboard window); **snapshot hole**.
        The truth is keyboardd's: `App1.KeyboardOverlap` of a docked keyboard, the window list, the
        App Switcher snapshot in the trace.


        """
        out += todaysSummary(cells)
        for scenario in Scenario.all {
            let rows = cells.filter { $0.scenario == scenario }
            guard !rows.isEmpty else { continue }
            out += "## \(scenario.id): \(scenario.title)\n\n"
            out += "\(scenario.behaviours.joined(separator: ", ")) · device \(scenario.devices.map { "`\($0)`" }.joined(separator: ", then ")) · apps "
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

    /// The eras after the articles (docs/PROFILES.md): the summary reads their cells.
    static let todaysEras = ["ios11", "ios15", "ios16", "ios17", "ios18", "ios26"]

    /// Per tracker and fixes, the stories of today's eras where it breaks and where it survives.
    static func todaysSummary(_ cells: [MatrixCell]) -> String {
        let today = cells.filter { todaysEras.contains($0.profile) }
        guard !today.isEmpty else { return "" }
        var setups: [TrackerChoice] = []
        for cell in today where !setups.contains(cell.setup) { setups.append(cell.setup) }
        var out = """
        ## Today's eras: where the articles' trackers break

        Every cell below on `\(todaysEras.joined(separator: "`, `"))`, by tracker and fixes: the stories it
        gets wrong there, and those it survives. The sections after it give each cell's reason.

        | tracker + fixes | breaks | survives |
        |---|---|---|

        """
        func place(_ cell: MatrixCell) -> String { "`\(cell.scenario.id)` on `\(cell.profile)`" }
        for setup in setups {
            let mine = today.filter { $0.setup == setup }
            let breaks = mine.filter { $0.expected != .clean }.map { "\(place($0)) (\($0.expected.rawValue))" }
            let survives = mine.filter { $0.expected == .clean }.map(place)
            out += "| `\(setup)` | \(breaks.isEmpty ? "none" : breaks.joined(separator: "; ")) | "
                + "\(survives.isEmpty ? "none" : survives.joined(separator: "; ")) |\n"
        }
        return out + "\n"
    }
}
