import CompatibilityTable
import Foundation
import KeyboardModel
import ScenarioFiles
import StrategyMatrix
import Testing

/// The table's shape: the device of each era, the rows from the scenario files, the shards, the
/// marks, and the explanation of one cell.
@Suite struct TableTests {
    static let root = CompatibilityDocumentsTests.root

    func story(_ scenario: Scenario) -> TableStory { TableStory(scenario: scenario, file: nil, runnableFile: nil) }

    @Test func eachEraPlaysOnTheStorysDeviceOrOneLikeIt() {
        let switching = story(.switchWithKeyboard)   // iphone-x, then iphone-16-pro
        #expect(switching.device(for: .ios13) == "iphone-x")
        #expect(switching.device(for: .ios26) == "iphone-16-pro")
        #expect(switching.device(for: .ios17) == "iphone-15", "the era's own iPhone, with a home indicator like the X")
        #expect(switching.device(for: .ios9) == "iphone-6", "no iPhone with a home indicator ran iOS 9: one without")
        #expect(switching.device(for: .ideal) == "iphone-x")
        let undocked = story(.undockedDrag)   // ipad-9.7: undocks and splits
        #expect(undocked.device(for: .ios16) == "ipad-9.7", "the 9.7-inch class ran iPadOS 16 and 17")
        #expect(undocked.device(for: .ios18) == "ipad-10.2", "an iPad that undocks and has a Home button, not the iPad Pro")
        let floating = story(.floatingKeyboard)   // ipad-pro-11
        #expect(floating.device(for: .ios9) == "ipad-9.7")
    }

    @Test func scenarioFilesThatTellAnotherStoryAreRows() throws {
        let stories = try TableStories.load(root: Self.root)
        let ids = stories.stories.map(\.id)
        #expect(ids.prefix(Scenario.all.count) == ArraySlice(Scenario.all.map(\.id)))
        #expect(ids.contains("zero-rects-ideal.yaml"))
        let skipped = Dictionary(uniqueKeysWithValues: stories.skipped.map { ($0.file, $0.why) })
        #expect(skipped["switch-with-keyboard.yaml"] == "the story of switch-with-keyboard")
        #expect(skipped["ipad-heights.yaml"] == "no check")
        #expect(skipped["third-party-keyboard.yaml"]?.hasPrefix("sets the era or device itself") == true)
        // A matrix story links the file named after it for its timeline.
        #expect(stories.stories.first { $0.id == "switch-with-keyboard" }?.runnableFile
                == "examples/scenarios/switch-with-keyboard.yaml")
    }

    @Test func shardsShareOutWholeLibraries() throws {
        let grid = CompatibilityGrid(stories: [story(.alert)])
        for count in 1...5 {
            let shares = (1...count).map { TableShard(index: $0, count: count).libraries(of: grid) }
            let all = shares.flatMap { $0 }
            #expect(Set(all.map(\.tracker)) == Set(grid.libraries.map(\.tracker)), "every library once, \(count) shards")
            #expect(all.count == grid.libraries.count)
            let loads = shares.map { $0.reduce(0) { $0 + $1.setups.count } }
            #expect(loads.max()! - loads.min()! <= TableLibrary.all.map(\.setups.count).max()!, "\(loads)")
        }
        #expect(TableShard("2/3") == TableShard(index: 2, count: 3))
        #expect(TableShard("4/3") == nil && TableShard("0/3") == nil && TableShard("x") == nil)
    }

    @Test func marksSayHowAndHowFar() throws {
        let grid = CompatibilityGrid(stories: [story(.switchWithKeyboard), story(.snapshot)])
        let high = CompatibilityGrid.play(TableCell(setup: TrackerChoice("naive"), story: grid.stories[0], era: "ios13"))
        #expect(high.mark == "▲335")
        let hole = CompatibilityGrid.play(TableCell(setup: TrackerChoice("naive"), story: grid.stories[1], era: "ios13"))
        #expect(hole.mark == "hole")
        let none = CompatibilityGrid.play(TableCell(setup: TrackerChoice("naive"), story: grid.stories[0], era: "ideal"))
        #expect(none.mark == "✓")
        let notApplicable = CompatibilityGrid.play(TableCell(setup: TrackerChoice("naive"), story: story(.stageManagerWindow),
                                                             era: "ios13"))
        #expect(notApplicable.mark == "·")
        #expect(notApplicable.verdict == nil)
    }

    @Test func explanationPrintsEveryStep() throws {
        let grid = CompatibilityGrid(stories: [story(.switchWithKeyboard)])
        let lines = try Explanation.lines("switch-with-keyboard · naive · ios13", grid: grid)
        #expect(lines.first == "switch-with-keyboard · naive · ios13 on iphone-x: Ike → Notes → Ike with Ike's keyboard up")
        #expect(lines.contains { $0.contains("7. notes: focus") && $0.contains("✗ 335 pt above its place") })
        #expect(lines.contains { $0.contains("UIKeyboardWillShow") && $0.contains("not local") }, "the notifications Ike received")
        #expect(lines.last == "   → lifted too high: 335 pt above its place at the check (bottom 477, belongs at 812; "
                + "the keyboard covers 0); left its place at step 7 (notes: focus)")
        #expect(throws: Explanation.UnknownCell.self) { try Explanation.lines("nothing · naive · ios13", grid: grid) }
    }
}
