import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// Picks a tracker by name and wires it, with fixes, to an app and a scene: what a sample app's
/// `--tracker` and `--fix` flags do.
public enum TrackerFactory {
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// `.watchdog` needs a truth to compare with.
        case watchdogNeedsTruth

        public var description: String { "the watchdog fix needs a truth provider" }
    }

    /// The tracker alone, not yet subscribed. Which part of the scene it works on:
    /// naive, mailru, keyboardman the tummy; intersection, listener the scroll view and its
    /// fields; guide the layout guide. Today's libraries: flutter, rn-keyboard-avoiding-view,
    /// swiftui-safe-area, the keyboard layout guides and freshOS's the screen's view (a Flutter
    /// view, a KeyboardAvoidingView, a hosting view, a guide's owning view); iqkeyboardmanager the
    /// focused field in the form, moving the screen's view; rn-keyboard-controller the tummy (a
    /// sticky view). `.undockedCheck` in `fixes` decides mailru's options.
    ///
    /// - Parameters:
    ///   - timer: for flutter's and rn-keyboard-controller's waits; nil waits on the main queue.
    ///   - keyboard: the keyboard as it really is, for the keyboard layout guides (which follow the
    ///     keyboard, not its notifications); nil sees none.
    ///   - environment: the screen, the iOS version and the live keyboard, where the caller knows
    ///     them (the compatibility table does); a tracker of one's own in place of `kind`'s.
    public static func makeTracker(_ kind: TrackerKind, fixes: Fix = [], app: any KeyboardAppActions,
                                   scene: KeyboardScene, logger: Logger = Logger(label: "keyboard.tracker"),
                                   idiom: UIDevice.UserInterfaceIdiom? = nil, timer: (any TrackerTimer)? = nil,
                                   keyboard: (@Sendable () -> SystemKeyboardState)? = nil,
                                   environment: TrackerEnvironment = TrackerEnvironment()) -> any KeyboardTracker {
        if let make = environment.makeTracker { return make(app, scene) }
        switch kind {
        case .naive:
            return NaiveTracker(app: app, view: scene.tummy, logger: logger)
        case .naiveIncremental:
            return NaiveTracker(app: app, view: scene.tummy, style: .incremental, logger: logger)
        case .intersection:
            return IntersectionTracker(app: app, view: scene.view, scrollView: scene.scrollView, logger: logger)
        case .mailru:
            let options = fixes.contains(.undockedCheck)
                ? MailRuKeyboardTracker.Options() : MailRuKeyboardTracker.Options.withoutIPadFixes
            return MailRuKeyboardTracker(app: app, window: scene.window, view: scene.tummy, options: options,
                                         idiom: idiom, logger: logger)
        case .keyboardman:
            return KeyboardManTracker(app: app, view: scene.tummy, logger: logger)
        case .listener:
            return KeyboardListener(app: app, view: scene.view, scrollView: scene.scrollView, logger: logger)
        case .wwdc17Guide:
            return KeyboardGuideLayout(app: app, view: scene.view, keyboardGuide: scene.keyboardGuide, logger: logger)
        case .flutter, .rnKeyboardAvoidingView, .keyboardLayoutGuide, .keyboardLayoutGuideUndocked,
             .freshOSKeyboardLayoutGuide, .swiftUISafeArea, .iqKeyboardManager, .rnKeyboardController:
            return makeTodaysTracker(kind, app: app, scene: scene, logger: logger, idiom: idiom,
                                     timer: timer ?? DispatchTrackerTimer(),
                                     keyboard: environment.keyboard ?? keyboard ?? { .hidden }, environment: environment)
        }
    }

    /// Today's libraries (docs/LIBRARIES.md). The screen is the environment's (Server1.Screen) or
    /// the scene's; the `#available(iOS 26)` branches follow the environment's iOS version, each
    /// library's own default where it is not said.
    private static func makeTodaysTracker(_ kind: TrackerKind, app: any KeyboardAppActions, scene: KeyboardScene,
                                          logger: Logger, idiom: UIDevice.UserInterfaceIdiom?, timer: any TrackerTimer,
                                          keyboard: @escaping @Sendable () -> SystemKeyboardState,
                                          environment: TrackerEnvironment) -> any KeyboardTracker {
        let screenBounds = environment.screenBounds ?? scene.screenBounds
        switch kind {
        case .flutter:
            return FlutterKeyboardInsetTracker(app: app, view: scene.view, screenBounds: screenBounds, idiom: idiom,
                                               timer: timer, logger: logger)
        case .rnKeyboardAvoidingView:
            return KeyboardAvoidingViewTracker(app: app, view: scene.view, logger: logger)
        case .keyboardLayoutGuide, .keyboardLayoutGuideUndocked:
            return AppleKeyboardLayoutGuideTracker(app: app, view: scene.view,
                                                   followsUndockedKeyboard: kind == .keyboardLayoutGuideUndocked,
                                                   keyboard: keyboard, logger: logger)
        case .freshOSKeyboardLayoutGuide:
            return FreshOSKeyboardLayoutGuideTracker(app: app, view: scene.view, keyWindow: scene.window,
                                                     screenHeight: screenBounds?.height, logger: logger)
        case .swiftUISafeArea:
            return SwiftUIKeyboardSafeAreaTracker(app: app, hostingView: scene.view, logger: logger)
        case .iqKeyboardManager:
            let tracker = IQKeyboardManagerTracker(app: app, rootView: scene.view, screenBounds: screenBounds, logger: logger)
            // IQKeyboardNotification 08bdc90: `if #available(iOS 26.0, *)` around the hide fix.
            tracker.hideFrameFix = environment.isAvailable(26, otherwise: tracker.hideFrameFix)
            return tracker
        case .rnKeyboardController:
            // KeyboardControllerConfiguration.usesKeyboardLayoutGuideTracking: `#available(iOS 26.0, *)`.
            let tracker = KeyboardControllerTracker(app: app, view: scene.tummy, timer: timer, logger: logger)
            if environment.isAvailable(26, otherwise: false) {
                tracker.trackKeyboardLayoutGuide(of: scene.view, keyboard: keyboard)
            }
            return tracker
        case .naive, .naiveIncremental, .intersection, .mailru, .keyboardman, .listener, .wwdc17Guide:
            preconditionFailure("\(kind) is one of the articles' trackers")
        }
    }

    /// The tracker, loaded and on screen (`viewDidLoad`, `viewDidAppear`: subscribed as its
    /// article subscribes), with the fixes.
    ///
    /// - Parameters:
    ///   - truth: the keyboard height the view should follow now (e.g.
    ///     `Watchdog.dockedKeyboardHeight(overlap:windowHeight:)` of the app's `KeyboardOverlap`):
    ///     for `.watchdog`, and what the keyboard layout guides follow (a docked keyboard that
    ///     covers that much of the window; they see no keyboard without it).
    ///   - makeLogger: a logger per label (`keyboard.tracker`, `keyboard.fix`, `keyboard.watchdog`).
    ///   - idiom: for mailru's iPad checks and flutter's size classes; nil reads `UIDevice.current`.
    ///   - timer: for flutter's and rn-keyboard-controller's waits; nil waits on the main queue.
    ///   - environment: the screen, iOS version and live keyboard the caller knows (`makeTracker`).
    /// - Throws: `Error.watchdogNeedsTruth` for `.watchdog` without `truth`.
    public static func wire(_ kind: TrackerKind, fixes: Fix = [], app: any KeyboardAppActions, scene: KeyboardScene,
                            truth: (() -> Double?)? = nil,
                            makeLogger: (String) -> Logger = { Logger(label: $0) },
                            idiom: UIDevice.UserInterfaceIdiom? = nil,
                            timer: (any TrackerTimer)? = nil,
                            environment: TrackerEnvironment = TrackerEnvironment()) throws -> TrackerSetup {
        if fixes.contains(.watchdog) && truth == nil { throw Error.watchdogNeedsTruth }
        let fixLogger = makeLogger("keyboard.fix")
        let keyboard = truth.map { truth in
            Self.dockedKeyboard(window: scene.window, truth: truth)
        }
        if let screen = environment.screenBounds { scene.screenBounds = screen }
        let tracker = makeTracker(kind, fixes: fixes, app: app, scene: scene, logger: makeLogger("keyboard.tracker"),
                                  idiom: idiom, timer: timer, keyboard: keyboard, environment: environment)
        tracker.viewDidLoad()
        tracker.viewDidAppear()
        scene.onLayout { [weak tracker] in tracker?.viewDidLayoutSubviews() }
        let watchdog = truth.flatMap { truth in
            fixes.contains(.watchdog)
                ? Watchdog(app: app, tracker: tracker, logger: makeLogger("keyboard.watchdog"), truth: truth) : nil
        }
        return TrackerSetup(
            kind: kind, fixes: fixes, scene: scene, tracker: tracker,
            responderGuard: fixes.contains(.responderGuard)
                ? ResponderGuard(app: app, fields: scene.allFields, logger: fixLogger) : nil,
            snapshotCover: fixes.contains(.snapshotCover) ? SnapshotCover(app: app, logger: fixLogger) : nil,
            unsubscribeWhileInactive: fixes.contains(.unsubscribeWhileInactive)
                ? UnsubscribeWhileInactive(app: app, tracker: tracker, logger: fixLogger) : nil,
            interactiveDismissal: InteractiveDismissal(
                app: app, search: fixes.contains(.reversedWindowSearch) ? .reversed : .first, logger: fixLogger),
            watchdog: watchdog)
    }

    /// The keyboard the truth describes: docked, covering that much of the window's bottom. (The
    /// client library does not publish keyboardd's Keyboard1.Frame, Mode and HardwareKeyboard to
    /// an app, so this is all a guide can follow here.)
    private static func dockedKeyboard(window: Window, truth: @escaping () -> Double?) -> @Sendable () -> SystemKeyboardState {
        let source = TruthKeyboardSource(window: window, truth: truth)
        return { source.state() }
    }
}

/// The truth's keyboard for one window. Read on the app's queue, where the window and the truth
/// live (the truth is confined there).
private final class TruthKeyboardSource: Sendable {
    let window: Window
    let truth: Confined<() -> Double?>

    init(window: Window, truth: @escaping () -> Double?) {
        self.window = window
        self.truth = Confined(truth)
    }

    func state() -> SystemKeyboardState {
        let truth = truth.value
        return SystemKeyboardState.docked(coveringBottomOf: window, height: truth() ?? 0)
    }
}
