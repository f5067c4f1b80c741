import DBus
import KeyboardContract
import KeyboardModel

extension KeyboardServer {
    /// `org.keyboardd.Keyboard1`: the single system keyboard.
    func keyboardInterface() -> DBusInterface {
        DBusInterface(
            name: Contract.keyboardInterface,
            properties: [
                DBusProperty("Visible", "b") { [unowned self] in .boolean(world.keyboardInfo.visible) },
                DBusProperty("Frame", "(dddd)") { [unowned self] in ValueMapping.rect(world.keyboardInfo.frame) },
                DBusProperty("Owner", "s") { [unowned self] in .string(world.keyboardInfo.owner) },
                DBusProperty("Mode", "s") { [unowned self] in .string(world.keyboardInfo.mode.rawValue) },
                DBusProperty("InputMode", "s") { [unowned self] in .string(world.keyboardInfo.inputMode) },
                DBusProperty("HardwareKeyboard", "b") { [unowned self] in .boolean(world.keyboardInfo.hardwareKeyboard) },
                DBusProperty("Animating", "b") { [unowned self] in .boolean(world.keyboardInfo.animating) },
            ],
            signals: [
                DBusSignal("Notification", [DBusArgument("name", "s"), DBusArgument("user_info", "a{sv}"),
                                            DBusArgument("recipients", "as")]),
            ])
    }
}
