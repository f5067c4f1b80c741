import ArgumentParser
import Foundation
import KeyboardClient
import KeyboardLogging
import KeyboardTrackers
import Logging
import ProcessSupport
import TrackerOptions

/// What every sample client is: an app registered with keyboardd, a screen of headless views,
/// a tracker with fixes wired to it, one printed line per event, and its commands. Each example
/// builds its screen and adds its own commands; the process around it (stdin, signals, `register`
/// of a new app in its place) is SampleHost's.
///
/// Everything of one app is its own: its `NotificationCenter` (the trackers and fixes observe the
/// app's center, never `.default`), scene, tracker, observers and subscriptions; only the bus
/// connection is the process's (KeptConnection). So once `stop()` has unregistered and closed
/// the app, nothing of it hears the next app registered in the process (`KeyboardApp.close()`
/// says why no late signal of it can).
public final class SampleApp: @unchecked Sendable {
    public let name: String
    public let app: KeyboardApp
    public let scene: KeyboardScene
    public let setup: TrackerSetup
    public let printer: EventPrinter
    /// The field `focus` takes when none is named.
    public var defaultField: TextField
    private(set) var commands: [(verb: String, usage: String, run: ([String]) throws -> String?)] = []
    private var observers: [any NSObjectProtocol] = []
    private var watchdogTimer: (any DispatchSourceTimer)?
    /// Whether the end of stdin ends the client (`--exit-at-eof`), or it serves on.
    let exitAtEOF: Bool

    /// Registers the app and wires the tracker; `makeScene` builds the screen in the app's window.
    public init(name: String, options: ExampleOptions, bundleId: String, tracker: TrackerKind, fixes: Fix = [],
                makeScene: (KeyboardApp, CGRect) -> KeyboardScene,
                defaultField: (KeyboardScene) -> TextField) throws {
        self.name = name
        exitAtEOF = options.exitAtEOF
        SampleHost.setUpProcess(logLevel: options.logLevel)
        printer = EventPrinter(json: options.json, prefix: name)
        let kind = try options.trackerKind(default: tracker)
        let fixSet = try options.fixSet(default: fixes)
        app = try KeyboardApp(bundleId: options.bundleId ?? bundleId, on: KeptConnection.to(options.keyboardBus),
                              options: RegistrationOptions(launch: !options.noLaunch),
                              notificationCenter: NotificationCenter(), queue: .main,
                              logger: Logger(label: "keyboard.client"))
        let printer = self.printer
        let reporting = ReportingApp(app) { facts in
            let text = facts.sorted { $0.key < $1.key }.map { "\($0.key) \(SampleApp.describe($0.value))" }
            printer.print("report", "reported: " + text.joined(separator: ", "))
        }
        scene = makeScene(app, try app.windowFrame())
        self.defaultField = defaultField(scene)
        let app = self.app
        setup = try TrackerFactory.wire(kind, fixes: fixSet, app: reporting, scene: scene, truth: {
            guard let overlap = try? app.keyboardOverlap(), let window = try? app.windowFrame() else { return nil }
            return Watchdog.dockedKeyboardHeight(overlap: overlap, windowHeight: window.height)
        })
        addStandardCommands()
    }

    /// Adds a command (`verb args...` on stdin); `run` returns the line to print as its `done`,
    /// or nil for a command whose reply is a line of its own (`sync`'s `synced`).
    public func on(_ verb: String, _ usage: String, _ run: @escaping ([String]) throws -> String?) {
        commands.append((verb, usage, run))
    }

