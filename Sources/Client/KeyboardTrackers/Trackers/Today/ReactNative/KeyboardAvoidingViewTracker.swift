import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// React Native's `KeyboardAvoidingView` on iOS, over React Native's own keyboard events.
/// Version read: facebook/react-native `packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js`
/// at 026e3b80 (the class component after PR 48131, December 2024), `Keyboard.js` at 3c635765,
/// and `packages/react-native/React/CoreModules/RCTKeyboardObserver.mm` at ace77a89.
///
/// Native side (`RCTKeyboardEvent`): every one of the six notifications becomes a JS event, its
/// frames converted into the key window (PR 48131), `isEventFromThisApp` from `IsLocal`. JS side:
/// - `Keyboard.isVisible()` follows DidShow and DidHide; at mount a view with no visible keyboard
///   starts at 0;
/// - the view listens to `keyboardWillShow` and `keyboardWillHide` only (PR 48131: "When
///   undocked, split or floating, iOS will emit UIKeyboardWillHideNotification", P1), never to
///   `isEventFromThisApp` (facebook/react-native #30762 asked for it: K3, K7) nor the app's state;
/// - WillHide: the avoidance is 0, the frame never read;
/// - WillShow: `KeyboardAvoidingViewLayout.relativeKeyboardHeight` (parent-relative frame, the
///   cross-fade guard of PR 34503, the offset, `Math.ceil`);
/// - an unchanged value schedules nothing; a new one is applied by `behavior` (padding, the
///   view's own height, or the content's position), under a layout animation of the event's
///   duration and easing.
///
/// - `_onLayout`: laid out again at a new height (the window moved or changed size, P4), the view
///   measures itself again and recomputes the avoidance from the last keyboard event.
///
/// Not modelled: the `await` of `prefersCrossFadeTransitions()` (the port asks synchronously, so
/// a WillHide that lands while that promise is pending, as in N5's WillShow–WillHide pair, cannot
/// be reordered here) and React's render batching.
public final class KeyboardAvoidingViewTracker: KeyboardTracker, ConfinedObject {
    /// The `behavior` prop.
    public enum Behavior: String, Sendable, CaseIterable {
        case height, position, padding
    }

    public let kind = TrackerKind.rnKeyboardAvoidingView
    /// The KeyboardAvoidingView.
    public let view: View
    public let behavior: Behavior

    public struct State {
        fileprivate var enabled = true
        /// `keyboardVerticalOffset`: what lies between the window's top and the view's parent.
        public var keyboardVerticalOffset: Double
        /// `AccessibilityInfo.prefersCrossFadeTransitions()` (keyboardd's `prefer-cross-fade` setting).
        public var prefersCrossFadeTransitions: @Sendable () -> Bool
        /// The avoidance (`this._bottom`), points.
        public fileprivate(set) var bottom: Double = 0
        /// `Keyboard.isVisible()`.
        public fileprivate(set) var keyboardIsVisible = false
        /// The last WillShow's event, nil after a WillHide.
        public fileprivate(set) var keyboardEvent: RCTKeyboardEvent?
        /// The `LayoutAnimation.configureNext` of the last change (duration ms, type); nil for a
        /// change without one.
        public fileprivate(set) var lastLayoutAnimation: (duration: Double, type: String)?
        /// `paddingBottom` (padding) or the content container's `bottom` (position) now.
        public fileprivate(set) var appliedBottom: Double = 0
        /// The height of the last layout (`_frame.height`), which `_onLayout` compares with.
        fileprivate var laidOutHeight: CGFloat
    }

    public let state: Confined<State>

    /// The `enabled` prop; off, the value is kept but not applied.
    public var enabled: Bool {
        get { state.enabled }
        set {
            state.enabled = newValue
            applyBottom()
        }
    }

    /// The first layout's height (`_initialFrameHeight`), which `height` shrinks from.
    private let initialFrameHeight: CGFloat
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<KeyboardAvoidingViewTracker>

