import Foundation
import KeyboardModel
import StrategyMatrix
import TrackerOptions

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

    /// One cell, played in process and judged by the library's promise (`LibraryProfile`): not
    /// applicable before the library's minimum iOS or outside its promise and its port's model
    /// (without playing), or where the story cannot be told on the era; else its verdict, the
    /// error at the failing check, and with `evidence` what the cell shows when opened.
    public static func play(_ cell: TableCell, evidence: Bool = true, foreign: ForeignTracker? = nil) -> CellResult {
        guard let era = Era.named(cell.era), let device = cell.story.device(for: era) else {
            return CellResult(device: nil, outcome: .notApplicable(.init(kind: .storyCannotBeTold,
                                                                          reason: "no \(cell.story.kindName) ran \(cell.era)")))
        }
        let profile = foreign?.profile ?? TrackerKind(rawValue: cell.setup.tracker).map(LibraryProfile.of)
        if let excluded = profile?.notApplicable(cell.story.scenario, era: era) {
            return CellResult(device: device, outcome: .notApplicable(excluded))
        }
        let run: StoryRun
        do {
            run = try InProcessRunner(judgesByPromise: true, recordsNotifications: evidence, makeTracker: foreign?.make,
                                      promise: foreign?.promise)
                .run(cell.story.scenario, cell.setup, profile: cell.era, device: device)
        } catch let error as StoryStepError {
            return CellResult(device: device, outcome: .notApplicable(.init(kind: .storyCannotBeTold, reason: error.description)))
        } catch {
            return CellResult(device: device, outcome: .notApplicable(.init(kind: .storyCannotBeTold, reason: "\(error)")))
        }
        let kept = evidence ? CellEvidence(run) : nil
        let inference = profile.flatMap { $0.isInferred ? ($0.report(for: cell.story.scenario) ?? "inferred") : nil }
        if let design = profile?.ignoresOtherApps, let failing = run.failing, failing.verdict.outcome == .coveredByKeyboard,
           failing.othersKeyboard {
            return CellResult(device: device, outcome: .notApplicable(.init(kind: .outsidePromise, reason: "by design: \(design)")),
                              inference: inference, evidence: kept)
        }
        return CellResult(device: device, outcome: .verdict(run.verdict, error: run.failing?.place, departure: run.departure),
                          inference: inference, evidence: kept)
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
