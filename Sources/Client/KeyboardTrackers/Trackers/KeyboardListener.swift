import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// Roland Leth's `KeyboardListener` for a form in a scroll view, subscribed to
/// WillShow and WillHide in `viewDidLoad`.
///
/// F1, on WillShow: remember the scroll view's inset and offset before the keyboard (only if not
/// yet remembered), and if the focused field's `maxY + 10` in window coordinates is below the
/// keyboard's top, scroll up by the difference; then add the keyboard's height to the bottom
/// inset (on every WillShow, so a repeated WillShow, M1, adds it again).
///
/// F2, on anything else: restore the inset and offset and forget them; when nothing was
/// remembered (a hardware keyboard sends no WillShow), do nothing.
///
/// The article's listing computes the keyboard's top as `window.frame.minY - bottomCoveredArea`,
/// a typo (it is above the screen); this uses the window's bottom, in window coordinates.
public final class KeyboardListener: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.listener
    /// The view controller's view, in the window.
    public let view: View
    public let scrollView: ScrollView

    public struct State {
        public var contentOffsetPreKeyboardDisplay: CGPoint?
        public var contentInsetPreKeyboardDisplay: EdgeInsets?
        /// The height of the last WillShow; 0 after the scroll view was reset.
        fileprivate var believedKeyboardHeight: Double = 0
        /// The field last brought above the keyboard.
        public fileprivate(set) weak var trackedField: TextField?
    }

    public let state = Confined(State())

    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<KeyboardListener>

    public init(app: any KeyboardAppActions, view: View, scrollView: ScrollView,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        self.scrollView = scrollView
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardChanged(with: $1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardChanged(with: $1) },
        ])
    }

    /// The height of the last WillShow; 0 after the scroll view was reset.
    public var believedKeyboardHeight: Double { state.believedKeyboardHeight }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    public func keyboardChanged(with notification: Notification) {
        guard
            notification.name == UIResponder.keyboardWillShowNotification,
            let rawFrameEnd = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey],
            let frameEnd = rawFrameEnd as? CGRect,
            notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] is TimeInterval
        else {
            resetScrollView()
            return
        }
        if let currentTextField = view.currentFirstResponder as? TextField {
            updateContentOffsetOnTextFieldFocus(currentTextField, bottomCoveredArea: frameEnd.height)
        }
        scrollView.contentInset.bottom += frameEnd.height
        state.believedKeyboardHeight = frameEnd.height
        logger.info("listener keyboardWillShow: inset bottom \(Double(scrollView.contentInset.bottom)), offset \(Double(scrollView.contentOffset.y))")
        reporter.send(beliefFacts)
    }

    public func updateContentOffsetOnTextFieldFocus(_ textField: TextField, bottomCoveredArea: CGFloat) {
        guard let window = view.window else { return }
        let projectedKeyboardY = window.bounds.maxY - bottomCoveredArea
        if state.contentInsetPreKeyboardDisplay == nil {
            state.contentInsetPreKeyboardDisplay = scrollView.contentInset
        }
        if state.contentOffsetPreKeyboardDisplay == nil {
            state.contentOffsetPreKeyboardDisplay = scrollView.contentOffset
        }
        state.trackedField = textField
        let textFieldFrameInWindow = window.convert(textField.frame, from: textField.superview)
        let bottomLimit = textFieldFrameInWindow.maxY + 10
        guard bottomLimit > projectedKeyboardY else { return }
        let delta = projectedKeyboardY - bottomLimit
        let newOffset = CGPoint(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y - delta)
        scrollView.setContentOffset(newOffset, animated: true)
    }

    public func resetScrollView() {
        guard
            let originalInsets = state.contentInsetPreKeyboardDisplay,
            let originalOffset = state.contentOffsetPreKeyboardDisplay
        else { return }
        scrollView.contentInset = originalInsets
        scrollView.setContentOffset(originalOffset, animated: true)
        state.contentInsetPreKeyboardDisplay = nil
        state.contentOffsetPreKeyboardDisplay = nil
        state.believedKeyboardHeight = 0
        logger.info("listener reset: inset bottom \(Double(originalInsets.bottom)), offset \(Double(originalOffset.y))")
        reporter.send(beliefFacts)
    }

    // MARK: - Belief

    private var field: TextField? { state.trackedField ?? view.currentFirstResponder as? TextField }

    /// The tracked field's bottom, window coordinates; the window's height when no field was
    /// ever focused (nothing is kept above the keyboard, so nothing can be in the wrong place).
    public var viewBottom: Double {
        guard let field, let window = view.window else { return Double(view.window?.bounds.maxY ?? 0) }
        return window.convert(field.frame, from: field.superview).maxY
    }

    /// The field's bottom with the scroll view at its pre-keyboard offset.
    private var restingFieldBottom: Double {
        let base = state.contentOffsetPreKeyboardDisplay ?? scrollView.contentOffset
        return viewBottom + (scrollView.contentOffset.y - base.y)
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        guard field != nil, let window = view.window else { return viewBottom }
        guard keyboardHeight > 0 else { return restingFieldBottom }
        let keyboardTop = window.bounds.maxY - keyboardHeight
        return min(restingFieldBottom, keyboardTop - 10)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        guard keyboardHeight > 0 else {
            resetScrollView()
            return
        }
        let resting = restingFieldBottom
        let expected = expectedViewBottom(forKeyboardHeight: keyboardHeight)
        if state.contentInsetPreKeyboardDisplay == nil { state.contentInsetPreKeyboardDisplay = scrollView.contentInset }
        if state.contentOffsetPreKeyboardDisplay == nil { state.contentOffsetPreKeyboardDisplay = scrollView.contentOffset }
        if let originalOffset = state.contentOffsetPreKeyboardDisplay, let originalInsets = state.contentInsetPreKeyboardDisplay {
            scrollView.setContentOffset(CGPoint(x: originalOffset.x, y: originalOffset.y + (resting - expected)),
                                        animated: true)
            scrollView.contentInset.bottom = originalInsets.bottom + keyboardHeight
        }
        state.believedKeyboardHeight = keyboardHeight
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging([
            "ContentInsetBottom": .double(scrollView.contentInset.bottom),
            "ContentOffsetY": .double(scrollView.contentOffset.y),
        ]) { $1 }
    }
}
