import Foundation
import KeyboardClient
import Logging

/// K6, the good fix of the Mail.ru article: remember in `willResignActive` whether the field was first
/// responder (`wasTextFieldFirstResponderBeforeAppDidEnterBackground`); in `willEnterForeground`,
/// if it was, make it first responder again without animation. The keyboard then comes back
/// with the app, and a tracker that was lifted by another app's keyboard (K3) is right again.
/// It cannot help when the app was left without the keyboard (K7), nor after an alert, which
/// sends no `willEnterForeground` (K5).
///
/// Guards several fields: it remembers which one was first responder.
public final class ResponderGuard: Sendable {
    public let fields: [TextField]
    /// The field that was first responder at the last `willResignActive`.
    public private(set) var wasFirstResponderBeforeAppDidEnterBackground: TextField? { _read { yield _wasFirstResponderBeforeAppDidEnterBackground.value } _modify { yield &_wasFirstResponderBeforeAppDidEnterBackground.value } }
    private let _wasFirstResponderBeforeAppDidEnterBackground = Confined<TextField?>(nil, "ResponderGuard.wasFirstResponderBeforeAppDidEnterBackground")
    /// How many times it made a field first responder again.
    public private(set) var restoreCount: Int { _read { yield _restoreCount.value } _modify { yield &_restoreCount.value } }
    private let _restoreCount = Confined<Int>(0, "ResponderGuard.restoreCount")
    private let logger: Logger
    private let center: NotificationCenter
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: center, [
            (UIApplication.willResignActiveNotification, { @Sendable [weak self] _ in self?.willResignActive() }),
            (UIApplication.willEnterForegroundNotification, { @Sendable [weak self] _ in self?.willEnterForeground() }),
        ])
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "ResponderGuard.subscription")

    /// Starts guarding at once.
    public init(app: any KeyboardAppActions, fields: [TextField], logger: Logger = Logger(label: "keyboard.fix")) {
        self.fields = fields
        self.logger = logger
        center = app.notificationCenter
        subscription.start()
    }

    public convenience init(app: any KeyboardAppActions, field: TextField, logger: Logger = Logger(label: "keyboard.fix")) {
        self.init(app: app, fields: [field], logger: logger)
    }

    private func willResignActive() {
        wasFirstResponderBeforeAppDidEnterBackground = fields.first { $0.isFirstResponder }
    }

    private func willEnterForeground() {
        guard let field = wasFirstResponderBeforeAppDidEnterBackground else { return }
        var accepted = false
        View.performWithoutAnimation {
            accepted = field.becomeFirstResponder()
        }
        restoreCount += 1
        logger.info("responder guard: \(field.name) first responder again (\(accepted ? "accepted" : "refused"))")
    }
}
