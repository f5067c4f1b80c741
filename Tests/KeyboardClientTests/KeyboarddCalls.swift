import DBus
import KeyboardContract

/// Calls to keyboardd from a test's own connection (the person holding the device, and the
/// bench): Control1 verbs and properties.
extension Connection {
    @discardableResult
    func keyboardd(_ path: ObjectPath, _ interface: String, _ method: String,
                   _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await call(destination: Contract.busName, path: path, interface: interface,
                       member: method, arguments: arguments)
    }

    /// A Control1 verb on the main object.
    @discardableResult
    func controlCall(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await keyboardd(Contract.serverPath, Contract.controlInterface, method, arguments)
    }

    /// One property's value, unwrapped from its variant.
    func keyboarddProperty(_ path: ObjectPath, _ interface: String, _ name: String) async throws -> DBusValue? {
        try await keyboardd(path, "org.freedesktop.DBus.Properties", "Get",
                            [.string(interface), .string(name)]).first?.unwrappedVariant
    }
}
