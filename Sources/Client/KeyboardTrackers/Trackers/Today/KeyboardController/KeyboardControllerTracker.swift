import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// react-native-keyboard-controller's iOS event model (`onStart`, `onMove`, `onEnd`,
/// `onInteractive`), with a view that follows the keyboard's height the way its
/// `KeyboardAvoidingView` and `KeyboardStickyView` hooks do (`useKeyboardAnimation`: the height
/// takes each `onMove`, `onInteractive` and `onEnd`). Version read:
/// kirillzyusko/react-native-keyboard-controller 1.22.4 (af130ca4f9, August 2026),
/// `ios/observers/movement/observer/KeyboardMovementObserver+Listeners.swift` (`keyboardWillAppear`,
/// `keyboardWillDisappear`, `keyboardDidAppear`, `keyboardDidDisappear`, `scheduleDidEvent`),
/// `+Lifecycle.swift` (`mount`), `KeyboardMovementObserver.swift`, `KeyboardEventsIgnorer.swift`,
/// `ios/extensions/Notification.swift` (`keyboardMetaData`) and
/// `src/components/KeyboardAvoidingView/hooks.ts` (`useKeyboardAnimation`).
///
/// What works from notifications alone, and is modelled:
/// - only WillShow and WillHide are observed, from any app (no `IsLocal`, no app state; open PR
///   1512 would add it), and nothing while the keyboard is being preloaded;
/// - WillShow: the keyboard's height is FrameEnd's height, as announced, neither converted nor
///   intersected with the window (so a Stage Manager window above the screen's bottom is lifted
///   by the gap, #1223, P4), less the `KeyboardExtender`'s offset; an event the library asked to
///   ignore (the echo of its own `reloadInputViews`, N8) only updates that height, once; otherwise
///   `onStart(height, progress 1)`;
/// - WillHide: its frame is replaced by zero; `onStart(0, 0)`;
/// - the library's own Did, not the system's (PR 1161: "relying on did events on iOS is not reliable
///   anymore"): one pending at a time, replaced by each Will, after the notification's duration
///   (`timer`): `onEnd` with the height kept from the WillShow (PR 557: not read back from the
///   keyboard's view) or 0; after a hide the next animation starts from 0 (PR 1598, #1591).
///
/// What it cannot see yet, because keyboardd publishes no live keyboard position to an app:
/// - `onMove`: each display-link frame reads the keyboard view's presentation layer (under
///   cross-fade times its opacity, PR 570) and predicts the next from the `CASpringAnimation` or
///   `CABasicAnimation` it finds (PR 412); keyboardd has neither the keyboard's position during an
///   animation nor the animation object, so no `onMove` is sent and the view jumps at `onEnd`;
/// - `onInteractive`: KVO of the keyboard view's center while the finger drags it (N7); keyboardd
///   moves `Keyboard1.Frame` during an interactive dismissal, but the client library does not give
///   that to an app, and it has no keyboard views to observe (nor, on iOS 26, the
///   `keyboardLayoutGuide` the library pins a view to instead, PRs 1047, 1170);
/// - the spring's settling duration, which the real Did waits for instead of the notification's
///   duration.
public final class KeyboardControllerTracker: KeyboardTracker, @unchecked Sendable {
    public let kind = TrackerKind.rnKeyboardController
    /// `KeyboardAreaExtender.shared.offset`: the library's own invisible accessory, 0 unless a
    /// `KeyboardExtender` is used.
    public var keyboardAreaExtenderOffset: CGFloat = 0
    /// `UIResponder.isKeyboardPreloading` (`KeyboardController.preload()`).
    public var isKeyboardPreloading = false

    /// Every event sent, in order.
    public private(set) var events: [KeyboardControllerEvent] = []
    /// `keyboardHeight`: the last WillShow's height, less the extender's offset.
    public var keyboardHeight: CGFloat { storedKeyboardHeight - keyboardAreaExtenderOffset }
    /// `prevKeyboardPosition`: where the next animation model starts.
    public private(set) var prevKeyboardPosition: CGFloat = 0
    /// `useKeyboardAnimation`'s `isClosed` and `heightWhenOpened`.
    public private(set) var isClosed = true
    public private(set) var heightWhenOpened: Double = 0
    /// A Did of the library's own is pending.
    public var isDidPending: Bool { pendingDid != nil }

    private var storedKeyboardHeight: CGFloat = 0
    /// `KeyboardEventsIgnorer.shared.shouldIgnoreKeyboardEvents`.
    private var shouldIgnoreKeyboardEvents = false
    /// The FrameEnd of the Will the pending Did answers (`self.notification`; zero for a hide).
    private var storedFrameEnd: CGRect?
    private var pendingDid: (any ScheduledWork)?
    private let lifted: LiftedView
    private let timer: any TrackerTimer
    private let reporter: BeliefReporter
    private let logger: Logger
    private let center: NotificationCenter
    private lazy var subscription = NotificationSubscription(center: center, [
        (UIResponder.keyboardWillHideNotification, { @Sendable [weak self] in self?.keyboardWillDisappear($0) }),
        (UIResponder.keyboardWillShowNotification, { @Sendable [weak self] in self?.keyboardWillAppear($0) }),
    ])

