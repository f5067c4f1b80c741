import Foundation
import Glibc
import Synchronization

/// A private `dbus-daemon` that this process owns: its own config, a socket in a fresh 0700
/// directory, started with `--nofork --print-address`, stopped by PID. A small guardian shell
/// stands between us and the daemon and stops it by PID when our end of its stdin closes, then
/// removes the directory, so even if this process is killed (SIGKILL included) no bus and no
/// file is left behind.
public final class BusDaemon: Sendable {
    public let address: String
    public let daemonPID: pid_t
    public let directory: URL
    private let guardian: ChildProcess
    private let stopped = Mutex(false)

    /// `config` is a bus configuration whose `<listen>` line is replaced by the private socket;
    /// nil uses a session-type config that lets only this user in. `executable` is the
    /// dbus-daemon to run (a path, or a name looked up on PATH).
    public init(config: String? = nil, prefix: String = "keyboardd-bus", executable: String = "dbus-daemon") throws {
        let template = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(prefix)-XXXXXX").path
        var path = Array(template.utf8CString)
        guard let made = mkdtemp(&path) else {
            throw BusDaemonError.failed("could not create a directory for the bus: \(String(cString: strerror(errno)))")
        }
        directory = URL(fileURLWithPath: String(cString: made))
        let configFile = directory.appendingPathComponent("bus.conf")
        try BusDaemon.config(config ?? BusDaemon.defaultConfig, listeningIn: directory)
            .write(to: configFile, atomically: true, encoding: .utf8)

        let script = """
            "$3" --config-file="$1" --nofork --print-address=1 --print-pid=1 2>/dev/null &
            daemon=$!
            read _ignored
            kill "$daemon" 2>/dev/null
            wait "$daemon"
            rm -rf -- "$2"
            """
        do {
            guardian = try ChildProcess("/bin/sh", ["-c", script, "sh", configFile.path, directory.path, executable], stdin: true)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        // dbus-daemon prints the address line, then the pid line.
        let lines = guardian.readLines { pid_t($0) != nil }
        guard lines.count >= 2, let pid = pid_t(lines[1]), lines[0].hasPrefix("unix:") else {
            guardian.stop()
            try? FileManager.default.removeItem(at: directory)
            throw BusDaemonError.failed(
                "\(executable) did not start (is the dbus-daemon package installed? apt-get install dbus-daemon)")
        }
        address = lines[0]
        daemonPID = pid
    }

    /// The session-type config of an embedded bus: anything goes for the one user allowed in.
    public static let defaultConfig = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
          <limit name="max_match_rules_per_connection">5000</limit>
          <limit name="max_replies_per_connection">50000</limit>
          <!-- What is queued for a client that does not read is charged to its sender: ten such
               clients before dbus-daemon would stop reading keyboardd (docs/RELIABILITY.md). -->
          <limit name="max_incoming_bytes">1000000000</limit>
          <limit name="max_outgoing_bytes">100000000</limit>
        </busconfig>
        """

    static func config(_ text: String, listeningIn directory: URL) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("<listen>") ? "  <listen>unix:dir=\(directory.path)</listen>" : String(line)
        }.joined(separator: "\n")
    }

    /// Stops the daemon by PID and removes its directory. Idempotent.
    public func stop() {
        let first = stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        kill(daemonPID, SIGTERM)
        // EOF on its stdin lets the guardian finish: it waits for the daemon (which removes its
        // socket), then removes the directory.
        try? guardian.stdin?.close()
        guardian.wait()
        try? FileManager.default.removeItem(at: directory)
    }

    /// True while the daemon process exists.
    public var isRunning: Bool { kill(daemonPID, 0) == 0 }

    deinit { stop() }
}

public enum BusDaemonError: Error, CustomStringConvertible {
    case failed(String)
    public var description: String {
        switch self { case .failed(let text): text }
    }
}
