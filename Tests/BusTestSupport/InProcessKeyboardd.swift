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

    /// The server with keyboardd's `arguments` (`--device`, `--era`, `--clock` (virtual unless
    /// given), `--max-apps`, `--max-name-length`, `--trace-limit`...), serving once this returns;
    /// a flag keyboardd does not take, or a bad value, throws keyboardd's own message.
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

    /// keyboardd's command line, the part that shapes the server, parsed by the server's own
    /// arguments (virtual clock unless `--clock` says); the server logs nowhere (the test's output
    /// is the test's) and keeps the input-mode memory in memory unless `--state-dir` says.
    static func options(_ arguments: [String]) throws -> KeyboardServer.Options {
        try ServerArguments.parse(["--clock", Server1.ClockMode.virtual.rawValue] + arguments).options(
            logger: Logger(label: "keyboard.server", factory: { _ in SwiftLogNoOpLogHandler() }), defaultStateDirectory: nil)
    }
}
