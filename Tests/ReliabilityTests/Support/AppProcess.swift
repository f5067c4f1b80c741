import BusTestSupport
import Foundation
import ProcessSupport

/// A keyboard-test-app process: one app registered over its own connection, commands on stdin.
/// Killing it is a process dying for real (SIGKILL: no goodbye on the bus, the socket just closes).
final class AppProcess: Sendable {
    let bundleId: String
    let process: ChildProcess
    /// Its connection's unique name on the bus (`:1.42`).
    let uniqueName: String

    static var binary: String {
        DaemonProcess.builtBeside("keyboard-test-app")
    }

    /// Starts it and waits for its first line: `registered`, or the error it printed.
    init(_ bundleId: String, bus: PrivateBus, launch: Bool = true, focus: String? = nil, backgroundMode: String? = nil) throws {
        self.bundleId = bundleId
        var arguments = ["--bus", bus.address, "--bundle-id", bundleId]
        if !launch { arguments.append("--no-launch") }
        if let focus { arguments += ["--focus", focus] }
        if let backgroundMode { arguments += ["--background-mode", backgroundMode] }
        process = try ChildProcess(Self.binary, arguments, stdin: true)
        let lines = process.readLines { $0.contains("\"registered\"") || $0.contains("\"error\"") }
        guard let line = lines.last, line.contains("\"registered\""),
              let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let name = json["uniqueName"] as? String else {
            process.signal(SIGKILL)
            process.wait()
            throw SetupFailure(text: "\(bundleId) did not register: \(lines)")
        }
        uniqueName = name
    }

    var pid: pid_t { process.pid }

    /// A stdin command (`focus NAME`, `resign`, `unregister`); its answer is not awaited.
    func send(_ command: String) {
        try? process.stdin?.write(contentsOf: Data((command + "\n").utf8))
    }

    /// Returns once the app has carried out every command sent before: it runs them one after
    /// the other, each waiting for keyboardd's reply, and answers a `ping` with `pong` at once.
    /// Reads (and drops) what it printed meanwhile, off the cooperative pool; past the deadline
    /// the process is killed so that the read ends.
    func sync(within seconds: Double = HangGuard.seconds) async throws {
        send("ping")
        let process = process, name = bundleId
        let lines = try await withDeadline(seconds, "\(name) to answer ping") {
            try await withTaskCancellationHandler {
                try await onOwnThread("\(name) stdout") { process.readLines { $0.contains("\"pong\"") } }
            } onCancel: {
                process.signal(SIGKILL)
            }
        }
        guard lines.last?.contains("\"pong\"") == true else {
            throw SetupFailure(text: "\(name) ended before it answered ping: \(lines.suffix(3))")
        }
    }

    func kill() {
        process.signal(SIGKILL)
        process.wait()
    }

    deinit {
        if process.exitCode == nil { kill() }
    }
}

/// A test's own machinery could not be set up (a process did not start, a watch failed).
struct SetupFailure: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
