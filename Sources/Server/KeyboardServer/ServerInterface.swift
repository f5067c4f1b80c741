import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Server1`: the window server as apps see it. Signatures, argument decoding and
/// introspection come from dbus/org.keyboardd.Server1.xml (the generated `Server1.table`).
final class ServerObject: Server1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    func registerApp(bundleId: String, options: [String: DBusValue], call: MethodCall) throws(DBusError) -> ObjectPath {
        try server.registerApp(bundleId, options: options, owner: call.sender)
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
    /// RegisterApp: the caller's connection becomes the app's process.
    func registerApp(_ bundleId: String, options: [String: DBusValue], owner: String) throws(DBusError) -> ObjectPath {
        let typed: Server1.RegisterAppOptions
        do throws(OptionsError) {
            typed = try Server1.RegisterAppOptions(dictionary: options)
        } catch {
            throw OptionsRefusal.invalidArgs(error, "RegisterApp", "option", of: Server1.RegisterAppOptions.self)
        }
        let launch = typed.launch ?? true
        let frame = typed.windowFrame.map(KeyboardModel.Rect.init)
        let modes = typed.backgroundModes ?? []
        // The owner must be known before the effects go out: they include the app's first
        // unicast notifications.
        let previous = owners[bundleId]
        owners[bundleId] = owner
        do {
            try run(.registerApp(bundleId: bundleId, launch: launch, windowFrame: frame, backgroundModes: modes))
        } catch {
            owners[bundleId] = previous
            throw error
        }
        logger.info("\(bundleId) registered by \(owner)")
        return App1.path(bundleId)
    }
}
