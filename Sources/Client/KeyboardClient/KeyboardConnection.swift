import DBus
import Synchronization

/// A bus connection that a process keeps while it registers apps on it, one after another: a
/// process that plays many apps in turn saves the connection and Hello of each
/// (`KeyboardApp(bundleId:on:...)`). The connection is the process, as far as keyboardd goes
/// (docs/CONTRACT.md, RegisterApp): it stays open when such an app closes, which unregisters it
/// instead, and only `close()` here ends it.
public final class KeyboardConnection: Sendable {
    public let bus: KeyboardBus
    let connection: Connection
    /// The apps on it that hear of its loss, by identity.
    private let lossHandlers = Mutex<[ObjectIdentifier: @Sendable () -> Void]>([:])

    /// Connects to `bus`; throws as `KeyboardApp` does when there is no bus.
    public init(bus: KeyboardBus = .session) throws(KeyboardClientError) {
        self.bus = bus
        connection = try Self.connect(bus)
        // One handler for the connection's life, not one per app registered on it.
        connection.onDisconnect { [lossHandlers] in
            for handler in lossHandlers.withLock({ Array($0.values) }) { handler() }
        }
    }

    /// Whether the bus is still there and `close()` was not called.
    public var isConnected: Bool { connection.isConnected }

    /// Closes the connection: keyboardd sees the process die and terminates the apps still
    /// registered on it. Idempotent.
    public func close() {
        connection.close()
    }

    deinit {
        close()
    }

    static func connect(_ bus: KeyboardBus) throws(KeyboardClientError) -> Connection {
        do throws(DBusError) {
            switch bus {
            case .session:
                guard BusAddress.session != nil else {
                    throw .failed("DBUS_SESSION_BUS_ADDRESS is not set, so there is no session bus")
                }
                return try Connection.session()
            case .address(let address):
                return try Connection(address: address)
            }
        } catch {
            throw .noBus("cannot connect to \(bus): \(error.message)")
        }
    }

    func onLoss(of app: ObjectIdentifier, _ handler: @escaping @Sendable () -> Void) {
        lossHandlers.withLock { $0[app] = handler }
    }

    func forget(_ app: ObjectIdentifier) {
        _ = lossHandlers.withLock { $0.removeValue(forKey: app) }
    }
}
