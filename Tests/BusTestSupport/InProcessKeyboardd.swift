import DBus
import Foundation
import KeyboardContract
import KeyboardModel
import KeyboardServer
import Logging

/// keyboardd's server in the test process, on an in-process bus (no dbus-daemon, no second
/// process), with a control connection and the typed proxies on it: `DaemonFixture`'s
/// conveniences for tests of the server's handlers, access checks and signals. Apps connect to
/// `bus` as to any bus (`BusApp`), each with its own unique name; one that closes its connection
/// leaves the bus, and the server hears NameOwnerChanged as it would from dbus-daemon.
/// Stopped in `stop()` (tests call it in a `defer`).
public final class InProcessKeyboardd: KeyboarddFixture, Sendable {
    public let bus: InProcessBus
    /// The server's own connection.
    public let serverConnection: Connection
    public let keyboardd: KeyboardServer
    /// The control connection the proxies use.
    public let connection: Connection
    public let control: Control1.Proxy
    public let server: Server1.Proxy
    public let keyboard: Keyboard1.Proxy

    /// The server with keyboardd's `arguments` (`--device`, `--era`, `--clock` (virtual
    /// unless given), `--max-apps`, `--max-name-length`, `--trace-limit`), serving once this returns.
    public init(_ arguments: [String] = []) async throws {
        let options = try Self.options(arguments)
        bus = try InProcessBus()
        serverConnection = try bus.connect()
        keyboardd = KeyboardServer(connection: serverConnection, options: options)
        try keyboardd.start()
        connection = try bus.connect()
        control = Control1.Proxy(connection)
        server = Server1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
    }

    public func stop() {
        connection.close()
        keyboardd.stop()
        bus.stop()
    }

    /// keyboardd's command line, the part that shapes the server, as its options; the server
    /// logs nowhere (the test's output is the test's).
    static func options(_ arguments: [String]) throws -> KeyboardServer.Options {
        var values: [String: String] = [:]
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UnknownArgument(argument: flag) }
            values[flag] = value
        }
        for flag in values.keys where !Self.flags.contains(flag) { throw UnknownArgument(argument: flag) }
        let (device, profile) = try Configuration.pairing(device: values["--device"], profile: values["--era"] ?? values["--profile"])
        let defaults = Limits()
        func number(_ flag: String, _ fallback: Int) throws -> Int {
            guard let text = values[flag] else { return fallback }
            guard let value = Int(text) else { throw UnknownArgument(argument: "\(flag) \(text)") }
            return value
        }
        let clock = try values["--clock"].map { text in
            guard let mode = Server1.ClockMode(rawValue: text) else { throw UnknownArgument(argument: "--clock \(text)") }
            return mode
        } ?? .virtual
        return KeyboardServer.Options(
            clock: clock, device: device, profile: profile,
            limits: Limits(maxApps: try number("--max-apps", defaults.maxApps),
                           maxNameLength: try number("--max-name-length", defaults.maxNameLength),
                           traceLimit: try number("--trace-limit", defaults.traceLimit)),
            logger: Logger(label: "keyboard.server", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    static let flags: Set = ["--device", "--era", "--profile", "--clock", "--max-apps", "--max-name-length", "--trace-limit"]

    public struct UnknownArgument: Error, CustomStringConvertible {
        public let argument: String
        public var description: String { "the in-process server takes no argument \(argument)" }
    }
}