    /// Observes one of the app's notifications for as long as the app is registered.
    public func observe(_ name: Notification.Name, _ handler: @escaping @Sendable (Notification) -> Void) {
        observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil, using: handler))
    }

    /// What the tracker believes, for `sync` and `state`: how far it lifted its view, the
    /// keyboard height it acted on, and the focused field's bottom in window coordinates; given
    /// the keyboard height the truth says, also where the view belongs by the tracker's own layout.
    public func belief(truth keyboardHeight: Double? = nil) -> [String: Any] {
        let tracker = setup.tracker
        var belief: [String: Any] = [
            "tracker": tracker.kind.rawValue,
            "viewLift": tracker.expectedViewBottom(forKeyboardHeight: 0) - tracker.viewBottom,
            "trackedKeyboardHeight": tracker.believedKeyboardHeight,
            "viewBottom": tracker.viewBottom,
        ]
        if let field = scene.allFields.first(where: \.isFirstResponder) {
            belief["focused"] = field.name
            belief["fieldBottom"] = Double(field.convert(field.bounds, to: nil).maxY)
        }
        if let watchdog = setup.watchdog { belief["watchdogDetections"] = watchdog.detections }
        if let keyboardHeight {
            belief["expectedViewBottom"] = tracker.expectedViewBottom(forKeyboardHeight: keyboardHeight)
        }
        return belief
    }

    /// Serves this app alone until SIGTERM, SIGINT or `exit` (or the end of stdin with
    /// `--exit-at-eof`); `register` is refused. A SampleClient's `serve()` also takes `register`.
    public func run() -> Never {
        SampleHost(self, register: nil).run()
    }

    /// Prints every notification from now on, starts the watchdog, and says `ready`.
    func start() {
        observeNotifications()
        if let watchdog = setup.watchdog { startWatchdog(watchdog) }
        printer.print("ready", "\(app.bundleId) registered at \(app.objectPath), tracker \(setup.kind), fixes \(setup.fixes)",
                      ["bundleId": app.bundleId, "path": app.objectPath.rawValue, "tracker": setup.kind.rawValue,
                       "fixes": setup.fixes.description])
    }

    /// Unregisters and closes the app (its subscriptions, not the process's connection); the
    /// observers and the watchdog go with it.
    func stop(saying farewell: String = "unregistered, bye") {
        watchdogTimer?.cancel()
        watchdogTimer = nil
        for observer in observers { app.notificationCenter.removeObserver(observer) }
        observers.removeAll()
        // The commands' closures hold this app: an app replaced by `register` must not outlive it.
        commands.removeAll()
        try? app.unregister()
        app.close()
        printer.print("stopped", farewell)
    }

    private func observeNotifications() {
        let keyboard = KeyboardEvent.Kind.allCases.map(\.notificationName)
        let lifecycle = [UIApplication.didFinishLaunchingNotification, UIApplication.willResignActiveNotification,
                         UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
                         UIApplication.didBecomeActiveNotification, UIApplication.willTerminateNotification]
        for name in keyboard {
            observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [self] note in
                printKeyboard(note)
            })
        }
        for name in lifecycle {
            observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [self] note in
                printer.print("lifecycle", "\(note.name.rawValue) (state \(app.applicationState))",
                              ["name": note.name.rawValue])
            })
        }
    }

    private func printKeyboard(_ note: Notification) {
        let info = note.userInfo ?? [:]
        let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
        let sequence = info["Sequence"] as? UInt64 ?? 0
        let owner = info["Owner"] as? String ?? ""
        printer.print(
            "notification",
            "#\(sequence) \(note.name.rawValue) end \(Self.describe(end)) \(local ? "local" : "not local, owner \(owner)")",
            ["name": note.name.rawValue, "sequence": Int(sequence), "isLocal": local, "owner": owner,
             "frameEnd": [end.minX, end.minY, end.width, end.height].map { Double($0) }])
    }

    private func startWatchdog(_ watchdog: Watchdog) {
        // K14: once a second, as the article's watchdog does.
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [self] in
            if let detection = watchdog.check() {
                printer.print("watchdog", "detected: view bottom \(Self.describe(detection.viewBottom)), expected "
                              + "\(Self.describe(detection.expectedViewBottom))\(detection.fixed ? ", fixed" : "")",
                              ["detections": watchdog.detections])
            }
        }
        timer.resume()
        watchdogTimer = timer
    }

    /// Runs one of the app's commands (SampleHost has checked that it is one) and prints its line.
    func handle(_ verb: String, _ args: [String]) {
        let command = ([verb] + args).joined(separator: " ")
        guard let entry = commands.first(where: { $0.verb == verb }) else { return }
        do {
            if let text = try entry.run(args) { printer.print("done", text, ["command": command]) }
        } catch {
            printer.print("failed", "\(command): \(error)", ["command": command, "message": "\(error)"])
        }
    }

    private func field(_ args: [String]) throws -> TextField {
        guard let name = args.first else { return defaultField }
        guard let field = scene.allFields.first(where: { $0.name == name }) else {
            throw ValidationError("no field '\(name)'; fields: \(scene.allFields.map(\.name).joined(separator: ", "))")
        }
        return field
    }

    private func addStandardCommands() {
        on("focus", "focus [FIELD]: the field becomes first responder") { [self] args in
            let field = try field(args)
            return "\(field.name) becomeFirstResponder: \(field.becomeFirstResponder() ? "accepted" : "refused")"
        }
        on("resign", "resign: the focused field resigns") { [self] _ in
            let resigned = try app.resignFirstResponder()
            for field in scene.allFields where field.isFirstResponder { field.resignFirstResponder() }
            return "resignFirstResponder: \(resigned)"
        }
        on("pan", "pan Y: interactive dismissal drags the keyboard's top to Y (K8, K9)") { [self] args in
            guard let y = args.first.flatMap(Double.init) else { throw ValidationError("pan needs a y, e.g. pan 700") }
            let moved = setup.interactiveDismissal.pan(toY: y)
            return "pan to \(Self.describe(y)) moved " + (moved.map { "\($0)" } ?? "no keyboard window")
        }
        on("secure", "secure [FIELD]: the field becomes a password field (isSecureTextEntry, content type password; N5)") { [self] args in
            let field = try field(args)
            field.traits.isSecureTextEntry = true
            field.traits.textContentType = .password
            return "\(field.name) is a password field"
        }
        on("textview", "textview [FIELD]: the field becomes a text view (UITextView's editing notifications; N13)") { [self] args in
            let field = try field(args)
            field.traits.kind = .textView
            return "\(field.name) is a text view"
        }
        on("reload", "reload: the focused field calls reloadInputViews() (N8)") { [self] _ in
            guard let field = scene.allFields.first(where: \.isFirstResponder) else {
                throw ValidationError("no field is first responder")
            }
            field.reloadInputViews()
            return "\(field.name) reloadInputViews"
        }
        on("inputview", "inputview HEIGHT: the focused field's inputView becomes a custom view HEIGHT tall (0: the system keyboard again), then reloadInputViews() (C12)") { [self] args in
            guard let height = args.first.flatMap(Double.init), height >= 0 else {
                throw ValidationError("inputview needs a height, e.g. inputview 300 (0 for the system keyboard)")
            }
            let field = scene.allFields.first(where: \.isFirstResponder) ?? defaultField
            field.traits.inputView = height > 0 ? .custom : .keyboard
            field.traits.customInputViewHeight = height > 0 ? height : nil
            field.reloadInputViews()
            return "\(field.name) inputView " + (height > 0 ? "custom \(Self.describe(height))" : "keyboard")
        }
        on("toolbar", "toolbar [ID]: every field gets a 44 pt accessory toolbar; with ID one toolbar object shared by all, without it each field its own (C10)") { [self] args in
            for field in scene.allFields {
                field.traits.inputAccessoryViewHeight = 44
                field.traits.inputAccessoryViewId = args.first
            }
            scene.allFields.first(where: \.isFirstResponder)?.reloadInputViews()
            return args.first.map { "one toolbar \($0) for every field" } ?? "a toolbar for each field"
        }
        on("sync", "sync TOKEN [KEYBOARD_HEIGHT]: round trip to keyboardd, then print the belief") { [self] args in
            let token = args.first ?? ""
            let truth = args.dropFirst().first.flatMap(Double.init)
            try app.synchronize { [self] in
                let belief = belief(truth: truth)
                printer.print("synced", "synced \(token): \(Self.describe(belief))", ["token": token, "belief": belief])
            }
            return nil   // `synced` is the reply
        }
        on("state", "state: print what the tracker believes") { [self] _ in Self.describe(belief()) }
        on("report", "report: tell keyboardd what the tracker believes") { [self] _ in
            try app.report(setup.beliefFacts)
            return "reported \(setup.beliefFacts.count) facts"
        }
        on("watchdog", "watchdog: one check of the watchdog now (K14)") { [self] _ in
            guard let watchdog = setup.watchdog else { throw ValidationError("start with --fix watchdog") }
            return watchdog.check().map { "detected, view bottom \(Self.describe($0.viewBottom))" } ?? "view in place"
        }
        on("appear", "appear: the screen appears (viewDidAppear)") { [self] _ in
            setup.tracker.viewDidAppear()
            return "viewDidAppear"
        }
        on("disappear", "disappear: the screen disappears (viewWillDisappear)") { [self] _ in
            setup.tracker.viewWillDisappear()
            return "viewWillDisappear"
        }
    }

    static func describe(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(describe(rect.minX)), \(describe(rect.minY)), \(describe(rect.width)), \(describe(rect.height)))"
    }

    static func describe(_ value: ReportValue) -> String {
        switch value {
        case .double(let d): describe(d)
        case .int(let i): String(i)
        case .bool(let b): String(b)
        case .string(let s): s
        }
    }

    static func describe(_ belief: [String: Any]) -> String {
        belief.sorted { $0.key < $1.key }.map { key, value in
            if let d = value as? Double { return "\(key) \(describe(d))" }
            return "\(key) \(value)"
        }.joined(separator: ", ")
    }
}
