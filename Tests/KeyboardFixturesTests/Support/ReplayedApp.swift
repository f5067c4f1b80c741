import Foundation
import KeyboardClient
import Synchronization

/// The app a replay drives: the trackers' `KeyboardAppActions` with no bus behind it. Its state
/// follows the replay's lifecycle notifications; its calls (a fix's BecomeFirstResponder, the
/// tracker's Report) are recorded, as keyboardd would record them.
final class ReplayedApp: KeyboardAppActions {
    let bundleId: String
    let notificationCenter = NotificationCenter()
    private let window: CGRect
    private let state = Mutex((applicationState: UIApplication.State.inactive, reports: [[String: ReportValue]](),
                               calls: [String]()))

    init(bundleId: String, windowFrame: CGRect) {
        self.bundleId = bundleId
        window = windowFrame
    }

    var applicationState: UIApplication.State {
        get { state.withLock { $0.applicationState } }
        set { state.withLock { $0.applicationState = newValue } }
    }

    /// Every Report, in order.
    var reports: [[String: ReportValue]] { state.withLock { $0.reports } }
    /// Every other call, by name.
    var calls: [String] { state.withLock { $0.calls } }

    private func record(_ call: String) { state.withLock { $0.calls.append(call) } }

    func becomeFirstResponder(_ responder: String, traits: ResponderTraits) throws -> Bool {
        record("BecomeFirstResponder \(responder)")
        return true
    }

    func resignFirstResponder() throws -> Bool {
        record("ResignFirstResponder")
        return true
    }

    func reloadInputViews() throws { record("ReloadInputViews") }
    func setInputAccessoryViewHeight(_ height: Double) throws { record("SetInputAccessoryViewHeight") }
    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws { record("SetWindowFrame \(windowID)") }
    func setSnapshotCover(_ covered: Bool) throws { record("SetSnapshotCover \(covered)") }
    func report(_ facts: [String: ReportValue]) throws { state.withLock { $0.reports.append(facts) } }
    func windows() throws -> [AppWindow] { [AppWindow(id: "app", kind: .app, isHidden: false, frame: window)] }
    func windowFrame() throws -> CGRect { window }
}
