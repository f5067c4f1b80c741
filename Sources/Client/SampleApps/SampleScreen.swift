import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import TrackerOptions

/// One sample app's screen, tracker, fixes and commands over any app connection
/// (`KeyboardAppActions`): what a sample client does when its stdin says `focus`, `resign`,
/// `pan 700`... and what it believes when asked. A sample client process (ExampleSupport's
/// SampleApp) wraps it with a bus connection, printed lines and `sync`; the in-process runner
/// (CompatibilityTable) wraps it with keyboardd's model. Both run the same code, so a story
/// means the same thing in either.
///
/// Lives on the app's queue, like the trackers (its state is confined there, checked).
public final class SampleScreen: ConfinedObject {
    public typealias Run = ([String]) throws -> String?

    public let example: SampleExample
    public let app: any KeyboardAppActions
    public let scene: KeyboardScene
    public let setup: TrackerSetup

    public struct State {
        /// The field `focus` takes when none is named.
        public var defaultField: TextField
        public fileprivate(set) var commands: [(verb: String, usage: String, run: Run)] = []
    }

    public let state: Confined<State>

    /// Builds the example's screen in `windowFrame` and wires the tracker and fixes to it
    /// (TrackerFactory.wire), then adds the commands.
    ///
    /// - Parameters:
    ///   - truth: the keyboard height the view should follow now, for the watchdog and the
    ///     keyboard layout guides (TrackerFactory.wire).
    ///   - idiom: nil reads `UIDevice.current`, which KeyboardClient sets when an app registers.
    ///   - timer: for the trackers that wait themselves; nil waits on the main queue.
    ///   - environment: the screen, iOS version and live keyboard, where the caller knows them
    ///     (`TrackerFactory.wire`).
    public init(example: SampleExample, app: any KeyboardAppActions, windowFrame: CGRect, tracker: TrackerKind, fixes: Fix,
                accessoryHeight: Double = 44, truth: (() -> Double?)?,
                makeLogger: (String) -> Logger = { Logger(label: $0) },
                idiom: UIDevice.UserInterfaceIdiom? = nil, timer: (any TrackerTimer)? = nil,
                environment: TrackerEnvironment = TrackerEnvironment()) throws {
        self.example = example
        self.app = app
        scene = example.makeScene(app: app, windowFrame: windowFrame, accessoryHeight: accessoryHeight)
        state = Confined(State(defaultField: example.defaultField(in: scene)))
        setup = try TrackerFactory.wire(tracker, fixes: fixes, app: app, scene: scene, truth: truth,
                                        makeLogger: makeLogger, idiom: idiom, timer: timer, environment: environment)
        addStandardCommands()
        example.addOwnCommands(to: self)
    }

    /// Adds a command; `run` returns the text of its `done` line, or nil for a command whose
    /// reply is a line of its own.
    public func on(_ verb: String, _ usage: String, _ run: @escaping Run) {
        state.commands.append((verb, usage, run))
    }

    public func command(_ verb: String) -> Run? { state.commands.first { $0.verb == verb }?.run }

    /// Runs a command; throws `SampleCommandError` for a verb it does not have.
    @discardableResult
    public func perform(_ verb: String, _ args: [String] = []) throws -> String? {
        guard let run = command(verb) else {
            throw SampleCommandError("unknown command '\(verb)'; commands: \(state.commands.map(\.verb).joined(separator: ", "))")
        }
        return try run(args)
    }

    /// Drops the commands: their closures hold this screen, which must not outlive its app.
    public func removeCommands() { state.commands.removeAll() }

    /// What the tracker believes (SampleBelief), given the keyboard height the truth says.
    public func belief(truth keyboardHeight: Double? = nil) -> SampleBelief {
        let tracker = setup.tracker
        let field = scene.allFields.first(where: \.isFirstResponder)
        return SampleBelief(
            tracker: tracker.kind.rawValue,
            viewLift: tracker.expectedViewBottom(forKeyboardHeight: 0) - tracker.viewBottom,
            trackedKeyboardHeight: tracker.believedKeyboardHeight,
            viewBottom: tracker.viewBottom,
            focused: field?.name,
            fieldBottom: field.map { Double($0.convert($0.bounds, to: nil).maxY) },
            watchdogDetections: setup.watchdog?.detections,
            expectedViewBottom: keyboardHeight.map { tracker.expectedViewBottom(forKeyboardHeight: $0) },
            liftAnimation: scene.window.latestChangeInTree.map { $0.animation?.duration ?? 0 })
    }

    private func field(_ args: [String]) throws -> TextField {
        guard let name = args.first else { return state.defaultField }
        guard let field = scene.allFields.first(where: { $0.name == name }) else {
            throw SampleCommandError("no field '\(name)'; fields: \(scene.allFields.map(\.name).joined(separator: ", "))")
        }
        return field
    }

