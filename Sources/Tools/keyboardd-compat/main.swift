import CompatibilityTable
import Foundation
import StrategyMatrix

let root = FileManager.default.currentDirectoryPath
let stories = try TableStories.load(root: root)
let grid = CompatibilityGrid(stories: stories.stories)
let cells = grid.cells()
print("\(grid.libraries.count) libraries, \(grid.libraries.reduce(0) { $0 + $1.setups.count }) setups, \(stories.stories.count) stories, \(grid.eras.count) eras: \(cells.count) cells")
for (file, why) in stories.skipped { print("  skipped \(file): \(why)") }
let jobs = Int(CommandLine.arguments.dropFirst().first ?? "2") ?? 2
let start = ContinuousClock.now
let results = TableComputation.run(cells, jobs: jobs)
let elapsed = ContinuousClock.now - start
var counts: [String: Int] = [:]
for result in results.values {
    let key: String
    switch result.outcome {
    case .notApplicable: key = "n/a"
    case .verdict(let v, _): key = v.outcome.rawValue
    }
    counts[key, default: 0] += 1
}
print(counts.sorted { $0.key < $1.key })
print("time \(elapsed), per cell \(elapsed / cells.count)")
let failures = Acceptance.failures(results, grid: grid)
print("acceptance failures: \(failures.count)")
for f in failures { print("  \(f)") }
var na: [String: String] = [:]
for (cell, result) in results { if case .notApplicable(let why) = result.outcome, cell.setup.tracker == "naive", cell.setup.fixes.isEmpty { na["\(cell.story.id) \(cell.era)"] = why } }
for k in na.keys.sorted() { print("n/a \(k): \(na[k]!)") }
