import ArgumentParser
import Foundation
import KeyboardClient
import KeyboardLogging
import KeyboardTrackers
import Logging
import ProcessSupport
import SampleApps
import TrackerOptions

/// What every sample client is: an app registered with keyboardd, a screen of headless views,
/// a tracker with fixes wired to it, one printed line per event, and its commands. The screen,
/// tracker and commands are SampleApps' (SampleExample, SampleScreen), shared with the in-process
/// runner; this adds the bus, the printed lines and `sync`. The process around it (stdin,
/// signals, `register` of a new app in its place) is SampleHost's.
///
/// Everything of one app is its own: its `NotificationCenter` (the trackers and fixes observe the
/// app's center, never `.default`), scene, tracker, observers and subscriptions; only the bus
/// connection is the process's (KeptConnection). So once `stop()` has unregistered and closed
/// the app, nothing of it hears the next app registered in the process (`KeyboardApp.close()`
/// says why no late signal of it can).
public final class SampleApp: Sendable {
    public let name: String
    public let app: KeyboardApp
    /// The screen, tracker, fixes and commands, as the in-process runner builds them too.
    public let screen: SampleScreen
    public let printer: EventPrinter
    public var scene: KeyboardScene { screen.scene }
    public var setup: TrackerSetup { screen.setup }
    /// The field `focus` takes when none is named.
    public var defaultField: TextField { screen.defaultField }
    /// The screen's commands, then the process's own (`sync`, `state`, `report`).
    var commands: [(verb: String, usage: String, run: SampleScreen.Run)] {
        screen.commands + state.ownCommands
    }

    /// What the process adds to the screen, on the main queue.
    private struct State {
        var ownCommands: [(verb: String, usage: String, run: SampleScreen.Run)] = []
        var observers: [any NSObjectProtocol] = []
        var watchdogTimer: (any DispatchSourceTimer)?
    }

    private let state = Confined(State())
    /// Whether the end of stdin ends the client (`--exit-at-eof`), or it serves on.
    let exitAtEOF: Bool
    /// Seconds between the watchdog's own checks (`--watchdog-interval`); 0: only the command's.
    let watchdogInterval: Double

    /// Registers the example's app (the options' bundle id, tracker and fixes, or the example's
    /// own) and wires its screen (SampleScreen).
    public init(example: SampleExample, options: ExampleOptions, accessoryHeight: Double = 44) throws {
        name = example.rawValue
        exitAtEOF = options.exitAtEOF
        watchdogInterval = options.watchdogInterval
        SampleHost.setUpProcess(logLevel: options.logLevel)
        printer = EventPrinter(json: options.json, prefix: name)
        let kind = try options.trackerKind(default: example.defaultTracker)
        let fixSet = try options.fixSet(default: example.defaultFixes)
        app = try KeyboardApp(bundleId: options.bundleId ?? example.defaultBundleId, on: KeptConnection.to(options.keyboardBus),
                              options: RegistrationOptions(launch: !options.noLaunch),
                              notificationCenter: NotificationCenter(), queue: .main,
                              logger: Logger(label: "keyboard.client"))
        let printer = self.printer
        let reporting = ReportingApp(app) { facts in
            let text = facts.sorted { $0.key < $1.key }.map { "\($0.key) \(SampleApp.describe($0.value))" }
            printer.print("report", "reported: " + text.joined(separator: ", "))
        }
        let app = self.app
        screen = try SampleScreen(example: example, app: reporting, windowFrame: try app.windowFrame(), tracker: kind,
                                  fixes: fixSet, accessoryHeight: accessoryHeight, truth: {
            guard let overlap = try? app.keyboardOverlap(), let window = try? app.windowFrame() else { return nil }
            return Watchdog.dockedKeyboardHeight(overlap: overlap, windowHeight: window.height)
        })
        addOwnCommands()
    }

    /// Adds a command (`verb args...` on stdin); `run` returns the line to print as its `done`,
    /// or nil for a command whose reply is a line of its own (`sync`'s `synced`).
    public func on(_ verb: String, _ usage: String, _ run: @escaping ([String]) throws -> String?) {
        screen.on(verb, usage, run)
    }

    /// Observes one of the app's notifications for as long as the app is registered.
    public func observe(_ name: Notification.Name, _ handler: @escaping @Sendable (Notification) -> Void) {
        state.observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil, using: handler))
    }

    /// What the tracker believes, for `sync` and `state` (SampleBelief's keys).
    public func belief(truth keyboardHeight: Double? = nil) -> [String: Any] {
        screen.belief(truth: keyboardHeight).dictionary
    }

    /// Serves this app alone until SIGTERM, SIGINT or `exit` (or the end of stdin with
    /// `--exit-at-eof`); `register` is refused. A SampleClient's `serve()` also takes `register`.
    public func run() -> Never {
        SampleHost(self, register: nil).run()
    }

    /// Prints every notification from now on, starts the watchdog, and says `ready`.
    func start() {
        observeNotifications()
        if let watchdog = setup.watchdog, watchdogInterval > 0 { startWatchdog(watchdog, every: watchdogInterval) }
        printer.print("ready", "\(app.bundleId) registered at \(app.objectPath), tracker \(setup.kind), fixes \(setup.fixes)",
                      ["bundleId": app.bundleId, "path": app.objectPath.rawValue, "tracker": setup.kind.rawValue,
                       "fixes": setup.fixes.description])
    }

    /// Unregisters and closes the app (its subscriptions, not the process's connection); the
    /// observers and the watchdog go with it.
    func stop(saying farewell: String = "unregistered, bye") {
        state.watchdogTimer?.cancel()
        state.watchdogTimer = nil
        for observer in state.observers { app.notificationCenter.removeObserver(observer) }
        state.observers.removeAll()
        // The commands' closures hold this app: an app replaced by `register` must not outlive it.
        screen.removeCommands()
        state.ownCommands.removeAll()
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
            state.observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [self] note in
                printKeyboard(note)
            })
        }
        for name in lifecycle {
            state.observers.append(app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [self] note in
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

    private func startWatchdog(_ watchdog: Watchdog, every interval: Double) {
        // K14: once a second by default, as the article's watchdog does.
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [self] in
            if let detection = watchdog.check() {
                printer.print("watchdog", "detected: view bottom \(Self.describe(detection.viewBottom)), expected "
                              + "\(Self.describe(detection.expectedViewBottom))\(detection.fixed ? ", fixed" : "")",
                              ["detections": watchdog.detections])
            }
        }
        timer.resume()
        state.watchdogTimer = timer
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

    /// What only a process has: the round trip to keyboardd (`sync`), the belief printed
    /// (`state`) and told to keyboardd (`report`).
    private func addOwnCommands() {
        state.ownCommands = [
            ("sync", "sync TOKEN [KEYBOARD_HEIGHT]: round trip to keyboardd, then print the belief", { [unowned self] args in
                let token = args.first ?? ""
                let truth = args.dropFirst().first.flatMap(Double.init)
                try app.synchronize { [self] in
                    let belief = belief(truth: truth)
                    printer.print("synced", "synced \(token): \(Self.describe(belief))", ["token": token, "belief": belief])
                }
                return nil   // `synced` is the reply
            }),
            ("state", "state: print what the tracker believes", { [unowned self] _ in Self.describe(belief()) }),
            ("report", "report: tell keyboardd what the tracker believes", { [unowned self] _ in
                try app.report(setup.beliefFacts)
                return "reported \(setup.beliefFacts.count) facts"
            }),
        ]
    }

    static func describe(_ value: Double) -> String { SampleBelief.describe(value) }

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
