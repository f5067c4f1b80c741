import DBus
import KeyboardContract
import KeyboardModel

extension KeyboardServer {
    /// `org.keyboardd.Server1`: the window server as apps see it.
    func serverInterface() -> DBusInterface {
        DBusInterface(
            name: Contract.serverInterface,
            methods: [
                DBusMethod("RegisterApp", in: [DBusArgument("bundle_id", "s"), DBusArgument("options", "a{sv}")],
                           out: [DBusArgument("app", "o")]) { [unowned self] call throws(DBusError) in
                    let (bundleId, options) = try call.arguments.decode(String.self, [String: DBusValue].self)
                    return [.objectPath(try registerApp(bundleId, options: options, owner: call.sender))]
                },
            ],
            properties: [
                DBusProperty("Version", "s") { .string(KeyboarddVersion.string) },
                DBusProperty("Device", "s") { [unowned self] in .string(world.device.name) },
                DBusProperty("Orientation", "s") { [unowned self] in .string(world.orientation.rawValue) },
                DBusProperty("Profile", "s") { [unowned self] in .string(world.profile.name) },
                DBusProperty("Quirks", "as") { [unowned self] in ValueMapping.strings(world.quirks.map(\.rawValue)) },
                DBusProperty("Clock", "s") { [unowned self] in .string(clock.mode.rawValue) },
                // Moves with the clock: no PropertiesChanged (annotated in the XML).
                DBusProperty("Now", "t", changeSignal: .none) { [unowned self] in .uint64(now) },
                DBusProperty("Frontmost", "s") { [unowned self] in .string(world.frontmost) },
                DBusProperty("KeyboardOwner", "s") { [unowned self] in .string(world.keyboardOwner) },
            ])
    }

    /// RegisterApp: the caller's connection becomes the app's process.
    private func registerApp(_ bundleId: String, options: [String: DBusValue], owner: String) throws(DBusError) -> ObjectPath {
        var launch = true
        var frame: Rect?
        var modes: [String] = []
        for key in options.keys.sorted() {
            let value = options[key]!
            switch key {
            case "Launch":
                guard case .boolean(let b) = value else { throw .invalidArgs("option Launch must be a boolean (b), not '\(value.signature)'") }
                launch = b
            case "WindowFrame":
                guard let r = ValueMapping.rect(value) else { throw .invalidArgs("option WindowFrame must be (dddd), not '\(value.signature)'") }
                frame = r
            case "BackgroundModes":
                guard let m = try? [String](dbusValue: value) else { throw .invalidArgs("option BackgroundModes must be as, not '\(value.signature)'") }
                modes = m
            default:
                throw .invalidArgs("unknown option '\(key)' (valid: Launch, WindowFrame, BackgroundModes)")
            }
        }
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
        return Contract.appPath(bundleId)
    }
}
