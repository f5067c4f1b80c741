import Foundation
import KeyboardClient
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

    func becomeFirstResponder(_ responder: String, traits: KeyboardClient.ResponderTraits) throws -> Bool {
        let modelTraits = try KeyboardModel.ResponderTraits(options: ModelTraits.options(traits))
        return try device.reply(to: .becomeFirstResponder(app: bundleId, responder: responder, traits: modelTraits))
    }

    func resignFirstResponder() throws -> Bool {
        try device.reply(to: .resignFirstResponder(app: bundleId))
    }

    func resignFirstResponder(animated: Bool) throws -> Bool {
        try device.reply(to: .resignFirstResponder(app: bundleId, animated: animated))
    }

    func pushViewController(searchField: Bool) throws { try device.call(.pushViewController(app: bundleId, searchField: searchField)) }
    func popViewController(searchField: Bool) throws { try device.call(.popViewController(app: bundleId, searchField: searchField)) }

    func reloadInputViews() throws { try device.call(.reloadInputViews(app: bundleId)) }

    func setInputAccessoryViewHeight(_ height: Double) throws {
        try device.call(.setInputAccessoryViewHeight(app: bundleId, height: height))
    }

    func setWindowFrame(_ windowID: String, _ frame: CGRect) throws {
        try device.call(.setWindowFrame(app: bundleId, windowId: windowID, frame: Rect(frame)))
    }

    func setSnapshotCover(_ covered: Bool) throws { try device.call(.setSnapshotCover(app: bundleId, covered: covered)) }

    /// Beliefs go to the model's trace only when someone will read it (a timeline); the verdicts
    /// never read them.
    func report(_ facts: [String: ReportValue]) throws {
        guard device.recordsReports else { return }
        try device.call(.report(app: bundleId, facts: facts.mapValues(ModelTraits.value)))
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

/// The client's values in the model's terms, as keyboardd's bus layer maps them.
enum ModelTraits {
    /// BecomeFirstResponder's traits under the contract's names (KeyboardClient's WireValues),
    /// so the model checks them as it checks a bus call's.
    static func options(_ traits: KeyboardClient.ResponderTraits) -> [String: ModelValue] {
        var pairs: [String: ModelValue] = [
            "InputView": .string(traits.inputView.rawValue),
            "InputAccessoryViewHeight": .double(traits.inputAccessoryViewHeight),
            "Kind": .string(traits.kind.rawValue),
            "SecureTextEntry": .bool(traits.isSecureTextEntry),
        ]
        if let height = traits.customInputViewHeight { pairs["CustomInputViewHeight"] = .double(height) }
        if let type = traits.keyboardType { pairs["KeyboardType"] = .string(type) }
        if let context = traits.textInputContextIdentifier { pairs["TextInputContextIdentifier"] = .string(context) }
        if let content = traits.textContentType { pairs["TextContentType"] = .string(content.rawValue) }
        if traits.autocorrectionType != .default { pairs["AutocorrectionType"] = .string(traits.autocorrectionType.rawValue) }
        if traits.inputAccessoryOwner != .responder { pairs["InputAccessoryOwner"] = .string(traits.inputAccessoryOwner.rawValue) }
        if let id = traits.inputAccessoryViewId { pairs["InputAccessoryViewId"] = .string(id) }
        return pairs
    }

    static func value(_ fact: ReportValue) -> ModelValue {
        switch fact {
        case .double(let d): .double(d)
        case .int(let i): .int(Int64(i))
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        }
    }
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
