import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// The intersection tracker of the iOS cookbook (a cookbook recipe): subscribe when the view appears and
/// unsubscribe when it disappears (B1); on WillShow take `FrameEnd`, convert it to the view,
/// intersect it with the view, and set the scroll view's bottom content inset to the
/// intersection's height, animated with the keyboard's duration; on WillHide reset the insets
/// (B2). The Return key dismisses the keyboard (`textFieldShouldReturn`).
///
/// A screen stays "appeared" while its app goes to the background, so this tracker still hears
/// another app's keyboard while leaving the foreground (K3): B1 fixes a different mistake.
public final class IntersectionTracker: KeyboardTracker {
    public let kind = TrackerKind.intersection
    /// The view controller's view: what the keyboard must not cover.
    public let view: View
    public let scrollView: ScrollView
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<IntersectionTracker>

    public init(app: any KeyboardAppActions, view: View, scrollView: ScrollView,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        self.scrollView = scrollView
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.handleKeyboardWillShow($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.handleKeyboardWillHide($1) },
        ])
    }

    public var believedKeyboardHeight: Double { scrollView.contentInset.bottom }

    /// The bottom of the scroll view's visible content, window coordinates.
    public var viewBottom: Double {
        scrollView.convert(scrollView.bounds, to: nil).maxY - scrollView.contentInset.bottom
    }

    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }
    /// B1: nothing in viewDidLoad; subscribe on appear, unsubscribe on disappear.
    public func viewDidLoad() {}
    public func viewDidAppear() { enable() }
    public func viewWillDisappear() { disable() }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging([
            "ContentInsetBottom": .double(scrollView.contentInset.bottom),
            "Subscribed": .bool(isEnabled),
        ]) { $1 }
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        scrollView.convert(scrollView.bounds, to: nil).maxY
            - WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        let covered = WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
        scrollView.contentInset = covered > 0 ? EdgeInsets(bottom: covered) : .zero
        reporter.send(beliefFacts)
    }

    /// B2: the Return key dismisses the keyboard.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    private func handleKeyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardNotificationInfo(notification) else { return }
        let keyboardRect = view.convert(info.frameEnd, from: Screen.main.coordinateSpace)
        let intersection = view.bounds.intersection(keyboardRect)
        let bottomInset = intersection.height
        View.animate(withDuration: info.animationDuration) {
            scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
        }
        logger.info("intersection handleKeyboardWillShow: bottom inset \(bottomInset)")
        reporter.send(beliefFacts)
    }

    private func handleKeyboardWillHide(_ notification: Notification) {
        // The recipe: insets already intact, nothing to reset.
        guard scrollView.contentInset != .zero else { return }
        let duration = KeyboardNotificationInfo(notification)?.animationDuration ?? 0
        View.animate(withDuration: duration) {
            scrollView.contentInset = .zero
        }
        logger.info("intersection handleKeyboardWillHide: insets reset")
        reporter.send(beliefFacts)
    }
}
