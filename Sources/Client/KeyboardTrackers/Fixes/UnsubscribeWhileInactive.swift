import Foundation
import KeyboardClient
import Logging

/// K5, the wrong fix of the Mail.ru article, kept so it can be shown failing: switch the tracker off in
/// `willResignActive` and on again in `willEnterForeground` and `didBecomeActive`. Against app
/// switches it works; under a system alert (the microphone permission) it does not: the alert
/// hides the keyboard, then `willResignActive` unsubscribes; on dismissal the system shows the
/// keyboard again *before* `didBecomeActive`, with no `willEnterForeground` (the app never went
/// to the background), so the tracker misses the WillShow and the view stays down.
public final class UnsubscribeWhileInactive: Sendable {
    public let tracker: any KeyboardTracker
    private let logger: Logger
    private let subscription: NotificationSubscription<UnsubscribeWhileInactive>

    /// Starts at once.
    public init(app: any KeyboardAppActions, tracker: any KeyboardTracker, logger: Logger = Logger(label: "keyboard.fix")) {
        self.tracker = tracker
        self.logger = logger
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIApplication.willResignActiveNotification) { owner, _ in owner.switchTracker(on: false) },
            .on(UIApplication.willEnterForegroundNotification) { owner, _ in owner.switchTracker(on: true) },
            .on(UIApplication.didBecomeActiveNotification) { owner, _ in owner.switchTracker(on: true) },
        ])
        subscription.start(for: self)
    }

    private func switchTracker(on: Bool) {
        guard tracker.isEnabled != on else { return }
        if on { tracker.enable() } else { tracker.disable() }
        logger.info("unsubscribe while inactive: \(tracker.kind) \(on ? "subscribed" : "unsubscribed")")
    }
}
