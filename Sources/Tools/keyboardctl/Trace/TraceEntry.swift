import DBus
import Foundation
import KeyboardContract
import ProcessSupport

/// One record of Control1.Trace, `(ttssa{sv})`: the record's own sequence, the daemon's time in
/// ms, the app (empty for the server and the keyboard), the event (a Control1 or App1 method,
/// a notification's name, StateChanged, Snapshot, Report) and its data as JSON.
struct TraceEntry: Equatable, Sendable {
    var sequence: UInt64
    var time: UInt64
    var app: String
    var event: String
    var data: JSONValue

    init(sequence: UInt64, time: UInt64, app: String, event: String, data: JSONValue = .object([])) {
        (self.sequence, self.time, self.app, self.event, self.data) = (sequence, time, app, event, data)
    }

    /// A record as Control1.Trace gives it, its data's keys in the wire's (sorted) order.
    init(_ record: Control1.TraceRecord) {
        self.init(sequence: record.sequence, time: record.time, app: record.app, event: record.event,
                  data: .object(record.data.keys.sorted().map { JSONValue.Member($0, record.data[$0]!.json) }))
    }

    /// One JSON line: {"sequence":…,"time":…,"app":…,"event":…,"data":{…}}.
    var json: JSONValue {
        .object(["sequence": .uint(sequence), "time": .uint(time), "app": .string(app), "event": .string(event), "data": data])
    }

    init?(json: JSONValue) {
        guard let sequence = json["sequence"]?.uint64Value, let time = json["time"]?.uint64Value,
              let app = json["app"]?.stringValue, let event = json["event"]?.stringValue else { return nil }
        self.init(sequence: sequence, time: time, app: app, event: event, data: json["data"] ?? .object([]))
    }

    /// Trace JSON Lines as `trace` writes them; a line that is not a record is an error naming it.
    static func parse(lines text: String, source: String) throws(CtlFailure) -> [TraceEntry] {
        var entries: [TraceEntry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(trimmed.utf8)),
                  let entry = TraceEntry(json: value) else {
                throw .usage("\(source):\(index + 1): not a trace record (expected {\"sequence\",\"time\",\"app\",\"event\",\"data\"})")
            }
            entries.append(entry)
        }
        return entries
    }
}

extension TraceEntry {
    /// The six UIKeyboard…Notification names, as the trace records one per recipient.
    var isKeyboardNotification: Bool { event.hasPrefix("UIKeyboard") && event.hasSuffix("Notification") }

    /// `WillShow` from `UIKeyboardWillShowNotification`, `DidEnterBackground` from the lifecycle names.
    static func shortName(_ name: String) -> String {
        var s = Substring(name)
        for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }
}
