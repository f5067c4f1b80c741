import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// `trace` as JSON Lines, and drawn as an SVG timeline and an HTML page.
@Suite struct TraceTests {
    /// K3 on ios13 with both apps reporting what they believe: Ike still believes the keyboard
    /// it lost covers it; Notes believes its own.
    func leakStory(_ bench: CtlBench) async throws -> (BusApp, BusApp) {
        let ike = try await bench.app("com.example.ike")
        let notes = try await bench.app("com.apple.mobilenotes", launch: false)
        _ = try await bench.control.settle()
        #expect(try await ike.focus("tummy"))
        _ = try await bench.control.settle()
        try await ike.proxy.report(facts: ["TrackedKeyboardHeight": .double(333)])
        try await bench.control.launchApp(bundleId: notes.id)
        try await bench.control.advance(ms: 400)
        #expect(try await notes.focus("body"))
        try await bench.control.advance(ms: 100)
        try await ike.proxy.report(facts: ["TrackedKeyboardHeight": .double(333)])
        _ = try await bench.control.settle()
        try await notes.proxy.report(facts: ["TrackedKeyboardHeight": .double(333)])
        return (ike, notes)
    }

    func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("keyboardctl-\(UUID().uuidString.prefix(8))-\(name)").path
    }

    @Test func jsonLinesMatchControl1Trace() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        _ = try await leakStory(bench)
        let records = try await bench.trace()
        let run = try await bench.ctl("trace")
        #expect(run.status == 0)
        #expect(run.lines.count == records.count)
        for (line, record) in zip(run.lines, records) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["sequence"] as? NSNumber)?.uint64Value == record.sequence)
            #expect((object["time"] as? NSNumber)?.uint64Value == record.time)
            #expect(object["app"] as? String == record.app)
            #expect(object["event"] as? String == record.event)
            let data = try #require(object["data"] as? [String: Any])
            #expect(Set(data.keys) == Set(record.data.keys))
            if record.isKeyboardNotification {
                #expect(data["UIKeyboardIsLocalUserInfoKey"] as? Bool == record.isLocal)
                #expect((data["Sequence"] as? NSNumber)?.uint64Value == record.notificationSequence)
            }
            if record.event == "Report" {
                let facts = try #require(data["Facts"] as? [String: Any])
                #expect((facts["TrackedKeyboardHeight"] as? NSNumber)?.doubleValue == 333)
                #expect(MonitorTests.numbers(data["KeyboardOverlap"]).count == 4)
            }
        }

        let middle = records[records.count / 2].sequence
        let after = try await bench.ctl("trace", "--after", String(middle))
        #expect(after.lines.count == records.filter { $0.sequence > middle }.count)
        #expect(after.lines.first.map { $0.hasPrefix("{\"sequence\":\(middle + 1),") } == true)
    }

    @Test func svgTimelineHasALanePerAppAndAMarkPerNotification() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let (ike, notes) = try await leakStory(bench)
        let records = try await bench.trace()
        let svgPath = temporaryFile("k3.svg"), htmlPath = temporaryFile("k3.html")
        defer {
            try? FileManager.default.removeItem(atPath: svgPath)
            try? FileManager.default.removeItem(atPath: htmlPath)
        }
        let run = try await bench.ctl("trace", "--svg", svgPath, "--html", htmlPath, "--title", "K3 <ios13> & the leak")
        #expect(run.status == 0, "\(run)")
        let keyboardRecords = records.filter(\.isKeyboardNotification)
        #expect(run.output == "wrote \(svgPath) and \(htmlPath): \(records.count) records, 2 app lanes, "
                + "\(keyboardRecords.count) keyboard notifications delivered")

        let svg = try SVGInspection(try String(contentsOfFile: svgPath, encoding: .utf8))
        var apps: [String] = []
        for record in records where !record.app.isEmpty && !apps.contains(record.app) { apps.append(record.app) }
        #expect(try svg.laneApps() == apps)
        #expect(apps == [ike.id, notes.id])

        let marks = try svg.marks()
        #expect(marks.count == keyboardRecords.count)
        #expect(Set(marks.map(\.record)) == Set(keyboardRecords.map(\.sequence)))
        for mark in marks {
            let record = try #require(keyboardRecords.first { $0.sequence == mark.record })
            #expect(mark.app == record.app)
            #expect(mark.local == String(record.isLocal ?? true))
        }
        // The leak is visible: Ike got Notes' keyboard notifications, not local to it.
        #expect(marks.contains { $0.app == ike.id && $0.local == "false" })
        #expect(try svg.curves(of: ike.id) == ["live-keyboard", "truth", "belief"])
        #expect(try svg.curves(of: notes.id) == ["live-keyboard", "truth", "belief"])

        let html = try String(contentsOfFile: htmlPath, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(html.contains("<h2>Legend</h2>"))
        #expect(html.contains("K3 &lt;ios13&gt; &amp; the leak"))
        let rows = html.components(separatedBy: "<tr><td>").count - 1
        #expect(rows == TracedNotification.all(in: records).count)
    }

    /// A trace saved as JSON Lines draws the same picture later, without a bus, but for the live
    /// keyboard's curve, which only keyboardd can tell (Keyboard1.FrameAt).
    @Test func savedTraceDrawsTheSameSVG() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        _ = try await leakStory(bench)
        let saved = temporaryFile("trace.jsonl"), fromBus = temporaryFile("bus.svg"), fromFile = temporaryFile("file.svg")
        defer { for path in [saved, fromBus, fromFile] { try? FileManager.default.removeItem(atPath: path) } }
        let lines = try await bench.ctl("trace")
        try (lines.output + "\n").write(toFile: saved, atomically: true, encoding: .utf8)
        #expect(try await bench.ctl("trace", "--svg", fromBus, "--title", "K3").status == 0)
        bench.stop()
        let offline = try await keyboardctl(["trace", "--input", saved, "--svg", fromFile, "--title", "K3"])
        #expect(offline.status == 0, "\(offline)")
        let a = try String(contentsOfFile: fromBus, encoding: .utf8)
        let b = try String(contentsOfFile: fromFile, encoding: .utf8)
        let live = a.split(separator: "\n").filter { $0.contains("live-keyboard") || $0.contains("live keyboard:") }
        #expect(live.count == 3, "a path in each of the two lanes and the legend's line")
        let withoutLive = a.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("live-keyboard") && !$0.contains("live keyboard:") }.joined(separator: "\n")
        #expect(!a.isEmpty && withoutLive == b)
    }
}
