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
    ///   - makeTracker: a tracker of one's own for the judged apps, in place of the set-up's (`ForeignTracker`).
    init(scenario: Scenario, setup: TrackerChoice, device: SimulatedDevice,
         makeTracker: (@Sendable (any KeyboardAppActions, KeyboardScene) -> any KeyboardTracker)? = nil) throws {
        self.scenario = scenario
        self.device = device
        watchdogs = setup.fixes.contains("watchdog") ? Set(scenario.apps.filter(\.judged).map(\.role)) : []
        let idiom: UIDevice.UserInterfaceIdiom = device.world.device.isPad ? .pad : .phone
        let fixes = try Self.fixes(setup.fixes)
        // A tracker of one's own stands in for the kind (TrackerFactory makes it first).
        guard let tracker = TrackerKind(rawValue: setup.tracker) ?? (makeTracker != nil ? .naive : nil) else {
            throw StoryError.unknownTracker(setup.tracker)
        }
        for spec in scenario.apps {
            guard let example = SampleExample(rawValue: spec.example) else { throw StoryError.unknownExample(spec.example) }
            let app = try device.register(spec.bundleId, launch: spec.launch)
            let bundleId = spec.bundleId
            var environment = device.environment(of: bundleId)
            if spec.judged { environment.makeTracker = makeTracker }
            let screen = try SampleScreen(
                example: example, app: app, windowFrame: try app.windowFrame(),
                tracker: spec.judged ? tracker : example.defaultTracker, fixes: spec.judged ? fixes : example.defaultFixes,
                truth: { [unowned device] in device.dockedKeyboardHeight(bundleId) },
                makeLogger: { Logger(label: $0, factory: { _ in SwiftLogNoOpLogHandler() }) },
                idiom: idiom, timer: device.timer, environment: environment)
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
    func place(afterStep number: Int, _ step: Step, promise: LibraryProfile.Promise? = nil) -> StepPlace? {
        // After every step of every cell: the tracker's figures alone, not the whole belief.
        guard let screen = screens[subject.role], let info = try? device.info(subject.bundleId) else { return nil }
        let truth = lift(info, subject.bundleId, atMotionEnd: true)
        let tracker = screen.setup.tracker
        let viewBottom = tracker.viewBottom
        var belongs = floatingPlace(screen, subject.bundleId, promise) ?? tracker.expectedViewBottom(forKeyboardHeight: truth)
        if case .fieldAboveKeyboard(distance: let distance)? = promise {
            let resting = tracker.expectedViewBottom(forKeyboardHeight: 0)
            let height = info.windowFrame.height
            belongs = !screen.scene.allFields.contains(where: \.isFirstResponder) ? resting
                : Self.fieldPlace(viewBottom, resting: resting, keyboardTop: height - truth, windowHeight: height, distance: distance)
        }
        return StepPlace(number: number, step: Self.describe(step), viewBottom: viewBottom, belongs: belongs, truth: truth)
    }

    /// Where a field that is promised `distance` above the keyboard belongs, given where it is:
    /// at rest with no keyboard, or when the keyboard grown by the distance leaves it clear; else anywhere from the
    /// distance above the keyboard's top down to that top (the library's own limits, such as
    /// IQKeyboardManager's root moving no higher than the keyboard's height, may leave less than
    /// the distance): the nearest point of that band.
    static func fieldPlace(_ bottom: Double, resting: Double, keyboardTop: Double, windowHeight: Double, distance: Double) -> Double {
        guard keyboardTop < windowHeight, resting > keyboardTop - distance else { return resting }
        return min(max(bottom, keyboardTop - distance), keyboardTop)
    }

    /// For a library that follows a floating keyboard too: where its documented layout puts the
    /// view for the keyboard as it really is (Keyboard1.Mode and Frame); nil for the others.
    func floatingPlace(_ screen: SampleScreen, _ bundleId: String, _ promise: LibraryProfile.Promise?) -> Double? {
        guard promise == .viewAtKeyboardTopWhereverItFloats,
              let guide = screen.setup.tracker as? AppleKeyboardLayoutGuideTracker else { return nil }
        return guide.expectedViewBottom(for: device.keyboardState(of: bundleId))
    }

    // MARK: Checks, by the bus runner's rule (Judgement) or by the library's promise

    /// How far the view should be lifted now: Keyboard1.Mode, App1.KeyboardOverlap and WindowFrame;
    /// `atMotionEnd`, for the keyboard where its motion under way ends.
    func lift(_ bundleId: String, atMotionEnd: Bool = false) throws -> Double {
        lift(try device.info(bundleId), bundleId, atMotionEnd: atMotionEnd)
    }

    func lift(_ info: AppInfo, _ bundleId: String, atMotionEnd: Bool) -> Double {
        let overlap = atMotionEnd ? device.world.keyboardOverlap(of: bundleId, at: .max) ?? info.keyboardOverlap : info.keyboardOverlap
        return Judgement.lift(keyboardDocked: device.world.keyboardInfo.mode == .docked,
                              overlapHeight: overlap.height, overlapMaxY: overlap.maxY,
                              windowHeight: info.windowFrame.height)
    }

    /// A check's verdict and, for one about the view, its figures. `promise` nil judges by the bus
    /// runner's rule; else by what the library promises (`LibraryProfile.Promise`).
    func judge(_ check: Check, number: Int, promise: LibraryProfile.Promise? = nil) throws -> (Verdict, StepPlace?) {
        if case .fieldAboveKeyboard(distance: let distance)? = promise {
            switch check {
            case .viewFollowsKeyboard(let role), .fieldAboveKeyboard(let role):
                return try judgeField(role, number: number, distance: distance)
            default: break
            }
        }
        switch check {
        case .viewFollowsKeyboard(let role):
            let id = try bundleId(role)
            let truth = try lift(id)
            let screen = try screen(role)
            let belief = screen.belief(truth: truth)
            let belongs = floatingPlace(screen, id, promise) ?? belief.expectedViewBottom ?? 0
            let verdict = Judgement.viewFollowsKeyboard(check: number, viewBottom: belief.viewBottom, belongs: belongs,
                                                        truth: truth, viewLift: belief.viewLift)
            return (verdict, StepPlace(number: number, step: "check", viewBottom: belief.viewBottom, belongs: belongs, truth: truth))
        case .viewOnScreen(let role):
            let belief = try screen(role).belief()
            return (Judgement.viewOnScreen(check: number, viewLift: belief.viewLift,
                                           windowHeight: try device.info(try bundleId(role)).windowFrame.height), nil)
        case .fieldAboveKeyboard(let role):
            let belief = try screen(role).belief()
            let id = try bundleId(role)
            let height = try device.info(id).windowFrame.height
            let truth = try lift(id)
            let verdict = Judgement.fieldAboveKeyboard(check: number, fieldBottom: belief.fieldBottom, windowHeight: height, truth: truth)
            let bottom = belief.fieldBottom ?? height
            return (verdict, StepPlace(number: number, step: "check", viewBottom: bottom, belongs: min(bottom, height - truth), truth: truth))
        case .keyboardWindowFollowsPan(let role, let y):
            let keyboards = try device.info(try bundleId(role)).windows.filter { $0.kind == .keyboard }
            return (Judgement.keyboardWindowFollowsPan(check: number, visibleTops: keyboards.filter { !$0.hidden }.map(\.frame.y),
                                                       keyboardWindows: keyboards.count, y: y), nil)
        case .snapshotWithoutHole(let role):
            guard let snapshot = try device.info(try bundleId(role)).snapshot else { throw ScenarioError.noSnapshot(role) }
            return (Judgement.snapshotWithoutHole(check: number, snapshot: snapshot.rawValue), nil)
        }
    }

    /// IQKeyboardManager's promise: the focused field `distance` above the keyboard's top, and no
    /// lift it does not need (`fieldPlace`): under the keyboard's top it is covered, above its
    /// place lifted too high. With no field focused, the moved view is the root, which belongs
    /// where it began.
    func judgeField(_ role: String, number: Int, distance: Double) throws -> (Verdict, StepPlace?) {
        let id = try bundleId(role)
        let truth = try lift(id)
        let screen = try screen(role)
        let belief = screen.belief(truth: truth)
        let keyboardTop = try device.info(id).windowFrame.height - truth
        let resting = screen.belief(truth: 0).expectedViewBottom ?? belief.viewBottom
        let belongs = belief.fieldBottom == nil ? resting
            : Self.fieldPlace(belief.viewBottom, resting: resting, keyboardTop: keyboardTop, windowHeight: keyboardTop + truth,
                              distance: distance)
        let place = StepPlace(number: number, step: "check", viewBottom: belief.viewBottom, belongs: belongs, truth: truth)
        let what = belief.fieldBottom == nil ? "no field focused, root view bottom" : "field bottom"
        let detail = "check \(number): \(what) \(Departure.points(belief.viewBottom)), its place \(Departure.points(belongs))"
            + " (keyboard top \(Departure.points(keyboardTop)), distance \(Departure.points(distance)))"
        if place.isInPlace { return (Verdict(.clean, detail), place) }
        let low: Outcome = belief.fieldBottom == nil ? .coveredByKeyboard : .fieldCovered
        return (Verdict(place.offset > 0 ? .liftedTooHigh : low, detail), place)
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
    /// What an app's trackers learn from its device: the screen (Server1.Screen), the iOS version
    /// of the era (`ideal`: the newest, where each library runs its newest code path), and the
    /// keyboard as UIKit's views know it (`keyboardState`).
    func environment(of bundleId: String) -> TrackerEnvironment {
        let screen = CGRect(state.world.device.screenBounds(state.world.orientation))
        let version = state.world.profile.era.iOSVersions?.upperBound ?? Era.allCases.compactMap(\.iOSVersions?.upperBound).max()
        return TrackerEnvironment(screenBounds: screen, systemVersion: version,
                                  keyboard: { [unowned self] in keyboardState(of: bundleId) })
    }

    /// The keyboard where its motion under way ends (Keyboard1.FrameAt), its mode and hardware
    /// keyboard; a docked keyboard that covers nothing of the app (App1.KeyboardOverlap: the
    /// hardware keyboard's minimized bar outside Stage Manager, P3; an app not in front) is none.
    func keyboardState(of bundleId: String) -> SystemKeyboardState {
        let end = state.world.now + Self.motionHorizon
        let info = state.world.keyboardInfo(at: end)
        guard info.visible, let mode = SystemKeyboardState.Mode(rawValue: info.effectiveMode.rawValue) else { return .hidden }
        if mode == .docked, state.world.keyboardOverlap(of: bundleId, at: end)?.isEmpty ?? true { return .hidden }
        return SystemKeyboardState(frame: CGRect(info.frame), isVisible: true, mode: mode, hardwareKeyboard: info.hardwareKeyboard)
    }

    /// Far enough ahead that every keyboard motion has ended (a spring's is 0.5 s).
    static let motionHorizon: UInt64 = 60_000

    /// The watchdog's and the layout guides' truth: App1.KeyboardOverlap as a docked height
    /// (Watchdog.dockedKeyboardHeight), nil for an app the model no longer has.
    func dockedKeyboardHeight(_ bundleId: String) -> Double? {
        guard let info = state.world.app(bundleId) else { return nil }
        return Watchdog.dockedKeyboardHeight(overlap: CGRect(info.keyboardOverlap), windowHeight: info.windowFrame.height)
    }
}
