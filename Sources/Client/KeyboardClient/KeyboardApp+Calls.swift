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
        try onApp { app throws(DBusError) in try app.becomeFirstResponder(responder: responder, traits: try WireValues.traits(traits)) }
    }

    @discardableResult
    public func resignFirstResponder() throws(KeyboardClientError) -> Bool {
        try onApp { app throws(DBusError) in try app.resignFirstResponder() }
    }

    /// Resigns inside `UIView.performWithoutAnimation` when `animated` is false (N12: from iOS 17
    /// the hide still claims 0.25 s, its Dids a few ms later).
    @discardableResult
    public func resignFirstResponder(animated: Bool) throws(KeyboardClientError) -> Bool {
        try onApp { app throws(DBusError) in
            try app.resignFirstResponderWithOptions(options: App1.ResignFirstResponderWithOptionsOptions(animated: animated))
        }
    }

    /// `reloadInputViews()` on the first responder (e.g. after swapping its accessory view): the
    /// keyboard is laid out again; with it up, most eras post WillShow and DidShow again (N8).
    public func reloadInputViews() throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.reloadInputViews() }
    }

    /// A growing accessory view (K15, W6); the keyboard frame changes with it.
    public func setInputAccessoryViewHeight(_ height: Double) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.setInputAccessoryViewHeight(height: height) }
    }

    /// Moves one of the app's windows, e.g. the keyboard window during interactive dismissal (K8).
    public func setWindowFrame(_ windowID: String, _ frame: CGRect) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.setWindowFrame(windowId: windowID, frame: Rect(frame)) }
    }

    /// K4: the app's own snapshot image over its window.
    public func setSnapshotCover(_ covered: Bool) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.setSnapshotCover(covered: covered) }
    }

    /// What the app believes, recorded in keyboardd's trace beside the truth (`Report` records).
    public func report(_ facts: [String: ReportValue]) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.report(facts: WireValues.facts(facts)) }
    }

    /// The window list now, bottom first (`UIApplication.windows`).
    public func windows() throws(KeyboardClientError) -> [AppWindow] {
        try WireValues.windows(onApp { app throws(DBusError) in try app.windows() })
    }

    /// The app's main window, screen coordinates.
    public func windowFrame() throws(KeyboardClientError) -> CGRect {
        CGRect(try onApp { app throws(DBusError) in try app.windowFrame() })
    }

    /// The truth: the part of the keyboard that really covers the app's window now, in the
    /// window's coordinates; zero when none.
    public func keyboardOverlap() throws(KeyboardClientError) -> CGRect {
        CGRect(try onApp { app throws(DBusError) in try app.keyboardOverlap() })
    }

    /// The app's navigation controller pushes a screen (N19); `searchField`: it has one (N16).
    public func pushViewController(searchField: Bool = false) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.pushViewController(options: App1.PushViewControllerOptions(searchField: searchField)) }
    }

    /// The app's navigation controller pops its top screen (N19); `searchField`: the screen shown again has one (N16).
    public func popViewController(searchField: Bool = false) throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.popViewController(options: App1.PopViewControllerOptions(searchField: searchField)) }
    }

    /// Where the keyboard's view is in the app's windows now (`App1.KeyboardViews`, N15): empty
    /// while the app shows no keyboard. The view moves with the live keyboard: read it each frame.
    public func keyboardViews() throws(KeyboardClientError) -> [KeyboardHostView] {
        try onApp { app throws(DBusError) in try app.keyboardViews() }.map {
            KeyboardHostView(windowID: $0.windowId, windowClass: $0.windowClass, containerClass: $0.containerClass,
                             hostClass: $0.hostClass, frame: CGRect($0.frame))
        }
    }

    /// The keyboard's frame now, screen coordinates: where it is along its animation (`Keyboard1.Frame`, N15).
    public func keyboardFrame() throws(KeyboardClientError) -> CGRect {
        CGRect(try onKeyboard { keyboard throws(DBusError) in try keyboard.frame() })
    }

    /// The keyboard's frame at model time `time` (ms, `now()`'s clock) without moving the clock
    /// (`Keyboard1.FrameAt`, N15): what a display link reads once a frame.
    public func keyboardFrame(at time: UInt64) throws(KeyboardClientError) -> CGRect {
        CGRect(try onKeyboard { keyboard throws(DBusError) in try keyboard.frameAt(t: time) })
    }

    /// keyboardd's clock now, ms (`Server1.Now`).
    public func now() throws(KeyboardClientError) -> UInt64 {
        try onServer { server throws(DBusError) in try server.now() }
    }

    /// keyboardd's state of the app now (`App1.State`).
    public func state() throws(KeyboardClientError) -> AppState {
        let state = try onApp { app throws(DBusError) in try app.state() }
        guard let known = AppState(rawValue: state.rawValue) else {
            throw .unexpectedReply("State is \(state.rawValue), not one of \(AppState.allCases.map(\.rawValue))")
        }
        return known
    }

    /// The app process exits: keyboardd removes the app; the client registers it no more.
    public func unregister() throws(KeyboardClientError) {
        try onApp { app throws(DBusError) in try app.unregister() }
        link.withLock { $0.phase = .unregistered }
        logger.info("unregistered \(bundleId)")
    }

    // MARK: Plumbing

    /// The app's object through the contract's typed proxy; refused at once when no call can
    /// succeed, keyboardd's errors as the client's.
    func onApp<T>(_ body: (App1.Proxy) throws(DBusError) -> T) throws(KeyboardClientError) -> T {
        try checkLinked()
        do throws(DBusError) {
            return try body(App1.Proxy(connection, bundleId: bundleId))
        } catch {
            throw mapped(error)
        }
    }

    /// The keyboard's object through the typed proxy.
    func onKeyboard<T>(_ body: (Keyboard1.Proxy) throws(DBusError) -> T) throws(KeyboardClientError) -> T {
        try checkLinked()
        do throws(DBusError) {
            return try body(Keyboard1.Proxy(connection))
        } catch {
            throw mapped(error)
        }
    }

    /// A Server1 property through the typed proxy.
    func onServer<T>(_ body: (Server1.Proxy) throws(DBusError) -> T) throws(KeyboardClientError) -> T {
        try checkLinked()
        do throws(DBusError) {
            return try body(Server1.Proxy(connection))
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
}
