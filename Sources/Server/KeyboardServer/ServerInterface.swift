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

    func getVersion() -> String { KeyboarddVersion.string }
    func getDevice() -> String { server.world.device.name }
    func getOrientation() -> String { server.world.orientation.rawValue }
    func getScreen() -> KeyboardContract.Rect { KeyboardContract.Rect(server.world.device.screenBounds(server.world.orientation)) }
    func getProfile() -> String { server.world.profile.name }
    func getQuirks() -> [String] { server.world.quirks.map(\.rawValue) }
    func getSettings() -> [String: DBusValue] { ValueMapping.typedEntries(server.world.settings.dictionary) }
    func getClock() -> String { server.clock.mode.rawValue }
    // Moves with the clock: no PropertiesChanged (annotated in the XML).
    func getNow() -> UInt64 { server.now }
    func getFrontmost() -> String { server.world.frontmost }
    func getKeyboardOwner() -> String { server.world.keyboardOwner }
}

extension KeyboardServer {
    /// RegisterApp: the caller's connection becomes the app's process.
    func registerApp(_ bundleId: String, options: [String: DBusValue], owner: String) throws(DBusError) -> ObjectPath {
        let typed: Server1.RegisterAppOptions
        do throws(OptionsError) {
            typed = try Server1.RegisterAppOptions(dictionary: options)
        } catch {
            switch error {
            case .unknownKey(let key, let valid):
                throw .invalidArgs("unknown option '\(key)' (valid: \(valid.joined(separator: ", ")))")
            case .wrongType(let key, let expected, let actual):
                throw .invalidArgs("option \(key) must be \(expected == "b" ? "a boolean (b)" : expected), not '\(actual)'")
            }
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
