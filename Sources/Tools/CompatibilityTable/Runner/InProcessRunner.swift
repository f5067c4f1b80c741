import DBus
import Foundation
import KeyboardClient
import KeyboardModel
import KeyboardTrackers
import Logging
import SampleApps
import StrategyMatrix
import TrackerOptions

/// Plays the strategy matrix's stories in one process: keyboardd's model (SimulatedDevice), the
/// sample apps' screens, trackers and fixes (SampleApps, as the sample clients build them), the
/// model's virtual clock. A step does what the bus runner's does (ScenarioRunner): a Control1
/// verb is the model's event, an app's command is the sample client's command, a check is judged
/// by the same rule (Judgement) on the same figures, read from the model and the screen instead
/// of over the bus. No bus, no process, no sleep: a story costs the model's and the trackers' work.
public struct InProcessRunner: Sendable {
    /// Judge the iqkeyboardmanager tracker by its promise, the focused field above the keyboard
    /// (`field covered`), in place of "the view follows the keyboard" (docs/LIBRARIES.md).
    public var judgesFieldTrackersByField: Bool
    /// Keep each app's App1.Report in the model's trace (for a timeline); verdicts never need it.
    public var recordsReports: Bool

    public init(judgesFieldTrackersByField: Bool = false, recordsReports: Bool = false) {
        self.judgesFieldTrackersByField = judgesFieldTrackersByField
        self.recordsReports = recordsReports
    }

    /// The trackers that promise a field above the keyboard rather than a view at its top.
    public static let fieldTrackers: Set<String> = [TrackerKind.iqKeyboardManager.rawValue]

    /// Plays `scenario` with the subject's `setup` on `profile`, on `device` (nil: the story's own
    /// for the era, `Scenario.device(for:)`). Throws where the bus runner's cell would not be
    /// played: a step the model refuses, a command a sample client fails, an app never active.
    public func run(_ scenario: Scenario, _ setup: TrackerChoice, profile: String, device: String? = nil) throws -> StoryRun {
        let deviceName = device ?? scenario.device(for: profile)
        let device = try SimulatedDevice(device: deviceName, profile: profile)
        device.recordsReports = recordsReports
        let story = try StoryPlay(scenario: scenario, setup: setup, device: device)
        let byField = judgesFieldTrackersByField && Self.fieldTrackers.contains(setup.tracker)

        var checks: [(verdict: Verdict, number: Int, aboutView: Bool)] = []
        var places: [StepPlace] = []
        for (index, step) in scenario.steps.enumerated() {
            if case .check(let check) = step {
                let number = checks.count + 1
                let verdict = byField ? try story.judgeByField(check, number: number) : try story.judge(check, number: number)
                checks.append((verdict, index + 1, Self.isAboutView(check)))
                continue
            }
            do {
                try story.perform(step)
            } catch {
                throw StoryStepError(number: index + 1, step: StoryPlay.describe(step), underlying: error)
            }
            if let place = story.place(afterStep: index + 1, step) { places.append(place) }
        }
        let failing = checks.first { $0.verdict.outcome != .clean }
        return StoryRun(scenario: scenario, setup: setup, profile: profile, device: deviceName,
                        verdict: failing?.verdict ?? Verdict(.clean, ""), checks: checks.map(\.verdict), steps: places,
                        departure: failing.flatMap { $0.aboutView ? Departure.find(in: places, before: $0.number) : nil })
    }

    /// Whether the check judges where the tracked view is (so a wrong one has a departure).
    static func isAboutView(_ check: Check) -> Bool {
        switch check {
        case .viewFollowsKeyboard, .viewOnScreen, .fieldAboveKeyboard: true
        case .keyboardWindowFollowsPan, .snapshotWithoutHole: false
        }
    }
}

/// A step the model refused or an app could not do: the story cannot go on (the bus runner's
/// cell is an error there too).
public struct StoryStepError: Error, CustomStringConvertible {
    public let number: Int
    public let step: String
    public let underlying: any Error

    public var description: String { "step \(number) (\(step)): \(underlying)" }
}