    private func addStandardCommands() {
        on("focus", "focus [FIELD]: the field becomes first responder") { [unowned self] args in
            let field = try field(args)
            return "\(field.name) becomeFirstResponder: \(field.becomeFirstResponder() ? "accepted" : "refused")"
        }
        // One call to keyboardd: the focused field's own (a field that refuses to resign, N19, is
        // asked once, as UIKit asks it once).
        on("resign", "resign: the focused field resigns") { [unowned self] _ in
            if let field = scene.allFields.first(where: \.isFirstResponder) {
                return "resignFirstResponder: \(field.resignFirstResponder())"
            }
            return "resignFirstResponder: \(try app.resignFirstResponder())"
        }
        on("resign-now", "resign-now: the focused field resigns without animation (UIView.performWithoutAnimation; N12)") { [unowned self] _ in
            let resigned = try app.resignFirstResponder(animated: false)
            if resigned { for field in scene.allFields where field.isFirstResponder { field.resignedElsewhere() } }
            return "resignFirstResponder without animation: \(resigned)"
        }
        on("stubborn", "stubborn [FIELD]: the field refuses to resign (textFieldShouldEndEditing returns false; N19)") { [unowned self] args in
            let field = try field(args)
            field.traits.shouldEndEditing = false
            return "\(field.name) refuses to resign"
        }
        on("push", "push [search]: the navigation controller pushes a screen, with a search field if said (N19, N16)") { [unowned self] args in
            try app.pushViewController(searchField: args.first == "search")
            return "pushed a screen" + (args.first == "search" ? " with a search field" : "")
        }
        on("pop", "pop [search]: the navigation controller pops its top screen; the screen shown again has a search field if said (N19, N16)") { [unowned self] args in
            try app.popViewController(searchField: args.first == "search")
            return "popped a screen" + (args.first == "search" ? " back to a search field" : "")
        }
        on("pan", "pan Y: interactive dismissal drags the keyboard's top to Y (K8, K9)") { [unowned self] args in
            guard let y = args.first.flatMap(Double.init) else { throw SampleCommandError("pan needs a y, e.g. pan 700") }
            let moved = setup.interactiveDismissal.pan(toY: y)
            return "pan to \(SampleBelief.describe(y)) moved " + (moved.map { "\($0)" } ?? "no keyboard window")
        }
        on("secure", "secure [FIELD]: the field becomes a password field (isSecureTextEntry, content type password; N5)") { [unowned self] args in
            let field = try field(args)
            field.traits.isSecureTextEntry = true
            field.traits.textContentType = .password
            return "\(field.name) is a password field"
        }
        on("nocorrect", "nocorrect [FIELD]: the field turns autocorrection off (autocorrectionType .no: no QuickType bar from iOS 8 to 14; N3)") { [unowned self] args in
            let field = try field(args)
            field.traits.autocorrectionType = .no
            return "\(field.name) has autocorrection off"
        }
        on("textview", "textview [FIELD]: the field becomes a text view (UITextView's editing notifications; N13)") { [unowned self] args in
            let field = try field(args)
            field.traits.kind = .textView
            return "\(field.name) is a text view"
        }
        on("reload", "reload: the focused field calls reloadInputViews() (N8)") { [unowned self] _ in
            guard let field = scene.allFields.first(where: \.isFirstResponder) else {
                throw SampleCommandError("no field is first responder")
            }
            field.reloadInputViews()
            return "\(field.name) reloadInputViews"
        }
        on("inputview", "inputview HEIGHT: the focused field's inputView becomes a custom view HEIGHT tall (0: the system keyboard again), then reloadInputViews() (C12)") { [unowned self] args in
            guard let height = args.first.flatMap(Double.init), height >= 0 else {
                throw SampleCommandError("inputview needs a height, e.g. inputview 300 (0 for the system keyboard)")
            }
            let field = scene.allFields.first(where: \.isFirstResponder) ?? state.defaultField
            field.traits.inputView = height > 0 ? .custom : .keyboard
            field.traits.customInputViewHeight = height > 0 ? height : nil
            field.reloadInputViews()
            return "\(field.name) inputView " + (height > 0 ? "custom \(SampleBelief.describe(height))" : "keyboard")
        }
        on("toolbar", "toolbar [ID]: every field gets a 44 pt accessory toolbar; with ID one toolbar object shared by all, without it each field its own (C10)") { [unowned self] args in
            for field in scene.allFields {
                field.traits.inputAccessoryViewHeight = 44
                field.traits.inputAccessoryViewId = args.first
            }
            scene.allFields.first(where: \.isFirstResponder)?.reloadInputViews()
            return args.first.map { "one toolbar \($0) for every field" } ?? "a toolbar for each field"
        }
        on("watchdog", "watchdog: one check of the watchdog now (K14)") { [unowned self] _ in
            guard let watchdog = setup.watchdog else { throw SampleCommandError("start with --fix watchdog") }
            return watchdog.check().map { "detected, view bottom \(SampleBelief.describe($0.viewBottom))" } ?? "view in place"
        }
        on("appear", "appear: the screen appears (viewDidAppear)") { [unowned self] _ in
            setup.tracker.viewDidAppear()
            return "viewDidAppear"
        }
        on("disappear", "disappear: the screen disappears (viewWillDisappear)") { [unowned self] _ in
            setup.tracker.viewWillDisappear()
            return "viewWillDisappear"
        }
    }
}
