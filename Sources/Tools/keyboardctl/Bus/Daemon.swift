import DBus
import KeyboardContract

/// keyboardd as keyboardctl talks to it: calls on its objects, with every bus error turned into a
/// `CtlFailure` a person can act on.
final class Daemon: Sendable {
    let connection: Connection
    let address: String

    init(connection: Connection, address: String) {
        self.connection = connection
        self.address = address
    }

    deinit { connection.close() }

    @discardableResult
    func call(_ path: ObjectPath, _ interface: String, _ method: String,
              _ arguments: [DBusValue] = []) async throws(CtlFailure) -> [DBusValue] {
        do {
            return try await connection.call(destination: Contract.busName, path: path,
                                             interface: interface, member: method, arguments: arguments)
        } catch {
            throw CtlFailure.call(error, address: address)
        }
    }

    /// A Control1 verb on the main object.
    @discardableResult
    func control(_ method: String, _ arguments: [DBusValue] = []) async throws(CtlFailure) -> [DBusValue] {
        try await call(Contract.serverPath, Contract.controlInterface, method, arguments)
    }

    func property(_ path: ObjectPath, _ interface: String, _ name: String) async throws(CtlFailure) -> DBusValue {
        let reply = try await call(path, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string(name)])
        guard let value = reply.first else { throw .daemon("Get \(name) gave no value") }
        return value.unwrappedVariant
    }

    func serverProperty(_ name: String) async throws(CtlFailure) -> DBusValue {
        try await property(Contract.serverPath, Contract.serverInterface, name)
    }

    func allProperties(_ path: ObjectPath, _ interface: String) async throws(CtlFailure) -> [String: DBusValue] {
        let reply = try await call(path, "org.freedesktop.DBus.Properties", "GetAll", [.string(interface)])
        guard let properties = reply.first?.dictionaryValue else { throw .daemon("GetAll \(interface) gave no dictionary") }
        return properties
    }

    /// ObjectManager.GetManagedObjects on the main object: path → interface → properties.
    func managedObjects() async throws(CtlFailure) -> [String: [String: [String: DBusValue]]] {
        let reply = try await call(Contract.serverPath, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects")
        guard case .dictionary(_, _, let objects)? = reply.first else {
            throw .daemon("GetManagedObjects gave no dictionary")
        }
        var result: [String: [String: [String: DBusValue]]] = [:]
        for object in objects {
            guard case .objectPath(let path) = object.key, case .dictionary(_, _, let interfaces) = object.value else { continue }
            var byInterface: [String: [String: DBusValue]] = [:]
            for entry in interfaces {
                guard case .string(let name) = entry.key else { continue }
                byInterface[name] = entry.value.dictionaryValue ?? [:]
            }
            result[path.rawValue] = byInterface
        }
        return result
    }

    /// Control1.Trace: the journal after `sequence`.
    func trace(after sequence: UInt64) async throws(CtlFailure) -> [TraceEntry] {
        let reply = try await control("Trace", [.uint64(sequence)])
        guard case .array(_, let records)? = reply.first else { throw .daemon("Trace gave no array") }
        return records.compactMap(TraceEntry.init(dbus:))
    }

    /// Whether some connection owns keyboardd's name now.
    func isRunning() throws(CtlFailure) -> Bool {
        do {
            return try connection.nameOwner(Contract.busName) != nil
        } catch {
            throw CtlFailure.call(error, address: address)
        }
    }
}
