import BusTestSupport
import Foundation
import ProcessSupport

/// The keyboardctl binary built beside the test bundle (or `$KEYBOARDCTL_BINARY`), run as a child
/// process, as a person runs it.
enum KeyboardctlBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["KEYBOARDCTL_BINARY"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("keyboardctl").path
    }

    /// The test's environment without a session bus and without NO_COLOR, with the tests' hang
    /// guard as keyboardctl's own waits' deadline (KEYBOARDCTL_TIMEOUT), plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "KEYBOARDCTL_BINARY")
        environment["KEYBOARDCTL_TIMEOUT"] = String(HangGuard.seconds)
        return environment.merging(extra) { $1 }
    }
}

/// What a finished keyboardctl run left: its exit status and what it printed.
struct CtlRun: CustomStringConvertible {
    var status: Int32
    var lines: [String]
    var output: String { lines.joined(separator: "\n") }
    var description: String { "exit \(status): \(output)" }
}

/// A keyboardctl process; stopped by PID when the test is done with it.
final class CtlProcess: Sendable {
    let child: ChildProcess
    let reader: LineReader
    let arguments: [String]

    /// `stderr: true` puts stderr into the same pipe (errors, the monitor's banner); otherwise
    /// stdout alone is read and stderr goes nowhere.
    /// `executable` runs instead of keyboardctl itself (a shell that changes directory first).
    init(_ arguments: [String], executable: String = KeyboardctlBinary.path,
         environment: [String: String] = KeyboardctlBinary.environment(), stderr: Bool) throws {
        self.arguments = arguments
        child = try ChildProcess(executable, arguments, environment: environment,
                                 stdout: .pipe, stderr: stderr ? .pipeToStdout : .null)
        reader = LineReader(child.stdout!)
    }

    /// Lines until `predicate` accepts one (or EOF), read off the cooperative pool, with a
    /// deadline; past it the process is killed so that the read ends.
    func lines(until predicate: @escaping @Sendable (String) -> Bool = { _ in false }, within seconds: Double = HangGuard.seconds) async throws -> [String] {
        let child = child
        return try await reader.lines(until: predicate, within: seconds, what: "keyboardctl \(arguments.joined(separator: " "))") {
            child.signal(SIGKILL)
        }
    }

    /// The next line (nil at EOF), with a deadline.
    func nextLine(within seconds: Double = HangGuard.seconds) async throws -> String? {
        try await lines(until: { _ in true }, within: seconds).first
    }

    /// Reads to EOF and reaps the process.
    func finish(within seconds: Double = HangGuard.seconds) async throws -> CtlRun {
        let lines = try await lines(within: seconds)
        return CtlRun(status: ChildProcess.code(child.wait()), lines: lines)
    }

    func stop() { if child.exitCode == nil { child.stop() } }

    deinit { stop() }
}

/// Runs keyboardctl to the end.
func keyboardctl(_ arguments: [String], environment: [String: String] = KeyboardctlBinary.environment(),
                 stderr: Bool = false) async throws -> CtlRun {
    let process = try CtlProcess(arguments, environment: environment, stderr: stderr)
    return try await process.finish()
}
