import DBus
import Foundation
import ProcessSupport

/// A private `dbus-daemon` for one test or suite (the GTestDBus pattern): the project's
/// dbus/test-bus.conf listening in a fresh directory, stopped by PID in `stop()` or `deinit`,
/// so a failing test still cleans up; if the test process dies, the daemon goes too.
public final class PrivateBus: Sendable {
    private let daemon: BusDaemon

    public var address: String { daemon.address }
    public var daemonPID: pid_t { daemon.daemonPID }
    public var isRunning: Bool { daemon.isRunning }

    public init() throws {
        daemon = try BusDaemon(config: try PrivateBus.testConfig(), prefix: "keyboardd-test-bus")
    }

    /// The same bus with some `<limit>`s of the test config set otherwise (e.g.
    /// `["max_outgoing_bytes": 65536]`), to see what dbus-daemon does at its limits.
    public init(limits: [String: Int]) throws {
        var config = try PrivateBus.testConfig()
        for (name, value) in limits {
            let line = "<limit name=\"\(name)\">"
            guard let start = config.range(of: line), let end = config.range(of: "</limit>", range: start.upperBound..<config.endIndex) else {
                throw BusDaemonError.failed("dbus/test-bus.conf has no limit \(name)")
            }
            config.replaceSubrange(start.upperBound..<end.lowerBound, with: String(value))
        }
        daemon = try BusDaemon(config: config, prefix: "keyboardd-test-bus")
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
