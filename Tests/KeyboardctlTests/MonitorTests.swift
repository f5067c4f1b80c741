import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// `monitor` while the test's apps and Control1 calls make keyboardd deliver notifications;
/// what it prints is checked against keyboardd's own trace.
@Suite struct MonitorTests {
    /// A monitor on the bench's bus, listening once its banner is read.
    func startMonitor(_ bench: CtlBench, _ arguments: [String]) async throws -> CtlProcess {
        let monitor = try CtlProcess(["monitor", "--address", bench.bus.address] + arguments, stderr: true)
        let banner = try await monitor.lines(until: { $0.hasPrefix("Monitoring keyboardd on ") })
        #expect(banner.last?.hasPrefix("Monitoring keyboardd on \(bench.bus.address)") == true, "\(banner)")
        return monitor
    }

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    static func numbers(_ any: Any?) -> [Double] {
        (any as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    }

    @Test func jsonLinesWithCountWhileAnAppTakesTheKeyboard() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let monitor = try await startMonitor(bench, ["--json", "--count", "4"])
        defer { monitor.stop() }

        let ike = try await bench.app("com.example.ike")
        _ = try await bench.control.settle()
        #expect(try await ike.focus("tummy"))
        _ = try await bench.control.settle()

        let run = try await monitor.finish()
        #expect(run.status == 0, "\(run)")
        let objects = try run.lines.map(Self.object)
        let keyboard = objects.filter { $0["kind"] as? String == "keyboard" }
        let traced = TracedNotification.all(in: try await bench.trace())
        #expect(traced.count == 4, "the story delivers four notifications: \(traced)")
        #expect(keyboard.count == 4)
        for (line, notification) in zip(keyboard, traced) {
            #expect(line["name"] as? String == notification.name)
            #expect((line["sequence"] as? NSNumber)?.uint64Value == notification.sequence)
            #expect((line["time"] as? NSNumber)?.uint64Value == notification.time)
            #expect(line["owner"] as? String == notification.owner)
            #expect(line["recipients"] as? [String] == notification.recipients)
            #expect(line["isLocal"] as? Bool == true)
            #expect(Self.numbers(line["frameEnd"]) == notification.frameEnd)
            #expect(Self.numbers(line["frameBegin"]).count == 4)
        }
        // The app's registration and lifecycle, before its first notification.
        let firstKeyboard = try #require(objects.firstIndex { $0["kind"] as? String == "keyboard" })
        let before = objects[..<firstKeyboard].map { "\($0["kind"]!) \($0["app"]!) \($0["state"] ?? "")" }
        #expect(before == ["registered com.example.ike ", "state com.example.ike inactive", "state com.example.ike active"])
        #expect(objects.contains { $0["kind"] as? String == "firstResponder" && $0["firstResponder"] as? String == "tummy" })
    }

    /// K3 on ios13, as a person reads it: Notes' WillShow reaches Ike too, not local to it.
    /// The monitor runs until SIGTERM and then exits 0.
    @Test func readableLinesShowTheLeakUntilSIGTERM() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let monitor = try await startMonitor(bench, ["--no-color"])
        defer { monitor.stop() }

        let (ike, notes) = try await bench.playK3()

        let traced = TracedNotification.all(in: try await bench.trace())
        var expected = Set(traced.map { "#\($0.sequence)" })
        var lines: [String] = []
        var suspended = false
        while !(expected.isEmpty && suspended), let line = try await monitor.nextLine() {
            lines.append(line)
            if let sequence = line.split(separator: " ").first(where: { $0.hasPrefix("#") }) { expected.remove(String(sequence)) }
            if line.hasSuffix("com.example.ike suspended") { suspended = true }
        }
        #expect(expected.isEmpty, "every notification of the trace printed: \(lines)")
        monitor.child.signal(SIGTERM)
        let rest = try await monitor.finish()
        #expect(rest.status == 0, "\(rest)")
        #expect(!lines.joined().contains("\u{1B}["), "--no-color")

        let show = try #require(traced.first { $0.name == "UIKeyboardWillShowNotification" && $0.owner == notes.id })
        #expect(show.recipients == [ike.id, notes.id])
        let line = try #require(lines.first { $0.contains("#\(show.sequence) ") })
        #expect(line.contains("\(show.time) ms"))
        #expect(line.contains("WillShow"))
        #expect(line.contains("owner=\(notes.id)"))
        #expect(line.contains("IsLocal=true"))
        #expect(line.contains("FrameEnd=(0, 477, 375, 335)"))
        #expect(line.hasSuffix("→ \(ike.id)(not local), \(notes.id)"))
        #expect(lines.contains { $0.hasSuffix("state                  com.example.ike background") })
    }

    /// An app whose process goes is shown removed; SIGINT ends the monitor with exit 0.
    @Test func registrationRemovalAndSIGINT() async throws {
        let bench = try await CtlBench()
        let monitor = try await startMonitor(bench, ["--json"])
        defer { monitor.stop() }
        let ike = try await bench.app("com.example.ike", launch: false)
        ike.close()   // the process dies: keyboardd removes its app
        var kinds: [String] = []
        while !kinds.contains("removed"), let line = try await monitor.nextLine() {
            let object = try Self.object(line)
            #expect(object["app"] as? String == ike.id)
            kinds.append(object["kind"] as? String ?? "?")
        }
        #expect(kinds.first == "registered" && kinds.last == "removed", "\(kinds)")
        monitor.child.signal(SIGINT)
        let rest = try await monitor.finish()
        #expect(rest.status == 0, "\(rest)")
    }
}
