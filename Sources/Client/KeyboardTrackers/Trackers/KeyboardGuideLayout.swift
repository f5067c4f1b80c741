import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// The `keyboardGuide` layout of the WWDC session (the WWDC 2017 text input session). W4: a layout guide pinned to the
/// bottom of the view's safe area, whose height constraint follows the height of the keyboard's
/// intersection with the view, so content pinned above the guide stays visible. W5, with a
/// scroll view: its `contentInset.bottom` is set to the same height.
///
/// W2: only the latest Show or Hide counts. WillShow marks the keyboard shown and applies its
/// frame; WillHide marks it hidden and drops the guide; WillChangeFrame applies its frame only
/// while the keyboard is shown (so the frame changes after an iPad keyboard moved, which come
/// with Hide notifications, K10, leave the guide down). Frames are converted from the screen's
/// coordinate space (W3) and the layout is animated in the session's `UIView.animate(withDuration:
/// 0.2)`, which inside a Will's handlers inherits the keyboard's duration and curve (N21).
public final class KeyboardGuideLayout: KeyboardTracker, ConfinedObject {
    /// The guide's height without a keyboard.
    public static let kDefaultHeight: CGFloat = 0
    /// The session's `UIView.animate(withDuration: 0.2)`: its own only outside a Will's handlers
    /// (`fixPosition`); inside them the block inherits the keyboard's animation (N21).
    public static let animationDuration: TimeInterval = 0.2

    public let kind = TrackerKind.wwdc17Guide
    public let view: View
    public let keyboardGuide: LayoutGuide
    public let scrollView: ScrollView?

    public struct State {
        public fileprivate(set) var keyboardIsHidden = true
    }

    public let state = Confined(State())

    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<KeyboardGuideLayout>

    /// Adds `keyboardGuide` to `view` (W4's `setUpViews`), at the default height.
    public init(app: any KeyboardAppActions, view: View, keyboardGuide: LayoutGuide = LayoutGuide(),
                scrollView: ScrollView? = nil, logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        self.keyboardGuide = keyboardGuide
        self.scrollView = scrollView
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardWillShow($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardWillHide($1) },
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.keyboardFrameChanged($1) },
        ])
        if keyboardGuide.owningView !== view { view.addLayoutGuide(keyboardGuide) }
        keyboardGuide.heightConstraint.constant = Self.kDefaultHeight
        keyboardGuide.heightConstraint.isActive = true
    }

    public var heightConstraint: LayoutConstraint { keyboardGuide.heightConstraint }
    public var believedKeyboardHeight: Double { heightConstraint.constant }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    /// The guide's top (where the content above it ends), window coordinates.
    public var viewBottom: Double {
        view.convert(keyboardGuide.layoutFrame, to: nil).minY
    }

    public var beliefFacts: [String: ReportValue] {
        var facts = commonFacts
        facts["GuideHeight"] = .double(heightConstraint.constant)
        if let scrollView { facts["ContentInsetBottom"] = .double(scrollView.contentInset.bottom) }
        return facts
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        viewBottom + heightConstraint.constant - intersectedHeight(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        apply(intersectedHeight(forKeyboardHeight: keyboardHeight))
        reporter.send(beliefFacts)
    }

    /// The session's formula, `view.frame.intersection(convertedFrame).height`, for a keyboard
    /// covering `keyboardHeight` of the window's bottom.
    private func intersectedHeight(forKeyboardHeight keyboardHeight: Double) -> Double {
        guard keyboardHeight > 0, let keyboard = WindowKeyboardRect.rect(in: view, keyboardHeight: keyboardHeight) else {
            return Self.kDefaultHeight
        }
        return view.frame.intersection(keyboard).height
    }

    private func apply(_ height: CGFloat) {
        View.animate(withDuration: Self.animationDuration) {
            heightConstraint.constant = height
            scrollView?.contentInset.bottom = height
            view.layoutIfNeeded()
        }
    }

    private func keyboardWillShow(_ notification: Notification) {
        state.keyboardIsHidden = false
        keyboardFrameChanged(notification)
    }

    private func keyboardWillHide(_ notification: Notification) {
        state.keyboardIsHidden = true
        apply(Self.kDefaultHeight)
        logger.info("guide keyboardWillHide: height \(Double(Self.kDefaultHeight))")
        reporter.send(beliefFacts)
    }

    private func keyboardFrameChanged(_ notification: Notification) {
        if !state.keyboardIsHidden {
            guard let userInfo = notification.userInfo,
                  let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            else {
                return
            }
            let convertedFrame = view.convert(frame, from: Screen.main.coordinateSpace)
            let intersectedKeyboardHeight = view.frame.intersection(convertedFrame).height
            apply(intersectedKeyboardHeight)
            logger.info("guide keyboardFrameChanged: height \(Double(intersectedKeyboardHeight))")
            reporter.send(beliefFacts)
        }
    }
}
