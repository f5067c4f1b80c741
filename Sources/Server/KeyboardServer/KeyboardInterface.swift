import DBus
import KeyboardContract
import KeyboardModel

/// `org.keyboardd.Keyboard1`: the single system keyboard (dbus/org.keyboardd.Keyboard1.xml). Its
/// Notification signal is sent by EffectEmitter.
final class KeyboardObject: Keyboard1.Implementation {
    unowned let server: KeyboardServer

    init(_ server: KeyboardServer) { self.server = server }

    /// What PropertiesChanged last announced (PublishedProperties).
    func property(_ name: Keyboard1.PropertyName) throws(DBusError) -> Keyboard1.PropertyValue {
        try server.published.keyboardValue(name)
    }
}
