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
public final class IQKeyboardManagerTracker: KeyboardTracker {
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
    /// `keyboardDistance`: 10 by default.
    public var keyboardDistance: CGFloat { _read { yield _keyboardDistance.value } _modify { yield &_keyboardDistance.value } }
    private let _keyboardDistance = Confined<CGFloat>(10, "IQKeyboardManagerTracker.keyboardDistance")
    /// `IQKeyboardManager.shared.isEnabled`.
    public var distanceHandlingEnabled: Bool { _read { yield _distanceHandlingEnabled.value } _modify { yield &_distanceHandlingEnabled.value } }
    private let _distanceHandlingEnabled = Confined<Bool>(true, "IQKeyboardManagerTracker.distanceHandlingEnabled")
    /// The screen's bounds (`notification.object as? UIScreen`, else `UIScreen.main`).
    public var screenBounds: CGRect { _read { yield _screenBounds.value } _modify { yield &_screenBounds.value } }
    private let _screenBounds: Confined<CGRect>
    /// IQKeyboardNotification's iOS 26 hide fix (#2124): on for a build with Xcode 26 running on
    /// iOS 26; the app does not know keyboardd's era, so it is a switch.
    public var hideFrameFix: Bool { _read { yield _hideFrameFix.value } _modify { yield &_hideFrameFix.value } }
    private let _hideFrameFix = Confined<Bool>(true, "IQKeyboardManagerTracker.hideFrameFix")
    /// The top layout guide without a navigation bar: the status bar's height, or the root's top
    /// layout margin if larger. Nil takes the window's top safe-area inset for the status bar.
    public var statusBarHeight: CGFloat? { _read { yield _statusBarHeight.value } _modify { yield &_statusBarHeight.value } }
    private let _statusBarHeight = Confined<CGFloat?>(nil, "IQKeyboardManagerTracker.statusBarHeight")
    /// The root view's `directionalLayoutMargins`; nil takes its safe-area insets (UIKit's default
    /// for a view controller's view, whose system minimum margins are 0 at the top and bottom).
    public var rootLayoutMargins: EdgeInsets? { _read { yield _rootLayoutMargins.value } _modify { yield &_rootLayoutMargins.value } }
    private let _rootLayoutMargins = Confined<EdgeInsets?>(nil, "IQKeyboardManagerTracker.rootLayoutMargins")

    var keyboardInfo: IQKeyboardReading { _read { yield _keyboardInfo.value } _modify { yield &_keyboardInfo.value } }
    private let _keyboardInfo: Confined<IQKeyboardReading>
    var oldKeyboardInfo: IQKeyboardReading { _read { yield _oldKeyboardInfo.value } _modify { yield &_oldKeyboardInfo.value } }
    private let _oldKeyboardInfo: Confined<IQKeyboardReading>
    /// The field being edited (`textInputView`).
    public internal(set) var textInputView: TextField? { _read { yield _textInputView.value } _modify { yield &_textInputView.value } }
    private let _textInputView = Confined<TextField?>(nil, "IQKeyboardManagerTracker.textInputView")
    /// The field last moved for, kept after it ends editing, for the belief.
    public internal(set) var trackedField: TextField? { get { _trackedField.value.object } set { _trackedField.value.object = newValue } }
    private let _trackedField = Confined(WeakReference<TextField>(), "IQKeyboardManagerTracker.trackedField")
    var rootConfiguration: RootConfiguration? { _read { yield _rootConfiguration.value } _modify { yield &_rootConfiguration.value } }
    private let _rootConfiguration = Confined<RootConfiguration?>(nil, "IQKeyboardManagerTracker.rootConfiguration")
    var lastEvent: Event { _read { yield _lastEvent.value } _modify { yield &_lastEvent.value } }
    private let _lastEvent = Confined<Event>(.hide, "IQKeyboardManagerTracker.lastEvent")
    var lastScrollViewConfiguration: ScrollViewConfiguration? { _read { yield _lastScrollViewConfiguration.value } _modify { yield &_lastScrollViewConfiguration.value } }
    private let _lastScrollViewConfiguration = Confined<ScrollViewConfiguration?>(nil, "IQKeyboardManagerTracker.lastScrollViewConfiguration")
    /// `movedDistance`: how far the root view is above where it began.
    public internal(set) var movedDistance: CGFloat { _read { yield _movedDistance.value } _modify { yield &_movedDistance.value } }
    private let _movedDistance = Confined<CGFloat>(0, "IQKeyboardManagerTracker.movedDistance")
    /// `adjustPosition` runs that got past their guards.
    public internal(set) var adjustments: Int { _read { yield _adjustments.value } _modify { yield &_adjustments.value } }
    private let _adjustments = Confined<Int>(0, "IQKeyboardManagerTracker.adjustments")

