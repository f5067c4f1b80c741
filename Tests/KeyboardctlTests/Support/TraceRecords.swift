import DBus
import KeyboardContract

extension Control1.TraceRecord {
    var isKeyboardNotification: Bool { event.hasPrefix("UIKeyboard") }
    /// The notification's own Sequence (shared by its recipients).
    var notificationSequence: UInt64? { if case .uint64(let s)? = data["Sequence"] { s } else { nil } }
    var isLocal: Bool? { if case .boolean(let b)? = data["UIKeyboardIsLocalUserInfoKey"] { b } else { nil } }
    var owner: String? { if case .string(let s)? = data["Owner"] { s } else { nil } }
}

/// One keyboard notification as the trace records it: its recipients in delivery order.
struct TracedNotification: Equatable {
    var sequence: UInt64
    var time: UInt64
    var name: String
    var owner: String
    var frameEnd: [Double]
    var recipients: [String]

    /// The trace's keyboard records grouped by their notification's Sequence, in order.
    static func all(in records: [Control1.TraceRecord]) -> [TracedNotification] {
        var result: [TracedNotification] = []
        for record in records where record.isKeyboardNotification {
            guard let sequence = record.notificationSequence else { continue }
            if let i = result.firstIndex(where: { $0.sequence == sequence }) {
                result[i].recipients.append(record.app)
            } else {
                let end = record.data["UIKeyboardFrameEndUserInfoKey"].map(StatusTests.doubles) ?? []
                result.append(TracedNotification(sequence: sequence, time: record.time, name: record.event,
                                                 owner: record.owner ?? "", frameEnd: end, recipients: [record.app]))
            }
        }
        return result.sorted { $0.sequence < $1.sequence }
    }
}
