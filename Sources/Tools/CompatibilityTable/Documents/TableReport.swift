import Foundation
import StrategyMatrix

/// The computed table and what its pages say about it: the marks, the wrong cells grouped by the
/// way they go wrong, why a story does not apply to an era, the acceptance checks.
public struct TableReport: Sendable {
    public let grid: CompatibilityGrid
    /// The libraries computed (all of them, or a shard's).
    public let libraries: [TableLibrary]
    public let results: [TableCell: CellResult]
    /// Scenario files that are not rows, with why.
    public let skippedFiles: [(file: String, why: String)]
    public let acceptanceFailures: [Acceptance.Failure]

    public init(grid: CompatibilityGrid, libraries: [TableLibrary], results: [TableCell: CellResult],
                skippedFiles: [(file: String, why: String)]) {
        self.grid = grid
        self.libraries = libraries
        self.results = results
        self.skippedFiles = skippedFiles
        acceptanceFailures = Acceptance.failures(results, grid: grid)
    }

    public func result(_ setup: TrackerChoice, _ story: TableStory, _ era: String) -> CellResult? {
        results[TableCell(setup: setup, story: story, era: era)]
    }

    /// Counts by kind over the computed cells.
    public struct Counts: Sendable {
        public var clean = 0, wrong = 0, notApplicable = 0
        public var total: Int { clean + wrong + notApplicable }
    }

    public func counts(_ setup: TrackerChoice? = nil) -> Counts {
        var counts = Counts()
        for (cell, result) in results where setup == nil || cell.setup == setup {
            switch result.outcome {
            case .notApplicable: counts.notApplicable += 1
            case .verdict(let verdict, _, _): if verdict.outcome == .clean { counts.clean += 1 } else { counts.wrong += 1 }
            }
        }
        return counts
    }

    /// The curated cells among those computed.
    public var curatedCount: Int {
        StrategyMatrix.cells.filter { cell in
            libraries.contains { $0.setups.contains(cell.setup) } && grid.stories.contains { $0.file == nil && $0.scenario.id == cell.scenario.id }
        }.count
    }

    /// One way a set-up goes wrong in a story, on the eras (and devices) where it goes wrong alike.
    public struct WrongGroup: Sendable {
        public let outcome: Outcome
        /// Where the view left its place, or the check's figures when the check is not about the view.
        public let how: String
        public let places: [(era: String, device: String)]
        /// MATRIX.md's cells among them: their era and hand-written reason.
        public let curated: [MatrixCell]
        /// For an inferred library: "inferred", or the report that backs them.
        public let inference: String?
    }

    public func wrongGroups(_ setup: TrackerChoice, _ story: TableStory) -> [WrongGroup] {
        var groups: [(key: String, outcome: Outcome, how: String, places: [(String, String)], curated: [MatrixCell],
                      inference: String?)] = []
        for era in grid.eras {
            guard let result = result(setup, story, era), let verdict = result.verdict, verdict.outcome != .clean else { continue }
            let how = result.words
            let key = result.words + "|" + (result.inference ?? "")
            let curated = Acceptance.curatedReason(TableCell(setup: setup, story: story, era: era))
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].places.append((era, result.device ?? ""))
                if let curated { groups[index].curated.append(curated) }
            } else {
                groups.append((key, verdict.outcome, how, [(era, result.device ?? "")], curated.map { [$0] } ?? [], result.inference))
            }
        }
        return groups.map { WrongGroup(outcome: $0.outcome, how: $0.how, places: $0.places, curated: $0.curated, inference: $0.inference) }
    }

    /// Why a story does not apply to an era: the reason its cells give, the same for every set-up
    /// computed (nil when it applies, or when the set-ups disagree: then the cells say it).
    public func notApplicable(_ story: TableStory, _ era: String) -> String? {
        var reason: String?
        for library in libraries {
            for setup in library.setups {
                guard let why = result(setup, story, era)?.notApplicable, why.kind == .storyCannotBeTold else { return nil }
                if reason == nil { reason = why.reason } else if reason != why.reason { return nil }
            }
        }
        return reason
    }

    /// `ios13 (iphone-x), ios15, ios16 (iphone-x)`: each device named where it changes.
    static func placesText(_ places: [(era: String, device: String)]) -> String {
        var parts: [String] = []
        for (index, place) in places.enumerated() {
            let next = index + 1 < places.count ? places[index + 1].device : nil
            parts.append(next == place.device ? "`\(place.era)`" : "`\(place.era)` (\(place.device))")
        }
        return parts.joined(separator: ", ")
    }
}
