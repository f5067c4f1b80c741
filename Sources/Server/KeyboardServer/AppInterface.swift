import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.App1` for one registered app (dbus/org.keyboardd.App1.xml). Its methods are the
/// app's own: the generated table calls `checkOwner` first for every owner-only method.
final class AppObject: App1.Implementation {
    unowned let server: KeyboardServer
    let app: String

    init(_ server: KeyboardServer, app: String) {
        self.server = server
        self.app = app
    }

    /// Owner-only methods: any other connection gets AccessDenied and nothing changes.
    func checkOwner(_ call: MethodCall) throws(DBusError) {
        guard let owner = server.owners[app] else { throw DBusError(.unknownApp, "\(app) is not registered") }
        guard owner == call.sender else {
            throw .accessDenied("\(call.member) on \(app) may only be called by its own process (\(owner)), not \(call.sender)")
        }
    }

    func becomeFirstResponder(responder: String, traits options: [String: DBusValue], call: MethodCall) throws(DBusError) -> Bool {
        try OptionTypes.check(options, against: OptionTypes.traits, "trait")
        try server.limits.checkName(responder, "the responder's name")
        if case .string(let context)? = options["TextInputContextIdentifier"] {
            try server.limits.checkName(context, "TextInputContextIdentifier")
        }
        let values = try ValueMapping.options(options, "trait")
        let traits: ResponderTraits
        do throws(ModelError) { traits = try ResponderTraits(options: values) } catch { throw error.dbusError }
        return Self.reply(try server.run(.becomeFirstResponder(app: app, responder: responder, traits: traits)))
    }

    func resignFirstResponder(call: MethodCall) throws(DBusError) -> Bool {
        Self.reply(try server.run(.resignFirstResponder(app: app)))
    }

    func resignFirstResponderWithOptions(options: [String: DBusValue], call: MethodCall) throws(DBusError) -> Bool {
        try OptionTypes.checkKnown(options, against: OptionTypes.resign, method: "ResignFirstResponderWithOptions")
        var animated = true
        if case .boolean(let b)? = options["Animated"] { animated = b }
        return Self.reply(try server.run(.resignFirstResponder(app: app, animated: animated)))
    }

    func pushViewController(options: [String: DBusValue], call: MethodCall) throws(DBusError) {
        try OptionTypes.checkKnown(options, against: OptionTypes.navigation, method: "PushViewController")
        try server.run(.pushViewController(app: app, searchField: Self.searchField(options)))
    }

    func popViewController(options: [String: DBusValue], call: MethodCall) throws(DBusError) {
        try OptionTypes.checkKnown(options, against: OptionTypes.navigation, method: "PopViewController")
        try server.run(.popViewController(app: app, searchField: Self.searchField(options)))
    }

    private static func searchField(_ options: [String: DBusValue]) -> Bool {
        if case .boolean(let b)? = options["SearchField"] { return b }
        return false
    }

    func reloadInputViews(call: MethodCall) throws(DBusError) {
        try server.run(.reloadInputViews(app: app))
    }

    func setInputAccessoryViewHeight(height: Double, call: MethodCall) throws(DBusError) {
        try server.run(.setInputAccessoryViewHeight(app: app, height: height))
    }

    func setWindowFrame(windowId: String, frame: KeyboardContract.Rect, call: MethodCall) throws(DBusError) {
        try server.run(.setWindowFrame(app: app, windowId: windowId, frame: KeyboardModel.Rect(frame)))
    }

    func setSnapshotCover(covered: Bool, call: MethodCall) throws(DBusError) {
        try server.run(.setSnapshotCover(app: app, covered: covered))
    }

    func report(facts dictionary: [String: DBusValue], call: MethodCall) throws(DBusError) {
        for name in dictionary.keys { try server.limits.checkName(name, "a fact's name") }
        let facts = try ValueMapping.options(dictionary, "fact")
        try server.run(.report(app: app, facts: facts))
    }

    func unregister(call: MethodCall) throws(DBusError) {
        try server.run(.unregister(app: app))
    }

    func getBundleId() -> String { app }
    func getState() throws(DBusError) -> KeyboardContract.AppState { KeyboardContract.AppState(try info().state) }
    func getFirstResponder() throws(DBusError) -> String { try info().firstResponder }
    func getWindowFrame() throws(DBusError) -> KeyboardContract.Rect { KeyboardContract.Rect(try info().windowFrame) }
    func getWindows() throws(DBusError) -> [WindowEntry] { try info().windows.map(WindowEntry.init) }
    /// The truth now: at the shell's clock, where the live keyboard is (N15).
    func getKeyboardOverlap() throws(DBusError) -> KeyboardContract.Rect {
        guard let overlap = server.world.keyboardOverlap(of: app, at: server.now) else {
            throw .unknownObject("\(app) is not registered")
        }
        return KeyboardContract.Rect(overlap)
    }
    func getKeyboardViews() throws(DBusError) -> [KeyboardViewEntry] {
        guard let views = server.world.keyboardViews(of: app, at: server.now) else {
            throw .unknownObject("\(app) is not registered")
        }
        return views.map {
            KeyboardViewEntry(windowId: $0.windowId, windowClass: $0.windowClass, containerClass: $0.containerClass,
                              hostClass: $0.hostClass, frame: KeyboardContract.Rect($0.frame))
        }
    }

    private func info() throws(DBusError) -> AppInfo {
        guard let info = server.world.app(app) else { throw .unknownObject("\(app) is not registered") }
        return info
    }

    /// The model's answer to Become/ResignFirstResponder.
    static func reply(_ effects: [Effect]) -> Bool {
        for case .reply(let accepted) in effects { return accepted }
        return false
    }
}
