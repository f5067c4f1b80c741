// One journal entry (docs/CONTRACT.md Trace): sequence, model time, app, event name, data. The data
// is built only when read, so recording costs no dictionary per notification.

public struct TraceRecord: Hashable, Sendable {
    public let sequence: UInt64
    public let time: UInt64
    /// Bundle id, empty for the server and the keyboard.
    public let app: String
    /// What happened; the event name comes from the payload, so a record stays small.
    let payload: TracePayload

    /// The contract's method name, the notification's name, or StateChanged, Snapshot, Report.
    public var event: String { payload.name }
    public var data: [String: ModelValue] { payload.data }
}

/// Small on purpose (the trace ring and `Effect.trace` copy it): large cases are boxed.
enum TracePayload: Hashable, Sendable {
    indirect case input(Event)
    case lifecycle(LifecycleNotificationName)
    /// An editing notification and the responder it is about. Inline: the payload grows from 17
    /// to 24 bytes, which the ring's 176-byte entries absorb, and each editing notification no
    /// longer allocates a box that the ring frees a ring's length later.
    case editing(EditingNotificationName, responder: String)
    case keyboard(KeyboardNotificationName, KeyboardUserInfo)
    case state(AppState)
    case snapshot(Snapshot)
    /// What the app believes, beside the truth at that moment (docs/ARCHITECTURE.md "Truth beside belief").
    indirect case report(facts: [String: ModelValue], overlap: Rect, keyboardFrame: Rect, keyboardVisible: Bool)
    indirect case failure(event: String, ModelError)

    var name: String {
        switch self {
        case .input(let e): e.name
        case .lifecycle(let n): n.rawValue
        case .editing(let n, _): n.rawValue
        case .keyboard(let n, _): n.rawValue
        case .state: "StateChanged"
        case .snapshot: "Snapshot"
        case .report: "Report"
        case .failure(let event, _): event
        }
    }

    var data: [String: ModelValue] {
        switch self {
        case .lifecycle: return [:]
        case .editing(_, let responder): return ["Responder": .string(responder)]
        case .input(let e): return e.data
        case .keyboard(_, let info): return info.dictionary
        case .state(let s): return ["State": .string(s.rawValue)]
        case .snapshot(let s): return ["Snapshot": .string(s.rawValue)]
        case .report(let facts, let overlap, let frame, let visible):
            return ["Facts": .dictionary(facts), "KeyboardOverlap": .rect(overlap),
                    "KeyboardFrame": .rect(frame), "KeyboardVisible": .bool(visible)]
        case .failure(_, let e): return ["Error": .string(e.contractName), "Message": .string(e.message)]
        }
    }
}