    let app: any KeyboardAppActions
    let reporter: BeliefReporter
    let logger: Logger
    private let center: NotificationCenter
    private var subscription: NotificationSubscription { _subscription.initialized {
        let keyboard = UIResponder.keyboardNotificationNames
        let editing = EditingEvent.Kind.allCases
        return NotificationSubscription(center: center,
            keyboard.map { name in (name, { @Sendable [weak self] in self?.receiveKeyboard($0) }) }
            + editing.map { kind in (kind.notificationName, { @Sendable [weak self] in self?.receiveEditing(kind, $0) }) }
            + [(UIApplication.didBecomeActiveNotification, { @Sendable [weak self] _ in self?.applicationDidBecomeActive() })])
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "IQKeyboardManagerTracker.subscription")

    /// - Parameters:
    ///   - rootView: the view IQKeyboardManager moves (the view controller's view).
    ///   - screenBounds: nil takes the root's window's frame.
    public init(app: any KeyboardAppActions, rootView: View, screenBounds: CGRect? = nil,
                logger: Logger = Logger(label: "keyboard.tracker")) {
        self.app = app
        self.rootView = rootView
        let screen = screenBounds ?? rootView.window?.frame ?? rootView.frame
        _screenBounds = Confined(screen, "IQKeyboardManagerTracker.screenBounds")
        _keyboardInfo = Confined(.initial(screen: screen), "IQKeyboardManagerTracker.keyboardInfo")
        _oldKeyboardInfo = Confined(.initial(screen: screen), "IQKeyboardManagerTracker.oldKeyboardInfo")
        self.logger = logger
        reporter = BeliefReporter(app: app, logger: logger)
        center = app.notificationCenter
    }

    public var isEnabled: Bool { subscription.isActive }
    public func enable() { subscription.start() }
    public func disable() { subscription.stop() }

    /// The on-screen height of the keyboard last stored.
    public var believedKeyboardHeight: Double { keyboardInfo.endFrame.height }

    public var beliefFacts: [String: ReportValue] {
        commonFacts.merging(["MovedDistance": .double(movedDistance),
                             "ContentOffsetY": .double(Double(lastScrollViewConfiguration?.scrollView.contentOffset.y ?? 0))]) { $1 }
    }

    // MARK: - Notifications

    /// IQKeyboardNotification's store, then IQActiveConfiguration's handler.
    private func receiveKeyboard(_ notification: Notification) {
        guard let reading = IQKeyboardReading(notification, screen: screenBounds, hideFrameFix: hideFrameFix),
              reading != keyboardInfo else { return }
        oldKeyboardInfo = keyboardInfo
        keyboardInfo = reading
        guard oldKeyboardInfo.endFrame.height != reading.endFrame.height else { return }
        if textInputView != nil, reading.isVisible, rootConfiguration == nil {
            updateRootController(textInputView)
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
            guard let field, field !== textInputView else { return }
            textInputView = field
            updateRootController(field)
            sendEvent()
        } else if field === textInputView {
            textInputView = nil
        }
    }

    /// `applicationDidBecomeActive`.
    private func applicationDidBecomeActive() {
        guard distanceHandlingEnabled, keyboardInfo.isVisible, isReady else { return }
        adjustPosition()
    }

    /// `isReady`: a field and a root view in a window.
    var isReady: Bool { textInputView != nil && rootConfiguration != nil && rootView.window != nil }

    /// `updateRootController(textInputView:)`: a new root is taken only when there is none in this
    /// window; without a field, a moved root goes back and is forgotten.
    private func updateRootController(_ field: TextField?) {
        guard let field, field.isDescendant(of: rootView) else {
            restoreRootOrigin()
            rootConfiguration = nil
            return
        }
        guard rootConfiguration == nil else { return }
        rootConfiguration = RootConfiguration(beginOrigin: rootView.frame.origin, beginSafeAreaInsets: rootView.safeAreaInsets)
    }

    /// IQActiveConfiguration's `sendEvent`.
    private func sendEvent() {
        guard rootConfiguration != nil, rootView.window != nil else { return }
        if keyboardInfo.isVisible {
            notify(lastEvent == .hide ? .show : .change)
        } else if lastEvent != .hide {
            notify(.hide)
            rootConfiguration = nil
        }
    }

    /// IQKeyboardManager's handlers of the three events.
    private func notify(_ event: Event) {
        lastEvent = event
        switch event {
        case .show, .change:
            if distanceHandlingEnabled { adjustPosition() } else { restorePosition() }
        case .hide:
            restorePosition()
            lastScrollViewConfiguration = nil
        }
    }
}
