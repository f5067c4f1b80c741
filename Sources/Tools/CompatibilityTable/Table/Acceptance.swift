import StrategyMatrix

/// The curated cells of the strategy matrix (docs/MATRIX.md), with their hand-written
/// expectations, as acceptance checks of the table: the table's cell for the same story, set-up
/// and era must find what the matrix expects. A curated cell on a device the table does not pick
/// for its era is played on its own device.
public enum Acceptance {
    public struct Failure: Sendable, CustomStringConvertible {
        public let cell: MatrixCell
        public let found: String

        public var description: String { "\(cell): MATRIX.md expects \(cell.expected.rawValue), the table finds \(found)" }
    }

    /// The curated cells among `results` (those of libraries not computed are left out) that the
    /// table does not find as expected.
    public static func failures(_ results: [TableCell: CellResult], grid: CompatibilityGrid,
                                cells: [MatrixCell] = StrategyMatrix.cells) -> [Failure] {
        var failures: [Failure] = []
        for cell in cells {
            guard let story = grid.stories.first(where: { $0.file == nil && $0.scenario.id == cell.scenario.id }) else { continue }
            let key = TableCell(setup: cell.setup, story: story, era: cell.profile)
            guard var result = results[key] else { continue }
            let device = cell.scenario.device(for: cell.profile)
            if result.device != device {
                result = play(cell, device: device)
            }
            guard let verdict = result.verdict else {
                failures.append(Failure(cell: cell, found: "no verdict (\(result.mark))"))
                continue
            }
            if verdict.outcome != cell.expected { failures.append(Failure(cell: cell, found: verdict.description)) }
        }
        return failures
    }

    static func play(_ cell: MatrixCell, device: String) -> CellResult {
        do {
            let run = try InProcessRunner().run(cell.scenario, cell.setup, profile: cell.profile, device: device)
            return CellResult(device: device, outcome: .verdict(run.verdict, error: run.failing?.place, departure: run.departure))
        } catch {
            return CellResult(device: device, outcome: .notApplicable(.init(kind: .storyCannotBeTold, reason: "\(error)")))
        }
    }

    /// The matrix's hand-written reason for a table cell, when the cell is a curated one.
    public static func curatedReason(_ cell: TableCell, cells: [MatrixCell] = StrategyMatrix.cells) -> MatrixCell? {
        guard cell.story.file == nil else { return nil }
        return cells.first { $0.scenario.id == cell.story.scenario.id && $0.setup == cell.setup && $0.profile == cell.era }
    }
}
