import DBus
import KeyboardContract
import Synchronization

/// A bus connection that a process keeps while it registers apps on it, one after another: a
/// process that plays many apps in turn saves the connection, Hello and the match on keyboardd's
/// name of each (`KeyboardApp(bundleId:on:...)`). The connection is the process, as far as
/// keyboardd goes (docs/CONTRACT.md, RegisterApp): it stays open when such an app closes, which
/// unregisters it instead, and only `close()` here ends it. An app made with
/// `KeyboardApp(bundleId:bus:...)` has one of its own, which closes with it.
public final class KeyboardConnection: Sendable {
    public let bus: KeyboardBus
    let connection: Connection
    /// What the apps on it hear of keyboardd's name and of the connection's loss.
    private let members = Members()
    /// One NameOwnerChanged match for org.keyboardd.Server1 for the connection's life, not one per app.
    private let ownerWatch = Mutex<Subscription?>(nil)

    struct Member {
        let ownerChanged: @Sendable (_ old: String?, _ new: String?) -> Void
        let lost: @Sendable () -> Void
    }

    /// The apps on the connection now, by identity (a class, for the handlers to hold).
    private final class Members: Sendable {
        let byApp = Mutex<[ObjectIdentifier: Member]>([:])
        var all: [Member] { byApp.withLock { Array($0.values) } }
    }

    /// Connects to `bus`; throws as `KeyboardApp` does when there is no bus.
    public init(bus: KeyboardBus = .session) throws(KeyboardClientError) {
        self.bus = bus
        connection = try Self.connect(bus)
        do throws(DBusError) {
            let watch = try connection.watchNameOwner(Contract.busName) { [members] _, old, new in
                for member in members.all { member.ownerChanged(old, new) }
            }
            ownerWatch.withLock { $0 = watch }
        } catch {
            connection.close()
            throw KeyboardClientError(error)
        }
        connection.onDisconnect { [members] in
            for member in members.all { member.lost() }
        }
    }

    /// Whether the bus is still there and `close()` was not called.
    public var isConnected: Bool { connection.isConnected }

    /// Closes the connection: keyboardd sees the process die and terminates the apps still
    /// registered on it (close them first: they are not told, and their calls fail). Idempotent.
    public func close() {
        ownerWatch.withLock { $0 }?.cancel()
        connection.close()
    }

    deinit {
        close()
    }

    private static func connect(_ bus: KeyboardBus) throws(KeyboardClientError) -> Connection {
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

    /// From now on (before the app asks who owns the name), `member` hears every change of
    /// keyboardd's owner and the loss of the connection.
    func join(_ app: ObjectIdentifier, _ member: Member) {
        members.byApp.withLock { $0[app] = member }
    }

    func leave(_ app: ObjectIdentifier) {
        _ = members.byApp.withLock { $0.removeValue(forKey: app) }
    }
}
