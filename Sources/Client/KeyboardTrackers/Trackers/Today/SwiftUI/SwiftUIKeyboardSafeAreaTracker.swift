import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// SwiftUI's keyboard safe area: a hosting view whose content stays inside the safe area, the
/// keyboard's region included, with a bar added by `safeAreaInset(edge: .bottom)` sitting on that
/// safe area's bottom. Version: Apple's documentation as of iOS 26 (`SafeAreaRegions.keyboard`,
/// iOS 14: "The safe area matching the current extent of any software keyboard displayed over the
/// view content"; `ignoresSafeArea(_:edges:)`: "By default, the SwiftUI layout system sizes and
/// positions views to avoid certain safe areas. This ensures that system content like the software
/// keyboard or edges of the device don't obstruct your views."; `UIHostingController.safeAreaRegions`,
/// iOS 16.4: "Disabling a safe area region omits it from the SwiftUI layout system altogether").
///
/// SwiftUI's code is not public: what is documented is only that the keyboard's extent over the
/// view becomes a safe-area region, and how to opt out. Everything else here is INFERRED, each from
/// a public report, and says so:
/// - the hosting view observes WillShow, WillChangeFrame and WillHide (inferred: steipete's gist
///   "Disable Keyboard Interaction with UIHostingController" swizzles the hosting view's private
///   `keyboardWillShowWithNotification:`; WillChangeFrame from Avi0n/MeshCoreOne PR 139, where a
///   floating iPad keyboard, announced only by frame changes, keeps the content lifted, P1);
/// - the keyboard region is the bottom inset from the announced frame's top (intersected with the
///   hosting view, K13) down to the view's bottom, 0 on WillHide (inferred from the documentation's
///   "extent ... over the view content");
/// - the bottom safe area is the larger of the device's and the keyboard's (inferred: the keyboard
///   covers the home indicator's inset);
/// - no `IsLocal` or app-state filter (unknown; assumed none, as UIKit code reading the same
///   notifications has none);
/// - no drag tracking: feedback-assistant/reports#437 (FB13296535) reports a `safeAreaInset` bar
///   that stays put while the keyboard is dragged down interactively and jumps after (N7).
/// `ignoresKeyboard` stands for `.ignoresSafeArea(.keyboard, edges: .bottom)` on the content, or a
/// hosting controller whose `safeAreaRegions` leaves `.keyboard` out.
public final class SwiftUIKeyboardSafeAreaTracker: KeyboardTracker, ConfinedObject {
    public let kind = TrackerKind.swiftUISafeArea
    /// The hosting view.
    public let hostingView: View

    public struct State {
        /// The content opted out of the keyboard region.
        public var ignoresKeyboard: Bool
        /// The keyboard region's bottom inset (0 without a keyboard).
        public fileprivate(set) var keyboardInset: CGFloat = 0
        /// The duration the inset last changed in (the transaction's animation); nil without one.
        public fileprivate(set) var lastInsetAnimationDuration: TimeInterval?
    }

    public let state: Confined<State>
    private let reporter: BeliefReporter
    private let logger: Logger
    private let subscription: NotificationSubscription<SwiftUIKeyboardSafeAreaTracker>

    public init(app: any KeyboardAppActions, hostingView: View, ignoresKeyboard: Bool = false,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.hostingView = hostingView
        state = Confined(State(ignoresKeyboard: ignoresKeyboard))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardWillChange($1) },
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.keyboardWillChange($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardWillHide($1) },
        ])
    }

    public var believedKeyboardHeight: Double { state.ignoresKeyboard ? 0 : state.keyboardInset }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    private var hostingRectInWindow: CGRect { hostingView.convert(hostingView.bounds, to: nil) }

    /// The bottom of the safe area the content is laid out in (where a `safeAreaInset(edge:
    /// .bottom)` bar ends), window coordinates.
    public var viewBottom: Double { bottom(keyboardInset: believedKeyboardHeight) }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        bottom(keyboardInset: state.ignoresKeyboard ? 0 : WindowKeyboardRect.coveredHeight(of: hostingView, keyboardHeight: keyboardHeight))
    }

    private func bottom(keyboardInset: Double) -> Double {
        hostingRectInWindow.maxY - max(Double(hostingView.safeAreaInsets.bottom), keyboardInset)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        state.keyboardInset = WindowKeyboardRect.coveredHeight(of: hostingView, keyboardHeight: keyboardHeight)
        state.lastInsetAnimationDuration = nil
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["KeyboardSafeAreaInset": .double(state.keyboardInset),
                             "IgnoresKeyboard": .bool(state.ignoresKeyboard)]) { $1 }
    }

    /// The keyboard's extent over the hosting view: from the frame's top, where it meets the
    /// view, to the view's bottom (inferred).
    static func keyboardExtent(frameEnd: CGRect, over view: View) -> CGFloat {
        let inView = view.convert(frameEnd, from: Screen.main.coordinateSpace)
        let covered = inView.intersection(view.bounds)
        guard !covered.isNull, covered.height > 0, covered.width > 0 else { return 0 }
        return view.bounds.maxY - covered.minY
    }

    private func keyboardWillChange(_ notification: Notification) {
        guard let info = KeyboardNotificationInfo(notification) else { return }
        setInset(Self.keyboardExtent(frameEnd: info.frameEnd, over: hostingView), duration: info.animationDuration,
                 name: notification.name)
    }

    private func keyboardWillHide(_ notification: Notification) {
        setInset(0, duration: KeyboardNotificationInfo(notification)?.animationDuration ?? 0, name: notification.name)
    }

    private func setInset(_ inset: CGFloat, duration: TimeInterval, name: Notification.Name) {
        guard inset != state.keyboardInset else { return }
        state.keyboardInset = inset
        state.lastInsetAnimationDuration = duration
        logger.info("SwiftUI keyboard safe area \(name.rawValue): inset \(Double(inset))\(state.ignoresKeyboard ? " (ignored by the content)" : "")")
        reporter.send(beliefFacts)
    }
}
