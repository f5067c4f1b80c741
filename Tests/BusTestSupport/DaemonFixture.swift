import DBus
import Foundation
import KeyboardContract

/// keyboardd on a private bus (virtual clock unless told otherwise), with a control connection
/// and the typed proxies on it: the start of most bus tests. The daemon and the bus are stopped
/// by PID in `stop()` (tests call it in a `defer`) or deinit.
public final class DaemonFixture: KeyboarddFixture, Sendable {
    public let bus: PrivateBus
    public let connection: Connection
    public let daemon: DaemonProcess
    public let control: Control1.Proxy
    public let server: Server1.Proxy
    public let keyboard: Keyboard1.Proxy

    /// Starts keyboardd with `arguments` on `bus` (a new one when nil) and waits until it owns its name.
    public init(_ arguments: [String] = [], bus: PrivateBus? = nil) async throws {
        self.bus = try bus ?? PrivateBus()
        connection = try self.bus.connect()
        control = Control1.Proxy(connection)
        server = Server1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
        var arguments = arguments
        if !arguments.contains("--clock") { arguments += ["--clock", "virtual"] }
        daemon = try await DaemonProcess(arguments: ["--bus", self.bus.address] + arguments, observer: connection)
    }

    public var pid: pid_t { daemon.process.pid }
    public var isRunning: Bool { daemon.process.exitCode == nil }

    public func stop() {
        daemon.stop()
        connection.close()
        bus.stop()
    }
}
