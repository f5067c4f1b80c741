// One journal entry (CONTRACT.md Trace): sequence, model time, app, event name, data. The data
// is built only when read, so recording costs no dictionary per notification.

public struct TraceRecord: Hashable, Sendable {
    public let sequence: UInt64
    public let time: UInt64
    /// Bundle id, empty for the server and the keyboard.
    public let app: String
    public let event: String
    let payload: TracePayload

    public var data: [String: ModelValue] { payload.data }
}

enum TracePayload: Hashable, Sendable {
    case none
    case input(Event)
    case keyboard(KeyboardUserInfo)
    case state(AppState)
    case snapshot(Snapshot)
    /// What the app believes, beside the truth at that moment (DESIGN.md "Truth beside belief").
    case report(facts: [String: ModelValue], overlap: Rect, keyboardFrame: Rect, keyboardVisible: Bool)
    case failure(ModelError)

    var data: [String: ModelValue] {
        switch self {
        case .none: return [:]
        case .input(let e): return e.data
        case .keyboard(let info): return info.dictionary
        case .state(let s): return ["State": .string(s.rawValue)]
        case .snapshot(let s): return ["Snapshot": .string(s.rawValue)]
        case .report(let facts, let overlap, let frame, let visible):
            return ["Facts": .dictionary(facts), "KeyboardOverlap": .rect(overlap),
                    "KeyboardFrame": .rect(frame), "KeyboardVisible": .bool(visible)]
        case .failure(let e): return ["Error": .string(e.contractName), "Message": .string(e.message)]
        }
    }
}
