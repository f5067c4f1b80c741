import CDBus
import Foundation
import Synchronization

/// A message bus inside this process, for tests that want a service and its clients without a
/// `dbus-daemon` and without a second process (as swift-nio's `EmbeddedChannel` tests a pipeline
/// in process). libdbus listens on a private socket (`unix:tmpdir=`); `Connection(address:)`
/// connects to it as to any bus, says Hello and gets a unique name; one loop thread routes.
///
/// It does what a service and its clients rely on from the bus, and nothing more
/// (`InProcessBusDriver`): unique names, well-known names (never queued), match rules for
/// broadcast signals, unicast by destination, the sender stamped on every message, and
/// `NameOwnerChanged` when a connection comes and goes, so a service learns that a client left
/// exactly as it does on a real bus. No activation, no policy, no limits, no NoReply for a call
/// whose callee leaves: what only a real bus shows stays in the process-level suites.
public final class InProcessBus: Sendable {
    /// What `Connection(address:)` connects to.
    public let address: String
    let loop: EventLoop
    /// Touched by the loop thread alone (a Mutex so that the type is checked Sendable; never contended).
    let routing: Mutex<Routing>
    // The listening socket: made in init, closed by the loop thread as it stops.
    private let listener: LibdbusHandle

    public init() throws(DBusError) {
        _ = dbus_threads_init_default()
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        let directory = FileManager.default.temporaryDirectory.path
        guard let server = dbus_server_listen("unix:tmpdir=\(directory)", &error) else {
            throw DBusError(consuming: &error, fallback: "could not listen for an in-process bus")
        }
        guard let text = dbus_server_get_address(server) else {
            dbus_server_disconnect(server)
            dbus_server_unref(server)
            throw .noMemory("could not read the in-process bus's address")
        }
        address = String(cString: text)
        dbus_free(text)
        routing = Mutex(Routing())
        listener = LibdbusHandle(server)
        do {
            loop = try EventLoop()
        } catch {
            dbus_server_disconnect(server)
            dbus_server_unref(server)
            throw error
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_server_set_new_connection_function(server, { _, connection, data in
            guard let connection, let data else { return }
            Unmanaged<InProcessBus>.fromOpaque(data).takeUnretainedValue().accept(connection)
        }, me, nil)
        loop.drive(server: server)
        loop.start(name: "in-process bus", afterIO: { [self] in dispatchAll() },
                   onWake: {}, onExit: { [self] in finish() })
    }

    /// A new connection to this bus.
    public func connect() throws(DBusError) -> Connection {
        try Connection(address: address)
    }

    /// Disconnects every client (each sees its bus go away) and stops the loop. Idempotent.
    public func stop() {
        loop.stop()
    }

    // MARK: The loop thread

    /// A client connected: it is driven by this loop and routed once it has said Hello.
    private func accept(_ connection: OpaquePointer) {
        dbus_connection_ref(connection)
        dbus_connection_set_exit_on_disconnect(connection, 0)
        // Peer calls (Ping) addressed to a name go to that name's owner, not to libdbus's own answer.
        dbus_connection_set_route_peer_messages(connection, 1)
        loop.drive(connection: connection)
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_connection_add_filter(connection, { connection, message, data in
            guard let connection, let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            Unmanaged<InProcessBus>.fromOpaque(data).takeUnretainedValue().route(message, from: connection)
            return DBUS_HANDLER_RESULT_HANDLED
        }, me, nil)
        routing.withLock { $0.connections.append(LibdbusHandle(connection)) }
    }

    /// Writes what is queued and dispatches what was read, on every connection. References are
    /// held meanwhile: a connection that leaves is released in its own dispatch.
    private func dispatchAll() {
        let connections = routing.withLock { $0.connections }.map { dbus_connection_ref($0.pointer)! }
        for connection in connections {
            if dbus_connection_has_messages_to_send(connection) != 0 { _ = dbus_connection_read_write(connection, 0) }
            while dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS {
                _ = dbus_connection_dispatch(connection)
            }
            dbus_connection_unref(connection)
        }
    }

    /// Last act of the loop thread: close every connection and the listening socket.
    private func finish() {
        let connections = routing.withLock { routing in
            defer { routing = Routing() }
            return routing.connections
        }
        for connection in connections { drop(connection.pointer) }
        loop.release(server: listener.pointer)
        dbus_server_disconnect(listener.pointer)
        dbus_server_unref(listener.pointer)
    }

    /// Closes a connection and gives up this bus's reference to it.
    func drop(_ connection: OpaquePointer) {
        loop.release(connection: connection)
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }
}
