import DBus
import KeyboardContract

/// Calls every bus test makes to keyboardd on the standard interfaces of its main object.
extension Connection {
    /// A round trip to keyboardd on this connection (Peer.Ping): every message keyboardd sent to
    /// it before has been handled once this returns (one sender, one order).
    public func roundTripToKeyboardd() async throws {
        try await ping(Contract.busName, path: Server1.path)
    }

    /// The object paths ObjectManager lists below keyboardd's main object (the keyboard and every
    /// app), sorted.
    public func keyboarddObjectPaths() async throws -> [String] {
        try await managedObjects(of: Contract.busName, at: Server1.path).keys.map(\.rawValue).sorted()
    }
}
