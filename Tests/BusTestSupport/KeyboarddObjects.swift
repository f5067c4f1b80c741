import DBus
import KeyboardContract

/// Calls every bus test makes to keyboardd that no typed proxy covers: the standard interfaces
/// on its main object.
extension Connection {
    /// A round trip to keyboardd on this connection (Peer.Ping): every message keyboardd sent to
    /// it before has been handled once this returns (one sender, one order).
    public func roundTripToKeyboardd() async throws {
        _ = try await call(destination: Contract.busName, path: Contract.serverPath,
                           interface: StandardInterfaces.peer, member: "Ping")
    }

    /// The object paths ObjectManager lists below keyboardd's main object (the keyboard and every
    /// app), sorted.
    public func keyboarddObjectPaths() async throws -> [String] {
        let reply = try await call(destination: Contract.busName, path: Contract.serverPath,
                                   interface: StandardInterfaces.objectManager, member: "GetManagedObjects")
        guard case .dictionary(_, _, let entries)? = reply.first else { throw DBusError.failed("GetManagedObjects gave \(reply)") }
        return entries.compactMap { if case .objectPath(let p) = $0.key { p.rawValue } else { nil } }.sorted()
    }
}
