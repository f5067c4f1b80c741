import Foundation
import KeyboardClient
import Logging
import TrackerOptions

/// IQKeyboardManagerSwift's distance handling: keep the focused field `keyboardDistance` above the
/// keyboard by scrolling its scroll views and moving its root view. Version read: hackiftekhar/IQKeyboardManager
/// at a55dbfc9 (February 2026: 8.0.2 and fixes), `IQKeyboardManagerSwift/IQKeyboardManager/`
/// (`Configuration/IQActiveConfiguration.swift`, `Configuration/IQRootControllerConfiguration.swift`,
/// `Configuration/IQScrollViewConfiguration.swift`, `IQKeyboardManager+ActiveConfiguration.swift`,
/// `IQKeyboardManager+Position.swift`), with the packages it reads through:
/// hackiftekhar/IQKeyboardNotification at efa705d (1.0.7) and hackiftekhar/IQTextInputViewNotification
/// at 723784a (1.0.9). The toolbar, return-key and resign-on-touch features are left out.
///
/// Rules (where each lives is in the function that applies it):
/// - the keyboard: all six notifications, each normalised (`IQKeyboardReading`: the on-screen
///   height; a floating keyboard is height 0; iOS 26's hide fix), stored only when its event or
///   end frame differ, and acted on only when the end frame's height changes (so a re-announced
///   keyboard, N8, does nothing); `IsLocal` is read by nobody;
/// - the field: DidBeginEditing of a text field or text view makes it the field and the root view
///   the one to move (a focus change with the keyboard up moves it with no keyboard notification,
///   N2); DidEndEditing forgets it;
/// - show/change/hide: a visible keyboard after a hide is a show, else a change; a hidden one after
///   a show or change is a hide, which puts everything back;
/// - `adjustPosition` only while the app is active (an inactive app hearing another app's
///   keyboard, K3, moves nothing), and again at DidBecomeActive when a keyboard is visible;
/// - the move (`IQKeyboardDistance`): the keyboard grown by `keyboardDistance` and the root's
///   bottom safe area, intersected with the window; the field's scroll views scroll first, the
///   root view moves by what is left; the nearest scroll view's bottom inset covers the keyboard.
///
/// Judged like the `listener` tracker: by the focused field's bottom (`field covered`), where its
/// own layout wants it. Not modelled: table and collection views' previous-row rule and their
/// `reloadInputViews` (#1697, #2102), a scrollable text view's own inset, navigation bars and the
/// interactive pop gesture, orientation changes, per-field distances and enabled/disabled classes
/// (one `distanceHandlingEnabled` switch).
public final class IQKeyboardManagerTracker: KeyboardTracker, ConfinedObject {
    enum Event { case hide, show, change }

    struct RootConfiguration {
        let beginOrigin: CGPoint
        let beginSafeAreaInsets: EdgeInsets
    }

    struct ScrollViewConfiguration {
        let scrollView: ScrollView
        let startingContentOffset: CGPoint
        let startingContentInset: EdgeInsets
        let startingScrollIndicatorInsets: EdgeInsets

        init(_ scrollView: ScrollView) {
            self.scrollView = scrollView
            startingContentOffset = scrollView.contentOffset
            startingContentInset = scrollView.contentInset
            startingScrollIndicatorInsets = scrollView.scrollIndicatorInsets
        }
    }

    public let kind = TrackerKind.iqKeyboardManager
    /// The root controller's view (`parentContainerViewController().view`), in its window.
    public let rootView: View

    public struct State {
        /// `keyboardDistance`: 10 by default.
        public var keyboardDistance: CGFloat = 10
        /// `IQKeyboardManager.shared.isEnabled`.
        public var distanceHandlingEnabled = true
        /// The screen's bounds (`notification.object as? UIScreen`, else `UIScreen.main`).
        public var screenBounds: CGRect
        /// IQKeyboardNotification's iOS 26 hide fix (#2124): on for a build with Xcode 26 running on
        /// iOS 26; the app does not know keyboardd's era, so it is a switch.
        public var hideFrameFix = true
        /// The top layout guide without a navigation bar: the status bar's height, or the root's top
        /// layout margin if larger. Nil takes the window's top safe-area inset for the status bar.
        public var statusBarHeight: CGFloat?
        /// The root view's `directionalLayoutMargins`; nil takes its safe-area insets (UIKit's default
        /// for a view controller's view, whose system minimum margins are 0 at the top and bottom).
        public var rootLayoutMargins: EdgeInsets?
        var keyboardInfo: IQKeyboardReading
        var oldKeyboardInfo: IQKeyboardReading
        /// The field being edited (`textInputView`).
        public internal(set) var textInputView: TextField?
        /// The field last moved for, kept after it ends editing, for the belief.
        public internal(set) weak var trackedField: TextField?
        var rootConfiguration: RootConfiguration?
        var lastEvent = Event.hide
        var lastScrollViewConfiguration: ScrollViewConfiguration?
        /// `movedDistance`: how far the root view is above where it began.
        public internal(set) var movedDistance: CGFloat = 0
        /// `adjustPosition` runs that got past their guards.
        public internal(set) var adjustments = 0
    }

