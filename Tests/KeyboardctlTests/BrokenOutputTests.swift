import BusTestSupport
import Foundation
import ProcessSupport
import Testing

/// keyboardctl read through a pipe whose reader goes away (`keyboardctl monitor | head`): it
/// ends quietly with 141, as a program SIGPIPE ends would, but only after stopping what it
/// started, so that no process and no file is left behind.
@Suite struct BrokenOutputTests {
    /// Exit status 141 by exit(3), not death by SIGPIPE (whose status a shell also shows as 141):
    /// only a process that lived could stop what it started.
    static func expectQuietEnd(_ status: Int32) {
        #expect(status & 0x7f == 0, "ended by signal \(status & 0x7f)")
        #expect(ChildProcess.code(status) == 141)
    }

    @Test func monitorEndsQuietly() async throws {
        let bench = try await CtlBench()
        let monitor = try await MonitorTests().startMonitor(bench, [])
        defer { monitor.stop() }
        monitor.reader.close()
        // Each app's registration is a line for the monitor, into the pipe nobody reads. One is
        // not always enough: a child that another test is spawning holds a copy of our end
        // until its exec, so the monitor's first write may still find a reader and the monitor
        // wait for a line that never comes (docs/RELIABILITY.md; likely the hang seen once
        // under scripts/stress).
        var ended = false
        for app in 0..<Self.registrations where !ended {
            _ = try await bench.app("com.example.ike\(app)")
            ended = ProcessTree.waitForEnd(monitor.child.pid, within: 2)
        }
        // A require: failing here runs the defer that stops the monitor.
        try #require(ended, "keyboardctl monitor did not end after its reader left (\(Self.registrations) registrations)")
        Self.expectQuietEnd(monitor.child.wait())
    }

    /// Lines offered to a monitor whose reader left, each given 2 s to end it.
    static let registrations = 15

    /// A story longer than the pipe holds: once the test stops reading, keyboardctl waits in a
    /// write until the reader closes, and that write fails.
    static let longStory = ScenarioFixtures.ikeAlone(scenario: "long", title: "focus and resign, many times")
        + String(repeating: "  - ike: focus\n  - settle\n  - ike: resign\n  - settle\n", count: 100)

    @Test func runEmbeddedStopsItsKeyboarddBusAndClients() async throws {
        // Its own TMPDIR: the embedded bus's directory and keyboardd's state directory go there.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardctl-test-tmp-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let file = try ScenarioFixtures.temporary(Self.longStory)
        defer { try? FileManager.default.removeItem(atPath: file) }

        // Its stderr goes to a file beside the story, to say why should it ever end otherwise than quietly.
        let errors = file + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let ctl = try ChildProcess(KeyboardctlBinary.path, ["run", file, "--embedded", "--no-color"],
                                   environment: KeyboardctlBinary.environment(["TMPDIR": temporary.path]),
                                   stdout: .pipe, stderr: .file(errors), pipeCapacity: 4096)
        defer { if ctl.exitCode == nil { ctl.signal(SIGKILL); ctl.wait() } }
        let reader = LineReader(ctl.stdout!)
        // By the first step's line the story's sample client runs.
        let lines = try await reader.lines(until: { $0.contains("ike: focus") }, within: HangGuard.seconds, what: "the first step") {
            ctl.signal(SIGKILL)
        }
        #expect(lines.last?.contains("ike: focus") == true, "\(lines)")
        let started = ProcessTree.descendants(of: ctl.pid)
        let named = started.map { "\($0) \(ProcessTree.name($0) ?? "gone")" }.joined(separator: ", ")
        #expect(started.count == 4, "the bus's guardian shell, dbus-daemon, keyboardd and ike: \(named)")
        reader.close()

        // Required for the same reason: the defer kills a keyboardctl that did not end.
        try #require(ProcessTree.waitForEnd(ctl.pid, within: HangGuard.seconds), "keyboardctl run did not end after its reader left")
        let status = ctl.wait()
        Self.expectQuietEnd(status)
        if ChildProcess.code(status) != 141 {
            Issue.record("keyboardctl's stderr: \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "(none)")")
        }
        // keyboardd and the bus were stopped and waited for; ike leaves when its stdin closes.
        for pid in started { #expect(ProcessTree.waitForEnd(pid), "pid \(pid) outlived keyboardctl") }
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "left behind in TMPDIR: \(left)")
    }
}