    /// - Parameters:
    ///   - view: the view that follows the keyboard (a `KeyboardStickyView`'s content).
    ///   - timer: where the library's own Did waits.
    public init(app: any KeyboardAppActions, view: View, timer: any TrackerTimer = DispatchTrackerTimer(),
                logger: Logger = Logger(label: "keyboard.tracker")) {
        lifted = LiftedView(view)
        self.timer = timer
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        center = app.notificationCenter
    }

    public var view: View { lifted.view }
    /// The height the view follows (`useKeyboardAnimation`'s `height`).
    public var believedKeyboardHeight: Double { lifted.lift }
    public var viewBottom: Double { lifted.bottom }
    public var isEnabled: Bool { subscription.isActive }
    /// `mount()` (the provider's `enabled`).
    public func enable() { subscription.start() }
    /// `unmount()`.
    public func disable() { subscription.stop() }

    /// What `KeyboardAreaExtender` posts (`shouldIgnoreKeyboardEvents`) before it attaches its
    /// accessory and reloads the input views, so that their WillShow is swallowed.
    public func ignoreKeyboardEvents(_ ignore: Bool) {
        shouldIgnoreKeyboardEvents = ignore
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        lifted.expectedBottom(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        pendingDid?.cancel()
        pendingDid = nil
        lifted.place(liftedBy: keyboardHeight)
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["KeyboardControllerHeight": .double(keyboardHeight),
                             "LastEvent": .string(events.last?.name.rawValue ?? "none")]) { $1 }
    }

    /// `UIResponder.current.reactViewTag`.
    private var target: String? { view.currentFirstResponder?.name }

    /// `keyboardMetaData`: the duration in whole milliseconds, and FrameEnd.
    private static func metaData(_ notification: Notification) -> (duration: Int, frameEnd: CGRect?) {
        let info = RawKeyboardUserInfo(notification)
        return (Int((info.duration ?? 0) * 1000), info.frameEnd)
    }

    /// `keyboardWillAppear`.
    private func keyboardWillAppear(_ notification: Notification) {
        guard !isKeyboardPreloading else { return }
        let (duration, frame) = Self.metaData(notification)
        guard let frame else { return }
        storedKeyboardHeight = frame.height
        storedFrameEnd = frame
        guard !shouldIgnoreKeyboardEvents else {
            shouldIgnoreKeyboardEvents = false
            logger.info("keyboard-controller: WillShow ignored once (KeyboardEventsIgnorer), height \(Double(keyboardHeight))")
            return
        }
        send(.onKeyboardMoveStart, height: keyboardHeight, progress: 1, duration: duration)
        scheduleDidEvent(height: keyboardHeight, duration: TimeInterval(duration) / 1000)
    }

    /// `keyboardWillDisappear`.
    private func keyboardWillDisappear(_ notification: Notification) {
        guard !isKeyboardPreloading else { return }
        let (duration, _) = Self.metaData(notification)
        // "when keyboard disappears immediately replace the keyboard frame with .zero"
        storedFrameEnd = .zero
        send(.onKeyboardMoveStart, height: 0, progress: 0, duration: duration)
        scheduleDidEvent(height: 0, duration: TimeInterval(duration) / 1000)
    }

    /// `scheduleDidEvent`: one pending Did, replaced by each Will.
    private func scheduleDidEvent(height: CGFloat, duration: TimeInterval) {
        pendingDid?.cancel()
        let durationMs = Int(duration * 1000)
        pendingDid = timer.schedule(after: duration) { [weak self] in
            guard let self else { return }
            self.pendingDid = nil
            if height > 0 { self.keyboardDidAppear(durationMs) } else { self.keyboardDidDisappear(durationMs) }
        }
    }

    /// `keyboardDidAppear`: the height of the Will it answers, progress at most 1.
    private func keyboardDidAppear(_ duration: Int) {
        storedKeyboardHeight = storedFrameEnd?.height ?? storedKeyboardHeight
        let height = keyboardHeight
        let progress = keyboardHeight > 0 ? min(height / keyboardHeight, 1) : 0
        send(.onKeyboardMoveEnd, height: height, progress: progress, duration: duration)
    }

    /// `keyboardDidDisappear`: 0, and the next animation starts from 0 (PR 1598).
    private func keyboardDidDisappear(_ duration: Int) {
        send(.onKeyboardMoveEnd, height: 0, progress: 0, duration: duration)
        prevKeyboardPosition = 0
    }

    private func send(_ name: KeyboardControllerEvent.Name, height: CGFloat, progress: CGFloat, duration: Int) {
        let event = KeyboardControllerEvent(name: name, height: height, progress: progress, duration: duration, target: target)
        events.append(event)
        consume(event)
        logger.info("keyboard-controller \(event)")
        reporter.send(beliefFacts)
    }

    /// `useKeyboardAnimation`: `onStart` opens (a height above 0), the others move the height.
    private func consume(_ event: KeyboardControllerEvent) {
        switch event.name {
        case .onKeyboardMoveStart:
            if event.height > 0 {
                isClosed = false
                heightWhenOpened = event.height
            }
        case .onKeyboardMove, .onKeyboardMoveInteractive, .onKeyboardMoveEnd:
            if event.name == .onKeyboardMoveEnd { isClosed = event.height == 0 }
            lifted.place(liftedBy: event.height)
        }
    }
}
