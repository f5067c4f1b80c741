import CallEvents
import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Keyboard1`: the single system keyboard (dbus/org.keyboardd.Keyboard1.xml). Its
/// Notification signal is sent by EffectEmitter.
final class KeyboardObject: Keyboard1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    /// What PropertiesChanged last announced (PublishedProperties), but the frame: the live
    /// keyboard at the shell's clock (N15), which moves along the era's curve between the
    /// announcements and runs ahead of the model between events on the real clock.
    func property(_ name: Keyboard1.PropertyName) throws(DBusError) -> Keyboard1.PropertyValue {
        if name == .frame { return .frame(KeyboardContract.Rect(server.world.keyboardInfo(at: server.now).frame)) }
        return try server.published.keyboardValue(name)
    }

    /// Keyboard1.FrameAt: computed when asked, the clock stays where it is.
    func perform(_ request: Keyboard1.Call, call: MethodCall) throws(DBusError) -> Keyboard1.Reply {
        switch request {
        case .frameAt(let t):
            do throws(ModelError) { return .frameAt(frame: KeyboardContract.Rect(try server.world.keyboardFrame(at: t))) } catch {
                throw error.dbusError
            }
        }
    }
}
