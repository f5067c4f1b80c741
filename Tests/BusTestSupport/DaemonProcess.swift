import DBus
import Foundation
import ProcessSupport
import Testing

/// The real keyboardd binary, started as a separate process on a test bus and stopped by PID.
/// Its stderr goes to a file that `stop()` reads: a sanitizer report or a crash message in it
/// is a test failure (a daemon under ASan or TSan reports there, not to the test's output).
public final class DaemonProcess: Sendable {
    public let process: ChildProcess
    /// The state directory made for this daemon (removed at the end), when the test named none.
    public let stateDirectory: URL?
    /// Where the daemon's stderr goes.
    public let stderrFile: URL
    /// Whether stderr has been read for a report (once, by `stop()` or deinit).
    private let stderrChecked = Locked(false)

    /// The keyboardd built beside the test bundle (or `$KEYBOARDD_BINARY`).
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["KEYBOARDD_BINARY"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("keyboardd").path
    }

    /// An executable built beside keyboardd (`keyboard-test-app`, the examples).
    public static func builtBeside(_ name: String) -> String {
        URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Starts keyboardd with `arguments` (e.g. `--bus ADDRESS --clock virtual`) and, when
    /// `waitForName` is set, waits until it owns org.keyboardd.Server1 on `observer`'s bus:
    /// a real event (NameOwnerChanged), with a deadline.
    public init(arguments: [String], environment: [String: String]? = nil,
                observer: Connection? = nil, stdout: ChildProcess.Output = .pipe) async throws {
        var owned: AsyncStream<Message>?
        if let observer {
            owned = try observer.signals(matching: MatchRule(
                sender: StandardInterfaces.bus, interface: StandardInterfaces.bus,
                member: "NameOwnerChanged", arg0: "org.keyboardd.Server1"))
        }
        // Never the user's own state: a fresh directory unless the test names one.
        var arguments = arguments
        if !arguments.contains("--state-dir") {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("keyboardd-test-state-\(UUID().uuidString.prefix(8))")
            stateDirectory = directory
            arguments += ["--state-dir", directory.path]
        } else {
            stateDirectory = nil
        }
        stderrFile = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-test-stderr-\(UUID().uuidString.prefix(8)).log")
        process = try ChildProcess(DaemonProcess.binary, arguments, environment: environment,
                                   stdout: stdout, stderr: .file(stderrFile.path))
        if let owned {
            _ = try await owned.take(1, within: HangGuard.seconds)
        }
    }

    public func stop() {
        process.stop()
        checkStderr()
    }

    /// What the daemon wrote to stderr so far.
    public var stderrText: String { (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "" }

    /// Lines that only a sanitizer or a crash writes.
    static let reportMarkers = ["ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "WARNING: ThreadSanitizer",
                                "runtime error:", "Fatal error:", "SUMMARY: "]

    /// Once the daemon has exited: a report in its stderr is recorded as an issue of the running
    /// test, and the file is kept for reading; otherwise it is removed.
    private func checkStderr() {
        guard process.exitCode != nil, stderrChecked.update({ checked in
            defer { checked = true }
            return !checked
        }) else { return }
        let text = stderrText
        if Self.reportMarkers.contains(where: text.contains) {
            Issue.record("keyboardd (pid \(process.pid)) reported on stderr (kept in \(stderrFile.path)):\n\(text.suffix(8000))")
        } else {
            try? FileManager.default.removeItem(at: stderrFile)
        }
        // A sanitizer told to write its reports to files (log_path=P) writes this daemon's to P.<pid>.
        for path in Self.sanitizerLogPaths {
            let report = "\(path).\(process.pid)"
            if let text = try? String(contentsOfFile: report, encoding: .utf8) {
                Issue.record("keyboardd (pid \(process.pid)) wrote a sanitizer report to \(report):\n\(text.prefix(8000))")
            }
        }
    }

    /// The log_path of ASAN_OPTIONS and TSAN_OPTIONS, when set.
    static var sanitizerLogPaths: [String] {
        ["ASAN_OPTIONS", "TSAN_OPTIONS"].compactMap { name in
            ProcessInfo.processInfo.environment[name]?.split(separator: ":")
                .first { $0.hasPrefix("log_path=") }.map { String($0.dropFirst("log_path=".count)) }
        }
    }

    deinit {
        if process.exitCode == nil { process.stop() }
        checkStderr()
        if let stateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }
}
