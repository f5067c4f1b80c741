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
public final class KeyboardMan: Sendable {
    private let app: any KeyboardAppActions
    private var subscription: NotificationSubscription { _subscription.initialized {
        NotificationSubscription(center: app.notificationCenter, [
            (UIResponder.keyboardWillShowNotification, { @Sendable [weak self] in self?.keyboardWillShow($0) }),
            (UIResponder.keyboardWillChangeFrameNotification, { @Sendable [weak self] in self?.keyboardWillChangeFrame($0) }),
            (UIResponder.keyboardWillHideNotification, { @Sendable [weak self] in self?.keyboardWillHide($0) }),
            (UIResponder.keyboardDidHideNotification, { @Sendable [weak self] in self?.keyboardDidHide($0) }),
        ])
    } }
    private let _subscription = Confined<NotificationSubscription?>(nil, "KeyboardMan.subscription")

    public init(app: any KeyboardAppActions) {
        self.app = app
    }

    public var keyboardObserveEnabled: Bool {
        get { _keyboardObserveEnabled.value }
        set {
            _keyboardObserveEnabled.value = newValue
            if keyboardObserveEnabled { subscription.start() } else { subscription.stop() }
        }
    }
    private let _keyboardObserveEnabled = Confined<Bool>(false, "KeyboardMan.keyboardObserveEnabled")

    /// Which acted-on notification of this appearance comes next, from 0; back to 0 on hide.
    public private(set) var appearPostIndex: Int { _read { yield _appearPostIndex.value } _modify { yield &_appearPostIndex.value } }
    private let _appearPostIndex = Confined<Int>(0, "KeyboardMan.appearPostIndex")

    /// The last notification, as understood; nil before the first and after `DidHide`.
    public private(set) var keyboardInfo: KeyboardInfo? {
        get { _keyboardInfo.value }
        set {
            willSetKeyboardInfo(newValue)
            _keyboardInfo.value = newValue
        }
    }
    private let _keyboardInfo = Confined<KeyboardInfo?>(nil, "KeyboardMan.keyboardInfo")

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

    public var animateWhenKeyboardAppear: ((_ appearPostIndex: Int, _ keyboardHeight: CGFloat, _ keyboardHeightIncrement: CGFloat) -> Void)? {
        get { _animateWhenKeyboardAppear.value }
        set {
            _animateWhenKeyboardAppear.value = newValue
            keyboardObserveEnabled = true
        }
    }
    private let _animateWhenKeyboardAppear = Confined<((_ appearPostIndex: Int, _ keyboardHeight: CGFloat, _ keyboardHeightIncrement: CGFloat) -> Void)?>(nil, "KeyboardMan.animateWhenKeyboardAppear")

    public var animateWhenKeyboardDisappear: ((_ keyboardHeight: CGFloat) -> Void)? {
        get { _animateWhenKeyboardDisappear.value }
        set {
            _animateWhenKeyboardDisappear.value = newValue
            keyboardObserveEnabled = true
        }
    }
    private let _animateWhenKeyboardDisappear = Confined<((_ keyboardHeight: CGFloat) -> Void)?>(nil, "KeyboardMan.animateWhenKeyboardDisappear")

    public var postKeyboardInfo: ((_ keyboardMan: KeyboardMan, _ keyboardInfo: KeyboardInfo) -> Void)? {
        get { _postKeyboardInfo.value }
        set {
            _postKeyboardInfo.value = newValue
            keyboardObserveEnabled = true
        }
    }
    private let _postKeyboardInfo = Confined<((_ keyboardMan: KeyboardMan, _ keyboardInfo: KeyboardInfo) -> Void)?>(nil, "KeyboardMan.postKeyboardInfo")

    private func act(on info: KeyboardInfo) {
        let options = View.AnimationOptions(rawValue: info.animationCurve << 16 | View.AnimationOptions.beginFromCurrentState.rawValue)
        View.animate(withDuration: info.animationDuration, delay: 0, options: options, animations: {
            switch info.action {
            case .show:
                animateWhenKeyboardAppear?(appearPostIndex, info.height, info.heightIncrement)
                appearPostIndex += 1
            case .hide:
                animateWhenKeyboardDisappear?(info.height)
                appearPostIndex = 0
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
