import DBus
import Foundation
import KeyboardContract

// The App1 calls (docs/CONTRACT.md), typed and blocking. Errors keep keyboardd's names and messages;
// while keyboardd is away, or after the app unregistered or closed, calls fail at once with a
// message that says so.
extension KeyboardApp {
    /// The responder becomes the app's first responder; false where iOS would refuse (the app
    /// is not on screen).
    @discardableResult
    public func becomeFirstResponder(_ responder: String, traits: ResponderTraits = ResponderTraits()) throws(KeyboardClientError) -> Bool {
        try boolean(appCall("BecomeFirstResponder", [.string(responder), WireValues.traits(traits)]), "BecomeFirstResponder")
    }

    @discardableResult
    public func resignFirstResponder() throws(KeyboardClientError) -> Bool {
        try boolean(appCall("ResignFirstResponder"), "ResignFirstResponder")
    }

    /// A growing accessory view (K15, W6); the keyboard frame changes with it.
    public func setInputAccessoryViewHeight(_ height: Double) throws(KeyboardClientError) {
        try appCall("SetInputAccessoryViewHeight", [.double(height)])
    }

    /// Moves one of the app's windows, e.g. the keyboard window during interactive dismissal (K8).
    public func setWindowFrame(_ windowID: String, _ frame: CGRect) throws(KeyboardClientError) {
        try appCall("SetWindowFrame", [.string(windowID), WireValues.rect(frame)])
    }

    /// K4: the app's own snapshot image over its window.
    public func setSnapshotCover(_ covered: Bool) throws(KeyboardClientError) {
        try appCall("SetSnapshotCover", [.boolean(covered)])
    }

    /// What the app believes, recorded in keyboardd's trace beside the truth (`Report` records).
    public func report(_ facts: [String: ReportValue]) throws(KeyboardClientError) {
        try appCall("Report", [WireValues.facts(facts)])
    }

    /// The window list now, bottom first (`UIApplication.windows`).
    public func windows() throws(KeyboardClientError) -> [AppWindow] {
        try WireValues.windows(appProperty("Windows"))
    }

    /// The app's main window, screen coordinates.
    public func windowFrame() throws(KeyboardClientError) -> CGRect {
        try rect(appProperty("WindowFrame"), "WindowFrame")
    }

    /// The truth: the part of the keyboard that really covers the app's window now, in the
    /// window's coordinates; zero when none.
    public func keyboardOverlap() throws(KeyboardClientError) -> CGRect {
        try rect(appProperty("KeyboardOverlap"), "KeyboardOverlap")
    }

    /// keyboardd's state of the app now (`App1.State`).
    public func state() throws(KeyboardClientError) -> AppState {
        let value = try appProperty("State")
        guard case .string(let name) = value, let state = AppState(rawValue: name) else {
            throw .unexpectedReply("State is \(value), not one of \(AppState.allCases.map(\.rawValue))")
        }
        return state
    }

    /// The app process exits: keyboardd removes the app; the client registers it no more.
    public func unregister() throws(KeyboardClientError) {
        try appCall("Unregister")
        link.withLock { $0.phase = .unregistered }
        logger.info("unregistered \(bundleId)")
    }

    // MARK: Plumbing

    @discardableResult
    func appCall(_ method: String, _ arguments: [DBusValue] = []) throws(KeyboardClientError) -> [DBusValue] {
        try checkLinked()
        do throws(DBusError) {
            return try connection.call(destination: Contract.busName, path: objectPath, interface: Contract.appInterface,
                                       member: method, arguments: arguments)
        } catch {
            throw mapped(error)
        }
    }

    func appProperty(_ name: String) throws(KeyboardClientError) -> DBusValue {
        try property(objectPath, Contract.appInterface, name)
    }

    func serverProperty(_ name: String) throws(KeyboardClientError) -> DBusValue {
        try property(Contract.serverPath, Contract.serverInterface, name)
    }

    private func property(_ path: ObjectPath, _ interface: String, _ name: String) throws(KeyboardClientError) -> DBusValue {
        try checkLinked()
        do throws(DBusError) {
            let reply = try connection.call(destination: Contract.busName, path: path,
                                            interface: "org.freedesktop.DBus.Properties", member: "Get",
                                            arguments: [.string(interface), .string(name)])
            guard let value = reply.first?.unwrappedVariant else {
                throw DBusError(name: KeyboardClientError.unexpectedReplyName, message: "Get \(name) answered nothing")
            }
            return value
        } catch {
            throw mapped(error)
        }
    }

    /// Refuses at once when no call can succeed.
    func checkLinked() throws(KeyboardClientError) {
        switch link.withLock({ $0.phase }) {
        case .registering, .registered: return
        case .away: throw .away(bundleId)
        case .unregistered: throw .closed(bundleId, "was unregistered: calls on it are over")
        case .closed: throw .closed(bundleId, "is closed: its connection to keyboardd is gone")
        }
    }

    /// keyboardd's errors as they are; a name with no owner means keyboardd went away.
    func mapped(_ error: DBusError) -> KeyboardClientError {
        switch error.name {
        case DBusError.serviceUnknownName, DBusError.nameHasNoOwnerName:
            return link.withLock { $0.phase } == .registering ? .notRunning(bus) : .away(bundleId)
        default:
            return KeyboardClientError(error)
        }
    }

    private func boolean(_ reply: [DBusValue], _ method: String) throws(KeyboardClientError) -> Bool {
        guard case .boolean(let value)? = reply.first else { throw .unexpectedReply("\(method) answered \(reply)") }
        return value
    }

    private func rect(_ value: DBusValue, _ name: String) throws(KeyboardClientError) -> CGRect {
        guard let rect = WireValues.rect(value) else { throw .unexpectedReply("\(name) is '\(value.signature)', not '(dddd)'") }
        return rect
    }
}
