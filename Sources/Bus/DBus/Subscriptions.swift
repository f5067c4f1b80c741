import CDBus
import Foundation
import Synchronization

struct SignalSubscription {
    let rule: MatchRule
    let onBus: Bool
    let handler: (Message) -> Void
}

/// A live signal subscription. Cancelling it, or dropping the last reference to it, removes the
/// local handler and the bus match rule.
public final class Subscription: Sendable {
    private weak let connection: Connection?
    private let id: UInt64
    private let cancelled = Atomic(false)

    init(connection: Connection, id: UInt64) {
        self.connection = connection
        self.id = id
    }

    public func cancel() {
        let first = !cancelled.exchange(true, ordering: .acquiringAndReleasing)
        if first { connection?.unsubscribe(id) }
    }

    deinit { cancel() }
}

extension Connection {
    /// Calls `handler` on the loop thread for every signal matching `rule`. With `addToBus` the
    /// rule is also added on the bus (AddMatch) before this returns, so no later signal is missed;
    /// without it only what reaches us anyway (unicast signals) is seen.
    public func subscribe(
        _ rule: MatchRule, addToBus: Bool = true, handler: @escaping @Sendable (Message) -> Void
    ) throws(DBusError) -> Subscription {
        let id = lock.withLock { () -> UInt64 in
            let id = nextSubscriptionID
            nextSubscriptionID += 1
            subscriptions[id] = SignalSubscription(rule: rule, onBus: addToBus, handler: handler)
            return id
        }
        if addToBus {
            do throws(DBusError) {
                try busAddMatch(rule.description)
            } catch {
                _ = lock.withLock { subscriptions.removeValue(forKey: id) }
                throw error
            }
        }
        return Subscription(connection: self, id: id)
    }

    /// The signals matching `rule` as an async stream; the match is removed when the stream is
    /// dropped or its consumer stops iterating.
    public func signals(matching rule: MatchRule, addToBus: Bool = true) throws(DBusError) -> AsyncStream<Message> {
        let (stream, continuation) = AsyncStream<Message>.makeStream(bufferingPolicy: .unbounded)
        let subscription = try subscribe(rule, addToBus: addToBus) { continuation.yield($0) }
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }

    /// Follows `NameOwnerChanged` (for one name, or all with nil): handler(name, oldOwner,
    /// newOwner), owners nil when empty. The way to learn that a peer's process has gone.
    public func watchNameOwner(
        _ name: String? = nil, handler: @escaping @Sendable (String, String?, String?) -> Void
    ) throws(DBusError) -> Subscription {
        let rule = MatchRule(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                             interface: "org.freedesktop.DBus", member: "NameOwnerChanged", arg0: name)
        return try subscribe(rule) { message in
            guard let args = try? message.arguments(),
                  let (changed, old, new) = try? args.decode(String.self, String.self, String.self) else { return }
            handler(changed, old.isEmpty ? nil : old, new.isEmpty ? nil : new)
        }
    }

    func unsubscribe(_ id: UInt64) {
        let removed = lock.withLock { subscriptions.removeValue(forKey: id) }
        guard let removed, removed.onBus, isConnected else { return }
        // Fire and forget: a cancel must never block (it may run on the loop thread).
        if let message = try? Message.methodCall(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", member: "RemoveMatch",
            arguments: [.string(removed.rule.description)]) {
            message.noReply = true
            _ = try? send(message)
        }
    }

    func deliverSignal(_ message: Message) {
        let handlers = lock.withLock { subscriptions.values.filter { $0.rule.matches(message) }.map(\.handler) }
        for handler in handlers { handler(message) }
    }

    func busAddMatch(_ rule: String) throws(DBusError) {
        _ = try call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                     interface: "org.freedesktop.DBus", member: "AddMatch", arguments: [.string(rule)])
    }
}
