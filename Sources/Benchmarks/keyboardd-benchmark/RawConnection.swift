import CDBus
import Glibc

/// A bus connection with no thread of its own: the benchmark's single thread reads it when
/// `poll` says its socket is readable, so receiving costs one wake-up for many clients, not a
/// thread switch per client. The receiving side is then the same light load for keyboardd and
/// the baseline, and what differs between them is the sender.
final class RawConnection {
    let raw: OpaquePointer
    let fd: Int32
    let uniqueName: String

    init(address: String) throws(BenchmarkError) {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        guard let raw = dbus_connection_open_private(address, &error) else {
            throw BenchmarkError(consuming: &error, "connect to \(address)")
        }
        dbus_connection_set_exit_on_disconnect(raw, 0)
        guard dbus_bus_register(raw, &error) != 0 else {
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            throw BenchmarkError(consuming: &error, "Hello")
        }
        var fd: Int32 = -1
        dbus_connection_get_unix_fd(raw, &fd)
        self.raw = raw
        self.fd = fd
        uniqueName = String(cString: dbus_bus_get_unique_name(raw))
    }

    deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// Sends `message` and blocks until its reply; an error reply is thrown. Messages that
    /// arrive meanwhile stay queued in libdbus for `popMessage`.
    func call(_ message: OpaquePointer, timeoutMs: Int32 = 120_000) throws(BenchmarkError) -> OpaquePointer {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        let reply = dbus_connection_send_with_reply_and_block(raw, message, timeoutMs, &error)
        dbus_message_unref(message)
        guard let reply else { throw BenchmarkError(consuming: &error, "call") }
        return reply
    }

    /// Queues `message` (libdbus writes it at once when the socket takes it); returns its serial.
    func send(_ message: OpaquePointer) -> UInt32 {
        var serial: UInt32 = 0
        dbus_connection_send(raw, message, &serial)
        dbus_message_unref(message)
        return serial
    }

    /// Reads what the socket has without blocking and writes what is queued.
    func readWrite() -> Bool {
        dbus_connection_read_write(raw, 0) != 0
    }

    /// The next message already read, or nil. The caller unrefs it.
    func popMessage() -> OpaquePointer? {
        dbus_connection_pop_message(raw)
    }

    func flush() { dbus_connection_flush(raw) }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    init(consuming error: inout CDBus.DBusError, _ what: String) {
        if dbus_error_is_set(&error) != 0 {
            let name = error.name.map { String(cString: $0) } ?? "?"
            let message = error.message.map { String(cString: $0) } ?? ""
            description = "\(what): \(name): \(message)"
            dbus_error_free(&error)
        } else {
            description = "\(what) failed"
        }
    }
}
