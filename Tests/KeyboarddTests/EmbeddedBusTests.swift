import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import Testing

/// With no session bus, keyboardd brings its own, private one, and takes it away again.
@Suite struct EmbeddedBusTests {
    /// Processes whose command line mentions `text` (the embedded bus's directory).
    func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let cmdline = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return cmdline.contains(text) ? pid : nil
        }
    }

    @Test func startsAPrivateBusAndRemovesItOnSigterm() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let daemon = try ChildProcess(DaemonProcess.binary, ["--clock", "virtual"], environment: environment,
                                      stdout: .pipe, stderr: .null)
        defer { if daemon.exitCode == nil { daemon.stop() } }

        // First line: shell code that exports the address.
        let line = try #require(daemon.readLines { _ in true }.first)
        #expect(line.hasPrefix("DBUS_SESSION_BUS_ADDRESS='unix:path="))
        #expect(line.hasSuffix("; export DBUS_SESSION_BUS_ADDRESS;"))
        let address = String(line.split(separator: "'")[1])
        let socket = String(address.dropFirst("unix:path=".count).prefix { $0 != "," })
        let directory = URL(fileURLWithPath: socket).deletingLastPathComponent().path

        // Private: the socket lives in a directory only this user can enter.
        let mode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int
        #expect(mode == 0o700)

        let client = try Connection(address: address)
        let owned = try client.signals(matching: MatchRule(
            sender: StandardInterfaces.bus, member: "NameOwnerChanged", arg0: Contract.busName))
        if try client.nameOwner(Contract.busName) == nil { _ = try await owned.take(1) }
        #expect(try client.nameOwner(Contract.busName) != nil)
        #expect(!processes(mentioning: directory).isEmpty)
        client.close()

        daemon.signal(SIGTERM)
        #expect(ChildProcess.code(daemon.wait()) == 0)
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(processes(mentioning: directory).isEmpty)
        #expect(throws: DBusError.self) { try Connection(address: address) }
    }

    @Test("killed with SIGKILL, keyboardd still leaves no bus: the guardian stops it and removes its directory")
    func guardianCleansUpAfterSigkill() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let daemon = try ChildProcess(DaemonProcess.binary, ["--clock", "virtual"], environment: environment,
                                      stdout: .pipe, stderr: .null)
        var started: [pid_t] = []
        defer {
            if daemon.exitCode == nil { daemon.signal(SIGKILL); daemon.wait() }
            for pid in started where !ProcessTree.hasEnded(pid) { kill(pid, SIGKILL) }
        }
        let line = try #require(daemon.readLines { _ in true }.first)
        let address = String(try #require(line.split(separator: "'").dropFirst().first))
        let socket = String(address.dropFirst("unix:path=".count).prefix { $0 != "," })
        let directory = URL(fileURLWithPath: socket).deletingLastPathComponent().path
        started = ProcessTree.descendants(of: daemon.pid)
        #expect(started.count == 2, "the guardian shell and dbus-daemon: \(started.map { ProcessTree.name($0) ?? "?" })")

        daemon.signal(SIGKILL)
        #expect(ChildProcess.code(daemon.wait()) == 128 + SIGKILL)
        // The guardian removes the directory after dbus-daemon has ended, then ends itself.
        for pid in started { #expect(ProcessTree.waitForEnd(pid), "pid \(pid) outlived keyboardd's SIGKILL") }
        #expect(!FileManager.default.fileExists(atPath: directory), "\(directory) left behind")
    }

    @Test func explicitSessionWithoutASessionBusIsAnError() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/keyboardd-test-socket"
        let daemon = try ChildProcess(DaemonProcess.binary, ["--bus", "session"], environment: environment,
                                      stdout: .null, stderr: .pipeToStdout)
        let output = daemon.readLines { _ in false }.joined(separator: "\n")
        #expect(ChildProcess.code(daemon.wait()) == 69)
        #expect(output.contains("no session bus"))
    }
}
