import CDBus
import Foundation

/// A private connection to a message bus (or a peer), driven by its own loop thread.
///
/// - Sending is thread-safe and never blocks on a slow peer: libdbus queues what the socket
///   cannot take and the loop writes it when the socket is writable.
/// - Method handlers, signal handlers and `perform`/`schedule` work all run on the loop thread,
///   one at a time, in arrival order; state touched only from them needs no locks.
/// - A connection lives until `close()` or until the bus goes away (then `onDisconnect` runs).
///
/// Unchecked Sendable: its mutable state is guarded by `lock`; libdbus locks the connection itself.
public final class Connection: @unchecked Sendable {
    let raw: OpaquePointer
    let loop: EventLoop
    /// The unique name the bus gave us (`:1.42`), or nil for a peer connection.
    public let uniqueName: String?

    let lock = NSLock()
    var objects = ObjectRegistry()
    var subscriptions: [UInt64: SignalSubscription] = [:]
    var pendingReplies: [UInt32: PendingReply] = [:]
    var disconnectHandlers: [@Sendable () -> Void] = []
    var nextSubscriptionID: UInt64 = 1
    // Guarded by `lock`. `sendWithReply` reads them to refuse calls once the end has begun.
    var closed = false
    var disconnected = false

    // MARK: Opening

    /// Opens a private connection to `address` and, for a bus, says Hello. Never a shared
    /// connection, never exit-on-disconnect.
    public init(address: String, registerOnBus: Bool = true) throws(DBusError) {
        guard Names.isValidString(address), !address.isEmpty else { throw .invalidArgs("empty or invalid bus address") }
        _ = dbus_threads_init_default()
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        guard let raw = dbus_connection_open_private(address, &error) else {
            throw DBusError(consuming: &error, fallback: "could not connect to \(address)")
        }
        dbus_connection_set_exit_on_disconnect(raw, 0)
        // Peer calls addressed to us reach our dispatch, which checks their (empty) signature;
        // libdbus's built-in handler would answer Ping("anything") with success.
        dbus_connection_set_route_peer_messages(raw, 1)
        if registerOnBus {
            guard dbus_bus_register(raw, &error) != 0 else {
                dbus_connection_close(raw)
                dbus_connection_unref(raw)
                throw DBusError(consuming: &error, fallback: "could not register on \(address)")
            }
            uniqueName = dbus_bus_get_unique_name(raw).map { String(cString: $0) }
        } else {
            uniqueName = nil
        }
        self.raw = raw
        do {
            loop = try EventLoop()
        } catch {
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            throw error
        }
        installCallbacks()
        // The loop thread keeps the connection alive until it stops.
        loop.start(name: "dbus-loop \(uniqueName ?? "peer")", afterIO: { [self] in dispatchAll() },
                   onWake: { [self] in writeWhatOthersQueued() }, onExit: { [self] in finish() })
    }

    /// The session bus named by `DBUS_SESSION_BUS_ADDRESS`.
    public static func session() throws(DBusError) -> Connection {
        guard let address = BusAddress.session else {
            throw .failed("DBUS_SESSION_BUS_ADDRESS is not set: no session bus to connect to")
        }
        return try Connection(address: address)
    }

    public var isConnected: Bool {
        lock.withLock { !closed && !disconnected }
    }

    /// Runs `handler` on the loop thread when the bus connection is lost (not on `close()`).
    public func onDisconnect(_ handler: @escaping @Sendable () -> Void) {
        let already = lock.withLock { () -> Bool in
            if disconnected { return true }
            disconnectHandlers.append(handler)
            return false
        }
        if already { handler() }
    }

    /// Flushes what is queued, stops the loop thread and closes the socket. Idempotent.
    public func close() {
        let first = lock.withLock { () -> Bool in
            defer { closed = true }
            return !closed
        }
        guard first else { return }
        if dbus_connection_get_is_connected(raw) != 0 { dbus_connection_flush(raw) }
        loop.stop()
    }

    // MARK: Sending

    /// Queues a message; returns its serial.
    @discardableResult
    public func send(_ message: Message) throws(DBusError) -> UInt32 {
        guard isConnected, dbus_connection_get_is_connected(raw) != 0 else {
            throw .disconnected("the connection is closed")
        }
        var serial: UInt32 = 0
        message.editable = false   // libdbus locks it now
        guard dbus_connection_send(raw, message.raw, &serial) != 0 else {
            throw .noMemory("could not queue a message")
        }
        if !loop.isLoopThread { loop.wake() }
        return serial
    }

    /// Blocks until everything queued has been written.
    public func flush() {
        if dbus_connection_get_is_connected(raw) != 0 { dbus_connection_flush(raw) }
    }

    /// Runs `work` on the loop thread, after what is already queued there. Returns false, and
    /// never runs `work`, once the connection is closing or closed.
    @discardableResult
    public func perform(_ work: @escaping @Sendable () -> Void) -> Bool {
        loop.perform(work)
    }

