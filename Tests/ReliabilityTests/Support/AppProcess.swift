import BusTestSupport
import Foundation
import ProcessSupport

/// A keyboard-test-app process: one app registered over its own connection, commands on stdin.
/// Killing it is a process dying for real (SIGKILL: no goodbye on the bus, the socket just closes).
final class AppProcess: @unchecked Sendable {
    let bundleId: String
    let process: ChildProcess

    static var binary: String {
        URL(fileURLWithPath: DaemonProcess.binary).deletingLastPathComponent().appendingPathComponent("keyboard-test-app").path
    }

    /// Starts it and waits for its first line: `registered`, or the error it printed.
    init(_ bundleId: String, bus: PrivateBus, launch: Bool = true, focus: String? = nil) throws {
        self.bundleId = bundleId
        var arguments = ["--bus", bus.address, "--bundle-id", bundleId]
        if !launch { arguments.append("--no-launch") }
        if let focus { arguments += ["--focus", focus] }
        process = try ChildProcess(Self.binary, arguments, stdin: true)
        let lines = process.readLines { $0.contains("\"registered\"") || $0.contains("\"error\"") }
        guard lines.last?.contains("\"registered\"") == true else {
            process.signal(SIGKILL)
            process.wait()
            throw AppProcessError(text: "\(bundleId) did not register: \(lines)")
        }
    }

    var pid: pid_t { process.pid }

    /// A stdin command (`focus NAME`, `resign`, `unregister`); its answer is not awaited.
    func send(_ command: String) {
        try? process.stdin?.write(contentsOf: Data((command + "\n").utf8))
    }

    func kill() {
        process.signal(SIGKILL)
        process.wait()
    }

    deinit {
        if process.exitCode == nil { kill() }
    }
}

struct AppProcessError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
