import CDBus
import DBus
import Glibc
import KeyboardContract

/// The calls the benchmark makes, built with libdbus directly (no value tree: the client side
/// should cost as little as possible, so the figures are the server's), and the one field it
/// reads from a notification. Names and paths are the generated contract's.
enum Messages {
    static func methodCall(_ path: String, _ interface: String, _ member: String,
                           _ append: (inout DBusMessageIter) -> Void = { _ in }) -> OpaquePointer {
        let message = dbus_message_new_method_call(Contract.busName, path, interface, member)!
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        append(&iter)
        return message
    }

    static func append(_ string: String, to iter: inout DBusMessageIter, type: Int32 = CDBUS_TYPE_STRING) {
        string.withCString { pointer in
            var p: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iter, type, &p)
        }
    }

    /// `a{sv}` with the given entries, each appended by its closure inside the variant.
    static func appendVardict(_ entries: [(String, String, (inout DBusMessageIter) -> Void)],
                              to iter: inout DBusMessageIter) {
        var dict = DBusMessageIter()
        dbus_message_iter_open_container(&iter, CDBUS_TYPE_ARRAY, "{sv}", &dict)
        for (key, signature, value) in entries {
            var entry = DBusMessageIter(), variant = DBusMessageIter()
            dbus_message_iter_open_container(&dict, CDBUS_TYPE_DICT_ENTRY, nil, &entry)
            append(key, to: &entry)
            dbus_message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, signature, &variant)
            value(&variant)
            dbus_message_iter_close_container(&entry, &variant)
            dbus_message_iter_close_container(&dict, &entry)
        }
        dbus_message_iter_close_container(&iter, &dict)
    }

    /// RegisterApp(bundle_id, {Launch: true, BackgroundModes: ["audio"]}): launched, and never
    /// suspended in background, so every app keeps receiving keyboard notifications.
    static func registerApp(_ bundleId: String) -> OpaquePointer {
        methodCall(Server1.path.rawValue, Server1.name, Server1.MethodName.registerApp.rawValue) { iter in
            append(bundleId, to: &iter)
            appendVardict([
                (Server1.RegisterAppOptions.Key.launch.rawValue, "b", { v in
                    var yes: dbus_bool_t = 1
                    dbus_message_iter_append_basic(&v, CDBUS_TYPE_BOOLEAN, &yes)
                }),
                (Server1.RegisterAppOptions.Key.backgroundModes.rawValue, "as", { v in
                    var modes = DBusMessageIter()
                    dbus_message_iter_open_container(&v, CDBUS_TYPE_ARRAY, "s", &modes)
                    append(Server1.BackgroundMode.audio.rawValue, to: &modes)
                    dbus_message_iter_close_container(&v, &modes)
                }),
            ], to: &iter)
        }
    }

    /// A custom responder (`Kind` custom): the keyboard comes and goes, and no text field's or
    /// text view's editing notification is sent beside its notifications, which the baseline
    /// does not send either.
    static func becomeFirstResponder(_ appPath: String) -> OpaquePointer {
        methodCall(appPath, App1.name, App1.MethodName.becomeFirstResponder.rawValue) { iter in
            append("field", to: &iter)
            appendVardict([(App1.BecomeFirstResponderTraits.Key.kind.rawValue, "s",
                            { append(App1.ResponderKind.custom.rawValue, to: &$0) })], to: &iter)
        }
    }

    static func resignFirstResponder(_ appPath: String) -> OpaquePointer {
        methodCall(appPath, App1.name, App1.MethodName.resignFirstResponder.rawValue)
    }

    static func settle() -> OpaquePointer {
        methodCall(Control1.path.rawValue, Control1.name, Control1.MethodName.settle.rawValue)
    }

    static func isKeyboardNotification(_ message: OpaquePointer) -> Bool {
        dbus_message_is_signal(message, App1.name, App1.SignalName.keyboardNotification.rawValue) != 0
    }

    /// The `Sequence` of a KeyboardNotification's userInfo (second argument, `a{sv}`).
    static func sequence(of message: OpaquePointer) -> UInt64? {
        var args = DBusMessageIter()
        guard dbus_message_iter_init(message, &args) != 0, dbus_message_iter_next(&args) != 0,
              dbus_message_iter_get_arg_type(&args) == CDBUS_TYPE_ARRAY else { return nil }
        var dict = DBusMessageIter()
        dbus_message_iter_recurse(&args, &dict)
        while dbus_message_iter_get_arg_type(&dict) == CDBUS_TYPE_DICT_ENTRY {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&dict, &entry)
            var key: UnsafePointer<CChar>? = nil
            dbus_message_iter_get_basic(&entry, &key)
            if let key, strcmp(key, "Sequence") == 0, dbus_message_iter_next(&entry) != 0 {
                var variant = DBusMessageIter()
                dbus_message_iter_recurse(&entry, &variant)
                guard dbus_message_iter_get_arg_type(&variant) == CDBUS_TYPE_UINT64 else { return nil }
                var value: UInt64 = 0
                dbus_message_iter_get_basic(&variant, &value)
                return value
            }
            dbus_message_iter_next(&dict)
        }
        return nil
    }

    /// The size of `message` on the wire, to check that both servers send the same thing.
    static func wireSize(_ message: OpaquePointer) -> Int {
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var length: Int32 = 0
        guard dbus_message_marshal(message, &buffer, &length) != 0 else { return -1 }
        dbus_free(buffer)
        return Int(length)
    }

    /// Header and arguments of `message`, decoded by the project's DBus layer.
    static func describe(_ message: OpaquePointer) -> String {
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var length: Int32 = 0
        guard dbus_message_marshal(message, &buffer, &length) != 0, let buffer else { return "?" }
        defer { dbus_free(buffer) }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(length)).map { $0 }
        guard let decoded = try? DBus.Message.demarshal(bytes), let arguments = try? decoded.arguments() else { return "?" }
        return "\(decoded) \(arguments)"
    }

    /// An error reply's name and text.
    static func errorText(_ message: OpaquePointer) -> String {
        let name = dbus_message_get_error_name(message).map { String(cString: $0) } ?? "?"
        var args = DBusMessageIter()
        var text = ""
        if dbus_message_iter_init(message, &args) != 0, dbus_message_iter_get_arg_type(&args) == CDBUS_TYPE_STRING {
            var p: UnsafePointer<CChar>? = nil
            dbus_message_iter_get_basic(&args, &p)
            text = p.map { String(cString: $0) } ?? ""
        }
        return "\(name): \(text)"
    }
}
