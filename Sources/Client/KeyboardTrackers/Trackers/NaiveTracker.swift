import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// The naive tracker: WillShow lifts the view by the keyboard's height, WillHide drops it back.
/// It subscribes once, when the screen loads, and never unsubscribes (B1's mistake), so it also
/// acts on notifications meant for another app while its own is leaving the foreground: after
/// a switch to Notes it is lifted for Notes' keyboard, and back in Ike there is no keyboard but
/// the legs are off the screen (K3, and K7 when the switch happens without a keyboard).
///
/// Two styles from the web and nixzhu's KeyboardMan article:
/// - `.fromRest` (the widely copied answer): lift only from the resting place
///   (`if view.frame.origin.y == 0 { view.frame.origin.y -= height }`), drop to it on WillHide.
///   A repeated WillShow with a growing height (M1) leaves it at the first, too low height.
/// - `.incremental`: every WillShow lifts by its height and every WillHide drops by its height,
///   the per-notification increments nixzhu's KeyboardMan article warns about: M1 lifts it by the sum.
public final class NaiveTracker: KeyboardTracker {
    public enum Style: String, Sendable {
        case fromRest, incremental
    }

    public var kind: TrackerKind { style == .incremental ? .naiveIncremental : .naive }
    public let style: Style
    private let lifted: LiftedView
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<NaiveTracker>

    public init(app: any KeyboardAppActions, view: View, style: Style = .fromRest,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.style = style
        lifted = LiftedView(view)
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardWillShow($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardWillHide($1) },
        ])
    }

    public var view: View { lifted.view }
    public var believedKeyboardHeight: Double { lifted.lift }
    public var viewBottom: Double { lifted.bottom }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    public var beliefFacts: [String: ReportValue] { commonFacts }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        lifted.expectedBottom(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        lifted.place(liftedBy: keyboardHeight)
        reporter.send(beliefFacts)
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardNotificationInfo(notification) else { return }
        let height = info.frameEnd.height
        switch style {
        case .fromRest:
            guard lifted.lift == 0 else {
                logger.info("naive keyboardWillShow: already lifted by \(lifted.lift), height \(height) ignored")
                return
            }
            lifted.place(liftedBy: height)
        case .incremental:
            lifted.place(liftedBy: lifted.lift + height)
        }
        logger.info("naive keyboardWillShow: lifted by \(lifted.lift)")
        reporter.send(beliefFacts)
    }

    private func keyboardWillHide(_ notification: Notification) {
        switch style {
        case .fromRest:
            lifted.place(liftedBy: 0)
        case .incremental:
            guard let info = KeyboardNotificationInfo(notification) else { return }
            lifted.place(liftedBy: lifted.lift - info.frameEnd.height)
        }
        logger.info("naive keyboardWillHide: lifted by \(lifted.lift)")
        reporter.send(beliefFacts)
    }
}
