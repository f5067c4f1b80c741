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
public final class AppleKeyboardLayoutGuideTracker: KeyboardTracker {
    public let kind: TrackerKind
    /// The guide's owning view.
    public let view: View
    public let followsUndockedKeyboard: Bool
    public var usesBottomSafeArea: Bool {
        get { _usesBottomSafeArea.value }
        set {
            _usesBottomSafeArea.value = newValue
            layoutIfNeeded()
        }
    }
    private let _usesBottomSafeArea: Confined<Bool>
    public var quirks: KeyboardLayoutGuideQuirks { _read { yield _quirks.value } _modify { yield &_quirks.value } }
    private let _quirks: Confined<KeyboardLayoutGuideQuirks>
    /// The keyboard as it really is now.
    public var keyboard: @Sendable () -> SystemKeyboardState { get { _keyboard.value } set { _keyboard.value = newValue } }
    private let _keyboard: Confined<@Sendable () -> SystemKeyboardState>

    /// `layoutFrame`, in the owning view's coordinates.
    public private(set) var layoutFrame: CGRect { _read { yield _layoutFrame.value } _modify { yield &_layoutFrame.value } }
    private let _layoutFrame = Confined<CGRect>(.zero, "AppleKeyboardLayoutGuideTracker.layoutFrame")
    /// The guide is the keyboard's (not at rest), and how tall.
    public private(set) var believedKeyboardHeight: Double { _read { yield _believedKeyboardHeight.value } _modify { yield &_believedKeyboardHeight.value } }
    private let _believedKeyboardHeight = Confined<Double>(0, "AppleKeyboardLayoutGuideTracker.believedKeyboardHeight")
    /// `staleAfterLeavingScreen` holds the guide where it was.
    public private(set) var isStale: Bool { _read { yield _isStale.value } _modify { yield &_isStale.value } }
    private let _isStale = Confined<Bool>(false, "AppleKeyboardLayoutGuideTracker.isStale")

    // Per first-responder session, for the accessory quirks.
    private var lastResponderName: String? { _read { yield _lastResponderName.value } _modify { yield &_lastResponderName.value } }
    private let _lastResponderName = Confined<String?>(nil, "AppleKeyboardLayoutGuideTracker.lastResponderName")
    private var respondersSeen: Set<String> { _read { yield _respondersSeen.value } _modify { yield &_respondersSeen.value } }
    private let _respondersSeen = Confined<Set<String>>([], "AppleKeyboardLayoutGuideTracker.respondersSeen")
    private var accessoryHeightByResponder: [String: Double] { _read { yield _accessoryHeightByResponder.value } _modify { yield &_accessoryHeightByResponder.value } }
    private let _accessoryHeightByResponder = Confined<[String: Double]>([:], "AppleKeyboardLayoutGuideTracker.accessoryHeightByResponder")
    private var sessionShift: CGFloat { _read { yield _sessionShift.value } _modify { yield &_sessionShift.value } }
    private let _sessionShift = Confined<CGFloat>(0, "AppleKeyboardLayoutGuideTracker.sessionShift")

