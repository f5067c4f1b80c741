import KeyboardClient
import Synchronization

/// The process's bus connection, kept from one app to the next: `register` makes its app on the
/// connection the process already has (no new connection, Hello or authentication), as long as
/// it names the same bus. The connection is the process, as keyboardd sees it; it ends with the
/// process, or when a `register` names another bus.
enum KeptConnection {
    private static let kept = Mutex<KeyboardConnection?>(nil)

    /// The kept connection to `bus`, or a new one, which is kept from now on in place of the
    /// old. A connection that fails leaves the old one kept.
    static func to(_ bus: KeyboardBus) throws(KeyboardClientError) -> KeyboardConnection {
        if let current = kept.withLock({ $0 }), current.bus == bus, current.isConnected { return current }
        let fresh = try KeyboardConnection(bus: bus)
        let old = kept.withLock { kept -> KeyboardConnection? in
            defer { kept = fresh }
            return kept
        }
        // No app is registered on the old one: the app before this one was stopped first.
        old?.close()
        return fresh
    }

    /// Before the process exits: the connection closes and its loop thread stops, so that no
    /// signal is half handled there while the process ends.
    static func close() {
        let current = kept.withLock { kept -> KeyboardConnection? in
            defer { kept = nil }
            return kept
        }
        current?.close()
    }
}
