import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// The Flutter engine's iOS keyboard inset: `FlutterKeyboardInsetManager`, as read in flutter/flutter
/// `engine/src/flutter/shell/platform/darwin/ios/framework/Source/KeyboardInsetManager.swift` at
/// commit 6461324c (its Swift form, 2026; the Objective-C form `FlutterKeyboardInsetManager.mm` at
/// 16bb5a3c has the same rules) and, for the size-class test that the manager asks its delegate,
/// `FlutterViewController.mm` at 57f980a8.
///
/// The engine observes WillShow, WillChangeFrame and WillHide (no Did) and turns each into one
/// number, the view's bottom inset (`physical_view_inset_bottom`, Dart's
/// `MediaQuery.viewInsets.bottom`). A `Scaffold` that resizes to avoid it ends its body that far
/// above the Flutter view's bottom: that body's bottom is `viewBottom`. The rules, in the
/// engine's order:
/// 1. ignore rules (`FlutterIgnoreRules`): never a WillHide; a WillChangeFrame with an all-zero
///    frame; not a frame with no area; another app's (`IsLocal` false) or another view
///    controller's notification;
/// 2. the mode (`FlutterKeyboardGeometry.attachMode`), with the Slide Over adjustment for an iPad
///    view of compact width and regular height (`multitaskingAdjustment`);
/// 3. the inset: a docked keyboard's frame intersected with the view (`inset`);
/// 4. the password-manager cancel: a hidden keyboard, inset 0 and duration 0 stops any animation
///    and drops the inset at once (flutter/flutter PR 164884, N5's `password-prompt-flash`);
/// 5. no new animation when the target does not change; one running in the same direction
///    (FrameBegin's y above FrameEnd's means showing) is retargeted, not restarted.
///
/// Headless: the inset animation lands on its target at once (the engine's completion always ends
/// there, `ensureViewportMetricsIsCorrect`); what runs meanwhile is kept as `isAnimating` until
/// the notification's duration has passed on `timer`, which is what the direction rule asks. The
/// inset is in points (the engine's pixels divided by the scale). Not modelled: the spring the
/// engine copies from the keyboard's `CASpringAnimation` frame by frame (keyboardd has no live
/// keyboard position, and end states do not depend on it), and the keyboard-visibility flag the
/// Swift form now reads from `UIKeyboardLayoutGuide` for Dart (it moves no inset).
public final class FlutterKeyboardInsetTracker: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.flutter
    /// The Flutter view (the view controller's view).
    public let view: View

    public struct State {
        /// The screen's bounds (`flutterScreenIfViewLoaded.bounds`): the mode compares the keyboard's
        /// bottom with the screen's, not the window's.
        public var screenBounds: CGRect
        /// The idiom for the size-class test; nil reads `UIDevice.current`.
        public var idiom: UIDevice.UserInterfaceIdiom?
        /// Whether this view controller is its engine's current one (add-to-app can attach several;
        /// the others ignore every notification but WillHide).
        public var isEngineViewController = true
        /// `targetViewInsetBottom`: where the inset goes.
        public fileprivate(set) var targetViewInsetBottom: CGFloat = 0
        /// The inset in the viewport metrics now (Dart's `viewInsets.bottom`).
        public fileprivate(set) var viewInsetBottom: CGFloat = 0
        /// The mode of the last notification that was not ignored.
        public fileprivate(set) var lastMode = FlutterKeyboardMode.hidden
        /// Inset animations started (`startKeyBoardAnimation`), not counting retargets.
        public fileprivate(set) var animationsStarted = 0
        /// Password-manager cancels (`hideKeyboardImmediately`).
        public fileprivate(set) var immediateHides = 0
        /// The duration of the animation the inset last changed in; nil for a change without one.
        public fileprivate(set) var lastInsetAnimationDuration: TimeInterval?
        fileprivate var keyboardAnimationIsShowing = false
        fileprivate var runningAnimation: (any ScheduledWork)?
    }

    public let state: Confined<State>
    /// An inset animation is running (the engine's vsync client is set).
    public var isAnimating: Bool { state.runningAnimation != nil }

    private let timer: any TrackerTimer
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<FlutterKeyboardInsetTracker>

    /// - Parameters:
    ///   - view: the Flutter view, in its window.
    ///   - screenBounds: the screen's bounds; nil takes the view's window's frame (right for an
    ///     app that fills the screen).
    public init(app: any KeyboardAppActions, view: View, screenBounds: CGRect? = nil,
                idiom: UIDevice.UserInterfaceIdiom? = nil, timer: any TrackerTimer = DispatchTrackerTimer(),
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        state = Confined(State(screenBounds: screenBounds ?? view.window?.frame ?? view.frame, idiom: idiom))
        self.timer = timer
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.handleKeyboardNotification($1) },
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.handleKeyboardNotification($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.handleKeyboardNotification($1) },
        ])
    }

    public var believedKeyboardHeight: Double { state.targetViewInsetBottom }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    /// The Flutter view's rect in window coordinates.
    private var viewInWindow: CGRect { view.convert(view.bounds, to: nil) }

    /// The bottom of a body that resizes to avoid the inset, window coordinates.
    public var viewBottom: Double { viewInWindow.maxY - state.viewInsetBottom }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        viewInWindow.maxY - WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        state.runningAnimation?.cancel()
        state.runningAnimation = nil
        state.targetViewInsetBottom = WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
        state.viewInsetBottom = state.targetViewInsetBottom
        state.lastInsetAnimationDuration = nil
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging([
            "ViewInsetBottom": .double(state.viewInsetBottom),
            "KeyboardMode": .string(state.lastMode.rawValue),
        ]) { $1 }
    }

    /// `isPadInSlideOverOrStageManagerMode`: an iPad view of compact width and regular height.
    private var isPadInSlideOverOrStageManager: Bool {
        let traits = view.traitCollection(idiom: state.idiom ?? UIDevice.current.userInterfaceIdiom)
        return traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .compact
            && traits.verticalSizeClass == .regular
    }

    /// `handleKeyboardNotification`.
    private func handleKeyboardNotification(_ notification: Notification) {
        let info = RawKeyboardUserInfo(notification)
        let frameEnd = info.frameEnd ?? .zero
        if FlutterIgnoreRules.shouldIgnore(name: notification.name, keyboardFrame: frameEnd, isLocal: info.isLocal,
                                          isEngineViewController: state.isEngineViewController) {
            logger.info("flutter ignored \(notification.name.rawValue): FrameEnd \(frameEnd), IsLocal \(String(describing: info.isLocal))")
            return
        }
        let viewInScreen = view.convert(view.bounds, to: Screen.main.coordinateSpace)
        let adjustment = FlutterKeyboardGeometry.multitaskingAdjustment(
            screen: state.screenBounds, keyboardFrame: frameEnd, viewInScreen: viewInScreen,
            isPadInSlideOverOrStageManager: isPadInSlideOverOrStageManager)
        let mode = FlutterKeyboardGeometry.attachMode(
            isWillHide: notification.name == UIResponder.keyboardWillHideNotification, keyboardFrame: frameEnd,
            screen: state.screenBounds, multitaskingAdjustment: adjustment)
        let inset = FlutterKeyboardGeometry.inset(keyboardFrame: frameEnd, mode: mode, viewInScreen: viewInScreen)
        let duration = info.duration ?? 0
        state.lastMode = mode

        // flutter/flutter PR 164884: before the PasswordManager prompt a WillHide with duration 0
        // follows the WillShow at once; the animation is cancelled and the inset dropped now.
        if mode == .hidden && inset == 0 && duration == 0 {
            hideKeyboardImmediately()
            return
        }
        // "Avoid double triggering startKeyBoardAnimation": the target, not the inset on screen.
        guard state.targetViewInsetBottom != inset else { return }
        state.targetViewInsetBottom = inset

        // Compounding: an animation running in the same direction continues towards the new target.
        let keyboardWillShow = (info.frameBegin ?? .zero).minY > frameEnd.minY
        let compounding = state.keyboardAnimationIsShowing == keyboardWillShow && state.runningAnimation != nil
        state.keyboardAnimationIsShowing = keyboardWillShow
        if compounding {
            retargetKeyboardAnimation()
        } else {
            startKeyboardAnimation(duration)
        }
        logger.info("flutter \(notification.name.rawValue): mode \(mode.rawValue), inset \(Double(inset))\(compounding ? " (retargeted)" : "")")
        reporter.send(beliefFacts)
    }

    /// `startKeyBoardAnimation`: the running animation is dropped and a new one runs from the
    /// inset on screen to the target for the notification's duration.
    private func startKeyboardAnimation(_ duration: TimeInterval) {
        state.runningAnimation?.cancel()
        state.animationsStarted += 1
        state.lastInsetAnimationDuration = duration
        state.viewInsetBottom = state.targetViewInsetBottom
        let token = AnimationToken()
        state.runningAnimation = token
        token.work.value = timer.schedule(after: duration) { [weak self, weak token] in
            guard let self, let token, state.runningAnimation === token else { return }
            // The completion of an animation nothing interrupted: `ensureViewportMetricsIsCorrect`.
            state.runningAnimation = nil
            state.viewInsetBottom = state.targetViewInsetBottom
        }
    }

    /// The spring model's `toValue` moves to the new target; headless, the inset lands there now.
    private func retargetKeyboardAnimation() {
        state.viewInsetBottom = state.targetViewInsetBottom
    }

    /// `hideKeyboardImmediately`.
    private func hideKeyboardImmediately() {
        state.runningAnimation?.cancel()
        state.runningAnimation = nil
        state.immediateHides += 1
        state.targetViewInsetBottom = 0
        state.viewInsetBottom = 0
        state.lastInsetAnimationDuration = nil
        logger.info("flutter hideKeyboardImmediately: inset 0")
        reporter.send(beliefFacts)
    }
}

/// The running animation's identity (the engine compares vsync clients), holding its completion.
private final class AnimationToken: ScheduledWork {
    // Set right after it is made, on the app's queue, like the tracker that owns it.
    let work = Confined<(any ScheduledWork)?>(nil)
    func cancel() { work.value?.cancel() }
}
