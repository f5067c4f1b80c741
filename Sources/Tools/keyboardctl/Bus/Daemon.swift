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
    func managedObjects() async throws(CtlFailure) -> Connection.ManagedObjects {
        try await bus { daemon async throws(DBusError) in
            try await daemon.connection.managedObjects(of: Contract.busName, at: Server1.path)
        }
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
