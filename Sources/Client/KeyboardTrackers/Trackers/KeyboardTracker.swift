import Foundation
import KeyboardClient
import TrackerOptions

/// What every tracker of the articles offers, so a sample app can pick one by name, a fix can
/// switch its subscription, and a watchdog or a test can compare its belief with the truth.
///
/// Trackers, like the views they move, live on the app's queue: the notification center's
/// blocks run there (queue nil, synchronously on the posting queue), and callers use them there
/// too: their state is `Confined`, checked on every touch.
///
/// Geometry is in the window's coordinates. "Keyboard height" is how much of the window's
/// bottom the keyboard covers (keyboardd's `KeyboardOverlap` height when docked, 0 when undocked).
public protocol KeyboardTracker: AnyObject, Sendable {
    var kind: TrackerKind { get }
    /// The keyboard height the tracker last acted on.
    var believedKeyboardHeight: Double { get }
    /// The bottom edge of what the tracker keeps above the keyboard, where it put it.
    var viewBottom: Double { get }
    /// Where `viewBottom` belongs, by this tracker's own layout, when the keyboard covers
    /// `keyboardHeight` of the window's bottom.
    func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double
    /// Puts everything where `keyboardHeight` says and believes it (K14's `fixTummyPosition`).
    func fixPosition(forKeyboardHeight keyboardHeight: Double)
    /// What the tracker reports to keyboardd after it acts (`TrackedKeyboardHeight`, `ViewBottom`, ...).
    var beliefFacts: [String: ReportValue] { get }

    /// Whether its keyboard observers are on.
    var isEnabled: Bool { get }
    func enable()
    func disable()
    /// The screen is loaded, appears, is about to disappear: each tracker subscribes when its
    /// article does (most in viewDidLoad, the intersection tracker on appear, B1).
    func viewDidLoad()
    func viewDidAppear()
    func viewWillDisappear()
    /// The screen was laid out again in a window that moved or changed size (Stage Manager, Slide
    /// Over, P4): UIKit's `viewDidLayoutSubviews`, where a layout guide follows the view and a
    /// React Native view gets its `onLayout`.
    func viewDidLayoutSubviews()
}

extension KeyboardTracker {
    public func viewDidLoad() { enable() }
    public func viewDidAppear() {}
    public func viewWillDisappear() {}
    public func viewDidLayoutSubviews() {}

    /// `Tracker`, `TrackedKeyboardHeight` and `ViewBottom`: what every tracker reports.
    var commonFacts: [String: ReportValue] {
        [
            "Tracker": .string(kind.rawValue),
            "TrackedKeyboardHeight": .double(believedKeyboardHeight),
            "ViewBottom": .double(viewBottom),
        ]
    }
}
