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
public final class FlutterKeyboardInsetTracker: KeyboardTracker {
    public let kind = TrackerKind.flutter
    /// The Flutter view (the view controller's view).
    public let view: View
    /// The screen's bounds (`flutterScreenIfViewLoaded.bounds`): the mode compares the keyboard's
    /// bottom with the screen's, not the window's.
    public var screenBounds: CGRect { _read { yield _screenBounds.value } _modify { yield &_screenBounds.value } }
    private let _screenBounds: Confined<CGRect>
    /// The idiom for the size-class test; nil reads `UIDevice.current`.
    public var idiom: UIDevice.UserInterfaceIdiom? { _read { yield _idiom.value } _modify { yield &_idiom.value } }
    private let _idiom: Confined<UIDevice.UserInterfaceIdiom?>
    /// Whether this view controller is its engine's current one (add-to-app can attach several;
    /// the others ignore every notification but WillHide).
    public var isEngineViewController: Bool { _read { yield _isEngineViewController.value } _modify { yield &_isEngineViewController.value } }
    private let _isEngineViewController = Confined<Bool>(true, "FlutterKeyboardInsetTracker.isEngineViewController")

    /// `targetViewInsetBottom`: where the inset goes.
    public private(set) var targetViewInsetBottom: CGFloat { _read { yield _targetViewInsetBottom.value } _modify { yield &_targetViewInsetBottom.value } }
    private let _targetViewInsetBottom = Confined<CGFloat>(0, "FlutterKeyboardInsetTracker.targetViewInsetBottom")
    /// The inset in the viewport metrics now (Dart's `viewInsets.bottom`).
    public private(set) var viewInsetBottom: CGFloat { _read { yield _viewInsetBottom.value } _modify { yield &_viewInsetBottom.value } }
    private let _viewInsetBottom = Confined<CGFloat>(0, "FlutterKeyboardInsetTracker.viewInsetBottom")
    /// The mode of the last notification that was not ignored.
    public private(set) var lastMode: FlutterKeyboardMode { _read { yield _lastMode.value } _modify { yield &_lastMode.value } }
    private let _lastMode = Confined<FlutterKeyboardMode>(.hidden, "FlutterKeyboardInsetTracker.lastMode")
    /// Inset animations started (`startKeyBoardAnimation`), not counting retargets.
    public private(set) var animationsStarted: Int { _read { yield _animationsStarted.value } _modify { yield &_animationsStarted.value } }
    private let _animationsStarted = Confined<Int>(0, "FlutterKeyboardInsetTracker.animationsStarted")
    /// Password-manager cancels (`hideKeyboardImmediately`).
    public private(set) var immediateHides: Int { _read { yield _immediateHides.value } _modify { yield &_immediateHides.value } }
    private let _immediateHides = Confined<Int>(0, "FlutterKeyboardInsetTracker.immediateHides")
    /// The duration of the animation the inset last changed in; nil for a change without one.
    public private(set) var lastInsetAnimationDuration: TimeInterval? { _read { yield _lastInsetAnimationDuration.value } _modify { yield &_lastInsetAnimationDuration.value } }
    private let _lastInsetAnimationDuration = Confined<TimeInterval?>(nil, "FlutterKeyboardInsetTracker.lastInsetAnimationDuration")
    /// An inset animation is running (the engine's vsync client is set).
    public var isAnimating: Bool { runningAnimation != nil }

