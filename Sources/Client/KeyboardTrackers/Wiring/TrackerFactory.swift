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
    /// fields; guide the layout guide. `.undockedCheck` in `fixes` decides mailru's options.
    public static func makeTracker(_ kind: TrackerKind, fixes: Fix = [], app: any KeyboardAppActions,
                                   scene: KeyboardScene, logger: Logger = Logger(label: "keyboard.tracker"),
                                   idiom: UIDevice.UserInterfaceIdiom? = nil) -> any KeyboardTracker {
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
        case .guide:
            return KeyboardGuideLayout(app: app, view: scene.view, keyboardGuide: scene.keyboardGuide, logger: logger)
        }
    }

    /// The tracker, loaded and on screen (`viewDidLoad`, `viewDidAppear`: subscribed as its
    /// article subscribes), with the fixes.
    ///
    /// - Parameters:
    ///   - truth: for `.watchdog`, the keyboard height the view should follow now (e.g.
    ///     `Watchdog.dockedKeyboardHeight(overlap:windowHeight:)` of the app's `KeyboardOverlap`).
    ///   - makeLogger: a logger per label (`keyboard.tracker`, `keyboard.fix`, `keyboard.watchdog`).
    ///   - idiom: for mailru's iPad checks; nil reads `UIDevice.current`.
    /// - Throws: `Error.watchdogNeedsTruth` for `.watchdog` without `truth`.
    public static func wire(_ kind: TrackerKind, fixes: Fix = [], app: any KeyboardAppActions, scene: KeyboardScene,
                            truth: (() -> Double?)? = nil,
                            makeLogger: (String) -> Logger = { Logger(label: $0) },
                            idiom: UIDevice.UserInterfaceIdiom? = nil) throws -> TrackerSetup {
        if fixes.contains(.watchdog) && truth == nil { throw Error.watchdogNeedsTruth }
        let fixLogger = makeLogger("keyboard.fix")
        let tracker = makeTracker(kind, fixes: fixes, app: app, scene: scene,
                                  logger: makeLogger("keyboard.tracker"), idiom: idiom)
        tracker.viewDidLoad()
        tracker.viewDidAppear()
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
}
