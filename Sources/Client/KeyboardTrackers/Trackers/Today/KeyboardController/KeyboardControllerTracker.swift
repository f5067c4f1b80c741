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
/// What works from notifications, and is modelled:
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
/// What follows the live keyboard (N15), from `KeyboardAppActions.keyboardFrame`:
/// - `onMove` (`+Watcher.swift`, `updateKeyboardFrame`): a display link runs from each Will
///   (`setupKeyboardWatcher`) to the library's own Did (`removeKeyboardWatcher`); each frame reads
///   where the keyboard is (`frameTransitionInWindow`: the keyboard window's height less the
///   keyboard's y), skips a frame where that did not change, and sends the position, raced
///   (`max` going up, `min` going down) against the position two frames ahead: the library
///   predicts it from the `CASpringAnimation` or `CABasicAnimation` it finds (PR 412), keyboardd
///   knows it (`keyboardFrame(at:)`);
/// - `onInteractive` (`+Interactive.swift`, `keyboardDidMoveInteractively`): KVO of the keyboard
///   view's center, set up at the own Did of a show and removed at the WillHide, fires when the
///   keyboard moves while the display link is paused (keyboardd: `KeyboardViewObservation`, a
///   change of the app's `KeyboardOverlap`, e.g. a finger dragging the keyboard, N7); a keyboard
///   whose height is not the announced one is ignored, as is position 0; it cancels the pending
///   Did. keyboardd also publishes the overlap when an animation ends, where UIKit set the center
///   at the animation's Will: a move to where the last Will sent the keyboard is not a KVO call.
///
/// On iOS 26 (`KeyboardControllerConfiguration.usesKeyboardLayoutGuideTracking`, PRs 1047, 1170,
/// 1193; `trackKeyboardLayoutGuide`), the view the display link and KVO read is not the keyboard's
/// but `KeyboardTrackingView`: 0 pt high, its bottom on the top view controller's
/// `keyboardLayoutGuide.topAnchor`, `usesBottomSafeArea` false. Its position is the guide's, in the
/// app's window: the keyboard's part of the window (a Stage Manager window's share, P4), nothing for
/// a floating keyboard. `onEnd` still takes the WillShow's FrameEnd height (PR 557), so a window above
/// the screen's bottom ends lifted by the gap (#1223, reported on iPadOS 26). KVO (`interactive(point:)`):
/// a position above the announced height is invalid (PR 1159, #1155), the extender's offset comes
/// off only at that height (PR 1068, #973); no check of the view's height.
///
/// What it still cannot see:
/// - the cross-fade's opacity, which the library multiplies into the position (PR 570): keyboardd's
///   live keyboard has a frame, not an opacity;
/// - the spring's settling duration, which the library's Did waits for when it found a
///   `CASpringAnimation` (`animation?.duration`), instead of the notification's duration;
/// - on iOS 26 the tracking view's presentation during an animation: the port's guide is where the
///   keyboard's motion ends (the guide's constraints take their end at the Will), so `onMove` jumps.
public final class KeyboardControllerTracker: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.rnKeyboardController

    public struct State {
        /// `KeyboardAreaExtender.shared.offset`: the library's own invisible accessory, 0 unless a
        /// `KeyboardExtender` is used.
        public var keyboardAreaExtenderOffset: CGFloat = 0
        /// `UIResponder.isKeyboardPreloading` (`KeyboardController.preload()`).
        public var isKeyboardPreloading = false
        /// Every event sent, in order.
        public fileprivate(set) var events: [KeyboardControllerEvent] = []
        /// `prevKeyboardPosition`: where the next animation model starts.
        public fileprivate(set) var prevKeyboardPosition: CGFloat = 0
        /// `useKeyboardAnimation`'s `isClosed` and `heightWhenOpened`.
        public fileprivate(set) var isClosed = true
        public fileprivate(set) var heightWhenOpened: Double = 0
        fileprivate var storedKeyboardHeight: CGFloat = 0
        /// `KeyboardEventsIgnorer.shared.shouldIgnoreKeyboardEvents`.
        fileprivate var shouldIgnoreKeyboardEvents = false
        /// The FrameEnd of the Will the pending Did answers (`self.notification`; zero for a hide).
        fileprivate var storedFrameEnd: CGRect?
        fileprivate var pendingDid: (any ScheduledWork)?
        /// The Will's duration in ms, which `onMove` carries (`self.duration`).
        fileprivate var duration = 0
        /// Whether the running animation goes up (`animation.isIncreasing`: to a height above where it starts).
        fileprivate var isIncreasing = true
        /// The keyboard window's height: the bottom of the last WillShow's FrameEnd (a docked
        /// keyboard ends at the bottom of its window, the screen).
        fileprivate var keyboardWindowHeight: CGFloat?
        /// Where the last Will sent the keyboard (where its animation ends): UIKit set the view's
        /// center to it inside the animation, so KVO fired then, while the display link ran.
        fileprivate var animationDestination: CGRect?
        /// The same on iOS 26: the tracking view's position where the last Will sent the guide.
        fileprivate var guideDestination: CGFloat?
        /// `interactiveKeyboardObserver != nil`.
        public fileprivate(set) var observesKeyboardView = false
        /// `displayLink`, made on first use.
        fileprivate var displayLink: DisplayLink?
        /// iOS 26's `KeyboardTrackingView`: the guide's owning view (the top view controller's view)
        /// and the keyboard the guide follows; nil on the legacy path (the keyboard's own view).
        fileprivate var layoutGuideTracking: (view: View, guide: AppleKeyboardLayoutGuideTracker)?
    }

    public let state = Confined(State())

    /// `keyboardHeight`: the last WillShow's height, less the extender's offset.
    public var keyboardHeight: CGFloat { state.storedKeyboardHeight - state.keyboardAreaExtenderOffset }
    /// A Did of the library's own is pending.
    public var isDidPending: Bool { state.pendingDid != nil }
    /// The display link runs (between a Will and the library's own Did).
    public var isDisplayLinkRunning: Bool { !displayLink.isPaused }

    /// `displayLink`: running from a Will to the library's own Did.
    private var displayLink: DisplayLink {
        state.initialized(\.displayLink) {
            DisplayLink(timer: timer) { [weak self] in self?.updateKeyboardFrame() }
        }
    }
    /// Whether the iOS 26 path tracks the keyboard layout guide (`usesKeyboardLayoutGuideTracking`).
    public var usesKeyboardLayoutGuideTracking: Bool { state.layoutGuideTracking != nil }
    private let app: any KeyboardAppActions
    private let lifted: LiftedView
    private let timer: any TrackerTimer
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<KeyboardControllerTracker>

    /// - Parameters:
    ///   - view: the view that follows the keyboard (a `KeyboardStickyView`'s content).
    ///   - timer: where the library's own Did waits.
    public init(app: any KeyboardAppActions, view: View, timer: any TrackerTimer = DispatchTrackerTimer(),
                logger: Logger = Logger(label: "keyboard.tracker")) {
        lifted = LiftedView(view)
        self.app = app
        self.timer = timer
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardWillDisappear($1) },
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardWillAppear($1) },
            .on(KeyboardViewObservation.keyboardViewDidMove) { owner, _ in owner.keyboardDidMoveInteractively() },
        ])
    }

    /// `KeyboardTrackingView.attachToTopmostView` (iOS 26): track `topView.keyboardLayoutGuide`, with
    /// `usesBottomSafeArea` false, where the keyboard `keyboard` says is.
    public func trackKeyboardLayoutGuide(of topView: View, keyboard: @escaping @Sendable () -> SystemKeyboardState) {
        let guide = AppleKeyboardLayoutGuideTracker(app: app, view: topView, usesBottomSafeArea: false, keyboard: keyboard,
                                                    reports: false, logger: logger)
        state.layoutGuideTracking = (topView, guide)
    }

    public var view: View { lifted.view }
    /// The height the view follows (`useKeyboardAnimation`'s `height`).
    public var believedKeyboardHeight: Double { lifted.lift }
    public var viewBottom: Double { lifted.bottom }
    public var isEnabled: Bool { subscription.isActive }
    /// `mount()` (the provider's `enabled`).
    public func enable() { subscription.start(for: self) }
    /// `unmount()`.
    public func disable() {
        subscription.stop()
        displayLink.pause()
    }

    /// What `KeyboardAreaExtender` posts (`shouldIgnoreKeyboardEvents`) before it attaches its
    /// accessory and reloads the input views, so that their WillShow is swallowed.
    public func ignoreKeyboardEvents(_ ignore: Bool) {
        state.shouldIgnoreKeyboardEvents = ignore
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        lifted.expectedBottom(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        state.pendingDid?.cancel()
        state.pendingDid = nil
        displayLink.pause()
        lifted.place(liftedBy: keyboardHeight)
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["KeyboardControllerHeight": .double(keyboardHeight),
                             "LastEvent": .string(state.events.last?.name.rawValue ?? "none")]) { $1 }
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
        guard !state.isKeyboardPreloading else { return }
        let (duration, frame) = Self.metaData(notification)
        guard let frame else { return }
        state.storedKeyboardHeight = frame.height
        state.storedFrameEnd = frame
        state.keyboardWindowHeight = frame.maxY
        state.animationDestination = destination()
        guard !state.shouldIgnoreKeyboardEvents else {
            state.shouldIgnoreKeyboardEvents = false
            logger.info("keyboard-controller: WillShow ignored once (KeyboardEventsIgnorer), height \(Double(keyboardHeight))")
            return
        }
        state.duration = duration
        send(.onKeyboardMoveStart, height: keyboardHeight, progress: 1, duration: duration)
        displayLink.resume()
        state.isIncreasing = keyboardHeight > state.prevKeyboardPosition
        scheduleDidEvent(height: keyboardHeight, duration: TimeInterval(duration) / 1000)
    }

    /// `keyboardWillDisappear`.
    private func keyboardWillDisappear(_ notification: Notification) {
        guard !state.isKeyboardPreloading else { return }
        let (duration, _) = Self.metaData(notification)
        // "when keyboard disappears immediately replace the keyboard frame with .zero"
        state.storedFrameEnd = .zero
        state.animationDestination = destination()
        state.duration = duration
        send(.onKeyboardMoveStart, height: 0, progress: 0, duration: duration)
        displayLink.resume()
        state.observesKeyboardView = false
        state.isIncreasing = 0 > state.prevKeyboardPosition
        scheduleDidEvent(height: 0, duration: TimeInterval(duration) / 1000)
    }

    /// `scheduleDidEvent`: one pending Did, replaced by each Will.
    private func scheduleDidEvent(height: CGFloat, duration: TimeInterval) {
        state.pendingDid?.cancel()
        let durationMs = Int(duration * 1000)
        state.pendingDid = timer.schedule(after: duration) { [weak self] in
            guard let self else { return }
            state.pendingDid = nil
            if height > 0 { self.keyboardDidAppear(durationMs) } else { self.keyboardDidDisappear(durationMs) }
        }
    }

    /// `keyboardDidAppear`: the height of the Will it answers, progress at most 1.
    private func keyboardDidAppear(_ duration: Int) {
        state.storedKeyboardHeight = state.storedFrameEnd?.height ?? state.storedKeyboardHeight
        let height = keyboardHeight
        let progress = keyboardHeight > 0 ? min(height / keyboardHeight, 1) : 0
        send(.onKeyboardMoveEnd, height: height, progress: progress, duration: duration)
        displayLink.pause()
        state.observesKeyboardView = true
    }

    /// `keyboardDidDisappear`: 0, and the next animation starts from 0 (PR 1598).
    private func keyboardDidDisappear(_ duration: Int) {
        send(.onKeyboardMoveEnd, height: 0, progress: 0, duration: duration)
        displayLink.pause()
        state.prevKeyboardPosition = 0
    }

    /// `frameTransitionInWindow` at keyboardd's `time` (now when nil): the keyboard window's
    /// height less the keyboard's y, and that y; nil before any WillShow or without a keyboard.
    /// On iOS 26 the tracking view's: the app window's height less the guide's top.
    private func frameTransition(at time: UInt64? = nil) -> (position: CGFloat, frameY: CGFloat)? {
        if let (topView, guide) = state.layoutGuideTracking {
            guard let window = topView.window else { return nil }
            guide.layoutIfNeeded()
            let top = topView.convert(guide.layoutFrame, to: window).minY
            return (window.bounds.height - top, topView.convert(guide.layoutFrame, to: topView.superview).minY)
        }
        guard let window = state.keyboardWindowHeight,
              let frame = try? (time.map { try app.keyboardFrame(at: $0) } ?? app.keyboardFrame()),
              !frame.isNull, frame.minY.isFinite else { return nil }
        return (window - frame.minY, frame.minY)
    }

    /// Where the keyboard's animation ends: the live keyboard a minute on (an estimate: every
    /// keyboard animation is over by then); nil when the app cannot say.
    private func destination() -> CGRect? {
        if state.layoutGuideTracking != nil { state.guideDestination = frameTransition()?.position }
        guard let now = try? app.now() else { return nil }
        return try? app.keyboardFrame(at: now + 60_000)
    }

    /// `updateKeyboardFrame`, once a display-link frame.
    private func updateKeyboardFrame() {
        guard let (visible, frameY) = frameTransition() else { return }
        var keyboardPosition = visible - state.keyboardAreaExtenderOffset
        if keyboardPosition == state.prevKeyboardPosition || frameY == 0 { return }
        state.prevKeyboardPosition = keyboardPosition
        // "2 frames because we read previous frame, but need to calculate the next frame"
        let twoFrames = UInt64((2 * DisplayLink.frameDuration * 1000).rounded(.up))
        if let now = try? app.now(), let (ahead, _) = frameTransition(at: now + twoFrames) {
            let predicted = ahead - state.keyboardAreaExtenderOffset
            keyboardPosition = state.isIncreasing ? max(predicted, keyboardPosition) : min(predicted, keyboardPosition)
        }
        send(.onKeyboardMove, height: keyboardPosition, progress: progress(keyboardPosition), duration: state.duration)
    }

    /// `keyboardDidMoveInteractively`, on KVO of the keyboard view's center.
    private func keyboardDidMoveInteractively() {
        if state.layoutGuideTracking != nil {
            trackingViewDidMoveInteractively()
            return
        }
        guard state.observesKeyboardView, !state.isKeyboardPreloading, displayLink.isPaused, !state.shouldIgnoreKeyboardEvents,
              let window = state.keyboardWindowHeight, let frame = try? app.keyboardFrame(), !frame.isNull,
              frame.minY.isFinite else { return }
        // keyboardd tells of a move when it publishes, also at the end of an animation; UIKit's KVO
        // fires when the center is set, which for an animation is at its Will.
        guard frame != state.animationDestination else { return }
        // `interactive(point:)`: a keyboard view whose height is not the announced one gives invalid values.
        guard floor(frame.height) == floor(state.storedKeyboardHeight) else { return }
        state.animationDestination = nil
        let position = window - frame.minY - state.keyboardAreaExtenderOffset
        // Position 0 comes before the WillHide, which handles it.
        if position == 0 { return }
        state.prevKeyboardPosition = position
        state.pendingDid?.cancel()
        state.pendingDid = nil
        send(.onKeyboardMoveInteractive, height: position, progress: progress(position), duration: -1)
    }

    /// iOS 26: KVO of the tracking view's center, pinned to the guide (`interactive(point:)`'s
    /// guide branch): the position is read as it is, invalid above the announced height, less the
    /// extender's offset only at that height. A move to where the last Will sent the guide is the
    /// animation's own (UIKit set the center at the Will, while the display link ran).
    private func trackingViewDidMoveInteractively() {
        guard state.observesKeyboardView, !state.isKeyboardPreloading, displayLink.isPaused, !state.shouldIgnoreKeyboardEvents,
              let (position, _) = frameTransition() else { return }
        guard position != state.guideDestination else { return }
        state.guideDestination = nil
        guard position <= state.storedKeyboardHeight else { return }
        let valid = position == state.storedKeyboardHeight ? position - state.keyboardAreaExtenderOffset : position
        if valid == 0 { return }
        state.prevKeyboardPosition = valid
        state.pendingDid?.cancel()
        state.pendingDid = nil
        send(.onKeyboardMoveInteractive, height: valid, progress: progress(valid), duration: -1)
    }

    /// `position / keyboardHeight` (0 before any height: the library would divide by zero).
    private func progress(_ position: CGFloat) -> CGFloat {
        keyboardHeight > 0 ? position / keyboardHeight : 0
    }

    private func send(_ name: KeyboardControllerEvent.Name, height: CGFloat, progress: CGFloat, duration: Int) {
        let event = KeyboardControllerEvent(name: name, height: height, progress: progress, duration: duration, target: target)
        state.events.append(event)
        consume(event)
        logger.info("keyboard-controller \(event)")
        reporter.send(beliefFacts)
    }

    /// `useKeyboardAnimation`: `onStart` opens (a height above 0), the others move the height.
    private func consume(_ event: KeyboardControllerEvent) {
        switch event.name {
        case .onKeyboardMoveStart:
            if event.height > 0 {
                state.isClosed = false
                state.heightWhenOpened = event.height
            }
        case .onKeyboardMove, .onKeyboardMoveInteractive, .onKeyboardMoveEnd:
            if event.name == .onKeyboardMoveEnd { state.isClosed = event.height == 0 }
            lifted.place(liftedBy: event.height)
        }
    }
}
