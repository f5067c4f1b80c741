import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// Apple's `UIKeyboardLayoutGuide` (`view.keyboardLayoutGuide`, iOS 15 and later, with iOS 17's
/// `usesBottomSafeArea`), content pinned above its top anchor. Version: the documented behaviour
/// as of iOS 26 (`KeyboardLayoutGuideGeometry` names the documents), plus its reported iOS 26 bugs
/// as switchable `KeyboardLayoutGuideQuirks` (FB18129551, FB18129558, react-native-keyboard-controller
/// #1591), off by default.
///
/// The guide follows the keyboard's view, not the notifications, so this port reads the
/// keyboard's real state from `keyboard` and lays the guide out again whenever UIKit would have:
/// at each keyboard notification, whenever the keyboard's view moves (KVO: keyboardd's
/// `KeyboardViewObservation`, a change of the app's `KeyboardOverlap`: the end of an animation that
/// outlasts its notifications from iOS 17, N12/N15, a finger dragging the keyboard with no
/// notification at all, N7), when the screen is laid out again in a window that moved
/// (`viewDidLayoutSubviews`: Stage Manager, Slide Over, P4), and when asked (`layoutIfNeeded()`).
/// `keyboard` gives where the keyboard's motion under way ends: UIKit sets the guide's constraints
/// to their end inside the keyboard's animation, and the table judges ends. Two trackers:
/// `keyboard-layout-guide` (the default, `followsUndockedKeyboard` false) and
/// `keyboard-layout-guide-undocked` (true), which follows a floating, undocked or split keyboard
/// where the keyboard source says one is (the in-process table's source does: Keyboard1.Mode and
/// FrameAt; a source built from `KeyboardOverlap` alone knows only a docked keyboard).
///
/// Cannot see yet: the keyboard's presentation during an animation (the guide is where the motion
/// ends). Not modelled: `keyboardDismissPadding` (it moves the dismiss gesture, not the guide),
/// tracking constraints near an edge, and FB18129551's items 2, 4 and 5 (after an interactive
/// dismissal, or a hardware keyboard resigned, the guide sits "above the safe area" by an amount
/// the report shows only in screenshots; an accessory attached to the window's bottom).
public final class AppleKeyboardLayoutGuideTracker: KeyboardTracker, ConfinedObject {
    public let kind: TrackerKind
    /// The guide's owning view.
    public let view: View
    public let followsUndockedKeyboard: Bool

    public struct State {
        fileprivate var usesBottomSafeArea: Bool
        public var quirks: KeyboardLayoutGuideQuirks
        /// The keyboard as it really is now.
        public var keyboard: @Sendable () -> SystemKeyboardState
        /// `layoutFrame`, in the owning view's coordinates.
        public fileprivate(set) var layoutFrame = CGRect.zero
        /// The guide is the keyboard's (not at rest), and how tall.
        fileprivate var believedKeyboardHeight: Double = 0
        /// `staleAfterLeavingScreen` holds the guide where it was.
        public fileprivate(set) var isStale = false
        // Per first-responder session, for the accessory quirks.
        fileprivate var lastResponderName: String?
        fileprivate var respondersSeen: Set<String> = []
        fileprivate var accessoryHeightByResponder: [String: Double] = [:]
        fileprivate var sessionShift: CGFloat = 0
    }

    public let state: Confined<State>

    public var usesBottomSafeArea: Bool {
        get { state.usesBottomSafeArea }
        set {
            state.usesBottomSafeArea = newValue
            layoutIfNeeded()
        }
    }

    /// The guide is the keyboard's (not at rest), and how tall.
    public var believedKeyboardHeight: Double { state.believedKeyboardHeight }

    private let reporter: BeliefReporter
    /// Whether it reports its belief: not when it is another tracker's part (react-native-keyboard-controller's on iOS 26).
    private let reports: Bool
    private let logger: Logger
    private let subscription: NotificationSubscription<AppleKeyboardLayoutGuideTracker>

