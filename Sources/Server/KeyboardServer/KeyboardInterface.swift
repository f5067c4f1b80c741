import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Keyboard1`: the single system keyboard (dbus/org.keyboardd.Keyboard1.xml). Its
/// Notification signal is sent by EffectEmitter.
final class KeyboardObject: Keyboard1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    /// Keyboard1's values now: the live keyboard at the shell's clock (N15), which runs ahead of the
    /// model between events on the real clock.
    private var info: KeyboardInfo {
        let now = server.now
        func read(_ world: inout KeyboardWorld) -> KeyboardInfo { world.keyboardInfo(at: now) }
        return read(&server.world)
    }

    /// Keyboard1.FrameAt: computed when asked, the clock stays where it is.
    func frameAt(t: UInt64, call: MethodCall) throws(DBusError) -> KeyboardContract.Rect {
        func read(_ world: inout KeyboardWorld) -> Result<KeyboardModel.Rect, ModelError> {
            do throws(ModelError) { return .success(try world.keyboardFrame(at: t)) } catch { return .failure(error) }
        }
        switch read(&server.world) {
        case .success(let frame): return KeyboardContract.Rect(frame)
        case .failure(let error): throw error.dbusError
        }
    }

    func getVisible() -> Bool { info.visible }
    func getFrame() -> KeyboardContract.Rect { KeyboardContract.Rect(info.frame) }
    func getOwner() -> String { info.owner }
    func getMode() -> String { info.mode.rawValue }
    func getInputMode() -> String { info.inputMode }
    func getHardwareKeyboard() -> Bool { info.hardwareKeyboard }
    func getAnimating() -> Bool { info.animating }
}