    /// Runs `work` on the loop thread and waits for its result; on the loop thread itself, runs it
    /// at once. Throws `Disconnected` (and never runs `work`) once the connection is closing.
    public func performAndWait<T: Sendable>(_ work: @escaping @Sendable () throws(DBusError) -> T) throws(DBusError) -> T {
        if loop.isLoopThread { return try work() }
        let done = Handover<Result<T, DBusError>>()
        guard loop.perform({ done.put(Result { () throws(DBusError) in try work() }) }) else {
            throw .disconnected("the connection is closed")
        }
        return try done.take().get()
    }

    /// Stops the process unless called on the loop thread: the check for state that only the
    /// loop thread may touch (`LoopBound` makes it on every access).
    public func preconditionOnLoop(_ what: @autoclosure () -> String = "this state",
                                   file: StaticString = #fileID, line: UInt = #line) {
        loop.preconditionOnLoop(what(), file: file, line: line)
    }

    /// Runs `work` on the loop thread after `delay`; the returned token cancels it.
    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> TimerToken {
        let nanos = max(0, delay.components.seconds) * 1_000_000_000 + max(0, delay.components.attoseconds / 1_000_000_000)
        return TimerToken(loop: loop, id: loop.schedule(afterNanoseconds: UInt64(nanos), work))
    }

    /// Emits a signal; with `destination` it is unicast to that connection only.
    public func emitSignal(
        path: ObjectPath, interface: String, member: String, arguments: [DBusValue] = [],
        destination: String? = nil
    ) throws(DBusError) {
        try send(Message.signal(path: path, interface: interface, member: member,
                                arguments: arguments, destination: destination))
    }

    // MARK: Internals

    private func installCallbacks() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        loop.drive(connection: raw)
        dbus_connection_add_filter(
            raw, { _, message, data in
                guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
                return Unmanaged<Connection>.fromOpaque(data).takeUnretainedValue().filter(message)
            }, me, nil)
    }

    /// Writes what another thread's send left queued (on the loop thread, once woken). libdbus
    /// writes a message at once unless another thread holds the connection's I/O path: the loop
    /// reading a message in does. It then queues it and wakes the loop, but arms no write watch
    /// (the read path does not look at the outgoing queue), so without this the message would
    /// wait for the connection's next send: a call could end in NoReply with the peer idle.
    /// A non-blocking iteration writes it and arms the write watch for whatever the socket does
    /// not take now; it may also read, and `afterIO` dispatches what it read.
    private func writeWhatOthersQueued() {
        if dbus_connection_has_messages_to_send(raw) != 0 {
            _ = dbus_connection_read_write(raw, 0)
        }
    }

    /// Dispatches every message libdbus has read (on the loop thread).
    private func dispatchAll() {
        while dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS {
            _ = dbus_connection_dispatch(raw)
        }
    }

    private func filter(_ raw: OpaquePointer) -> DBusHandlerResult {
        let message = Message(retaining: raw)
        switch message.kind {
        case .methodCall:
            handleMethodCall(message)
            return DBUS_HANDLER_RESULT_HANDLED
        case .methodReturn, .error:
            return completePendingReply(message) ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        case .signal:
            if message.interface == "org.freedesktop.DBus.Local", message.member == "Disconnected" {
                handleDisconnected()
                return DBUS_HANDLER_RESULT_HANDLED
            }
            deliverSignal(message)
            return DBUS_HANDLER_RESULT_HANDLED
        case .invalid:
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
    }

    private func handleDisconnected() {
        let handlers = lock.withLock { () -> [@Sendable () -> Void] in
            disconnected = true
            defer { disconnectHandlers.removeAll() }
            return disconnectHandlers
        }
        failAllPendingReplies(.disconnected("the bus connection was lost"))
        for handler in handlers { handler() }
        loop.perform { [self] in loop.stop() }
    }

    /// Last act of the loop thread: release libdbus's hold on us, then the socket.
    private func finish() {
        // The flag goes up before the sweep, under the lock `sendWithReply` registers under: a
        // call from another thread is then either failed here or refused there.
        lock.withLock { closed = true }
        failAllPendingReplies(.disconnected("the connection was closed"))
        loop.release(connection: raw)
        // Sends racing with this become no-ops on a closed connection; the reference itself
        // goes in deinit, when nobody can send any more.
        dbus_connection_close(raw)
    }

    deinit {
        dbus_connection_unref(raw)
    }
}

/// Cancels a timer scheduled with `Connection.schedule`.
public struct TimerToken: Sendable {
    let loop: EventLoop
    let id: UInt64
    public func cancel() { loop.cancelTimer(id) }
}

extension DBusError {
    /// Takes a libdbus error out of `error` (freeing it).
    init(consuming error: inout CDBus.DBusError, fallback: String) {
        if dbus_error_is_set(&error) != 0 {
            name = error.name.map { String(cString: $0) } ?? DBusError.failedName
            message = error.message.map { String(cString: $0) } ?? fallback
            dbus_error_free(&error)
        } else {
            name = DBusError.failedName
            message = fallback
        }
    }
}
