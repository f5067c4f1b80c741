import Foundation

/// A tracker's observers: block-based, on one center, added together (`start`) and removed
/// together (`stop`). The blocks run synchronously on the posting queue (queue nil), i.e. the
/// app's queue, in posting order.
final class NotificationSubscription: @unchecked Sendable {
    typealias Handler = @Sendable (Notification) -> Void

    private let center: NotificationCenter
    private let handlers: [(Notification.Name, Handler)]
    private var tokens: [any NSObjectProtocol] = []

    init(center: NotificationCenter, _ handlers: [(Notification.Name, Handler)]) {
        self.center = center
        self.handlers = handlers
    }

    var isActive: Bool { !tokens.isEmpty }

    func start() {
        guard tokens.isEmpty else { return }
        tokens = handlers.map { name, handler in
            center.addObserver(forName: name, object: nil, queue: nil, using: handler)
        }
    }

    func stop() {
        for token in tokens { center.removeObserver(token) }
        tokens = []
    }

    deinit { stop() }
}
