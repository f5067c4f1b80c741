import Foundation
import KeyboardModel
import StrategyMatrix

/// The whole table: every set-up of every library × every story × every era, each era on the
/// device TableStory.device(for:) picks. Cells are computed in process (InProcessRunner), never
/// written by hand; the curated matrix cells are its acceptance checks (`acceptance`).
public struct CompatibilityGrid: Sendable {
    public let libraries: [TableLibrary]
    public let stories: [TableStory]
    /// `ideal`, then the eras oldest first (the model's profiles).
    public let eras: [String]

    public init(libraries: [TableLibrary] = TableLibrary.all, stories: [TableStory],
                eras: [String] = Profile.all.map(\.name)) {
        self.libraries = libraries
        self.stories = stories
        self.eras = eras
    }

    /// The cells of `libraries`, library by library, set-up by set-up, story by story, era by era.
    public func cells(of libraries: [TableLibrary]? = nil) -> [TableCell] {
        (libraries ?? self.libraries).flatMap { library in
            library.setups.flatMap { setup in
                stories.flatMap { story in eras.map { TableCell(setup: setup, story: story, era: $0) } }
            }
        }
    }

    public var cellCount: Int { libraries.reduce(0) { $0 + $1.setups.count } * stories.count * eras.count }

    /// One cell, played in process. IQKeyboardManager is judged by its field (its promise).
    public static func play(_ cell: TableCell) -> CellResult {
        guard let era = Era.named(cell.era), let device = cell.story.device(for: era) else {
            return CellResult(device: nil, outcome: .notApplicable("no \(cell.story.kindName) ran \(cell.era)"))
        }
        do {
            let run = try InProcessRunner(judgesFieldTrackersByField: true)
                .run(cell.story.scenario, cell.setup, profile: cell.era, device: device)
            return CellResult(device: device, outcome: .verdict(run.verdict, run.departure))
        } catch let error as StoryStepError {
            return CellResult(device: device, outcome: .notApplicable(error.description))
        } catch {
            return CellResult(device: device, outcome: .notApplicable("\(error)"))
        }
    }
}

extension TableStory {
    /// "iPhone with a home indicator", for a story no device of which ran an era.
    var kindName: String {
        guard let own = Device.named(scenario.device) else { return "device" }
        if own.isPad { return "iPad" }
        return own.hasHomeIndicator ? "iPhone with a home indicator" : "iPhone with a Home button"
    }
}
