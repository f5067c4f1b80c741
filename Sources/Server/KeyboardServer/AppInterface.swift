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

    /// The traits' types are checked against the contract's keys before the model sees them: the
    /// variant holds one value of the key's type, not a variant of one, nor an object path where a
    /// string is asked (an integer counts as d). Unknown keys and names are the model's to refuse.
    func becomeFirstResponder(responder: String, traits options: [String: DBusValue], call: MethodCall) throws(DBusError) -> Bool {
        let typed: App1.BecomeFirstResponderTraits
        do throws(OptionsError) {
            typed = try App1.BecomeFirstResponderTraits(dictionary: options, unknownKeys: .ignore)
        } catch {
            throw OptionsRefusal.invalidArgs(error, call.member, "trait", of: App1.BecomeFirstResponderTraits.self)
        }
        try server.limits.checkName(responder, "the responder's name")
        if let context = typed.textInputContextIdentifier {
            try server.limits.checkName(context, App1.BecomeFirstResponderTraits.Key.textInputContextIdentifier.rawValue)
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
        let typed: App1.ResignFirstResponderWithOptionsOptions = try Self.checked(options, of: call)
        return Self.reply(try server.run(.resignFirstResponder(app: app, animated: typed.animated ?? true)))
    }

    func pushViewController(options: [String: DBusValue], call: MethodCall) throws(DBusError) {
        let typed: App1.PushViewControllerOptions = try Self.checked(options, of: call)
        try server.run(.pushViewController(app: app, searchField: typed.searchField ?? false))
    }

    func popViewController(options: [String: DBusValue], call: MethodCall) throws(DBusError) {
        let typed: App1.PopViewControllerOptions = try Self.checked(options, of: call)
        try server.run(.popViewController(app: app, searchField: typed.searchField ?? false))
    }

    /// A method's options against the contract's keys: an unknown key or a value of another type
    /// is InvalidArgs naming the method and its options, and nothing changes.
    private static func checked<Options: ContractOptions>(_ options: [String: DBusValue], of call: MethodCall) throws(DBusError) -> Options {
        do throws(OptionsError) { return try Options(dictionary: options) } catch {
            throw OptionsRefusal.invalidArgs(error, call.member, "option", of: Options.self)
        }
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

    /// The model's properties as PropertiesChanged last announced them (PublishedProperties); the
    /// bundle id is the object's own; the overlap and the keyboard's views are the live keyboard's
    /// at the shell's clock (N15).
    func property(_ name: App1.PropertyName) throws(DBusError) -> App1.PropertyValue {
        switch name {
        case .bundleId: return .bundleId(app)
        case .keyboardOverlap:
            guard let overlap = server.world.keyboardOverlap(of: app, at: server.now) else { throw notRegistered }
            return .keyboardOverlap(KeyboardContract.Rect(overlap))
        case .keyboardViews:
            guard let views = server.world.keyboardViews(of: app, at: server.now) else { throw notRegistered }
            return .keyboardViews(views.map {
                KeyboardViewEntry(windowId: $0.windowId, windowClass: $0.windowClass, containerClass: $0.containerClass,
                                  hostClass: $0.hostClass, frame: KeyboardContract.Rect($0.frame))
            })
        default:
            guard let value = server.published.appValue(app, name) else { throw notRegistered }
            return value
        }
    }

    private var notRegistered: DBusError { .unknownObject("\(app) is not registered") }

    /// The model's answer to Become/ResignFirstResponder.
    static func reply(_ effects: [Effect]) -> Bool {
        for case .reply(let accepted) in effects { return accepted }
        return false
    }
}
