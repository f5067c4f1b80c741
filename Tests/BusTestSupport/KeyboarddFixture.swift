import DBus
import KeyboardContract

/// What `DaemonFixture` (keyboardd as a process) and `InProcessKeyboardd` (its server in the test
/// process) share: a control connection to keyboardd.
public protocol KeyboarddFixture {
    var connection: Connection { get }
}

extension KeyboarddFixture {
    /// An app's object, seen from the control connection (or `connection`).
    public func app(_ bundleId: String, on connection: Connection? = nil) -> App1.Proxy {
        App1.Proxy(connection ?? self.connection, bundleId: bundleId)
    }

    /// The object paths ObjectManager lists below the main object (the keyboard and every app).
    public func managedPaths() async throws -> [String] {
        try await connection.keyboarddObjectPaths()
    }
}
