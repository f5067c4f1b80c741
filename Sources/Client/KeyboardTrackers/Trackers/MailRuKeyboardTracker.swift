import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// Mail.ru's `KeyboardTracker` (the Mail.ru article): it follows `WillChangeFrame` (sent on show and hide
/// alike, and on iPad where no Show comes at all, K10), converts `FrameEnd` from screen to window
/// coordinates (K13), computes `height = windowHeight - frame.minY` and moves the view up by it.
///
/// K12, `Options.undockedCheck`: on iPad a keyboard whose `maxY` is above the window's bottom is
/// undocked or split and covers nothing, so the height is 0; without the check the zero rect of
/// a drag (K11) gives the whole window height and throws the view off screen. With
/// `Options.didChangeFrameOnPad` it also handles `DidChangeFrame`, on iPad only, so the view
/// drops at once when the keyboard splits.
///
/// Logs one tagged line per computation: `[keyboard][tracker] keyboardWillChangeFrame:
/// calculated height - 437.9` (K14) with a logger labelled `keyboard.tracker`.
public final class MailRuKeyboardTracker: KeyboardTracker, ConfinedObject {
    public struct Options: Sendable, Equatable {
        /// K12: on iPad, `frame.maxY < windowHeight` means undocked: height 0.
        public var undockedCheck: Bool
        /// K12: handle `DidChangeFrame` too, on iPad only.
        public var didChangeFrameOnPad: Bool

        public init(undockedCheck: Bool = true, didChangeFrameOnPad: Bool = true) {
            self.undockedCheck = undockedCheck
            self.didChangeFrameOnPad = didChangeFrameOnPad
        }

        /// The tracker as first written, before the iPad fixes.
        public static let withoutIPadFixes = Options(undockedCheck: false, didChangeFrameOnPad: false)
    }

    public let kind = TrackerKind.mailru
    public let window: Window

    public struct State {
        public var options: Options
        /// The idiom to check for `.pad`; nil reads `UIDevice.current` at each notification.
        public var idiom: UIDevice.UserInterfaceIdiom?
        /// The delegate's `keyboardWillChange(keyboardHeight)`, called after the view moved.
        public var keyboardWillChange: ((Double) -> Void)?
        /// The height last calculated.
        public fileprivate(set) var keyboardHeight: Double = 0
        /// Whether the last frame was taken for an undocked keyboard (K12).
        public fileprivate(set) var isKeyboardUnlocked = false
    }

    public let state: Confined<State>


    private let lifted: LiftedView
    private let trackerLogger: Logger
    private let reporter: BeliefReporter
    private let subscription: NotificationSubscription<MailRuKeyboardTracker>

    /// - Parameters:
    ///   - window: the app's window; keyboard frames are converted into it.
    ///   - view: the view the keyboard lifts (Ike's tummy).
    public init(app: any KeyboardAppActions, window: Window, view: View, options: Options = Options(),
                idiom: UIDevice.UserInterfaceIdiom? = nil, logger: Logger = Logger(label: "keyboard.tracker")) {
        self.window = window
        state = Confined(State(options: options, idiom: idiom))
        lifted = LiftedView(view)
        trackerLogger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.keyboardWillChangeFrame($1) },
            .on(UIResponder.keyboardDidChangeFrameNotification) { $0.keyboardDidChangeFrame($1) },
        ])
    }

    public var view: View { lifted.view }
    public var believedKeyboardHeight: Double { state.keyboardHeight }
    public var viewBottom: Double { lifted.bottom }
    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["Undocked": .bool(state.isKeyboardUnlocked)]) { $1 }
    }

    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        lifted.expectedBottom(forKeyboardHeight: keyboardHeight)
    }

    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        state.keyboardHeight = keyboardHeight
        lifted.place(liftedBy: keyboardHeight)
        reporter.send(beliefFacts)
    }

    private func isIPad() -> Bool {
        (state.idiom ?? UIDevice.current.userInterfaceIdiom) == .pad
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        handle(notification, function: "keyboardWillChangeFrame")
    }

    private func keyboardDidChangeFrame(_ notification: Notification) {
        guard state.options.didChangeFrameOnPad, isIPad() else { return }
        handle(notification, function: "keyboardDidChangeFrame")
    }

    private func handle(_ notification: Notification, function: String) {
        guard let info = KeyboardNotificationInfo(notification) else { return }
        let keyboardFrame = window.convert(info.frameEnd, from: nil)
        let windowHeight = Double(window.frame.height)
        var keyboardHeight = windowHeight - keyboardFrame.minY
        state.isKeyboardUnlocked = state.options.undockedCheck && isIPad() && keyboardFrame.maxY < windowHeight
        if state.isKeyboardUnlocked {
            keyboardHeight = 0.0
        }
        trackerLogger.info("\(function): calculated height - \(keyboardHeight)")
        state.keyboardHeight = keyboardHeight
        View.animate(withDuration: info.animationDuration) {
            lifted.place(liftedBy: keyboardHeight)
        }
        let keyboardWillChange = state.keyboardWillChange
        keyboardWillChange?(keyboardHeight)
        reporter.send(beliefFacts)
    }
}
