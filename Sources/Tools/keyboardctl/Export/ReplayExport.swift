import KeyboardContract
import ProcessSupport

/// `run --export DIR`: for each app, the notifications it received, in delivery order, as the
/// JSON file KeyboardFixtures' player replays (format `keyboardd-replay`, version 2;
/// docs/REPLAY.md). Built from the story's trace records, which hold every notification per
/// recipient with its full userInfo.
enum ReplayExport {
    static let format = "keyboardd-replay"
    static let version = 2

    /// Where the story was played.
    struct Context {
        var scenario: String
        var profile: String
        var device: String
        var orientation: String
        /// The device's screen in that orientation (Server1.Screen).
        var screen: Rect?
        /// Each app's window at the start of the story, by bundle id.
        var windowFrames: [String: Rect] = [:]
        /// Each app's truth (App1.KeyboardOverlap), read after each step of the story with the
        /// keyboard at rest, by bundle id.
        var restingOverlaps: [String: [OverlapRead]] = [:]
    }

    /// keyboardd's truth for one app at the end of a step when no keyboard animation ran: at
    /// `time`, with the trace up to `lastRecord`, the keyboard covered `overlap` of the app's
    /// window (window coordinates, zero when none). A test compares its view with it at rest,
    /// as the scenario checks do, instead of with a number it wrote down.
    struct OverlapRead: Equatable {
        var time: UInt64
        var lastRecord: UInt64
        var overlap: Rect
    }

    /// `com.southpark.ike.json`, with a label before the extension when a run writes several
    /// files per app: the profile when a file plays several, each segment's era when a story
    /// switches inside (ReplaySegment.labels).
    static func fileName(_ app: String, label: String?) -> String {
        app + (label.map { ".\($0)" } ?? "") + ".json"
    }

    /// Whether the record is a notification an app received (keyboard, lifecycle or editing).
    static func isNotification(_ entry: TraceEntry) -> Bool {
        entry.isKeyboardNotification || LifecycleNotificationName(rawValue: entry.event) != nil || isEditingNotification(entry.event)
    }

    /// What a notification's `record` says.
    enum RecordNumbers {
        /// Its sequence number in keyboardd's trace, to find it in `run --trace` (`run --export`).
        case trace
        /// Its place among the story's notifications to every app, from 1 (the corpus). The trace
        /// also numbers the apps' own calls and reports, which arrive as each process gets to
        /// them; counting notifications alone gives the same numbers on every play.
        case delivery
    }

    /// One document per app, in `apps`' order.
    static func documents(_ entries: [TraceEntry], apps: [String], context: Context,
                          records: RecordNumbers = .trace) throws(CtlFailure) -> [(app: String, json: JSONValue)] {
        let ordered = entries.sorted { $0.sequence < $1.sequence }
        let start = ordered.first?.time ?? 0
        var delivery: [UInt64: UInt64] = [:]
        for entry in ordered where !entry.app.isEmpty && isNotification(entry) { delivery[entry.sequence] = UInt64(delivery.count + 1) }
        var documents: [(app: String, json: JSONValue)] = []
        for app in apps {
            var notifications: [JSONValue] = []
            var received: [UInt64] = []  // the trace sequence of each notification written
            for entry in ordered where entry.app == app {
                var numbered = entry
                if records == .delivery { numbered.sequence = delivery[entry.sequence] ?? entry.sequence }
                if let notification = try notification(numbered) {
                    notifications.append(notification)
                    received.append(entry.sequence)
                }
            }
            var members: [JSONValue.Member] = [
                .init("format", .string(format)), .init("version", .uint(UInt64(version))), .init("app", .string(app)),
                .init("scenario", .string(context.scenario)), .init("profile", .string(context.profile)),
                .init("device", .string(context.device)), .init("orientation", .string(context.orientation)),
            ]
            if let screen = context.screen { members.append(.init("screen", .rect(screen))) }
            if let window = context.windowFrames[app] { members.append(.init("windowFrame", .rect(window))) }
            members.append(.init("start", .uint(start)))
            members.append(.init("notifications", .array(notifications)))
            let overlaps = restingOverlaps(context.restingOverlaps[app] ?? [], received: received)
            if !overlaps.isEmpty { members.append(.init("keyboardOverlap", .array(overlaps))) }
            documents.append((app, .object(members)))
        }
        return documents
    }

