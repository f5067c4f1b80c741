import Foundation
import KeyboardClient
import Logging

/// K14's watchdog (the Mail.ru article): checks whether the view that follows the keyboard is where the
/// truth says it should be, logs what it found, puts it right (`fixTummyPosition`) and counts
/// detections, so the statistics can go to a dashboard. The article's team ran it from a timer every
/// second; here the caller owns the timer (the sample apps fire it each second, tests call
/// `check()`), and the watchdog has no thread of its own.
///
/// The truth is a keyboard height: how much of the window's bottom the keyboard really covers,
/// e.g. keyboardd's `KeyboardOverlap` (see `dockedKeyboardHeight(overlap:windowHeight:)`); nil
/// when it is not known, and then nothing is checked. Where the view belongs for that height is
/// the tracker's own layout (`expectedViewBottom(forKeyboardHeight:)`).
public final class Watchdog: ConfinedObject {
    public struct Detection: Sendable, Equatable {
        /// Where the tracker put the view (window coordinates).
        public let viewBottom: Double
        /// Where the truth says it belongs.
        public let expectedViewBottom: Double
        /// The truth.
        public let keyboardHeight: Double
        /// What the tracker believed.
        public let believedKeyboardHeight: Double
        /// Whether the watchdog put it right.
        public let fixed: Bool

        public init(viewBottom: Double, expectedViewBottom: Double, keyboardHeight: Double,
                    believedKeyboardHeight: Double, fixed: Bool) {
            self.viewBottom = viewBottom
            self.expectedViewBottom = expectedViewBottom
            self.keyboardHeight = keyboardHeight
            self.believedKeyboardHeight = believedKeyboardHeight
            self.fixed = fixed
        }
    }

    public struct State {
        /// Put the view right on detection (`fixTummyPosition`); off, it only logs and counts.
        public var fixes: Bool
        public fileprivate(set) var checks = 0
        public fileprivate(set) var detections = 0
        public fileprivate(set) var lastDetection: Detection?
        /// Called on each detection: where a build sends statistics, or crashes on purpose under a
        /// remote switch to capture a report (K14).
        public var onDetection: ((Detection) -> Void)?
        fileprivate let truth: () -> Double?
    }

    public let tracker: any KeyboardTracker
    public let state: Confined<State>
    /// Differences up to this many points are not errors.
    public let tolerance: Double

    private let logger: Logger
    private let reporter: BeliefReporter

    public init(app: any KeyboardAppActions, tracker: any KeyboardTracker, fixes: Bool = true, tolerance: Double = 0.5,
                logger: Logger = Logger(label: "keyboard.watchdog"), truth: @escaping () -> Double?) {
        self.tracker = tracker
        self.tolerance = tolerance
        state = Confined(State(fixes: fixes, truth: truth))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
    }

    /// One check (the article's `woof`): the detection, or nil when the view is where it belongs
    /// or the truth is unknown.
    @discardableResult
    public func check() -> Detection? {
        let truth = state.truth
        guard let keyboardHeight = truth() else { return nil }
        state.checks += 1
        let actual = tracker.viewBottom
        let expected = tracker.expectedViewBottom(forKeyboardHeight: keyboardHeight)
        guard abs(actual - expected) > tolerance else { return nil }
        state.detections += 1
        let believed = tracker.believedKeyboardHeight
        logger.warning("woof: \(tracker.kind) view bottom \(actual), truth says \(expected) (keyboard \(keyboardHeight), believed \(believed)); detections \(state.detections)")
        let fixes = state.fixes
        if fixes { fixTummyPosition(keyboardHeight: keyboardHeight) }
        let detection = Detection(viewBottom: actual, expectedViewBottom: expected, keyboardHeight: keyboardHeight,
                                  believedKeyboardHeight: believed, fixed: fixes)
        state.lastDetection = detection
        reporter.send(["WatchdogDetections": .int(state.detections), "WatchdogFixed": .bool(fixes)])
        let onDetection = state.onDetection
        onDetection?(detection)
        return detection
    }

    /// Puts the tracker's view where a keyboard of `keyboardHeight` wants it.
    public func fixTummyPosition(keyboardHeight: Double) {
        tracker.fixPosition(forKeyboardHeight: keyboardHeight)
        logger.info("fixTummyPosition: \(tracker.kind) view bottom now \(tracker.viewBottom)")
    }

    /// The truth as a height from keyboardd's `KeyboardOverlap` (window coordinates): its height
    /// when the keyboard is docked at the window's bottom, 0 when it covers nothing or floats
    /// above the bottom (undocked, split: K12's rule, which is what the view should follow).
    public static func dockedKeyboardHeight(overlap: CGRect, windowHeight: Double) -> Double {
        guard overlap.height > 0, overlap.maxY >= windowHeight - 0.5 else { return 0 }
        return overlap.height
    }
}
