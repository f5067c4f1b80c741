import Foundation
import KeyboardClient
import Logging

/// K4, the App Switcher fix of the Mail.ru article: the system snapshots the app after it went to the
/// background, when another app already has the keyboard, so the picture shows a hole. In
/// `willResignActive`, while the app still has its keyboard, it puts its own snapshot over its
/// window (`SetSnapshotCover(true)`); it removes it in `willEnterForeground` and in
/// `didBecomeActive` (after an alert only the latter comes). `didEnterBackground` would be too late.
public final class SnapshotCover: ConfinedObject {
    public struct State {
        public fileprivate(set) var isCovered = false
    }

    public let state = Confined(State())
    private let app: any KeyboardAppActions
    private let logger: Logger
    private let subscription: NotificationSubscription<SnapshotCover>

    /// Starts at once.
    public init(app: any KeyboardAppActions, logger: Logger = Logger(label: "keyboard.fix")) {
        self.app = app
        self.logger = logger
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIApplication.willResignActiveNotification) { owner, _ in owner.setCovered(true) },
            .on(UIApplication.willEnterForegroundNotification) { owner, _ in owner.setCovered(false) },
            .on(UIApplication.didBecomeActiveNotification) { owner, _ in owner.setCovered(false) },
        ])
        subscription.start(for: self)
    }

    private func setCovered(_ covered: Bool) {
        guard covered != state.isCovered else { return }
        do {
            try app.setSnapshotCover(covered)
            state.isCovered = covered
            logger.info("snapshot cover \(covered ? "on" : "off")")
        } catch {
            logger.warning("snapshot cover \(covered ? "on" : "off") failed: \(error)")
        }
    }
}
