import DBus
import KeyboardModel

extension KeyboardServer {
    /// `org.keyboardd.Server1`: the window server as apps see it. Properties read the model.
    func serverInterface() -> DBusInterface {
        DBusInterface(
            name: Contract.serverInterface,
            properties: [
                DBusProperty("Version", "s") { .string(KeyboarddVersion.string) },
                DBusProperty("Device", "s") { [unowned self] in .string(world.device.name) },
                DBusProperty("Orientation", "s") { [unowned self] in .string(world.orientation.rawValue) },
                DBusProperty("Profile", "s") { [unowned self] in .string(world.profile.name) },
                DBusProperty("Quirks", "as") { [unowned self] in
                    .array(elementSignature: "s", world.quirks.map { .string($0.rawValue) })
                },
                DBusProperty("Clock", "s") { [unowned self] in .string(clock.mode.rawValue) },
                // Moves with the clock: no PropertiesChanged (annotated in the XML).
                DBusProperty("Now", "t", changeSignal: .none) { [unowned self] in .uint64(now) },
                DBusProperty("Frontmost", "s") { [unowned self] in .string(world.frontmost) },
                DBusProperty("KeyboardOwner", "s") { [unowned self] in .string(world.keyboardOwner) },
            ])
    }
}
