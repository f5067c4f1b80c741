import Foundation
import KeyboardClient
import KeyboardLogging
import Logging
import ProcessSupport
import Synchronization

/// The sample client's process around its app: commands from stdin, SIGTERM and SIGINT, the end
/// of stdin, and `register`, which puts a new app in the place of the current one. A driver that
/// plays many stories (`keyboardctl matrix`) keeps one process per example and registers a new
/// app in it for each story instead of starting a process. Everything runs on the main queue.
final class SampleHost: Sendable {
    /// Makes a new app from `register`'s words, as the command line would (SampleClient).
    typealias Register = ([String]) throws -> SampleApp

    private struct State {
        var current: SampleApp?
        /// Called on the main queue, like everything here.
        let register: Register?
        var stopSignals: StopSignals?
    }

    private let state: Confined<State>
    /// For the lines said while no app is registered.
    private let printer: EventPrinter
    private let exitAtEOF: Bool
    private var commands: [(verb: String, usage: String)] {
        state.register == nil ? Self.ownCommands.filter { $0.verb != "register" && $0.verb != "unregister" } : Self.ownCommands
    }

    static let ownCommands = [
        (verb: "register", usage: "register [OPTIONS]: unregister the app, then register a new one with these options "
            + "(--bus, --bundle-id, --tracker, --fix, --no-launch and the example's own): a new scene, tracker and "
            + "observers, on the process's bus connection (a new one for another bus); output and stdin stay as the process started"),
        (verb: "unregister", usage: "unregister: the app unregisters; the process keeps its bus connection and waits for register"),
        (verb: "help", usage: "help: list the commands"),
        (verb: "exit", usage: "exit: unregister and exit"),
    ]

    init(_ first: SampleApp, register: Register?) {
        state = Confined(State(current: first, register: register))
        printer = first.printer
        exitAtEOF = first.exitAtEOF
    }

    /// Once per process, before the first app: the log handler (swift-log takes one bootstrap),
    /// and SIGPIPE ignored, so that a reader of our lines going away (`ike | head`) costs only
    /// the lines (EventPrinter).
    static func setUpProcess(logLevel: String) {
        processSetUp.withLock { done in
            guard !done else { return }
            done = true
            OutputChannel.ignoreBrokenPipes()
            TaggedLogHandler.bootstrap(level: Logger.Level(rawValue: logLevel) ?? .info)
        }
    }

    private static let processSetUp = Mutex(false)

    /// Starts the first app, reads commands and serves until SIGTERM, SIGINT or `exit` (or the
    /// end of stdin with `--exit-at-eof`).
    func run() -> Never {
        state.stopSignals = StopSignals(queue: .main) { [self] in stopAndExit() }
        state.current?.start()
        // After `ready`, so that a driver reads `input-ended` after it.
        CommandReader.start(handle: { [self] verb, args in handle(verb, args) }, onEnd: { [self] in inputEnded() })
        dispatchMain()
    }

    /// The end of stdin: a background client (`ike &`) has none from the start, and serves on.
    private func inputEnded() {
        if exitAtEOF {
            stopAndExit()
        }
        printer.print("input-ended", "stdin ended; serving until SIGTERM or SIGINT")
    }

    private func stopAndExit() -> Never {
        stopCurrent()
        KeptConnection.close()
        exit(0)
    }

    /// Before the process exits: the app unregisters, if there is one.
    private func stopCurrent() {
        if let current = state.current {
            current.stop()
        } else {
            printer.print("stopped", "no app registered, bye")
        }
    }

    private func handle(_ verb: String, _ args: [String]) {
        let command = ([verb] + args).joined(separator: " ")
        switch verb {
        case "register" where state.register != nil:
            replace(with: args, command: command)
        case "unregister" where state.register != nil:
            guard let app = state.current else {
                printer.print("failed", "\(command): no app is registered", ["command": command, "message": "no app is registered"])
                return
            }
            app.stop(saying: "unregistered; waiting for register")
            state.current = nil
            printer.print("done", "unregistered", ["command": command])
        case "help":
            let usages = (state.current?.commands.map(\.usage) ?? []) + commands.map(\.usage)
            printer.print("done", usages.joined(separator: "; "), ["command": command])
        case "exit":
            stopAndExit()
        default:
            let current = state.current
            if let current, current.commands.contains(where: { $0.verb == verb }) {
                current.handle(verb, args)
                return
            }
            let verbs = (current?.commands.map(\.verb) ?? []) + commands.map(\.verb)
            let message = current == nil ? "unknown command, and no app is registered" : "unknown command"
            printer.print("failed", "unknown command '\(verb)'\(current == nil ? " (no app is registered)" : ""); "
                          + "commands: \(verbs.joined(separator: ", "))", ["command": command, "message": message])
        }
    }

    /// `register`: the current app unregisters and closes first. The new one is made on a later
    /// turn of the main queue, behind whatever the old app's subscriptions had queued there before
    /// it closed: those blocks post to the old app's own center, and run before the new app's
    /// `ready`, never after it.
    private func replace(with args: [String], command: String) {
        state.current?.stop(saying: "unregistered; registering a new app")
        state.current = nil
        DispatchQueue.main.async { [self] in
            do {
                let register = state.register!
                let app = try register(args)
                state.current = app
                app.start()
                printer.print("done", "registered \(app.app.bundleId)", ["command": command])
            } catch {
                printer.print("failed", "\(command): \(error)", ["command": command, "message": "\(error)"])
            }
        }
    }
}
