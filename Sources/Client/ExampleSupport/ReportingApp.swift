import Foundation
import KeyboardClient

/// The app as the tracker sees it: every call goes to keyboardd unchanged, and each `Report`
/// (what the tracker believes, sent right after it acts) is also printed as a line. Observers
/// of one notification run in no defined order on Linux, so this is where the belief after a
/// notification can be seen, not beside the notification's own line.
final class ReportingApp: KeyboardAppActions {
    let app: KeyboardApp
    /// Called where the trackers report: on the app's queue.
    let onReport: Confined<([String: ReportValue]) -> Void>

    init(_ app: KeyboardApp, onReport: @escaping ([String: ReportValue]) -> Void) {
        self.app = app
        self.onReport = Confined(onReport)
    }

    var bundleId: String { app.bundleId }
    var notificationCenter: NotificationCenter { app.notificationCenter }
    var applicationState: UIApplication.State { app.applicationState }

    func becomeFirstResponder(_ responder: String, traits: ResponderTraits) throws -> Bool {
        try app.becomeFirstResponder(responder, traits: traits)
    }

    func resignFirstResponder() throws -> Bool { try app.resignFirstResponder() }
    func resignFirstResponder(animated: Bool) throws -> Bool { try app.resignFirstResponder(animated: animated) }
    func pushViewController(searchField: Bool) throws { try app.pushViewController(searchField: searchField) }
    func popViewController(searchField: Bool) throws { try app.popViewController(searchField: searchField) }
    func reloadInputViews() throws { try app.reloadInputViews() }
    func setInputAccessoryViewHeight(_ height: Double) throws { try app.setInputAccessoryViewHeight(height) }
    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws { try app.setWindowFrame(windowID, frame) }
    func setSnapshotCover(_ covered: Bool) throws { try app.setSnapshotCover(covered) }
    func windows() throws -> [AppWindow] { try app.windows() }
    func windowFrame() throws -> CGRect { try app.windowFrame() }

    func report(_ facts: [String: ReportValue]) throws {
        try app.report(facts)
        let onReport = onReport.value
        onReport(facts)
    }
}
