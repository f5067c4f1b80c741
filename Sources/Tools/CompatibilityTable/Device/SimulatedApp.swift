import Foundation
import KeyboardClient
import KeyboardContract
import KeyboardModel

/// One app of the in-process runner, as its tracker and fixes see it (`KeyboardAppActions`): its
/// own NotificationCenter, UIKit's application state as KeyboardClient keeps it (changed just
/// before each lifecycle notification is posted), and every App1 call made straight on the
/// model, at the model's now. What the model sends the app waits in `inbox` until the device
/// delivers it, in order, as KeyboardClient's queue would.
final class SimulatedApp: KeyboardAppActions, ConfinedObject {
    let bundleId: String
    let notificationCenter = NotificationCenter()

    struct State {
        fileprivate var applicationState = UIApplication.State.inactive
        /// What the model sent and the app has not handled yet, oldest first.
        var inbox: [Delivery] = []
    }

    let state = Confined(State())
    var applicationState: UIApplication.State { state.applicationState }

    /// One thing the app is told: a notification as KeyboardClient posts it, or its
    /// KeyboardOverlap changed (`KeyboardViewObservation`, which KeyboardClient posts too).
    enum Delivery {
        case event(ClientEvent)
        case keyboardViewMoved(overlap: CGRect)
    }
    private unowned let device: SimulatedDevice

    init(bundleId: String, device: SimulatedDevice) {
        self.bundleId = bundleId
        self.device = device
    }

    /// Posts one delivery the way KeyboardClient does (KeyboardApp+Delivery).
    func post(_ delivery: Delivery) {
        switch delivery {
        case .event(let event):
            post(event)
        case .keyboardViewMoved(let overlap):
            notificationCenter.post(name: KeyboardViewObservation.keyboardViewDidMove, object: nil,
                                    userInfo: [KeyboardViewObservation.overlapKey: overlap])
        }
    }

    /// A keyboard or editing notification with its userInfo; a lifecycle one after the state it
    /// moves the app to.
    private func post(_ event: ClientEvent) {
        switch event {
        case .keyboard(let keyboard):
            notificationCenter.postKeyboardNotification(keyboard)
        case .editing(let editing):
            notificationCenter.post(name: editing.kind.notificationName, object: nil, userInfo: editing.userInfo)
        case .lifecycle(let lifecycle):
            if let applicationState = lifecycle.applicationState { state.applicationState = applicationState }
            notificationCenter.post(name: lifecycle.notificationName, object: UIApplication.shared)
        case .disconnected, .reregistered:
            return
        }
    }

    // MARK: KeyboardAppActions: the App1 calls on the model

    /// The call as KeyboardClient sends it (its contract values), mapped onto the model as
    /// keyboardd's server maps it.
    private func call(_ request: App1.Call) throws -> App1.Reply { try device.call(request, from: bundleId) }

    func becomeFirstResponder(_ responder: String, traits: KeyboardClient.ResponderTraits) throws -> Bool {
        guard case .becomeFirstResponder(let accepted) = try call(.becomeFirstResponder(responder: responder, traits: try traits.contractTraits()))
        else { return false }
        return accepted
    }

    func resignFirstResponder() throws -> Bool {
        guard case .resignFirstResponder(let resigned) = try call(.resignFirstResponder) else { return false }
        return resigned
    }

    func resignFirstResponder(animated: Bool) throws -> Bool {
        guard case .resignFirstResponderWithOptions(let resigned) = try call(.resignFirstResponderWithOptions(options: .init(animated: animated)))
        else { return false }
        return resigned
    }

    func pushViewController(searchField: Bool) throws { _ = try call(.pushViewController(options: .init(searchField: searchField))) }
    func popViewController(searchField: Bool) throws { _ = try call(.popViewController(options: .init(searchField: searchField))) }

    func reloadInputViews() throws { _ = try call(.reloadInputViews) }

    func setInputAccessoryViewHeight(_ height: Double) throws {
        _ = try call(.setInputAccessoryViewHeight(height: height))
    }

    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws {
        let rect = KeyboardContract.Rect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
        _ = try call(.setWindowFrame(windowId: windowID, frame: rect))
    }

    func setSnapshotCover(_ covered: Bool) throws { _ = try call(.setSnapshotCover(covered: covered)) }

    /// Beliefs go to the model's trace only when someone will read it (a timeline); the verdicts
    /// never read them.
    func report(_ facts: [String: ReportValue]) throws {
        guard device.recordsReports else { return }
        _ = try call(.report(facts: facts.mapValues(\.dbusValue)))
    }

    func windows() throws -> [AppWindow] {
        try device.info(bundleId).windows.map { window in
            AppWindow(id: window.id, kind: AppWindow.Kind(rawValue: window.kind.rawValue) ?? .app, isHidden: window.hidden,
                      frame: CGRect(window.frame))
        }
    }

    func windowFrame() throws -> CGRect { CGRect(try device.info(bundleId).windowFrame) }

    /// Keyboard1.Frame and FrameAt, Server1.Now: the model's live keyboard, read without moving time.
    func keyboardFrame() throws -> CGRect { CGRect(device.world.keyboardInfo.frame) }
    func keyboardFrame(at time: UInt64) throws -> CGRect { CGRect(device.world.keyboardInfo(at: time).frame) }
    func now() throws -> UInt64 { device.now }
}

extension CGRect {
    init(_ rect: KeyboardModel.Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension KeyboardModel.Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                  height: Double(rect.size.height))
    }
}
