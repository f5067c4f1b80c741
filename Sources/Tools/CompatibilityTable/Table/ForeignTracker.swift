import Foundation
import KeyboardClient
import KeyboardModel
import KeyboardTrackers
import StrategyMatrix

/// A tracker of your own through the compatibility table: every story (the strategy matrix's and
/// the scenario files' under examples/scenarios) on every era, played in process on keyboardd's
/// model and judged as the table judges today's libraries. Conform a type to `KeyboardTracker`
/// (KeyboardTrackers), make it in `make` for the app and its screen, and call `run`:
///
///     let mine = ForeignTracker(name: "my-tracker") { app, scene in MyTracker(app: app, view: scene.view) }
///     let grid = try mine.run(root: "path/to/keyboardd")
///     print(grid.markdown)
///
/// The tracker is made for the story's judged app at its registration, subscribed
/// (`viewDidLoad`, `viewDidAppear`) and wired with the story's fixes, like any of the table's.
public struct ForeignTracker: Sendable {
    public typealias Make = @Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker

    /// The set-up's name in the grid.
    public let name: String
    /// What it keeps above the keyboard: a view's bottom on the keyboard's top (the default), or a field.
    public var promise: LibraryProfile.Promise
    /// The first major iOS version it supports: earlier eras are not applicable.
    public var minimumIOS: Int?
    public let make: Make

    public init(name: String, promise: LibraryProfile.Promise = .viewAtKeyboardTop, minimumIOS: Int? = nil,
                make: @escaping Make) {
        self.name = name
        self.promise = promise
        self.minimumIOS = minimumIOS
        self.make = make
    }

    var profile: LibraryProfile {
        LibraryProfile(tracker: nil, version: "", configuration: "", promise: promise,
                       minimum: minimumIOS.map { LibraryProfile.Minimum(major: $0, name: "iOS \($0)", source: "its own minimum") },
                       exclusions: [LibraryProfile.appsOwn], isInferred: false, reports: [], ignoresOtherApps: nil)
    }

    /// Every story on every era, `jobs` cells at once; `root` is keyboardd's repository (its
    /// examples/scenarios); `stories`, only those (by the table's ids).
    public func run(root: String, stories ids: [String]? = nil,
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> ForeignGrid {
        let stories = try TableStories.load(root: root).stories.filter { ids?.contains($0.id) ?? true }
        let grid = CompatibilityGrid(libraries: [], stories: stories)
        let setup = TrackerChoice(name)
        let cells = grid.stories.flatMap { story in grid.eras.map { TableCell(setup: setup, story: story, era: $0) } }
        return ForeignGrid(name: name, grid: grid, results: TableComputation.run(cells, jobs: max(1, jobs), foreign: self))
    }
}

/// What `ForeignTracker.run` found: a cell per story and era, and the grid as docs/COMPATIBILITY.md
/// draws one, with every wrong cell's words under it.
public struct ForeignGrid: Sendable {
    public let name: String
    public let grid: CompatibilityGrid
    public let results: [TableCell: CellResult]

    public func result(_ story: String, _ era: String) -> CellResult? {
        results.first { $0.key.story.id == story && $0.key.era == era }?.value
    }

    public var counts: TableReport.Counts {
        var counts = TableReport.Counts()
        for result in results.values {
            if result.notApplicable != nil { counts.notApplicable += 1 } else if result.isWrong { counts.wrong += 1 } else { counts.clean += 1 }
        }
        return counts
    }

    /// The grid (stories down, eras across), then each wrong cell's words.
    public var markdown: String {
        let setup = TrackerChoice(name)
        let eras = grid.eras
        let c = counts
        var out = "### `\(name)`\n\n\(c.clean) clean, \(c.wrong) wrong, \(c.notApplicable) not applicable.\n\n"
        out += "| story | " + eras.map { "`\($0)`" }.joined(separator: " | ") + " |\n"
        out += "|---|" + eras.map { _ in ":-:|" }.joined() + "\n"
        var wrong: [String] = []
        for story in grid.stories {
            let marks = eras.map { era -> String in
                guard let result = results[TableCell(setup: setup, story: story, era: era)] else { return " " }
                if result.isWrong { wrong.append("- `\(story.id)` on `\(era)` (\(result.device ?? "")): \(result.words).\n") }
                return result.mark
            }
            out += "| `\(story.id)` | " + marks.joined(separator: " | ") + " |\n"
        }
        return out + (wrong.isEmpty ? "" : "\n" + wrong.joined())
    }
}