    public init(app: any KeyboardAppActions, view: View, followsUndockedKeyboard: Bool = false,
                usesBottomSafeArea: Bool = true, quirks: KeyboardLayoutGuideQuirks = [],
                keyboard: @escaping @Sendable () -> SystemKeyboardState, reports: Bool = true,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        kind = followsUndockedKeyboard ? .keyboardLayoutGuideUndocked : .keyboardLayoutGuide
        self.reports = reports
        self.view = view
        self.followsUndockedKeyboard = followsUndockedKeyboard
        let layoutFrame = KeyboardLayoutGuideGeometry.layoutFrame(
            keyboard: .hidden, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
            usesBottomSafeArea: usesBottomSafeArea).frame
        state = Confined(State(usesBottomSafeArea: usesBottomSafeArea, quirks: quirks, keyboard: keyboard, layoutFrame: layoutFrame))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter,
            (UIResponder.keyboardNotificationNames + [KeyboardViewObservation.keyboardViewDidMove])
                .map { name in .on(name) { owner, _ in owner.layoutIfNeeded() } })
    }

    public var isEnabled: Bool { subscription.isActive }
    /// The guide exists once the view asks for it: it lays itself out at once.
    public func enable() {
        subscription.start(for: self)
        layoutIfNeeded()
    }

    public func disable() { subscription.stop() }

    /// react-native-keyboard-controller #1591: leaving the screen with the keyboard up.
    public func viewWillDisappear() {
        if state.quirks.contains(.staleAfterLeavingScreen) && state.believedKeyboardHeight > 0 {
            state.isStale = true
            logger.info("keyboard layout guide: left the screen with the keyboard up, stale at \(state.believedKeyboardHeight)")
        }
    }

    /// The window moved or changed size: the guide is laid out again in the view's new bounds.
    public func viewDidLayoutSubviews() { layoutIfNeeded() }

    /// The guide's top anchor, window coordinates: where content pinned above it ends.
    public var viewBottom: Double { view.convert(state.layoutFrame, to: nil).minY }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        view.convert(documentedFrame(forKeyboardHeight: keyboardHeight).frame, to: nil).minY
    }

    /// Where the documented guide's top is, window coordinates, for the keyboard `state` (the
    /// judge's truth for a keyboard that floats, which `followsUndockedKeyboard` follows).
    public func expectedViewBottom(for keyboard: SystemKeyboardState) -> Double {
        let frame = KeyboardLayoutGuideGeometry.layoutFrame(keyboard: keyboard, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
                                                            usesBottomSafeArea: usesBottomSafeArea).frame
        return view.convert(frame, to: nil).minY
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        let (frame, follows) = documentedFrame(forKeyboardHeight: keyboardHeight)
        state.isStale = false
        state.layoutFrame = frame
        state.believedKeyboardHeight = follows ? frame.height : 0
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["GuideHeight": .double(state.layoutFrame.height), "GuideStale": .bool(state.isStale)]) { $1 }
    }

    /// The documented guide for a docked keyboard covering `keyboardHeight` of the window's bottom.
    private func documentedFrame(forKeyboardHeight keyboardHeight: Double) -> (frame: CGRect, followsKeyboard: Bool) {
        let docked = view.window.map { SystemKeyboardState.docked(coveringBottomOf: $0, height: keyboardHeight) } ?? .hidden
        return KeyboardLayoutGuideGeometry.layoutFrame(keyboard: docked, view: view,
                                                      followsUndockedKeyboard: followsUndockedKeyboard,
                                                      usesBottomSafeArea: usesBottomSafeArea)
    }

    /// Lays the guide out for the keyboard as it is now.
    public func layoutIfNeeded() {
        let keyboard = state.keyboard
        let now = keyboard()
        if state.isStale {
            guard now.isDockedOnScreen else { return }
            state.isStale = false
        }
        var (frame, follows) = KeyboardLayoutGuideGeometry.layoutFrame(
            keyboard: now, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
            usesBottomSafeArea: state.usesBottomSafeArea)
        let shift = accessoryShift(hardwareKeyboard: now.hardwareKeyboard)
        if follows {
            frame.origin.y += shift
            frame.size.height -= shift
        }
        guard frame != state.layoutFrame || (follows ? frame.height : 0) != state.believedKeyboardHeight else { return }
        state.layoutFrame = frame
        state.believedKeyboardHeight = follows ? frame.height : 0
        logger.info("keyboard layout guide: top \(viewBottom), height \(Double(frame.height))\(follows && shift != 0 ? ", quirk shift \(Double(shift))" : "")")
        if reports { reporter.send(beliefFacts) }
    }

    /// How far the accessory quirks move the guide's top down (negative: up) for the first
    /// responder now, when the guide follows the keyboard. A new first responder (or none) starts
    /// a session, at whatever layout sees it first; FB18129551's first-time and FB18129558's
    /// removed-accessory shifts hold for the session, the hardware keyboard's for as long as one
    /// is attached.
    private func accessoryShift(hardwareKeyboard: Bool) -> CGFloat {
        let responder = view.currentFirstResponder as? TextField
        let accessory = responder.map { CGFloat($0.traits.inputAccessoryViewHeight) } ?? 0
        if responder?.name != state.lastResponderName {
            state.lastResponderName = responder?.name
            state.sessionShift = 0
            if let responder {
                if state.quirks.contains(.firstTextViewAboveAccessory), responder.traits.kind == .textView, accessory > 0,
                   !state.respondersSeen.contains(responder.name) {
                    state.sessionShift -= accessory
                }
                if state.quirks.contains(.underKeyboardAfterAccessoryRemoved), accessory == 0,
                   let removed = state.accessoryHeightByResponder[responder.name], removed > 0 {
                    state.sessionShift += removed
                }
                state.respondersSeen.insert(responder.name)
            }
        }
        if let responder { state.accessoryHeightByResponder[responder.name] = Double(accessory) }
        let hardware = state.quirks.contains(.hardwareKeyboardUnderAccessory) && hardwareKeyboard ? accessory : 0
        return state.sessionShift + hardware
    }
}
