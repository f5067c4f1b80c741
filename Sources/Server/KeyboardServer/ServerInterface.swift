import CallEvents
import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Server1`: the window server as apps see it. Signatures, argument decoding and
/// introspection come from dbus/org.keyboardd.Server1.xml (the generated `Server1.table`).
final class ServerObject: Server1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    func perform(_ request: Server1.Call, call: MethodCall) throws(DBusError) -> Server1.Reply {
        switch request {
        case .registerApp(let bundleId, _): .registerApp(app: try server.registerApp(bundleId, request.event, owner: call.sender))
        }
    }

    /// The model's properties as PropertiesChanged last announced them (PublishedProperties); the
    /// version, the clock's mode and its time are the shell's own (Now moves with the clock: no
    /// PropertiesChanged, as the XML says).
    func property(_ name: Server1.PropertyName) throws(DBusError) -> Server1.PropertyValue {
        switch name {
        case .version: return .version(KeyboarddVersion.string)
        case .clock: return .clock(server.clock.mode.rawValue)
        case .now: return .now(server.now)
        default:
            guard let value = server.published.serverValue(name) else { throw .unknownProperty("\(Server1.name).\(name.rawValue) has no value") }
            return value
        }
    }
}

extension KeyboardServer {
    /// RegisterApp (`event`, from CallEvents' mapping): the caller's connection becomes the app's process.
    func registerApp(_ bundleId: String, _ event: Event, owner: String) throws(DBusError) -> ObjectPath {
        // The owner must be known before the effects go out: they include the app's first
        // unicast notifications.
        let previous = owners[bundleId]
        owners[bundleId] = owner
        do {
            try run(event)
        } catch {
            owners[bundleId] = previous
            throw error
        }
        logger.info("\(bundleId) registered by \(owner)")
        return App1.path(bundleId)
    }
}
