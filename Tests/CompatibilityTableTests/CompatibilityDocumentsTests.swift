import CompatibilityTable
import Foundation
import Testing

/// The golden test of the compatibility table: docs/COMPATIBILITY.md and docs/compatibility.html
/// are what the table, computed now, renders. A change of any verdict, departure or device is a
/// diff of those files, made by `scripts/generate` and reviewed with the change that caused it.
@Suite struct CompatibilityDocumentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func documentsHoldEveryComputedCell() throws {
        let stories = try TableStories.load(root: Self.root)
        let grid = CompatibilityGrid(stories: stories.stories)
        let results = TableComputation.run(grid.cells(), jobs: ProcessInfo.processInfo.activeProcessorCount)
        let report = TableReport(grid: grid, libraries: grid.libraries, results: results, skippedFiles: stories.skipped)
        #expect(report.acceptanceFailures.isEmpty, "MATRIX.md's curated cells: \(report.acceptanceFailures)")
        let drift = TableDocuments.drift(report, root: Self.root, whole: true)
        #expect(drift.isEmpty, "\(drift.joined(separator: "; ")) (the table changed: run scripts/generate and review the diff)")
    }
}
