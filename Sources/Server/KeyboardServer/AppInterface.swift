import CallEvents
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

    /// Every App1 call: decoded once (`App1.Call`), its made-up names held to this keyboardd's
    /// limits, then mapped onto the model by `event(app:)` (CallEvents) as the in-process runner
    /// maps it; Become and Resign answer with the model's reply.
    func perform(_ request: App1.Call, call: MethodCall) throws(DBusError) -> App1.Reply {
        try server.limits.check(request)
        return request.reply(to: try server.run(try request.event(app: app)))
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
}
