import DBus
import Foundation
import KeyboardContract

// "Every notification keyboardd has sent so far has been handled": a round trip to keyboardd on
// the app's own connection (Peer.Ping). keyboardd sends all signals of a call before its reply
// and the bus keeps one sender's order, so once the Ping's reply is in, every notification sent
// before it has been queued on `queue`; what is queued after that runs after their posting.
extension KeyboardApp {
    /// Blocks for one round trip, then queues `body` on the app's queue behind every
    /// notification keyboardd sent before the round trip.
    public func synchronize(_ body: @escaping @Sendable () -> Void) throws(KeyboardClientError) {
        try ping()
        queue.async(execute: body)
    }

    /// Returns once every notification keyboardd sent before the call has been posted (and
    /// yielded to `events`) on the app's queue.
    public func synchronize() async throws(KeyboardClientError) {
        try checkLinked()
        do throws(DBusError) {
            try await connection.ping(Contract.busName, path: Server1.path)
        } catch {
            throw mapped(error)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { continuation.resume() }
        }
    }

    private func ping() throws(KeyboardClientError) {
        try checkLinked()
        do throws(DBusError) {
            try connection.ping(Contract.busName, path: Server1.path)
        } catch {
            throw mapped(error)
        }
    }
}