    public let state: Confined<State>
    let app: any KeyboardAppActions
    let reporter: BeliefReporter
    let logger: Logger
    private let subscription: NotificationSubscription<IQKeyboardManagerTracker>

    /// - Parameters:
    ///   - rootView: the view IQKeyboardManager moves (the view controller's view).
    ///   - screenBounds: nil takes the root's window's frame.
    public init(app: any KeyboardAppActions, rootView: View, screenBounds: CGRect? = nil,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.app = app
        self.rootView = rootView
        let screen = screenBounds ?? rootView.window?.frame ?? rootView.frame
        state = Confined(State(screenBounds: screen, keyboardInfo: .initial(screen: screen), oldKeyboardInfo: .initial(screen: screen)))
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        let keyboard = UIResponder.keyboardNotificationNames
        let editing = EditingEvent.Kind.allCases
        subscription = NotificationSubscription(center: app.notificationCenter,
            keyboard.map { name in .on(name) { $0.receiveKeyboard($1) } }
            + editing.map { kind in .on(kind.notificationName) { $0.receiveEditing(kind, $1) } }
            + [.on(UIApplication.didBecomeActiveNotification) { owner, _ in owner.applicationDidBecomeActive() }])
    }

    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start(for: self) }
    public func disable() { subscription.stop() }

    /// The on-screen height of the keyboard last stored.
    public var believedKeyboardHeight: Double { state.keyboardInfo.endFrame.height }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["MovedDistance": .double(state.movedDistance),
                             "ContentOffsetY": .double(Double(state.lastScrollViewConfiguration?.scrollView.contentOffset.y ?? 0))]) { $1 }
    }

    // MARK: - Notifications

    /// IQKeyboardNotification's store, then IQActiveConfiguration's handler.
    private func receiveKeyboard(_ notification: Notification) {
        guard let reading = IQKeyboardReading(notification, screen: state.screenBounds, hideFrameFix: state.hideFrameFix),
              reading != state.keyboardInfo else { return }
        state.oldKeyboardInfo = state.keyboardInfo
        state.keyboardInfo = reading
        guard state.oldKeyboardInfo.endFrame.height != reading.endFrame.height else { return }
        if state.textInputView != nil, reading.isVisible, state.rootConfiguration == nil {
            updateRootController(state.textInputView)
        }
        sendEvent()
        if reading.endFrame.height == 0 {
            updateRootController(nil)
        }
    }

    /// IQTextInputViewNotification, then IQActiveConfiguration's begin-editing handler. The field
    /// is found by the responder's name in the root view's hierarchy.
    private func receiveEditing(_ kind: EditingEvent.Kind, _ notification: Notification) {
        guard let name = notification.userInfo?[EditingEvent.responderKey] as? String else { return }
        let field = rootView.rootView.allDescendants.first { ($0 as? TextField)?.name == name } as? TextField
        if kind.began {
            guard let field, field !== state.textInputView else { return }
            state.textInputView = field
            updateRootController(field)
            sendEvent()
        } else if field === state.textInputView {
            state.textInputView = nil
        }
    }

    /// `applicationDidBecomeActive`.
    private func applicationDidBecomeActive() {
        guard state.distanceHandlingEnabled, state.keyboardInfo.isVisible, isReady else { return }
        adjustPosition()
    }

    /// `isReady`: a field and a root view in a window.
    var isReady: Bool { state.textInputView != nil && state.rootConfiguration != nil && rootView.window != nil }

    /// `updateRootController(textInputView:)`: a new root is taken only when there is none in this
    /// window; without a field, a moved root goes back and is forgotten.
    private func updateRootController(_ field: TextField?) {
        guard let field, field.isDescendant(of: rootView) else {
            restoreRootOrigin()
            state.rootConfiguration = nil
            return
        }
        guard state.rootConfiguration == nil else { return }
        state.rootConfiguration = RootConfiguration(beginOrigin: rootView.frame.origin, beginSafeAreaInsets: rootView.safeAreaInsets)
    }

    /// IQActiveConfiguration's `sendEvent`.
    private func sendEvent() {
        guard state.rootConfiguration != nil, rootView.window != nil else { return }
        if state.keyboardInfo.isVisible {
            notify(state.lastEvent == .hide ? .show : .change)
        } else if state.lastEvent != .hide {
            notify(.hide)
            state.rootConfiguration = nil
        }
    }

    /// IQKeyboardManager's handlers of the three events.
    private func notify(_ event: Event) {
        state.lastEvent = event
        switch event {
        case .show, .change:
            if state.distanceHandlingEnabled { adjustPosition() } else { restorePosition() }
        case .hide:
            restorePosition()
            state.lastScrollViewConfiguration = nil
        }
    }
}
