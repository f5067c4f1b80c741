import ArgumentParser
import DBus
import Dispatch
import Foundation
import ProcessSupport

/// A live, readable view of every keyboard notification keyboardd delivers.
struct Monitor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch every keyboard notification as it is delivered, one line each, coloured by app.",
        discussion: """
            Each line: keyboardd's time, the notification's Sequence, its name, the owner of the keyboard, \
            IsLocal, FrameEnd and every recipient in delivery order (a recipient that is not the owner got \
            IsLocal=false: another app's keyboard). Between them, the apps' state and first-responder \
            changes, registrations and removals, where they happened.

            It listens to broadcasts only (Keyboard1.Notification names the recipients; App1's \
            PropertiesChanged shows the lifecycle), never eavesdrops. Runs until SIGINT or SIGTERM \
            (exit 0), until --count notifications, or until the reader of its output goes away \
            (`keyboardctl monitor | head`: exit 141, quietly). "Monitoring …" goes to stderr once it listens.
            """)

    @OptionGroup var bus: BusOptions
    @Flag(help: "Print JSON Lines instead: {\"kind\": \"keyboard\"|\"state\"|\"firstResponder\"|\"registered\"|\"removed\"|\"daemon\", …}.")
    var json = false
    @Option(help: ArgumentHelp("Exit after COUNT keyboard notifications.", valueName: "count"))
    var count: Int?
    @Flag(name: .customLong("no-color"), help: "Never colour (also: NO_COLOR, or stdout not a terminal).")
    var noColor = false

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
    }

    enum Input: Sendable {
        case message(Message)
        case stop
        case disconnected
    }

    func run() async throws {
        try await reportingFailures {
            let daemon = try bus.connect()
            let (stream, continuation) = AsyncStream<Input>.makeStream(bufferingPolicy: .unbounded)
            // Listening before anything else, so that nothing after the banner is missed.
            var subscriptions: [Subscription] = []
            do throws(DBusError) {
                for rule in MonitorEvent.rules {
                    subscriptions.append(try daemon.connection.subscribe(rule) { continuation.yield(.message($0)) })
                }
            } catch {
                throw CtlFailure.call(error, address: daemon.address)
            }
            daemon.connection.onDisconnect { continuation.yield(.disconnected) }
            let stops = StopSignals { continuation.yield(.stop) }
            // Every way out stops the loop thread before the process ends: a signal still being
            // matched or decoded there as exit runs is work cut off mid-way (and, to
            // LeakSanitizer, its values look leaked).
            defer {
                stops.cancel()
                subscriptions.forEach { $0.cancel() }
                daemon.connection.close()
            }
            guard try daemon.isRunning() else { throw CtlFailure.noDaemon(on: daemon.address) }
            Terminal.printNotice("Monitoring keyboardd on \(daemon.address); Ctrl-C to stop.")

            let format = MonitorFormat(palette: AppPalette(enabled: !json && Terminal.wantsColor(disabled: noColor)))
            var seen = 0
            for await input in stream {
                switch input {
                case .stop:
                    return
                case .disconnected:
                    throw CtlFailure.unavailable("lost the bus at \(daemon.address)")
                case .message(let message):
                    for event in MonitorEvent.decode(message) {
                        let line = json ? MonitorFormat.json(event).serialized : format.text(event)
                        guard Terminal.tryPrintLine(line) else {
                            daemon.connection.close()
                            Terminal.readerLeft()
                        }
                        guard case .keyboard = event else { continue }
                        seen += 1
                        if let count, seen >= count { return }
                    }
                }
            }
        }
    }
}
