import DBus
import Foundation
import KeyboardClient
import KeyboardContract
import KeyboardModel
import KeyboardTrackers
import Logging
import SampleApps
import StrategyMatrix
import TrackerOptions

/// One story being played: the device, each app's screen, and the steps and checks on them.
final class StoryPlay {
    let scenario: Scenario
    let device: SimulatedDevice
    /// By role.
    private(set) var screens: [String: SampleScreen] = [:]
    private var bundleIds: [String: String] = [:]
    private let watchdogs: Set<String>

    /// Registers every app of the story, one after the other, each with its screen and tracker
    /// (the judged ones with `setup`, the others with their example's own), and lets each handle
    /// what its registration sent, as the sample clients do before the first step.
    init(scenario: Scenario, setup: TrackerChoice, device: SimulatedDevice) throws {
        self.scenario = scenario
        self.device = device
        watchdogs = setup.fixes.contains("watchdog") ? Set(scenario.apps.filter(\.judged).map(\.role)) : []
        let idiom: UIDevice.UserInterfaceIdiom = device.world.device.isPad ? .pad : .phone
        let fixes = try Self.fixes(setup.fixes)
        guard let tracker = TrackerKind(rawValue: setup.tracker) else { throw StoryError.unknownTracker(setup.tracker) }
        for spec in scenario.apps {
            guard let example = SampleExample(rawValue: spec.example) else { throw StoryError.unknownExample(spec.example) }
            let app = try device.register(spec.bundleId, launch: spec.launch)
            let bundleId = spec.bundleId
            let screen = try SampleScreen(
                example: example, app: app, windowFrame: try app.windowFrame(),
                tracker: spec.judged ? tracker : example.defaultTracker, fixes: spec.judged ? fixes : example.defaultFixes,
                truth: { [unowned device] in device.dockedKeyboardHeight(bundleId) },
                makeLogger: { Logger(label: $0, factory: { _ in SwiftLogNoOpLogHandler() }) },
                idiom: idiom, timer: device.timer)
            screens[spec.role] = screen
            bundleIds[spec.role] = spec.bundleId
            device.deliver()
        }
    }

    static func fixes(_ names: [String]) throws -> Fix {
        guard let fixes = Fix(names: names.joined(separator: ",")) else { throw StoryError.unknownFix(names.joined(separator: ", ")) }
        return fixes
    }

    func screen(_ role: String) throws -> SampleScreen {
        guard let screen = screens[role] else { throw ScenarioError.unknownRole(role) }
        return screen
    }

    func bundleId(_ role: String) throws -> String {
        guard let id = bundleIds[role] else { throw ScenarioError.unknownRole(role) }
        return id
    }

    // MARK: Steps

    func perform(_ step: Step) throws {
        switch step {
        case .control(let verb, let arguments):
            try device.perform(try Control1.Call(method: verb, arguments: arguments))
        case .app(let role, let command):
            let words = command.split(separator: " ").map(String.init)
            guard let verb = words.first else { throw StoryError.emptyCommand(role) }
            try screen(role).perform(verb, Array(words.dropFirst()))
            device.deliver()
        case .advance(let ms):
            device.advance(to: device.now + ms)
        case .settle:
            try device.settle()
        case .advanceUntilActive(let role):
            guard device.advanceUntilActive(try bundleId(role)) else { throw ScenarioError.neverActive(role) }
        case .watchdog(let role):
            guard watchdogs.contains(role), let screen = screens[role] else { return }
            try screen.perform("watchdog")
            device.deliver()
        case .check:
            return
        }
    }

    /// The app whose tracker the story judges: the first that takes the set-up (a scenario file's
    /// first app may be a bystander), else the first.
    var subject: AppSpec { scenario.apps.first(where: \.judged) ?? scenario.subject }

    /// The subject's view after a step, beside where it belongs for the keyboard where it is going
    /// (nil when the subject is gone): a step may end mid-animation, where the tracker has already
    /// placed the view for the keyboard's end (N15: the live keyboard is still on its way).
    func place(afterStep number: Int, _ step: Step) -> StepPlace? {
        guard let screen = screens[subject.role], let truth = try? lift(subject.bundleId, atMotionEnd: true) else { return nil }
        let belief = screen.belief(truth: truth)
        return StepPlace(number: number, step: Self.describe(step), viewBottom: belief.viewBottom,
                         belongs: belief.expectedViewBottom ?? belief.viewBottom, truth: truth)
    }

