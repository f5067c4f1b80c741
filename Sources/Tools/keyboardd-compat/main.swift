import CompatibilityTable
import Foundation
import StrategyMatrix

let runner = InProcessRunner()
var differ = 0
let start = ContinuousClock.now
for cell in StrategyMatrix.cells {
    do {
        let run = try runner.run(cell.scenario, cell.setup, profile: cell.profile)
        let mark = run.verdict.outcome == cell.expected ? "✓" : "✗"
        if mark == "✗" { differ += 1 }
        print("\(mark) \(cell): expected \(cell.expected.rawValue), found \(run.verdict) \(run.departure.map { "— \($0)" } ?? "")")
    } catch {
        differ += 1
        print("✗ \(cell): error \(error)")
    }
}
print("\(StrategyMatrix.cells.count) cells, \(differ) differ, \(ContinuousClock.now - start)")
