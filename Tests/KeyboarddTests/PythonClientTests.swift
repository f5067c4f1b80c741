import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import Testing

/// examples/python/keyboard_app.py as a separate process: the protocol is not Swift-only.
/// Skipped when /usr/bin/python3 cannot import dbus-python and GLib (python3-dbus, python3-gi).
@Suite(.enabled(if: PythonClient.available, "/usr/bin/python3 lacks the dbus or gi module (apt-get install python3-dbus python3-gi)"))
struct PythonClientTests {
    /// K3 through the Python client: Ike has the keyboard, the person switches to Notes, whose
    /// field takes the keyboard. On ios13 Ike prints Notes' WillShow with IsLocal=false; on ideal not.
    @Test(arguments: ["ios13", "ideal"])
    func crossAppLeakageIsPrinted(profile: String) async throws {
        let keyboardd = try await DaemonFixture(["--era", profile, "--device", "iphone-x"])
        defer { keyboardd.stop() }

        let ike = try PythonClient(bus: keyboardd.bus, "--bundle-id", "com.example.ike", "--focus", "tummy")
        defer { ike.stop() }
        try await ike.line { $0 == "Registered com.example.ike at /org/keyboardd/Server1/apps/com_2eexample_2eike" }
        _ = try await keyboardd.control.settle()   // Ike becomes active; the client makes tummy first responder
        try await ike.line { $0 == "BecomeFirstResponder tummy -> true" }
        _ = try await keyboardd.control.settle()
        let didShow = try await ike.line { $0.hasPrefix("KeyboardNotification UIKeyboardDidShowNotification ") }
        #expect(didShow.contains("IsLocal=true"))

        let notes = try PythonClient(bus: keyboardd.bus, "--bundle-id", "com.apple.mobilenotes", "--no-launch", "--focus", "body")
        defer { notes.stop() }
        try await notes.line { $0.hasPrefix("Registered com.apple.mobilenotes ") }
        try await keyboardd.control.launchApp(bundleId: "com.apple.mobilenotes")
        try await keyboardd.control.advance(ms: 400)
        // The client's BecomeFirstResponder has returned: its WillShow went out before that reply.
        try await notes.line { $0 == "BecomeFirstResponder body -> true" }
        _ = try await keyboardd.control.settle()

        let notesShow = try await notes.line { $0.hasPrefix("KeyboardNotification UIKeyboardWillShowNotification ") }
        #expect(notesShow.contains("IsLocal=true"), "\(notes.lines)")
        #expect(notesShow.contains("FrameEnd=(0,477,375,335)"), "\(notes.lines)")
        try await ike.line { $0 == "LifecycleNotification UIApplicationDidEnterBackgroundNotification" }

        let leaked = ike.lines.filter { $0.hasPrefix("KeyboardNotification UIKeyboardWillShowNotification IsLocal=false ") }
        if profile == "ideal" {
            #expect(leaked.isEmpty, "\(ike.lines)")
        } else {
            #expect(leaked.count == 1, "\(ike.lines)")
            // The same notification as Notes' own: one Sequence for all its recipients.
            let sequence = try #require(notesShow.split(separator: " ").last)
            #expect(leaked.first?.hasSuffix(" \(sequence)") == true, "\(ike.lines)")
        }
    }

    /// SIGINT and SIGTERM end the client with status 0; so does its app going away (Reset).
    @Test func exitsCleanly() async throws {
        let keyboardd = try await DaemonFixture(["--era", "ios13"])
        defer { keyboardd.stop() }
        for (id, signal) in [("com.example.int", SIGINT), ("com.example.term", SIGTERM)] {
            let client = try PythonClient(bus: keyboardd.bus, "--bundle-id", id)
            try await client.line { $0.hasPrefix("Registered \(id) ") }
            client.process.signal(signal)
            try await client.end()
            #expect(client.process.wait() == 0, "\(id): \(client.lines)")
        }
        let reset = try PythonClient(bus: keyboardd.bus, "--bundle-id", "com.example.reset")
        try await reset.line { $0.hasPrefix("Registered com.example.reset ") }
        try await keyboardd.control.reset()
        try await reset.line { $0 == "Removed /org/keyboardd/Server1/apps/com_2eexample_2ereset" }
        try await reset.end()
        #expect(reset.process.wait() == 0, "\(reset.lines)")
    }
}

/// The Python client as a child process; its stdout (and stderr) read line by line on a thread
/// of its own, so that waiting for a line has a deadline.
final class PythonClient: Sendable {
    static let python = "/usr/bin/python3"

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/python/keyboard_app.py").path

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python),
              let check = try? ChildProcess(python, ["-c", "import dbus, dbus.mainloop.glib; from gi.repository import GLib"],
                                            stdout: .null, stderr: .null)
        else { return false }
        return ChildProcess.code(check.wait()) == 0
    }()

    let process: ChildProcess
    private let stream: AsyncStream<String>
    private let received = Locked<[String]>([])

    /// Every line printed so far.
    var lines: [String] { received.get() }

    init(bus: PrivateBus, _ arguments: String...) throws {
        process = try ChildProcess(Self.python, [Self.script, "--bus", bus.address] + arguments,
                                   stdout: .pipe, stderr: .pipeToStdout)
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        self.stream = stream
        let process = process, received = received
        Thread.detachNewThread {
            _ = process.readLines { line in
                received.update { $0.append(line) }
                continuation.yield(line)
                return false
            }
            continuation.finish()
        }
    }

    /// Waits (with a deadline) for the next line that `predicate` accepts, and returns it.
    @discardableResult
    func line(within seconds: Double = HangGuard.seconds, _ predicate: @escaping @Sendable (String) -> Bool) async throws -> String {
        let stream = stream
        do {
            return try await withDeadline(seconds, "a line from the Python client") {
                for await line in stream where predicate(line) { return line }
                throw TimedOut(what: "a matching line before the Python client's output ended")
            }
        } catch {
            Issue.record("\(error); the client printed: \(lines)")
            throw error
        }
    }

    /// Waits (with a deadline) until the client closes its output, i.e. has exited.
    func end(within seconds: Double = HangGuard.seconds) async throws {
        let stream = stream
        try await withDeadline(seconds, "the Python client to exit") {
            for await _ in stream {}
        }
    }

    func stop() {
        if process.exitCode == nil { process.stop() }
    }
}
