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
/// keyboard's real state from `keyboard` (keyboardd's truth) and lays the guide out again whenever
/// UIKit would have: on each keyboard notification, and when asked (`layoutIfNeeded()`) for a
/// keyboard that moved without one (an interactive dismissal, N7, where the real guide follows
/// the finger and the notifications say nothing). Two trackers: `keyboard-layout-guide` (the
/// default, `followsUndockedKeyboard` false) and `keyboard-layout-guide-undocked` (true).
///
/// Cannot see yet: the keyboard's position during an animation (keyboardd's frame jumps to its end
/// at the Will), so the guide is only ever where the keyboard ends up; and, where the factory wires
/// it from keyboardd's `KeyboardOverlap` alone, the keyboard's mode, an undocked keyboard's frame
/// and the hardware keyboard (the client library does not publish Keyboard1.Mode, Frame and
/// HardwareKeyboard to an app yet), so there `followsUndockedKeyboard` has no floating keyboard to
/// follow. Not modelled: `keyboardDismissPadding` (it moves the dismiss gesture, not the guide),
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
    private let logger: Logger
    private let center: NotificationCenter
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: center, UIResponder.keyboardNotificationNames.map { name in (name, { @Sendable [weak self] _ in self?.layoutIfNeeded() }) })
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "AppleKeyboardLayoutGuideTracker.subscription")

    public init(app: any KeyboardAppActions, view: View, followsUndockedKeyboard: Bool = false,
                usesBottomSafeArea: Bool = true, quirks: KeyboardLayoutGuideQuirks = [],
                keyboard: @escaping @Sendable () -> SystemKeyboardState,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        kind = followsUndockedKeyboard ? .keyboardLayoutGuideUndocked : .keyboardLayoutGuide
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

    /// The guide's top anchor, window coordinates: where content pinned above it ends.
    public var viewBottom: Double { view.convert(layoutFrame, to: nil).minY }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        view.convert(documentedFrame(forKeyboardHeight: keyboardHeight).frame, to: nil).minY
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
        reporter.send(beliefFacts)
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
