import FlyingFox
import Foundation
import Synchronization

/// The pages open on the playground, each a WebSocket: what goes out to one, or to all. Every tab
/// sees the same live state, because every message about keyboardd goes to all of them.
public final class Tabs: Sendable {
    public typealias ID = Int

    private let state = Mutex<(next: ID, open: [ID: AsyncStream<WSMessage>.Continuation])>((1, [:]))

    public init() {}

    /// A new tab and the stream of text frames that goes out to it.
    func open() -> (ID, AsyncStream<WSMessage>) {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .unbounded)
        let id = state.withLock { state -> ID in
            defer { state.next += 1 }
            state.open[state.next] = continuation
            return state.next
        }
        return (id, stream)
    }

    func close(_ id: ID) {
        state.withLock { $0.open.removeValue(forKey: id) }?.finish()
    }

    func closeAll() {
        let all = state.withLock { state -> [AsyncStream<WSMessage>.Continuation] in
            defer { state.open = [:] }
            return Array(state.open.values)
        }
        all.forEach { $0.finish() }
    }

    public var count: Int { state.withLock { $0.open.count } }

    func send(_ message: [String: Any], to id: ID) {
        guard let text = Self.text(message) else { return }
        _ = state.withLock { $0.open[id] }?.yield(.text(text))
    }

    func broadcast(_ message: [String: Any]) {
        guard let text = Self.text(message) else { return }
        broadcast(text: text)
    }

    /// A frame already written (a signal in its generated JSON form).
    func broadcast(text: String) {
        for continuation in state.withLock({ Array($0.open.values) }) { continuation.yield(.text(text)) }
    }

    static func text(_ message: [String: Any]) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
