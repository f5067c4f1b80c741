import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import Testing

/// keyboardd read through a pipe (`keyboardd 2>&1 | head -1`, a fixture, a test runner) whose
/// reader goes away: it drops its lines and serves on, and still stops cleanly, taking its
/// embedded bus with it (the dbus-daemon and the directory with its bus.conf).
@Suite struct BrokenOutputTests {
    /// keyboardd on its embedded bus, stdout and stderr into one pipe, owning its name.
    struct Embedded {
        let process: ChildProcess
        let reader: LineReader
        let client: Connection
        let directory: String
        /// What keyboardd started: the bus's guardian shell and dbus-daemon.
        let started: [pid_t]
        let stateDirectory: URL

        func stop() {
            client.close()
            if process.exitCode == nil { process.signal(SIGKILL) }
            process.wait()
            for pid in started where !ProcessTree.hasEnded(pid) { kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(at: stateDirectory)
        }
    }

    func start() async throws -> Embedded {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardd-test-state-\(UUID().uuidString.prefix(8))")
        let process = try ChildProcess(DaemonProcess.binary, ["--bus", "embedded", "--clock", "virtual",
                                                              "--state-dir", stateDirectory.path],
                                       environment: environment, stdout: .pipe, stderr: .pipeToStdout)
        let reader = LineReader(process.stdout!)
        let lines = try await reader.lines(until: { $0.hasPrefix("DBUS_SESSION_BUS_ADDRESS=") }, within: HangGuard.seconds,
                                           what: "keyboardd's address") { process.signal(SIGKILL) }
        let line = try #require(lines.last)
        let address = String(try #require(line.split(separator: "'").dropFirst().first))
        let socket = String(address.dropFirst("unix:path=".count).prefix { $0 != "," })
        let client = try Connection(address: address)
        let owned = try client.signals(matching: MatchRule(
            sender: StandardInterfaces.bus, member: "NameOwnerChanged", arg0: Contract.busName))
        if try client.nameOwner(Contract.busName) == nil { _ = try await owned.take(1) }
        return Embedded(process: process, reader: reader, client: client,
                        directory: URL(fileURLWithPath: socket).deletingLastPathComponent().path,
                        started: ProcessTree.descendants(of: process.pid), stateDirectory: stateDirectory)
    }

    /// The end every way out must reach: exit 0, no dbus-daemon, no directory.
    func expectCleanEnd(_ keyboardd: Embedded, after signal: Int32) {
        keyboardd.process.signal(signal)
        #expect(ChildProcess.code(keyboardd.process.wait()) == 0)
        // keyboardd waited for the guardian, and the guardian for dbus-daemon: both are gone now.
        for pid in keyboardd.started { #expect(ProcessTree.hasEnded(pid), "pid \(pid) outlived keyboardd") }
        #expect(!FileManager.default.fileExists(atPath: keyboardd.directory), "\(keyboardd.directory) left behind")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func servesOnAfterTheReaderLeft(_ signal: Int32) async throws {
        let keyboardd = try await start()
        defer { keyboardd.stop() }
        #expect(keyboardd.started.count == 2, "the guardian shell and dbus-daemon: \(keyboardd.started)")
        keyboardd.reader.close()

        // Each call logs a line into the pipe nobody reads.
        let reply = try await Server1.Proxy(keyboardd.client).registerApp(bundleId: "com.x0", options: Server1.RegisterAppOptions())
        #expect(reply == App1.path("com.x0"))
        _ = try await Control1.Proxy(keyboardd.client).settle()
        let second = try await Server1.Proxy(keyboardd.client).registerApp(bundleId: "com.x1", options: Server1.RegisterAppOptions())
        #expect(second == App1.path("com.x1"))
        #expect(keyboardd.process.exitCode == nil)

        keyboardd.client.close()
        expectCleanEnd(keyboardd, after: signal)
    }

    /// "stopping on signal" is the first line after the reader left.
    @Test(arguments: [SIGTERM, SIGINT])
    func stopsCleanlyAfterTheReaderLeft(_ signal: Int32) async throws {
        let keyboardd = try await start()
        defer { keyboardd.stop() }
        keyboardd.reader.close()
        keyboardd.client.close()
        expectCleanEnd(keyboardd, after: signal)
    }

    /// Even SIGKILL, which keyboardd cannot answer, leaves nothing: the guardian sees its stdin
    /// close, stops dbus-daemon by PID and removes the directory.
    @Test func aKilledKeyboarddLeavesNoBusBehind() async throws {
        let keyboardd = try await start()
        defer { keyboardd.stop() }
        keyboardd.client.close()
        keyboardd.process.signal(SIGKILL)
        keyboardd.process.wait()
        for pid in keyboardd.started {
            #expect(ProcessTree.waitForEnd(pid), "pid \(pid) outlived keyboardd")
        }
        #expect(!FileManager.default.fileExists(atPath: keyboardd.directory), "\(keyboardd.directory) left behind")
    }
}
