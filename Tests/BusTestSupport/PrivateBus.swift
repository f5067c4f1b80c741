import DBus
import Foundation

/// A private `dbus-daemon` for one test or suite (the GTestDBus pattern): its own config (the
/// project's dbus/test-bus.conf listening in a fresh temporary directory), started with
/// `--nofork --print-address`, stopped by PID in `stop()` or `deinit`, so a failing test still
/// cleans up. If the test process itself dies, a small guardian shell notices its stdin closing
/// and stops the daemon by PID, so no bus outlives the test run.
public final class PrivateBus: @unchecked Sendable {
    public let address: String
    public let daemonPID: pid_t
    public let directory: URL
    private let guardian: ChildProcess
    private let lock = NSLock()
    private var stopped = false

    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardd-test-bus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("bus.conf")
        try PrivateBus.config(listeningIn: directory).write(to: config, atomically: true, encoding: .utf8)

        let script = """
            dbus-daemon --config-file="$1" --nofork --print-address=1 --print-pid=1 2>/dev/null &
            daemon=$!
            read _ignored
            kill "$daemon" 2>/dev/null
            wait "$daemon"
            """
        guardian = try ChildProcess("/bin/sh", ["-c", script, "sh", config.path], stdin: true)
        // dbus-daemon prints the address line, then the pid line.
        let lines = guardian.readLines { pid_t($0) != nil }
        guard lines.count >= 2, let pid = pid_t(lines[1]), lines[0].hasPrefix("unix:") else {
            guardian.stop()
            throw DBusError.failed("dbus-daemon did not start (is the dbus-daemon package installed?): \(lines)")
        }
        address = lines[0]
        daemonPID = pid
    }

    /// The project's test bus config with `<listen>` replaced by a socket in `directory`.
    static func config(listeningIn directory: URL) throws -> String {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("dbus/test-bus.conf")
        let text = try String(contentsOf: source, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("<listen>") ? "  <listen>unix:dir=\(directory.path)</listen>" : String(line)
        }.joined(separator: "\n")
    }

    /// A new connection to this bus.
    public func connect() throws -> Connection {
        try Connection(address: address)
    }

    /// Stops the daemon by PID and removes its directory. Idempotent.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        kill(daemonPID, SIGTERM)
        guardian.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// True while the daemon process exists.
    public var isRunning: Bool { kill(daemonPID, 0) == 0 }

    deinit { stop() }
}
