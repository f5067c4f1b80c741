import Foundation
import KeyboardClient

/// An object's observers: block-based, on one center, added together (`start(for:)`) and removed
/// together (`stop`). The blocks run synchronously on the posting queue (queue nil), i.e. the
/// app's queue, in posting order, each with the object if it is still there (the handlers hold
/// it weakly, so they can be written in the object's `init`, before it exists as `self`); the
/// observer tokens are confined to that queue.
final class NotificationSubscription<Owner: AnyObject & Sendable>: Sendable {
    typealias Handler = @Sendable (Owner, Notification) -> Void

    /// One observer: `.on(name) { owner, notification in ... }`.
    struct Observer: Sendable {
        let name: Notification.Name
        let handler: Handler

        static func on(_ name: Notification.Name, _ handler: @escaping Handler) -> Observer {
            Observer(name: name, handler: handler)
        }
    }

    private let center: NotificationCenter
    private let observers: [Observer]
    private let tokens = Confined<[any NSObjectProtocol]>([])

    init(center: NotificationCenter, _ observers: [Observer]) {
        self.center = center
        self.observers = observers
    }

    var isActive: Bool { !tokens.value.isEmpty }

    func start(for owner: Owner) {
        guard tokens.value.isEmpty else { return }
        tokens.value = observers.map { observer in
            let handler = observer.handler
            return center.addObserver(forName: observer.name, object: nil, queue: nil) { [weak owner] notification in
                if let owner { handler(owner, notification) }
            }
        }
    }

    func stop() {
        remove(tokens.value)
        tokens.value = []
    }

    private func remove(_ observers: [any NSObjectProtocol]) {
        for token in observers { center.removeObserver(token) }
    }

    deinit { remove(tokens.valueInDeinit) }
}
