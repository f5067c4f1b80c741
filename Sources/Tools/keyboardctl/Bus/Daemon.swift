import DBus
import KeyboardContract

/// keyboardd as keyboardctl talks to it: the contract's typed proxies on one connection, with
/// every bus error turned into a `CtlFailure` a person can act on.
final class Daemon: Sendable {
    let connection: Connection
    let address: String
    let control: Control1.Proxy
    let server: Server1.Proxy
    let keyboard: Keyboard1.Proxy

    init(connection: Connection, address: String) {
        self.connection = connection
        self.address = address
        control = Control1.Proxy(connection)
        server = Server1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
    }

    deinit { connection.close() }

    /// Calls through the proxies, their bus errors as failures: `try await daemon.bus { try await $0.control.goHome() }`.
    @discardableResult
    func bus<T>(_ body: (Daemon) async throws(DBusError) -> T) async throws(CtlFailure) -> T {
        do {
            return try await body(self)
        } catch {
            throw CtlFailure.call(error, address: address)
        }
    }

    /// `bus` for the blocking calls of the commands that play stories.
    @discardableResult
    func busNow<T>(_ body: (Daemon) throws(DBusError) -> T) throws(CtlFailure) -> T {
        do {
            return try body(self)
        } catch {
            throw CtlFailure.call(error, address: address)
        }
    }

    /// ObjectManager.GetManagedObjects on the main object: path → interface → properties.
    func managedObjects() async throws(CtlFailure) -> [String: [String: [String: DBusValue]]] {
        try Self.managedObjects(reply: try await bus { daemon async throws(DBusError) in
            try await daemon.connection.call(destination: Contract.busName, path: Server1.path,
                                             interface: StandardInterfaces.objectManager, member: "GetManagedObjects")
        })
    }

    /// GetManagedObjects' reply as path → interface → properties.
    static func managedObjects(reply: [DBusValue]) throws(CtlFailure) -> [String: [String: [String: DBusValue]]] {
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
        try await bus { daemon async throws(DBusError) in try await daemon.control.trace(afterSequence: sequence) }.map(TraceEntry.init)
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