    private var keyboardAnimationIsShowing: Bool { _read { yield _keyboardAnimationIsShowing.value } _modify { yield &_keyboardAnimationIsShowing.value } }
    private let _keyboardAnimationIsShowing = Confined<Bool>(false, "FlutterKeyboardInsetTracker.keyboardAnimationIsShowing")
    private var runningAnimation: (any ScheduledWork)? { _read { yield _runningAnimation.value } _modify { yield &_runningAnimation.value } }
    private let _runningAnimation = Confined<(any ScheduledWork)?>(nil, "FlutterKeyboardInsetTracker.runningAnimation")
    private let timer: any TrackerTimer
    private let reporter: BeliefReporter
    private let logger: Logger
    private let center: NotificationCenter
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: center, [
            (UIResponder.keyboardWillShowNotification, { @Sendable [weak self] in self?.handleKeyboardNotification($0) }),
            (UIResponder.keyboardWillChangeFrameNotification, { @Sendable [weak self] in self?.handleKeyboardNotification($0) }),
            (UIResponder.keyboardWillHideNotification, { @Sendable [weak self] in self?.handleKeyboardNotification($0) }),
        ])
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "FlutterKeyboardInsetTracker.subscription")

    /// - Parameters:
    ///   - view: the Flutter view, in its window.
    ///   - screenBounds: the screen's bounds; nil takes the view's window's frame (right for an
    ///     app that fills the screen).
    public init(app: any KeyboardAppActions, view: View, screenBounds: CGRect? = nil,
                idiom: UIDevice.UserInterfaceIdiom? = nil, timer: any TrackerTimer = DispatchTrackerTimer(),
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        _screenBounds = Confined(screenBounds ?? view.window?.frame ?? view.frame, "FlutterKeyboardInsetTracker.screenBounds")
        _idiom = Confined(idiom, "FlutterKeyboardInsetTracker.idiom")
        self.timer = timer
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        center = app.notificationCenter
    }

    public var believedKeyboardHeight: Double { targetViewInsetBottom }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start() }
    public func disable() { subscription.stop() }

    /// The Flutter view's rect in window coordinates.
    private var viewInWindow: CGRect { view.convert(view.bounds, to: nil) }

    /// The bottom of a body that resizes to avoid the inset, window coordinates.
    public var viewBottom: Double { viewInWindow.maxY - viewInsetBottom }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        viewInWindow.maxY - WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        runningAnimation?.cancel()
        runningAnimation = nil
        targetViewInsetBottom = WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
        viewInsetBottom = targetViewInsetBottom
        lastInsetAnimationDuration = nil
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging([
            "ViewInsetBottom": .double(viewInsetBottom),
            "KeyboardMode": .string(lastMode.rawValue),
        ]) { $1 }
    }

    /// `isPadInSlideOverOrStageManagerMode`: an iPad view of compact width and regular height.
    private var isPadInSlideOverOrStageManager: Bool {
        let traits = view.traitCollection(idiom: idiom ?? UIDevice.current.userInterfaceIdiom)
        return traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .compact
            && traits.verticalSizeClass == .regular
    }

    /// `handleKeyboardNotification`.
    private func handleKeyboardNotification(_ notification: Notification) {
        let info = RawKeyboardUserInfo(notification)
        let frameEnd = info.frameEnd ?? .zero
        if FlutterIgnoreRules.shouldIgnore(name: notification.name, keyboardFrame: frameEnd, isLocal: info.isLocal,
                                          isEngineViewController: isEngineViewController) {
            logger.info("flutter ignored \(notification.name.rawValue): FrameEnd \(frameEnd), IsLocal \(String(describing: info.isLocal))")
            return
        }
        let viewInScreen = view.convert(view.bounds, to: Screen.main.coordinateSpace)
        let adjustment = FlutterKeyboardGeometry.multitaskingAdjustment(
            screen: screenBounds, keyboardFrame: frameEnd, viewInScreen: viewInScreen,
            isPadInSlideOverOrStageManager: isPadInSlideOverOrStageManager)
        let mode = FlutterKeyboardGeometry.attachMode(
            isWillHide: notification.name == UIResponder.keyboardWillHideNotification, keyboardFrame: frameEnd,
            screen: screenBounds, multitaskingAdjustment: adjustment)
        let inset = FlutterKeyboardGeometry.inset(keyboardFrame: frameEnd, mode: mode, viewInScreen: viewInScreen)
        let duration = info.duration ?? 0
        lastMode = mode

        // flutter/flutter PR 164884: before the PasswordManager prompt a WillHide with duration 0
        // follows the WillShow at once; the animation is cancelled and the inset dropped now.
        if mode == .hidden && inset == 0 && duration == 0 {
            hideKeyboardImmediately()
            return
        }
        // "Avoid double triggering startKeyBoardAnimation": the target, not the inset on screen.
        guard targetViewInsetBottom != inset else { return }
        targetViewInsetBottom = inset

        // Compounding: an animation running in the same direction continues towards the new target.
        let keyboardWillShow = (info.frameBegin ?? .zero).minY > frameEnd.minY
        let compounding = keyboardAnimationIsShowing == keyboardWillShow && runningAnimation != nil
        keyboardAnimationIsShowing = keyboardWillShow
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
        runningAnimation?.cancel()
        animationsStarted += 1
        lastInsetAnimationDuration = duration
        viewInsetBottom = targetViewInsetBottom
        let token = AnimationToken()
        runningAnimation = token
        token.work = timer.schedule(after: duration) { [weak self, weak token] in
            guard let self, let token, self.runningAnimation === token else { return }
            // The completion of an animation nothing interrupted: `ensureViewportMetricsIsCorrect`.
            self.runningAnimation = nil
            self.viewInsetBottom = self.targetViewInsetBottom
        }
    }

    /// The spring model's `toValue` moves to the new target; headless, the inset lands there now.
    private func retargetKeyboardAnimation() {
        viewInsetBottom = targetViewInsetBottom
    }

    /// `hideKeyboardImmediately`.
    private func hideKeyboardImmediately() {
        runningAnimation?.cancel()
        runningAnimation = nil
        immediateHides += 1
        targetViewInsetBottom = 0
        viewInsetBottom = 0
        lastInsetAnimationDuration = nil
        logger.info("flutter hideKeyboardImmediately: inset 0")
        reporter.send(beliefFacts)
    }
}

/// The running animation's identity (the engine compares vsync clients), holding its completion.
private final class AnimationToken: ScheduledWork {
    // Set right after it is made, on the app's queue, like the tracker that owns it.
    var work: (any ScheduledWork)? { _read { yield _work.value } _modify { yield &_work.value } }
    private let _work = Confined<(any ScheduledWork)?>(nil, "FlutterKeyboardInsetTracker.work")
    func cancel() { work?.cancel() }
}
