import DBus
import Foundation
import ProcessSupport

/// The real keyboardd binary, started as a separate process on a test bus and stopped by PID.
public final class DaemonProcess: @unchecked Sendable {
    public let process: ChildProcess
    /// The state directory made for this daemon (removed at the end), when the test named none.
    public private(set) var stateDirectory: URL?

    /// The keyboardd built beside the test bundle (or `$KEYBOARDD_BINARY`).
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["KEYBOARDD_BINARY"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("keyboardd").path
    }

    /// Starts keyboardd with `arguments` (e.g. `--bus ADDRESS --clock virtual`) and, when
    /// `waitForName` is set, waits until it owns org.keyboardd.Server1 on `observer`'s bus:
    /// a real event (NameOwnerChanged), with a deadline.
    public init(arguments: [String], environment: [String: String]? = nil,
                observer: Connection? = nil, stdout: ChildProcess.Output = .pipe) async throws {
        var owned: AsyncStream<Message>?
        if let observer {
            owned = try observer.signals(matching: MatchRule(
                sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus",
                member: "NameOwnerChanged", arg0: "org.keyboardd.Server1"))
        }
        // Never the user's own state: a fresh directory unless the test names one.
        var arguments = arguments
        if !arguments.contains("--state-dir") {
            stateDirectory = FileManager.default.temporaryDirectory
                .appendingPathComponent("keyboardd-test-state-\(UUID().uuidString.prefix(8))")
            arguments += ["--state-dir", stateDirectory!.path]
        }
        process = try ChildProcess(DaemonProcess.binary, arguments, environment: environment,
                                   stdout: stdout, stderr: .null)
        if let owned {
            _ = try await owned.take(1, within: 20)
        }
    }

    public func stop() { process.stop() }

    deinit {
        if process.exitCode == nil { process.stop() }
        if let stateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }
}
