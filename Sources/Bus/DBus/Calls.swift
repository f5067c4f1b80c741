import CDBus
import Foundation

/// A method call waiting for its reply, completed on the loop thread by `filter`.
struct PendingReply {
    let complete: (Result<Message, DBusError>) -> Void
    let timer: TimerToken
}

extension Connection {
    /// The libdbus default reply timeout, as GDBus and sd-bus use too.
    public static let defaultTimeout: Duration = .seconds(25)

    /// Sends a method call and returns its reply's arguments; an error reply is thrown as the
    /// `DBusError` it carries (name and message).
    public func call(
        destination: String?, path: ObjectPath, interface: String?, member: String,
        arguments: [DBusValue] = [], timeout: Duration = Connection.defaultTimeout
    ) throws(DBusError) -> [DBusValue] {
        let message = try Message.methodCall(destination: destination, path: path, interface: interface,
                                             member: member, arguments: arguments)
        return try call(message, timeout: timeout).arguments()
    }

    /// Async form of `call`.
    public func call(
        destination: String?, path: ObjectPath, interface: String?, member: String,
        arguments: [DBusValue] = [], timeout: Duration = Connection.defaultTimeout
    ) async throws(DBusError) -> [DBusValue] {
        let message = try Message.methodCall(destination: destination, path: path, interface: interface,
                                             member: member, arguments: arguments)
        return try await call(message, timeout: timeout).arguments()
    }

    /// Sends `message` and blocks until its reply (or the timeout). Safe on any thread,
    /// including inside a handler on the loop thread.
    public func call(_ message: Message, timeout: Duration = Connection.defaultTimeout) throws(DBusError) -> Message {
        if loop.isLoopThread {
            // The loop cannot wait for itself: let libdbus do the I/O for this one call.
            var error = CDBus.DBusError()
            dbus_error_init(&error)
            message.editable = false   // libdbus locks it now
            guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, Connection.milliseconds(timeout), &error) else {
                throw DBusError(consuming: &error, fallback: "no reply")
            }
            return try Connection.unwrap(Message(owning: reply))
        }
        let box = ResultBox()
        try sendWithReply(message, timeout: timeout) { box.put($0) }
        return try Connection.unwrap(box.take())
    }

    /// Sends `message` and suspends until its reply (or the timeout).
    public func call(_ message: Message, timeout: Duration = Connection.defaultTimeout) async throws(DBusError) -> Message {
        // The reply travels through a locked box rather than the continuation itself, so the
        // thread sanitizer (which does not see inside the concurrency runtime) sees the hand-over.
        let box = ResultBox()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                do throws(DBusError) {
                    let serial = try sendWithReply(message, timeout: timeout) {
                        box.put($0)
                        continuation.resume()
                    }
                    // Cancelled before the serial was known: cancel now.
                    if box.sent(serial) { cancelPendingReply(serial) }
                } catch {
                    box.put(.failure(error))
                    continuation.resume()
                }
            }
        } onCancel: {
            if let serial = box.cancel() { cancelPendingReply(serial) }
        }
        return try Connection.unwrap(box.take())
    }

    /// Registers the reply handler under the lock that also covers the send, so a reply cannot
    /// arrive before its handler is known.
    @discardableResult
    func sendWithReply(_ message: Message, timeout: Duration,
                       _ complete: @escaping (Result<Message, DBusError>) -> Void) throws(DBusError) -> UInt32 {
        let result: Result<UInt32, DBusError> = lock.withLock {
            var serial: UInt32 = 0
            // Refused once close() or a disconnect has begun: both set their flag under this lock
            // before failing the pending calls, and a call registered after that sweep would
            // wait forever (no loop left to deliver its reply or fire its timeout). libdbus's
            // is_connected alone is not enough: it stays true until the socket is closed,
            // after the sweep.
            guard !closed, !disconnected, dbus_connection_get_is_connected(raw) != 0 else {
                return .failure(.disconnected("the connection is closed"))
            }
            message.editable = false   // libdbus locks it now
            guard dbus_connection_send(raw, message.raw, &serial) != 0 else {
                return .failure(.noMemory("could not queue a method call"))
            }
            let sent = serial
            let timer = schedule(after: timeout) { [weak self] in
                self?.takePendingReply(sent)?.complete(.failure(
                    DBusError(name: DBusError.noReplyName,
                              message: "no reply to \(message.member ?? "call") within \(timeout)")))
            }
            pendingReplies[sent] = PendingReply(complete: complete, timer: timer)
            return .success(sent)
        }
        let serial = try result.get()
        loop.wakeFromOtherThread()
        return serial
    }

    /// Ends a pending call at once with `Cancelled` (its reply, if it still comes, is dropped).
    func cancelPendingReply(_ serial: UInt32) {
        guard let pending = takePendingReply(serial) else { return }
        pending.timer.cancel()
        pending.complete(.failure(DBusError(name: DBusError.cancelledName, message: "the call was cancelled")))
    }

    func takePendingReply(_ serial: UInt32) -> PendingReply? {
        lock.withLock { pendingReplies.removeValue(forKey: serial) }
    }

    /// Called by the filter for every reply; false when it is not one of ours.
    func completePendingReply(_ reply: Message) -> Bool {
        guard let pending = takePendingReply(reply.replySerial) else { return false }
        pending.timer.cancel()
        pending.complete(.success(reply))
        return true
    }

    func failAllPendingReplies(_ error: DBusError) {
        let all = lock.withLock { () -> [PendingReply] in
            defer { pendingReplies.removeAll() }
            return Array(pendingReplies.values)
        }
        for pending in all {
            pending.timer.cancel()
            pending.complete(.failure(error))
        }
    }

    static func unwrap(_ result: Result<Message, DBusError>) throws(DBusError) -> Message {
        try unwrap(result.get())
    }

    static func unwrap(_ reply: Message) throws(DBusError) -> Message {
        if let error = reply.asError() { throw error }
        return reply
    }

    static func milliseconds(_ duration: Duration) -> Int32 {
        let ms = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, ms))
    }
}

/// A call's reply on its way from the loop thread to the thread or task that waits for it, and
/// whether that task was cancelled before the call's serial was known.
private final class ResultBox: Sendable {
    private let reply = Handover<Result<Message, DBusError>>()
    private let call = Guarded<(serial: UInt32?, cancelled: Bool)>((nil, false))

    /// Records the call's serial; true when the task was cancelled before it was known.
    func sent(_ serial: UInt32) -> Bool {
        call.withLock {
            $0.serial = serial
            return $0.cancelled
        }
    }

    /// Marks the task cancelled; the serial to cancel when the call is already out.
    func cancel() -> UInt32? {
        call.withLock {
            $0.cancelled = true
            return $0.serial
        }
    }

    func put(_ value: Result<Message, DBusError>) { reply.put(value) }
    func take() -> Result<Message, DBusError> { reply.take() }
}