    private let reporter: BeliefReporter
    /// Whether it reports its belief: not when it is another tracker's part (react-native-keyboard-controller's on iOS 26).
    private let reports: Bool
    private let logger: Logger
    private let center: NotificationCenter
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: center, (UIResponder.keyboardNotificationNames + [KeyboardViewObservation.keyboardViewDidMove])
            .map { name in (name, { @Sendable [weak self] _ in self?.layoutIfNeeded() }) })
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "AppleKeyboardLayoutGuideTracker.subscription")

    public init(app: any KeyboardAppActions, view: View, followsUndockedKeyboard: Bool = false,
                usesBottomSafeArea: Bool = true, quirks: KeyboardLayoutGuideQuirks = [],
                keyboard: @escaping @Sendable () -> SystemKeyboardState, reports: Bool = true,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        kind = followsUndockedKeyboard ? .keyboardLayoutGuideUndocked : .keyboardLayoutGuide
        self.reports = reports
        self.view = view
        self.followsUndockedKeyboard = followsUndockedKeyboard
        _usesBottomSafeArea = Confined(usesBottomSafeArea, "AppleKeyboardLayoutGuideTracker.usesBottomSafeArea")
        _quirks = Confined(quirks, "AppleKeyboardLayoutGuideTracker.quirks")
        _keyboard = Confined(keyboard, "AppleKeyboardLayoutGuideTracker.keyboard")
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        center = app.notificationCenter
        layoutFrame = KeyboardLayoutGuideGeometry.layoutFrame(
            keyboard: .hidden, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
            usesBottomSafeArea: usesBottomSafeArea).frame
    }

    public var isEnabled: Bool { subscription.isActive }
    /// The guide exists once the view asks for it: it lays itself out at once.
    public func enable() {
        subscription.start()
        layoutIfNeeded()
    }

    public func disable() { subscription.stop() }

    /// react-native-keyboard-controller #1591: leaving the screen with the keyboard up.
    public func viewWillDisappear() {
        if quirks.contains(.staleAfterLeavingScreen) && believedKeyboardHeight > 0 {
            isStale = true
            logger.info("keyboard layout guide: left the screen with the keyboard up, stale at \(believedKeyboardHeight)")
        }
    }

    /// The window moved or changed size: the guide is laid out again in the view's new bounds.
    public func viewDidLayoutSubviews() { layoutIfNeeded() }

    /// The guide's top anchor, window coordinates: where content pinned above it ends.
    public var viewBottom: Double { view.convert(layoutFrame, to: nil).minY }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        view.convert(documentedFrame(forKeyboardHeight: keyboardHeight).frame, to: nil).minY
    }

    /// Where the documented guide's top is, window coordinates, for the keyboard `state` (the
    /// judge's truth for a keyboard that floats, which `followsUndockedKeyboard` follows).
    public func expectedViewBottom(for state: SystemKeyboardState) -> Double {
        let frame = KeyboardLayoutGuideGeometry.layoutFrame(keyboard: state, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
                                                            usesBottomSafeArea: usesBottomSafeArea).frame
        return view.convert(frame, to: nil).minY
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        let (frame, follows) = documentedFrame(forKeyboardHeight: keyboardHeight)
        isStale = false
        layoutFrame = frame
        believedKeyboardHeight = follows ? frame.height : 0
        reporter.send(beliefFacts)
    }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["GuideHeight": .double(layoutFrame.height), "GuideStale": .bool(isStale)]) { $1 }
    }

    /// The documented guide for a docked keyboard covering `keyboardHeight` of the window's bottom.
    private func documentedFrame(forKeyboardHeight keyboardHeight: Double) -> (frame: CGRect, followsKeyboard: Bool) {
        let state = view.window.map { SystemKeyboardState.docked(coveringBottomOf: $0, height: keyboardHeight) } ?? .hidden
        return KeyboardLayoutGuideGeometry.layoutFrame(keyboard: state, view: view,
                                                      followsUndockedKeyboard: followsUndockedKeyboard,
                                                      usesBottomSafeArea: usesBottomSafeArea)
    }

    /// Lays the guide out for the keyboard as it is now.
    public func layoutIfNeeded() {
        let state = keyboard()
        if isStale {
            guard state.isDockedOnScreen else { return }
            isStale = false
        }
        var (frame, follows) = KeyboardLayoutGuideGeometry.layoutFrame(
            keyboard: state, view: view, followsUndockedKeyboard: followsUndockedKeyboard,
            usesBottomSafeArea: usesBottomSafeArea)
        let shift = accessoryShift(hardwareKeyboard: state.hardwareKeyboard)
        if follows {
            frame.origin.y += shift
            frame.size.height -= shift
        }
        guard frame != layoutFrame || (follows ? frame.height : 0) != believedKeyboardHeight else { return }
        layoutFrame = frame
        believedKeyboardHeight = follows ? frame.height : 0
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
        if responder?.name != lastResponderName {
            lastResponderName = responder?.name
            sessionShift = 0
            if let responder {
                if quirks.contains(.firstTextViewAboveAccessory), responder.traits.kind == .textView, accessory > 0,
                   !respondersSeen.contains(responder.name) {
                    sessionShift -= accessory
                }
                if quirks.contains(.underKeyboardAfterAccessoryRemoved), accessory == 0,
                   let removed = accessoryHeightByResponder[responder.name], removed > 0 {
                    sessionShift += removed
                }
                respondersSeen.insert(responder.name)
            }
        }
        if let responder { accessoryHeightByResponder[responder.name] = Double(accessory) }
        let hardware = quirks.contains(.hardwareKeyboardUnderAccessory) && hardwareKeyboard ? accessory : 0
        return sessionShift + hardware
    }
}
