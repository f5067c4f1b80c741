import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// freshOS/KeyboardLayoutGuide 1.9 (`view.keyboardLayoutGuide`, the library apps used before iOS
/// 15's own guide), as read in `Sources/KeyboardLayoutGuide/KeyboardLayoutGuide.swift` at 7d2e679
/// (September 2024; tag 1.9.0 has the same rules), content pinned above its top anchor.
///
/// - It observes WillChangeFrame and WillHide (`init(notificationCenter:)`), from any app: no
///   `IsLocal`, no app state (K3, K7).
/// - The height (`FreshOSKeyboardReading.keyboardHeight`): WillHide 0, else the key window's height
///   minus FrameEnd's top, unconverted and unclamped; a notification without a duration is
///   ignored.
/// - With the safe-area guide (`keyboardLayoutGuide`, not `keyboardLayoutGuideNoSafeArea`, PR 29) a
///   height above 0 loses the owning view's bottom safe-area inset, because the guide's bottom is
///   pinned to the safe area's bottom.
/// - The guide's height constraint takes it; with a duration above 0 (PR 31: the extra instant
///   frame changes of a password field, N5) the owning view lays out, inside the keyboard's own
///   animation if the view is visible, without animation otherwise.
/// - Every guide of the app shares the last height (`FreshOSKeyboardHeight`, PR 9).
///
/// The library calls no `UIView.animate`: its layout animates because the observer runs inside
/// UIKit's keyboard animation block; headless, the change is recorded with the notification's
/// duration. Not in any release, so not here: PR 41 (iPad sheets) and PR 43 (floating keyboard,
/// #37), both unmerged.
public final class FreshOSKeyboardLayoutGuideTracker: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.freshOSKeyboardLayoutGuide
    /// The guide's owning view.
    public let view: View
    public let guide: LayoutGuide
    /// `keyboardLayoutGuide` (true) or `keyboardLayoutGuideNoSafeArea` (false).
    public let usesSafeArea: Bool
    public let shared: FreshOSKeyboardHeight

    public struct State {
        /// The key window (`UIApplication.shared.keyWindow`); nil falls back to `screenHeight`.
        public var keyWindow: Window?
        /// `UIScreen.main.bounds.height`, used only without a key window.
        public var screenHeight: CGFloat
        /// Layouts run inside the keyboard's animation, and those run without animation (hidden view).
        public fileprivate(set) var animatedLayouts = 0
        public fileprivate(set) var unanimatedLayouts = 0
    }

    public let state: Confined<State>

    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<FreshOSKeyboardLayoutGuideTracker>

    /// Adds the guide to `view` at the shared height (`setUp`).
    public init(app: any KeyboardAppActions, view: View, guide: LayoutGuide = LayoutGuide(), usesSafeArea: Bool = true,
                shared: FreshOSKeyboardHeight = FreshOSKeyboardHeight(), keyWindow: Window? = nil,
                screenHeight: CGFloat? = nil, logger: Logger = Logger(label: "keyboard.tracker")) {
        self.view = view
        self.guide = guide
        self.usesSafeArea = usesSafeArea
        self.shared = shared
        state = Confined(State(keyWindow: keyWindow ?? view.window,
                               screenHeight: screenHeight ?? view.window?.frame.height ?? view.frame.height))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.adjustKeyboard($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.adjustKeyboard($1) },
        ])
        if guide.owningView !== view { view.addLayoutGuide(guide) }
        guide.pinsToSafeAreaBottom = usesSafeArea
        guide.heightConstraint.constant = shared.currentHeight
        guide.heightConstraint.isActive = true
    }

    public var heightConstraint: LayoutConstraint { guide.heightConstraint }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    /// The keyboard height the guide stands for: its constant plus the safe area it was reduced by.
    public var believedKeyboardHeight: Double {
        let constant = heightConstraint.constant
        return constant > 0 && usesSafeArea ? constant + view.safeAreaInsets.bottom : constant
    }

    /// The guide's top, window coordinates.
    public var viewBottom: Double { view.convert(guide.layoutFrame, to: nil).minY }

    /// Where the guide's top belongs: on the keyboard's top where the keyboard covers the view,
    /// else at the bottom it is pinned to.
    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        let bounds = view.convert(view.bounds, to: nil)
        let resting = bounds.maxY - (usesSafeArea ? view.safeAreaInsets.bottom : 0)
        let covered = WindowKeyboardRect.coveredHeight(of: view, keyboardHeight: keyboardHeight)
        return covered > 0 ? min(resting, bounds.maxY - covered) : resting
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        let bottom = view.convert(view.bounds, to: nil).maxY - (usesSafeArea ? view.safeAreaInsets.bottom : 0)
        heightConstraint.constant = bottom - expectedViewBottom(forKeyboardHeight: keyboardHeight)
        shared.currentHeight = heightConstraint.constant
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["GuideHeight": .double(heightConstraint.constant)]) { $1 }
    }

    /// `adjustKeyboard(_:)`.
    private func adjustKeyboard(_ notification: Notification) {
        let windowHeight = state.keyWindow?.bounds.height ?? state.screenHeight
        guard var height = FreshOSKeyboardReading.keyboardHeight(notification, keyWindowHeight: windowHeight),
              let duration = FreshOSKeyboardReading.animationDuration(notification) else { return }
        if usesSafeArea, height > 0 {
            height -= view.safeAreaInsets.bottom
        }
        if duration > 0 {
            animate(duration) { heightConstraint.constant = height }
        } else {
            // No layout pass asked: the constant is taken at the next one, unanimated.
            View.performWithoutAnimation { heightConstraint.constant = height }
        }
        shared.currentHeight = height
        logger.info("freshOS keyboard layout guide \(notification.name.rawValue): height \(Double(height))")
        reporter.send(beliefFacts)
    }

    /// `animate(_:)`: a visible owning view lays out inside the keyboard's animation, a hidden one
    /// without animation.
    private func animate(_ duration: TimeInterval, _ change: () -> Void) {
        if Self.isVisible(view) {
            state.animatedLayouts += 1
            View.animate(withDuration: duration, animations: change)
        } else {
            state.unanimatedLayouts += 1
            View.performWithoutAnimation(change)
        }
        view.layoutIfNeeded()
    }

    /// The library's `isVisible(view:)`: the view's rect meets every superview's bounds up to the top.
    static func isVisible(_ view: View) -> Bool {
        var child = view
        while let parent = child.superview {
            guard parent.convert(view.bounds, from: view).intersects(parent.bounds) else { return false }
            child = parent
        }
        return true
    }
}
