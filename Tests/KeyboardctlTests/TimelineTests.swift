import Foundation
import KeyboardContract
import ProcessSupport
import Testing
@testable import keyboardctl

/// The timeline model and its SVG from hand-made trace records: no bus, no process.
@Suite struct TimelineTests {
    static func keyboard(_ record: UInt64, _ time: UInt64, _ app: String, _ name: String, sequence: UInt64,
                         local: Bool, owner: String) -> TraceEntry {
        TraceEntry(sequence: record, time: time, app: app, event: "UIKeyboard\(name)Notification", data: .object([
            "UIKeyboardFrameEndUserInfoKey": .array([.double(0), .double(479), .double(375), .double(333)]),
            "UIKeyboardIsLocalUserInfoKey": .bool(local), "Sequence": .uint(sequence), "Owner": .string(owner),
        ]))
    }

    static func state(_ record: UInt64, _ time: UInt64, _ app: String, _ state: String) -> TraceEntry {
        TraceEntry(sequence: record, time: time, app: app, event: "StateChanged", data: .object(["State": .string(state)]))
    }

    static func report(_ record: UInt64, _ time: UInt64, _ app: String, believed: Double, overlap: Double) -> TraceEntry {
        TraceEntry(sequence: record, time: time, app: app, event: "Report", data: .object([
            "Facts": .object(["TrackedKeyboardHeight": .double(believed)]),
            "KeyboardOverlap": .array([.double(0), .double(812 - overlap), .double(375), .double(overlap)]),
        ]))
    }

    /// Ike has the keyboard, Notes takes it; Ike hears Notes' WillShow (not local) and keeps
    /// believing in a keyboard that no longer covers it.
    static let story: [TraceEntry] = [
        state(1, 0, "com.example.ike", "inactive"),
        TraceEntry(sequence: 2, time: 0, app: "com.example.ike", event: "RegisterApp", data: .object(["Launch": .bool(true)])),
        state(3, 400, "com.example.ike", "active"),
        keyboard(4, 400, "com.example.ike", "WillShow", sequence: 1, local: true, owner: "com.example.ike"),
        report(5, 650, "com.example.ike", believed: 333, overlap: 333),
        TraceEntry(sequence: 6, time: 700, app: "com.apple.mobilenotes", event: "LaunchApp"),
        state(7, 700, "com.example.ike", "inactive"),
        state(8, 700, "com.apple.mobilenotes", "inactive"),
        keyboard(9, 1100, "com.example.ike", "WillShow", sequence: 2, local: false, owner: "com.apple.mobilenotes"),
        keyboard(10, 1100, "com.apple.mobilenotes", "WillShow", sequence: 2, local: true, owner: "com.apple.mobilenotes"),
        keyboard(11, 1350, "com.apple.mobilenotes", "DidShow", sequence: 3, local: true, owner: "com.apple.mobilenotes"),
        report(12, 1400, "com.example.ike", believed: 333, overlap: 0),
        state(13, 1500, "com.example.ike", "background"),
        TraceEntry(sequence: 14, time: 1500, app: "", event: "GoHome"),
    ]