    /// - Parameters:
    ///   - view: the KeyboardAvoidingView, laid out in its parent.
    ///   - prefersCrossFadeTransitions: the accessibility setting; false by default.
    public init(app: any KeyboardAppActions, view: View, behavior: Behavior = .padding,
                keyboardVerticalOffset: Double = 0,
                prefersCrossFadeTransitions: @escaping @Sendable () -> Bool = { false },
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        self.behavior = behavior
        initialFrameHeight = view.frame.height
        state = Confined(State(keyboardVerticalOffset: keyboardVerticalOffset, prefersCrossFadeTransitions: prefersCrossFadeTransitions,
                               laidOutHeight: view.frame.height))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter,
            UIResponder.keyboardNotificationNames.map { name in .on(name) { $0.receive($1) } })
    }

    public var believedKeyboardHeight: Double { state.bottom }
    public var isEnabled: Bool { subscription.isActive }
    /// `componentDidMount`: with no keyboard visible the view starts at 0; then it listens.
    public func enable() {
        guard !subscription.isActive else { return }
        if !state.keyboardIsVisible {
            state.keyboardEvent = nil
            setBottom(0)
        }
        subscription.start(for: self)
    }

    public func disable() { subscription.stop() }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["Behavior": .string(behavior.rawValue), "AvoidingBottom": .double(state.bottom)]) { $1 }
    }

    /// The view at rest, window coordinates: its current layout (`padding` and `position` pad or
    /// move inside it); for `height`, which shrinks the view itself, its first layout's height.
    private var restingRectInWindow: CGRect {
        let current = view.convert(view.bounds, to: nil)
        guard behavior == .height else { return current }
        return CGRect(x: current.minX, y: current.minY, width: current.width, height: initialFrameHeight)
    }

    /// `_onLayout`: a new height updates the bottom for the last keyboard event.
    public func viewDidLayoutSubviews() {
        guard view.frame.height != state.laidOutHeight else { return }
        state.laidOutHeight = view.frame.height
        updateBottomIfNecessary()
    }

    /// The bottom of the view's content, window coordinates.
    public var viewBottom: Double {
        switch behavior {
        case .height: view.convert(view.bounds, to: nil).maxY
        case .padding, .position: view.convert(view.bounds, to: nil).maxY - state.appliedBottom
        }
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        let resting = restingRectInWindow
        guard keyboardHeight > 0, let window = view.window else { return resting.maxY }
        let keyboard = WindowKeyboardRect.rect(coveringBottomOf: window, height: keyboardHeight)
        let covered = resting.intersection(keyboard)
        return resting.maxY - (covered.isNull ? 0 : covered.height)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        setBottom(restingRectInWindow.maxY - expectedViewBottom(forKeyboardHeight: keyboardHeight))
        reporter.send(beliefFacts)
    }

    private func receive(_ notification: Notification) {
        guard let event = RCTKeyboardEvent(notification, keyWindow: view.window) else { return }
        switch event.name {
        case "keyboardDidShow": state.keyboardIsVisible = true      // Keyboard.js: _currentlyShowing = event
        case "keyboardDidHide": state.keyboardIsVisible = false     // Keyboard.js: _currentlyShowing = null
        case "keyboardWillShow": onKeyboardChange(event)
        case "keyboardWillHide": onKeyboardHide()
        default: break                                         // no KeyboardAvoidingView listener on iOS
        }
    }

    /// `_onKeyboardChange`.
    private func onKeyboardChange(_ event: RCTKeyboardEvent) {
        state.keyboardEvent = event
        updateBottomIfNecessary()
    }

    /// `_onKeyboardHide`.
    private func onKeyboardHide() {
        state.keyboardEvent = nil
        updateBottomIfNecessary()
    }

    /// `_updateBottomIfNecessary`.
    private func updateBottomIfNecessary() {
        guard let event = state.keyboardEvent else {
            // No configureNext here: the view drops without an animation of its own.
            state.lastLayoutAnimation = nil
            setBottom(0)
            logger.info("KeyboardAvoidingView keyboardWillHide: bottom 0")
            reporter.send(beliefFacts)
            return
        }
        let height = KeyboardAvoidingViewLayout.relativeKeyboardHeight(
            end: event.endCoordinates, frame: view.frame, behavior: behavior, currentBottom: state.bottom,
            keyboardVerticalOffset: state.keyboardVerticalOffset, prefersCrossFadeTransitions: state.prefersCrossFadeTransitions())
        guard state.bottom != height else { return }
        state.lastLayoutAnimation = enabled
            ? KeyboardAvoidingViewLayout.layoutAnimation(duration: event.duration, easing: event.easing) : nil
        setBottom(height)
        logger.info("KeyboardAvoidingView keyboardWillShow: bottom \(height)")
        reporter.send(beliefFacts)
    }

    /// `_setBottom`: kept always, applied only while enabled.
    private func setBottom(_ value: Double) {
        state.bottom = value
        applyBottom()
    }

    /// `render`: the value by behaviour. `height` shrinks the view itself, only while there is a
    /// bottom, so that it can grow back (measuring the shrunk frame again, `_onLayout`, gives the
    /// same value, because the `height` formula adds the current bottom back).
    private func applyBottom() {
        let value = enabled ? state.bottom : 0
        switch behavior {
        case .padding, .position:
            state.appliedBottom = value
        case .height:
            let height = value > 0 ? initialFrameHeight - value : initialFrameHeight
            guard view.frame.height != height else { return }
            if let animation = state.lastLayoutAnimation {
                View.animate(withDuration: animation.duration / 1000) { view.frame.size.height = height }
            } else {
                View.performWithoutAnimation { view.frame.size.height = height }
            }
        }
    }
}
