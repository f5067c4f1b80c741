import Foundation
import StrategyMatrix

/// How far `matrix` has got. On a terminal one bar is redrawn in place, and only the cells that
/// differ from their expectation stay on screen; otherwise (a pipe, a log, CI) one plain line
/// per cell.
struct MatrixProgress {
    let total: Int
    let bar: Bool
    let palette: AppPalette
    static let barWidth = 30

    /// The bar for `done` cells, with the cell now running.
    func barLine(done: Int, running: MatrixCell?) -> String {
        let filled = total == 0 ? Self.barWidth : done * Self.barWidth / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        return "[\(bar)] \(done)/\(total)" + (running.map { "  \($0)" } ?? "")
    }

    /// A finished cell as one line.
    func cellLine(number: Int, _ cell: MatrixCell, found: CellResult) -> String {
        let mark = found.asExpected ? palette.good("✓") : palette.warning("✗")
        let what = found.asExpected ? found.outcomeText
            : "expected \(cell.expected.rawValue), found \(found.outcomeText)"
        return "\(mark) [\(number)/\(total)] \(cell): \(what)"
    }

    func started(_ cell: MatrixCell, done: Int) {
        guard bar else { return }
        write("\r\u{1B}[K" + barLine(done: done, running: cell))
    }

    func finished(_ cell: MatrixCell, number: Int, found: CellResult) {
        if bar {
            // Only what needs a look stays on screen; the bar is redrawn under it.
            write("\r\u{1B}[K" + (found.asExpected ? "" : cellLine(number: number, cell, found: found) + "\n")
                  + barLine(done: number, running: nil))
            if number == total { write("\n") }
        } else {
            write(cellLine(number: number, cell, found: found) + "\n")
        }
    }

    private func write(_ text: String) {
        Terminal.write(text)
    }
}

/// What one cell of the matrix found.
struct CellResult {
    /// The verdict, or why the story could not be played.
    enum Found {
        case verdict(Verdict)
        case error(String)
    }

    let found: Found
    let expected: Outcome
    /// The SVG timeline of the run, when one was asked for and the cell differs.
    var svg: String?

    var asExpected: Bool {
        if case .verdict(let verdict) = found { return verdict.outcome == expected }
        return false
    }

    var outcomeText: String {
        switch found {
        case .verdict(let verdict): verdict.outcome.rawValue
        case .error(let message): "error: \(message)"
        }
    }

    /// For the Markdown table's found column.
    var verdict: Verdict {
        switch found {
        case .verdict(let verdict): verdict
        case .error(let message): Verdict(.clean, "not played: \(message)")
        }
    }
}