    @Test func lanesBandsMarksAndCurvesFromTheRecords() {
        let timeline = Timeline(entries: Self.story.shuffled())
        #expect(timeline.lanes.map(\.app) == ["com.example.ike", "com.apple.mobilenotes"])
        #expect(timeline.start == 0 && timeline.end == 1500)
        #expect(timeline.inputs.map(\.event) == ["LaunchApp", "GoHome"])

        let ike = timeline.lanes[0]
        #expect(ike.bands == [
            .init(state: "inactive", start: 0, end: 400), .init(state: "active", start: 400, end: 700),
            .init(state: "inactive", start: 700, end: 1500), .init(state: "background", start: 1500, end: 1500),
        ])
        #expect(ike.marks.map(\.sequence) == [1, 2])
        #expect(ike.marks.map(\.isLocal) == [true, false])
        #expect(ike.marks[1].owner == "com.apple.mobilenotes" && ike.marks[1].kind == .show && ike.marks[1].isWill)
        #expect(ike.truth == [.init(time: 650, value: 333), .init(time: 1400, value: 0)])
        #expect(ike.belief == [.init(time: 650, value: 333), .init(time: 1400, value: 333)])
        #expect(ike.calls.map(\.event) == ["RegisterApp"])

        let notes = timeline.lanes[1]
        #expect(notes.marks.map(\.shortName) == ["WillShow", "DidShow"])
        #expect(notes.marks.last?.isWill == false)
        #expect(notes.truth.isEmpty && notes.belief.isEmpty)
        #expect(timeline.keyboardMarkCount == 4)
    }

    /// Every Control1 method the trace records is the person's input (the contract's generated
    /// list: a new method is not an app's call by omission); an app's own call is not.
    @Test func everyControl1MethodIsAnInput() {
        let methods = Control1.MethodName.allCases.map(\.rawValue)
        let entries = methods.enumerated().map { TraceEntry(sequence: UInt64($0.offset + 1), time: 0, app: "", event: $0.element) }
        #expect(Timeline(entries: entries).inputs.map(\.event) == methods)
        #expect(Timeline(entries: [TraceEntry(sequence: 1, time: 0, app: "a", event: "RegisterApp")]).inputs.isEmpty)
    }

    @Test func svgIsValidXMLWithALanePerAppAndAMarkPerNotification() throws {
        let svg = TimelineSVG.render(Timeline(entries: Self.story), options: .init(title: "K3 <ios13> & \"leak\"", plotWidth: 800))
        let inspection = try SVGInspection(svg)
        #expect(try inspection.laneApps() == ["com.example.ike", "com.apple.mobilenotes"])
        let marks = try inspection.marks()
        #expect(marks.map(\.record) == [4, 9, 10, 11])
        #expect(marks.map(\.local) == ["true", "false", "true", "true"])
        #expect(try inspection.curves(of: "com.example.ike") == ["truth", "belief"])
        #expect(try inspection.curves(of: "com.apple.mobilenotes").isEmpty)
        #expect(try inspection.elements("//*[local-name()='g' and @class='input']").count == 2)
        #expect(svg.contains("K3 &lt;ios13&gt; &amp; &quot;leak&quot;"))
        // The hollow red mark of the leak.
        #expect(svg.contains("data-record=\"9\" data-sequence=\"2\" data-local=\"false\""))
        #expect(svg.contains("stroke=\"\(TimelineSVG.leakColor)\""))
    }

    @Test func anEmptyTraceIsStillAPicture() throws {
        let svg = TimelineSVG.render(Timeline(entries: []))
        let inspection = try SVGInspection(svg)
        #expect(try inspection.laneApps().isEmpty)
        #expect(try inspection.marks().isEmpty)
        #expect(TimelineHTML.page(Timeline(entries: [])).contains("None in this trace."))
    }

    /// The HTML page's table: one row per notification, recipients in delivery order.
    @Test func htmlTableNamesEveryRecipient() {
        let html = TimelineHTML.page(Timeline(entries: Self.story), options: .init(title: "K3"), subtitle: "ios13")
        #expect(html.contains("<p>ios13</p>"))
        #expect(html.contains("<tr><td>2</td><td>1100</td><td>WillShow</td><td>com.apple.mobilenotes</td>"
                              + "<td><span class=\"leak\">com.example.ike (false)</span>, com.apple.mobilenotes (true)</td></tr>"))
        #expect(html.components(separatedBy: "<tr><td>").count - 1 == 3)
    }

    @Test func traceLinesRoundTrip() throws {
        let text = Self.story.map(\.json.serialized).joined(separator: "\n") + "\n\n"
        let parsed = try TraceEntry.parse(lines: text, source: "story")
        #expect(parsed.map(\.sequence) == Self.story.map(\.sequence))
        #expect(parsed.map(\.time) == Self.story.map(\.time))
        #expect(parsed.map(\.app) == Self.story.map(\.app))
        #expect(parsed.map(\.event) == Self.story.map(\.event))
        // Whole doubles come back as integers (JSON does not tell them apart); the picture reads
        // both as numbers, so it is the same.
        #expect(Timeline(entries: parsed) == Timeline(entries: Self.story))
        #expect(throws: CtlFailure.usage("story:2: not a trace record (expected {\"sequence\",\"time\",\"app\",\"event\",\"data\"})")) {
            try TraceEntry.parse(lines: "\(Self.story[0].json.serialized)\n{\"sequence\": 1}", source: "story")
        }
    }

    @Test func jsonEscapesAndNumbers() throws {
        let value = JSONValue.object(["s": .string("a\"b\\c\n\u{1}é"), "d": .double(0.25), "w": .double(479), "n": .double(.nan),
                                      "t": .uint(UInt64.max), "b": .bool(false), "a": .array([])])
        let text = value.serialized
        #expect(text == #"{"s":"a\"b\\c\n\u0001é","d":0.25,"w":479,"n":null,"t":18446744073709551615,"b":false,"a":[]}"#)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["s"] as? String == "a\"b\\c\n\u{1}é")
    }
}

/// The monitor's line for a person, coloured per app when colour is on.
@Suite struct MonitorFormatTests {
    static let leak = MonitorEvent.keyboard(.init(
        name: "UIKeyboardWillShowNotification", time: 1050, sequence: 10, owner: "com.apple.mobilenotes", isLocal: true,
        frameBegin: Rect(x: 0, y: 812, width: 375, height: 333), frameEnd: Rect(x: 0, y: 479, width: 375, height: 333),
        duration: 0.25, curve: 7, recipients: ["com.example.ike", "com.apple.mobilenotes"]))

    @Test func plainLine() {
        let line = MonitorFormat(palette: AppPalette(enabled: false)).text(Self.leak)
        #expect(line == "   1050 ms  #10   WillShow         owner=com.apple.mobilenotes IsLocal=true "
                + "FrameEnd=(0, 479, 375, 333) → com.example.ike(not local), com.apple.mobilenotes")
    }

    @Test func colourPerAppTheSameInEveryLine() {
        let format = MonitorFormat(palette: AppPalette(enabled: true))
        let line = format.text(Self.leak)
        let notes = "\u{1B}[\(AppPalette.codes[AppPalette.index(of: "com.apple.mobilenotes")])m"
        #expect(line.components(separatedBy: notes).count - 1 == 3, "name, owner and recipient in Notes' colour: \(line)")
        #expect(line.contains("\u{1B}[1;31m(not local)\u{1B}[0m"))
        #expect(format.text(.state(app: "com.apple.mobilenotes", state: "active")).contains(notes))
    }

    @Test func jsonLine() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(MonitorFormat.json(Self.leak).serialized.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "keyboard")
        #expect(object["recipients"] as? [String] == ["com.example.ike", "com.apple.mobilenotes"])
        #expect(object["isLocal"] as? Bool == true)
        #expect((object["duration"] as? NSNumber)?.doubleValue == 0.25)
    }
}
