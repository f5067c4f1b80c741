import DBus
import Foundation
import ProcessSupport

/// A private `dbus-daemon` for one test or suite (the GTestDBus pattern): the project's
/// dbus/test-bus.conf listening in a fresh directory, stopped by PID in `stop()` or `deinit`,
/// so a failing test still cleans up; if the test process dies, the daemon goes too.
public final class PrivateBus: @unchecked Sendable {
    private let daemon: BusDaemon

    public var address: String { daemon.address }
    public var daemonPID: pid_t { daemon.daemonPID }
    public var isRunning: Bool { daemon.isRunning }

    public init() throws {
        daemon = try BusDaemon(config: try PrivateBus.testConfig(), prefix: "keyboardd-test-bus")
    }

    /// dbus/test-bus.conf, found from this file's place in the repository.
    static func testConfig() throws -> String {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("dbus/test-bus.conf")
        return try String(contentsOf: source, encoding: .utf8)
    }

    /// A new connection to this bus.
    public func connect() throws -> Connection {
        try Connection(address: address)
    }

    public func stop() { daemon.stop() }
}