    /// The file's `keyboardOverlap`: each read with how many of the file's notifications the app
    /// had received by then (`received`), which places it among them even at a time several
    /// steps share; a read that repeats the one before it is left out.
    static func restingOverlaps(_ reads: [OverlapRead], received: [UInt64]) -> [JSONValue] {
        var written: [(time: UInt64, received: Int, overlap: Rect)] = []
        for read in reads.sorted(by: { $0.lastRecord < $1.lastRecord }) {
            let count = received.count { $0 <= read.lastRecord }
            if let last = written.last, last.time == read.time, last.received == count, last.overlap == read.overlap { continue }
            written.append((read.time, count, read.overlap))
        }
        return written.map {
            .object([.init("time", .uint($0.time)), .init("received", .uint(UInt64($0.received))), .init("rect", .rect($0.overlap))])
        }
    }

    /// A notification record as an entry; nil for a record that is not one (a call, a state).
    static func notification(_ entry: TraceEntry) throws(CtlFailure) -> JSONValue? {
        var members: [JSONValue.Member] = []
        func head(_ kind: String) {
            members = [.init("kind", .string(kind)), .init("name", .string(entry.event)), .init("time", .uint(entry.time)),
                       .init("record", .uint(entry.sequence))]
        }
        if entry.isKeyboardNotification {
            head("keyboard")
            guard case .object(let data) = entry.data else { return .object(members) }
            var userInfo: [JSONValue.Member] = []
            for member in data.sorted(by: { $0.key < $1.key }) {
                userInfo.append(.init(member.key, try typed(member.value, key: member.key, in: entry)))
            }
            members.append(.init("userInfo", .object(userInfo)))
        } else if let lifecycle = LifecycleNotificationName(rawValue: entry.event) {
            head("lifecycle")
            if let state = lifecycle.appState { members.append(.init("applicationState", .string(state.rawValue))) }
        } else if isEditingNotification(entry.event) {
            // The contract's EditingNotification(s name, s responder); its object in UIKit is the responder.
            head("editing")
            if let responder = entry.data["Responder"]?.stringValue { members.append(.init("responder", .string(responder))) }
        } else {
            return nil
        }
        return .object(members)
    }

    /// `UITextFieldTextDidBeginEditingNotification` and its three siblings.
    static func isEditingNotification(_ name: String) -> Bool {
        (name.hasPrefix("UITextField") || name.hasPrefix("UITextView")) && name.hasSuffix("EditingNotification")
    }

    /// A userInfo value with its wire type, as the replay file writes it: `{"rect": [...]}`,
    /// `{"double": 0.25}`, `{"int": 7}`, `{"uint64": 12}`, `{"bool": true}`, `{"string": "…"}`,
    /// `{"strings": [...]}`, `{"point": [x, y]}`. The trace keeps the signal's types (a `t` is unsigned, an `i` signed).
    static func typed(_ value: JSONValue, key: String, in entry: TraceEntry) throws(CtlFailure) -> JSONValue {
        switch value {
        case .bool: return .object(["bool": value])
        case .int: return .object(["int": value])
        case .uint: return .object(["uint64": value])
        case .double: return .object(["double": value])
        case .string: return .object(["string": value])
        case .array(let items) where items.allSatisfy({ $0.stringValue != nil }) && !items.isEmpty:
            return .object(["strings": value])
        case .array where value.rectValue != nil:
            return .object(["rect": .rect(value.rectValue!)])
        case .array where value.isPoint:
            return .object(["point": value])
        default:
            throw .daemon("record #\(entry.sequence) \(entry.event): \(key) has a shape the replay format does not know: "
                          + value.serialized)
        }
    }
}
