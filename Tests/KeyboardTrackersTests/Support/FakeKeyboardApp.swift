import Foundation
import KeyboardClient
import KeyboardTrackers
import Synchronization

/// An app for tracker tests: records every App1 call, and posts UIKit-shaped notifications to a
/// private center synchronously, as keyboardd's client would on the app's queue.
final class FakeKeyboardApp: KeyboardAppActions {
    enum Call: Equatable {
        case becomeFirstResponder(String, ResponderTraits)
        case resignFirstResponder
        case resignFirstResponderWithoutAnimation
        case pushViewController(searchField: Bool)
        case popViewController(searchField: Bool)
        case reloadInputViews
        case setInputAccessoryViewHeight(Double)
        case setWindowFrame(String, CGRect)
        case setSnapshotCover(Bool)
        case report([String: ReportValue])
    }

    private struct State {
        var applicationState = UIApplication.State.active
        var calls: [Call] = []
        var windows: [AppWindow] = []
        var windowFrame: CGRect
        var acceptsFirstResponder = true
        var liveKeyboard: (@Sendable (UInt64) -> CGRect)?
        var clock: (@Sendable () -> UInt64)?
    }

    let bundleId: String
    let notificationCenter = NotificationCenter()
    private let state: Mutex<State>

    init(bundleId: String = "com.example.ike", windowFrame: CGRect = IPhoneX.screen) {
        self.bundleId = bundleId
        state = Mutex(State(windowFrame: windowFrame))
    }

    var applicationState: UIApplication.State {
        get { state.withLock { $0.applicationState } }
        set { state.withLock { $0.applicationState = newValue } }
    }

    var windowList: [AppWindow] {
        get { state.withLock { $0.windows } }
        set { state.withLock { $0.windows = newValue } }
    }

    var acceptsFirstResponder: Bool {
        get { state.withLock { $0.acceptsFirstResponder } }
        set { state.withLock { $0.acceptsFirstResponder = newValue } }
    }

    /// Where the keyboard is at a time (ms); nil: the app cannot say (`keyboardFrame` throws).
    var liveKeyboard: (@Sendable (UInt64) -> CGRect)? {
        get { state.withLock { $0.liveKeyboard } }
        set { state.withLock { $0.liveKeyboard = newValue } }
    }

    /// keyboardd's clock, ms, for `now()` and `keyboardFrame()`.
    var clock: (@Sendable () -> UInt64)? {
        get { state.withLock { $0.clock } }
        set { state.withLock { $0.clock = newValue } }
    }

    var calls: [Call] { state.withLock { $0.calls } }

    var reports: [[String: ReportValue]] {
        calls.compactMap { if case .report(let facts) = $0 { facts } else { nil } }
    }

    /// Every call but reports.
    var actions: [Call] {
        calls.filter { if case .report = $0 { false } else { true } }
    }

    private func record(_ call: Call) {
        state.withLock { $0.calls.append(call) }
    }

    // MARK: - KeyboardAppActions

    func becomeFirstResponder(_ responder: String, traits: ResponderTraits) throws -> Bool {
        record(.becomeFirstResponder(responder, traits))
        return acceptsFirstResponder
    }

    func resignFirstResponder() throws -> Bool {
        record(.resignFirstResponder)
        return true
    }

    func resignFirstResponder(animated: Bool) throws -> Bool {
        record(animated ? .resignFirstResponder : .resignFirstResponderWithoutAnimation)
        return true
    }

    func pushViewController(searchField: Bool) throws { record(.pushViewController(searchField: searchField)) }
    func popViewController(searchField: Bool) throws { record(.popViewController(searchField: searchField)) }
    func reloadInputViews() throws { record(.reloadInputViews) }
    func setInputAccessoryViewHeight(_ height: Double) throws { record(.setInputAccessoryViewHeight(height)) }
    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws { record(.setWindowFrame(windowID, frame)) }
    func setSnapshotCover(_ covered: Bool) throws { record(.setSnapshotCover(covered)) }
    func report(_ facts: [String: ReportValue]) throws { record(.report(facts)) }
    func windows() throws -> [AppWindow] { windowList }
    func windowFrame() throws -> CGRect { state.withLock { $0.windowFrame } }

    func keyboardFrame() throws -> CGRect { try keyboardFrame(at: now()) }

    func keyboardFrame(at time: UInt64) throws -> CGRect {
        guard let liveKeyboard else { throw UnsupportedAppAction(action: "keyboardFrame(at:)", app: bundleId) }
        return liveKeyboard(time)
    }

    func now() throws -> UInt64 {
        guard let clock else { throw UnsupportedAppAction(action: "now", app: bundleId) }
        return clock()
    }

    /// Posts what KeyboardClient posts when the app's KeyboardOverlap changes (KVO of the keyboard's view).
    func postKeyboardViewDidMove() {
        notificationCenter.post(name: KeyboardViewObservation.keyboardViewDidMove, object: nil,
                                userInfo: [KeyboardViewObservation.overlapKey: CGRect.zero])
    }

    // MARK: - Posting

    /// One keyboard notification with its userInfo (frames in screen coordinates).
    func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect, duration: TimeInterval = 0.25,
              isLocal: Bool = true) {
        let info = KeyboardNotificationInfo(frameBegin: begin, frameEnd: end, animationDuration: duration,
                                            animationCurve: 7, isLocal: isLocal)
        notificationCenter.postKeyboardNotification(name: name, userInfo: info.userInfo)
    }

    /// A lifecycle notification, with the state UIKit sets before posting it.
    func post(_ lifecycle: Notification.Name) {
        switch lifecycle {
        case UIApplication.willResignActiveNotification, UIApplication.willEnterForegroundNotification:
            applicationState = .inactive
        case UIApplication.didEnterBackgroundNotification:
            applicationState = .background
        case UIApplication.didBecomeActiveNotification:
            applicationState = .active
        default:
            break
        }
        notificationCenter.post(name: lifecycle, object: nil)
    }

    /// K2's show group: WillChangeFrame, WillShow, DidChangeFrame, DidShow.
    func showGroup(from begin: CGRect, to end: CGRect, isLocal: Bool = true) {
        post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardWillShowNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardDidShowNotification, from: begin, to: end, isLocal: isLocal)
    }

    /// K2's hide group: WillChangeFrame, WillHide, DidChangeFrame, DidHide.
    func hideGroup(from begin: CGRect, to end: CGRect, isLocal: Bool = true) {
        post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardWillHideNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardDidChangeFrameNotification, from: begin, to: end, isLocal: isLocal)
        post(UIResponder.keyboardDidHideNotification, from: begin, to: end, isLocal: isLocal)
    }
}
