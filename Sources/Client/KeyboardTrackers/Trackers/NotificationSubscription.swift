import Foundation
import KeyboardClient

/// A tracker's observers: block-based, on one center, added together (`start`) and removed
/// together (`stop`). The blocks run synchronously on the posting queue (queue nil), i.e. the
/// app's queue, in posting order; the observer tokens are confined to it.
final class NotificationSubscription: Sendable {
    typealias Handler = @Sendable (Notification) -> Void

    private let center: NotificationCenter
    private let handlers: [(Notification.Name, Handler)]
    private let tokens = Confined<[any NSObjectProtocol]>([], "NotificationSubscription.tokens")

    init(center: NotificationCenter, _ handlers: [(Notification.Name, Handler)]) {
        self.center = center
        self.handlers = handlers
    }

    var isActive: Bool { !tokens.value.isEmpty }

    func start() {
        guard tokens.value.isEmpty else { return }
        tokens.value = handlers.map { name, handler in
            center.addObserver(forName: name, object: nil, queue: nil, using: handler)
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
