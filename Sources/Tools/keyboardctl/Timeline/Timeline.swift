import KeyboardContract
import ProcessSupport

/// What the timeline picture shows, computed from trace records alone (no bus, no drawing):
/// one lane per app with its lifecycle states as bands, its keyboard notifications as marks,
/// and two curves, the keyboard's truth over its window and what it reported believing.
struct Timeline: Equatable, Sendable {
    /// A lifecycle state held from `start` until `end` (StateChanged records).
    struct Band: Equatable, Sendable {
        var state: String
        var start: UInt64
        var end: UInt64
    }

    /// One keyboard notification as one app received it.
    struct Mark: Equatable, Sendable {
        /// The trace record's sequence.
        var record: UInt64
        var time: UInt64
        /// `UIKeyboardWillShowNotification`...
        var name: String
        /// The notification's own `Sequence` (the same for every recipient).
        var sequence: UInt64?
        var isLocal: Bool?
        var owner: String
        var frameEnd: Rect?

        var shortName: String { TraceEntry.shortName(name) }
        var isWill: Bool { shortName.hasPrefix("Will") }
        enum Kind: String { case show, hide, changeFrame }
        var kind: Kind {
            if shortName.hasSuffix("Show") { return .show }
            if shortName.hasSuffix("Hide") { return .hide }
            return .changeFrame
        }
    }

    /// A value an app held from `time` on (a Report record).
    struct Point: Equatable, Sendable {
        var time: UInt64
        var value: Double
    }

    /// An event that is neither a notification nor a state: a Control1 verb (the person), or an
    /// App1 call (the app's own code), with its record for the tooltip.
    struct Call: Equatable, Sendable {
        var record: UInt64
        var time: UInt64
        var event: String
        var app: String
        /// The record's data, `Key=value` pairs, for the tooltip.
        var detail: String = ""
    }

    struct Lane: Equatable, Sendable {
        var app: String
        var bands: [Band] = []
        var marks: [Mark] = []
        /// KeyboardOverlap's height at each Report: what the keyboard really covered.
        var truth: [Point] = []
        /// TrackedKeyboardHeight at each Report: what the app believed.
        var belief: [Point] = []
        var calls: [Call] = []
        var snapshots: [Call] = []
    }

    var lanes: [Lane]
    /// The live keyboard: how much of the screen it covers, sampled along its curve
    /// (`LiveKeyboardCurve`); empty when the timeline is drawn from saved records alone.
    var keyboard: [Point] = []
    /// Control1 verbs: the person holding the device.
    var inputs: [Call]
    var start: UInt64
    var end: UInt64
    var recordCount: Int

    /// A Control1 method as the trace names it (the contract's generated list: a new method is an
    /// input without a change here); every other non-notification record with an app is that
    /// app's own call.
    static func isControlEvent(_ name: String) -> Bool { Control1.MethodName(rawValue: name) != nil }

    init(entries: [TraceEntry]) {
        let ordered = entries.sorted { $0.sequence < $1.sequence }
        start = ordered.map(\.time).min() ?? 0
        end = ordered.map(\.time).max() ?? 0
        recordCount = ordered.count
        inputs = []
        var lanes: [Lane] = []
        var index: [String: Int] = [:]
        func lane(_ app: String) -> Int {
            if let i = index[app] { return i }
            index[app] = lanes.count
            lanes.append(Lane(app: app))
            return lanes.count - 1
        }
        for entry in ordered {
            let call = Call(record: entry.sequence, time: entry.time, event: entry.event, app: entry.app,
                            detail: Self.detail(entry.data))
            if Self.isControlEvent(entry.event) {
                inputs.append(call)
                // A verb naming an app (LaunchApp, TerminateApp) opens its lane like any mention.
                if !entry.app.isEmpty { _ = lane(entry.app) }
                continue
            }
            guard !entry.app.isEmpty else { continue }
            let i = lane(entry.app)
            switch entry.event {
            case "StateChanged":
                guard let state = entry.data["State"]?.stringValue else { continue }
                if let last = lanes[i].bands.indices.last { lanes[i].bands[last].end = entry.time }
                lanes[i].bands.append(Band(state: state, start: entry.time, end: entry.time))
            case "Report":
                if let overlap = entry.data["KeyboardOverlap"]?.rectValue {
                    lanes[i].truth.append(Point(time: entry.time, value: overlap.height))
                }
                if let believed = entry.data["Facts"]?["TrackedKeyboardHeight"]?.doubleValue {
                    lanes[i].belief.append(Point(time: entry.time, value: believed))
                }
            case "Snapshot":
                lanes[i].snapshots.append(call)
            case _ where entry.isKeyboardNotification:
                lanes[i].marks.append(Mark(
                    record: entry.sequence, time: entry.time, name: entry.event,
                    sequence: entry.data["Sequence"]?.uint64Value,
                    isLocal: entry.data["UIKeyboardIsLocalUserInfoKey"]?.boolValue,
                    owner: entry.data["Owner"]?.stringValue ?? "",
                    frameEnd: entry.data["UIKeyboardFrameEndUserInfoKey"]?.rectValue))
            case _ where entry.event.hasPrefix("UIApplication"):
                continue   // lifecycle notifications: the bands show the states they announce
            default:
                lanes[i].calls.append(call)
            }
        }
        // The last state holds until the end of the trace.
        for i in lanes.indices {
            if let last = lanes[i].bands.indices.last { lanes[i].bands[last].end = end }
        }
        self.lanes = lanes
    }

    /// `Profile=ideal Kind=generic`: the data's members, rects as (x, y, w, h).
    static func detail(_ data: JSONValue) -> String {
        guard case .object(let members) = data else { return "" }
        return members.map { member in
            let value: String = if let rect = member.value.rectValue { rect.description }
                else if let s = member.value.stringValue { s }
                else { member.value.serialized }
            return "\(member.key)=\(value)"
        }.joined(separator: " ")
    }

    var keyboardMarkCount: Int { lanes.reduce(0) { $0 + $1.marks.count } }
}
