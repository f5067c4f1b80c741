import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Keyboard1`: the single system keyboard (dbus/org.keyboardd.Keyboard1.xml). Its
/// Notification signal is sent by EffectEmitter.
final class KeyboardObject: Keyboard1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    private var info: KeyboardInfo { server.world.keyboardInfo }

    func getVisible() -> Bool { info.visible }
    func getFrame() -> KeyboardContract.Rect { KeyboardContract.Rect(info.frame) }
    func getOwner() -> String { info.owner }
    func getMode() -> String { info.mode.rawValue }
    func getInputMode() -> String { info.inputMode }
    func getHardwareKeyboard() -> Bool { info.hardwareKeyboard }
    func getAnimating() -> Bool { info.animating }
}
