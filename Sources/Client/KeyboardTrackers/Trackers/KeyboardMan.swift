import Foundation
import KeyboardClient

/// nixzhu's KeyboardMan (nixzhu's article), ported: it survives WillShow arriving two or three times
/// (M1) or too few times (M2) by treating `WillChangeFrame` as a Show, but only when the last
/// action was a Show (which also keeps the dismiss after a split from counting as a Show, M6);
/// it acts only when the action changes or the height increment is not zero (M4); `DidHide`
/// clears the state; and it ignores everything while the app is not active, such as the
/// WillShow and WillChangeFrame iOS re-sends on the way back from the background (M5).
///
/// Acting calls, inside an animation with the keyboard's duration,
/// `animateWhenKeyboardAppear(appearPostIndex, keyboardHeight, keyboardHeightIncrement)`, where
/// `appearPostIndex` counts the acted-on notifications of this appearance from 0, or
/// `animateWhenKeyboardDisappear(keyboardHeight)`; then `postKeyboardInfo(keyboardMan, info)`.
///
/// As in the library, setting any of the three closures turns observing on.
public final class KeyboardMan: ConfinedObject {
    public typealias AppearAnimation = (_ appearPostIndex: Int, _ keyboardHeight: CGFloat, _ keyboardHeightIncrement: CGFloat) -> Void
    public typealias DisappearAnimation = (_ keyboardHeight: CGFloat) -> Void
    public typealias InfoHandler = (_ keyboardMan: KeyboardMan, _ keyboardInfo: KeyboardInfo) -> Void

    public struct State {
        fileprivate var keyboardObserveEnabled = false
        /// Which acted-on notification of this appearance comes next, from 0; back to 0 on hide.
        public fileprivate(set) var appearPostIndex = 0
        fileprivate var keyboardInfo: KeyboardInfo?
        fileprivate var animateWhenKeyboardAppear: AppearAnimation?
        fileprivate var animateWhenKeyboardDisappear: DisappearAnimation?
        fileprivate var postKeyboardInfo: InfoHandler?
    }

    public let state = Confined(State())
    private let app: any KeyboardAppActions
    private let subscription: NotificationSubscription<KeyboardMan>

    public init(app: any KeyboardAppActions) {
        self.app = app
        subscription = NotificationSubscription(center: app.notificationCenter, [
            .on(UIResponder.keyboardWillShowNotification) { $0.keyboardWillShow($1) },
            .on(UIResponder.keyboardWillChangeFrameNotification) { $0.keyboardWillChangeFrame($1) },
            .on(UIResponder.keyboardWillHideNotification) { $0.keyboardWillHide($1) },
            .on(UIResponder.keyboardDidHideNotification) { $0.keyboardDidHide($1) },
        ])
    }

    public var keyboardObserveEnabled: Bool {
        get { state.keyboardObserveEnabled }
        set {
            state.keyboardObserveEnabled = newValue
            if newValue { subscription.start(for: self) } else { subscription.stop() }
        }
    }

    /// The last notification, as understood; nil before the first and after `DidHide`.
    public private(set) var keyboardInfo: KeyboardInfo? {
        get { state.keyboardInfo }
        set {
            willSetKeyboardInfo(newValue)
            state.keyboardInfo = newValue
        }
    }

    private func willSetKeyboardInfo(_ newValue: KeyboardInfo?) {
        // M5: not while the app is inactive or in the background.
        if app.applicationState != .active {
            return
        }
        if let info = newValue {
            if !info.isSameAction || info.heightIncrement != 0 {
                act(on: info)
            }
        }
    }

    /// The keyboard's height as last understood (`keyboardInfo.height`, 0 without).
    public var keyboardHeight: Double { keyboardInfo.map { Double($0.height) } ?? 0 }
    /// The last height increment (`keyboardInfo.heightIncrement`, 0 without).
    public var keyboardHeightIncrement: Double { keyboardInfo.map { Double($0.heightIncrement) } ?? 0 }

    public var animateWhenKeyboardAppear: AppearAnimation? {
        get { state.animateWhenKeyboardAppear }
        set {
            state.animateWhenKeyboardAppear = newValue
            keyboardObserveEnabled = true
        }
    }

    public var animateWhenKeyboardDisappear: DisappearAnimation? {
        get { state.animateWhenKeyboardDisappear }
        set {
            state.animateWhenKeyboardDisappear = newValue
            keyboardObserveEnabled = true
        }
    }

    public var postKeyboardInfo: InfoHandler? {
        get { state.postKeyboardInfo }
        set {
            state.postKeyboardInfo = newValue
            keyboardObserveEnabled = true
        }
    }

    private func act(on info: KeyboardInfo) {
        let options = View.AnimationOptions(rawValue: info.animationCurve << 16 | View.AnimationOptions.beginFromCurrentState.rawValue)
        View.animate(withDuration: info.animationDuration, delay: 0, options: options, animations: {
            switch info.action {
            case .show:
                animateWhenKeyboardAppear?(state.appearPostIndex, info.height, info.heightIncrement)
                state.appearPostIndex += 1
            case .hide:
                animateWhenKeyboardDisappear?(info.height)
                state.appearPostIndex = 0
            }
        }, completion: nil)
        postKeyboardInfo?(self, info)
    }

    private func handleKeyboard(_ notification: Notification, _ action: KeyboardInfo.Action) {
        guard let parsed = KeyboardNotificationInfo(notification) else { return }
        let currentHeight = parsed.frameEnd.height
        let previousHeight = keyboardInfo?.height ?? 0
        let heightIncrement = currentHeight - previousHeight
        let isSameAction: Bool
        if let previousAction = keyboardInfo?.action {
            isSameAction = action == previousAction
        } else {
            isSameAction = false
        }
        keyboardInfo = KeyboardInfo(
            animationDuration: parsed.animationDuration, animationCurve: UInt(max(0, parsed.animationCurve)),
            frameBegin: parsed.frameBegin, frameEnd: parsed.frameEnd,
            heightIncrement: heightIncrement, action: action, isSameAction: isSameAction)
    }

    private func keyboardWillShow(_ notification: Notification) {
        handleKeyboard(notification, .show)
    }

    /// M3, M4: WillChangeFrame comes before the first WillShow (no info yet: ignored) and counts
    /// as a Show only after a Show.
    private func keyboardWillChangeFrame(_ notification: Notification) {
        if let keyboardInfo {
            if keyboardInfo.action == .show {
                handleKeyboard(notification, .show)
            }
        }
    }

    private func keyboardWillHide(_ notification: Notification) {
        handleKeyboard(notification, .hide)
    }

    private func keyboardDidHide(_ notification: Notification) {
        keyboardInfo = nil
    }
}