    // MARK: Checks, by the bus runner's rule (Judgement)

    /// How far the view should be lifted now: Keyboard1.Mode, App1.KeyboardOverlap and WindowFrame;
    /// `atMotionEnd`, for the keyboard where its motion under way ends.
    func lift(_ bundleId: String, atMotionEnd: Bool = false) throws -> Double {
        let info = try device.info(bundleId)
        let overlap = atMotionEnd ? device.world.keyboardOverlap(of: bundleId, at: .max) ?? info.keyboardOverlap : info.keyboardOverlap
        return Judgement.lift(keyboardDocked: device.world.keyboardInfo.mode == .docked,
                              overlapHeight: overlap.height, overlapMaxY: overlap.maxY,
                              windowHeight: info.windowFrame.height)
    }

    func judge(_ check: Check, number: Int) throws -> Verdict {
        switch check {
        case .viewFollowsKeyboard(let role):
            let truth = try lift(try bundleId(role))
            let belief = try screen(role).belief(truth: truth)
            return Judgement.viewFollowsKeyboard(check: number, viewBottom: belief.viewBottom,
                                                 belongs: belief.expectedViewBottom ?? 0, truth: truth, viewLift: belief.viewLift)
        case .viewOnScreen(let role):
            let belief = try screen(role).belief()
            return Judgement.viewOnScreen(check: number, viewLift: belief.viewLift,
                                          windowHeight: try device.info(try bundleId(role)).windowFrame.height)
        case .fieldAboveKeyboard(let role):
            let belief = try screen(role).belief()
            let id = try bundleId(role)
            return Judgement.fieldAboveKeyboard(check: number, fieldBottom: belief.fieldBottom,
                                                windowHeight: try device.info(id).windowFrame.height, truth: try lift(id))
        case .keyboardWindowFollowsPan(let role, let y):
            let keyboards = try device.info(try bundleId(role)).windows.filter { $0.kind == .keyboard }
            return Judgement.keyboardWindowFollowsPan(check: number, visibleTops: keyboards.filter { !$0.hidden }.map(\.frame.y),
                                                      keyboardWindows: keyboards.count, y: y)
        case .snapshotWithoutHole(let role):
            guard let snapshot = try device.info(try bundleId(role)).snapshot else { throw ScenarioError.noSnapshot(role) }
            return Judgement.snapshotWithoutHole(check: number, snapshot: snapshot.rawValue)
        }
    }

    /// IQKeyboardManager keeps the focused field visible with its gap: where a story asks whether
    /// the view follows the keyboard, the table asks whether the focused field stays above it
    /// (`field covered`); with no field focused there is nothing it promises, and the check is clean.
    func judgeByField(_ check: Check, number: Int) throws -> Verdict {
        guard case .viewFollowsKeyboard(let role) = check else { return try judge(check, number: number) }
        guard try screen(role).belief().fieldBottom != nil else {
            return Verdict(.clean, "check \(number): no field is focused, none to keep above the keyboard")
        }
        return try judge(.fieldAboveKeyboard(role), number: number)
    }

    /// A step as the bus runner describes it ("notes: focus", "LaunchApp com.southpark.ike").
    static func describe(_ step: Step) -> String { step.text }
}

enum StoryError: Error, CustomStringConvertible {
    case unknownTracker(String)
    case unknownFix(String)
    case unknownExample(String)
    case emptyCommand(String)

    var description: String {
        switch self {
        case .unknownTracker(let name): "no tracker '\(name)'"
        case .unknownFix(let names): "no fix among '\(names)'"
        case .unknownExample(let name): "no sample app '\(name)'"
        case .emptyCommand(let role): "an empty command for \(role)"
        }
    }
}

extension SimulatedDevice {
    /// The watchdog's and the layout guides' truth: App1.KeyboardOverlap as a docked height
    /// (Watchdog.dockedKeyboardHeight), nil for an app the model no longer has.
    func dockedKeyboardHeight(_ bundleId: String) -> Double? {
        guard let info = world.app(bundleId) else { return nil }
        return Watchdog.dockedKeyboardHeight(overlap: CGRect(info.keyboardOverlap), windowHeight: info.windowFrame.height)
    }
}
