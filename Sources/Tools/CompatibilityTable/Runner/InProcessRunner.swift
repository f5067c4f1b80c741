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
    /// Judge each library by what it promises (`LibraryProfile.Promise`): IQKeyboardManager by its
    /// field above the keyboard with its distance, the undocked guide by a floating keyboard's top;
    /// off, every tracker is judged by the bus runner's rule (the matrix's checks as they are).
    public var judgesByPromise: Bool
    /// Keep each app's App1.Report in the model's trace (for a timeline); verdicts never need it.
    public var recordsReports: Bool
    /// Keep the notifications the subject app receives (`StoryRun.received`), for the evidence.
    public var recordsNotifications: Bool
    /// A tracker of one's own for the judged apps in place of the set-up's tracker (`ForeignTracker`).
    public var makeTracker: (@Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker)?
    /// The promise to judge by in place of the set-up's library's (a tracker of one's own).
    public var promise: LibraryProfile.Promise?

    public init(judgesByPromise: Bool = false, recordsReports: Bool = false, recordsNotifications: Bool = false,
                makeTracker: (@Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker)? = nil,
                promise: LibraryProfile.Promise? = nil) {
        self.judgesByPromise = judgesByPromise
        self.recordsReports = recordsReports
        self.recordsNotifications = recordsNotifications
        self.makeTracker = makeTracker
        self.promise = promise
    }

    /// Plays `scenario` with the subject's `setup` on `profile`, on `device` (nil: the story's own
    /// for the era, `Scenario.device(for:)`). Throws where the bus runner's cell would not be
    /// played: a step the model refuses, a command a sample client fails, an app never active.
    public func run(_ scenario: Scenario, _ setup: TrackerChoice, profile: String, device: String? = nil) throws -> StoryRun {
        let deviceName = device ?? scenario.device(for: profile)
        let device = try SimulatedDevice(device: deviceName, profile: profile)
        device.recordsReports = recordsReports
        let story = try StoryPlay(scenario: scenario, setup: setup, device: device, makeTracker: makeTracker)
        if recordsNotifications { device.recordNotifications(of: story.subject.bundleId) }
        let windowFrame = (try? device.info(story.subject.bundleId)).map { CGRect($0.windowFrame) }
        let promise = judgesByPromise ? self.promise ?? TrackerKind(rawValue: setup.tracker).map { LibraryProfile.of($0).promise } : nil

        var judged: [JudgedCheck] = []
        var places: [StepPlace] = []
        for (index, step) in scenario.steps.enumerated() {
            if case .check(let check) = step {
                let number = judged.count + 1
                let (verdict, place) = try story.judge(check, number: number, promise: promise)
                let keyboard = device.world.keyboardInfo
                let app = try story.bundleId(Self.role(of: check))
                let others = keyboard.visible && !keyboard.owner.isEmpty && keyboard.owner != app
                judged.append(JudgedCheck(verdict: verdict, number: index + 1, place: Self.isAboutView(check) ? place : nil,
                                          time: device.now, received: device.received.count, othersKeyboard: others,
                                          aboutSubject: app == story.subject.bundleId))
                continue
            }
            do {
                try story.perform(step)
            } catch {
                throw StoryStepError(number: index + 1, step: StoryPlay.describe(step), underlying: error)
            }
            if let place = story.place(afterStep: index + 1, step, promise: promise) { places.append(place) }
        }
        let failing = judged.first { $0.verdict.outcome != .clean }
        return StoryRun(scenario: scenario, setup: setup, profile: profile, device: deviceName,
                        verdict: failing?.verdict ?? Verdict(.clean, ""), judged: judged, steps: places,
                        departure: failing.flatMap { $0.place != nil && $0.aboutSubject ? Departure.find(in: places, before: $0.number) : nil },
                        received: device.received, windowFrame: windowFrame)
    }

    /// The app a check is about.
    static func role(of check: Check) -> String {
        switch check {
        case .viewFollowsKeyboard(let role), .viewOnScreen(let role), .fieldAboveKeyboard(let role),
             .keyboardWindowFollowsPan(let role, _), .snapshotWithoutHole(let role): role
        }
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
