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
public final class ResponderGuard: ConfinedObject {
    public struct State {
        /// The field that was first responder at the last `willResignActive`.
        public fileprivate(set) var wasFirstResponderBeforeAppDidEnterBackground: TextField?
        /// How many times it made a field first responder again.
        public fileprivate(set) var restoreCount = 0
    }

    public let fields: [TextField]
    public let state = Confined(State())
    private let logger: Logger
    private let subscription: NotificationSubscription<ResponderGuard>

    /// Starts guarding at once.
    public init(app: any KeyboardAppActions, fields: [TextField], logger: Logger = Logger(label: "keyboard.fix")) {
        self.fields = fields
        self.logger = logger
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIApplication.willResignActiveNotification) { owner, _ in owner.willResignActive() },
            .on(UIApplication.willEnterForegroundNotification) { owner, _ in owner.willEnterForeground() },
        ])
        subscription.start(for: self)
    }

    public convenience init(app: any KeyboardAppActions, field: TextField, logger: Logger = Logger(label: "keyboard.fix")) {
        self.init(app: app, fields: [field], logger: logger)
    }

    private func willResignActive() {
        state.wasFirstResponderBeforeAppDidEnterBackground = fields.first { $0.isFirstResponder }
    }

    private func willEnterForeground() {
        guard let field = state.wasFirstResponderBeforeAppDidEnterBackground else { return }
        var accepted = false
        View.performWithoutAnimation {
            accepted = field.becomeFirstResponder()
        }
        state.restoreCount += 1
        logger.info("responder guard: \(field.name) first responder again (\(accepted ? "accepted" : "refused"))")
    }
}
