import Foundation
import KeyboardClient
import Logging

/// K4, the App Switcher fix of the Mail.ru article: the system snapshots the app after it went to the
/// background, when another app already has the keyboard, so the picture shows a hole. In
/// `willResignActive`, while the app still has its keyboard, it puts its own snapshot over its
/// window (`SetSnapshotCover(true)`); it removes it in `willEnterForeground` and in
/// `didBecomeActive` (after an alert only the latter comes). `didEnterBackground` would be too late.
public final class SnapshotCover: Sendable {
    public private(set) var isCovered: Bool { _read { yield _isCovered.value } _modify { yield &_isCovered.value } }
    private let _isCovered = Confined<Bool>(false, "SnapshotCover.isCovered")
    private let app: any KeyboardAppActions
    private let logger: Logger
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: app.notificationCenter, [
            (UIApplication.willResignActiveNotification, { @Sendable [weak self] _ in self?.setCovered(true) }),
            (UIApplication.willEnterForegroundNotification, { @Sendable [weak self] _ in self?.setCovered(false) }),
            (UIApplication.didBecomeActiveNotification, { @Sendable [weak self] _ in self?.setCovered(false) }),
        ])
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "SnapshotCover.subscription")

    /// Starts at once.
    public init(app: any KeyboardAppActions, logger: Logger = Logger(label: "keyboard.fix")) {
        self.app = app
        self.logger = logger
        subscription.start()
    }

    private func setCovered(_ covered: Bool) {
        guard covered != isCovered else { return }
        do {
            try app.setSnapshotCover(covered)
            isCovered = covered
            logger.info("snapshot cover \(covered ? "on" : "off")")
        } catch {
            logger.warning("snapshot cover \(covered ? "on" : "off") failed: \(error)")
        }
    }
}
