import DBus
import Foundation
import KeyboardContract

/// One role of a log as an app process: a bus connection of its own, registered with keyboardd,
/// keeping every keyboard notification keyboardd unicasts to it, in arrival order. keyboardctl is
/// the app here, so no sample client runs.
final class RecordingApp: @unchecked Sendable {
    let role: String
    let bundleId: String
    let connection: Connection
    let proxy: App1.Proxy
    private let lock = NSLock()
    private var received: [ReceivedNotification] = []
    private var subscription: Subscription?

    /// Connects and subscribes; `register` makes it an app.
    init(role: String, bundleId: String, address: String) throws(DBusError) {
        self.role = role
        self.bundleId = bundleId
        connection = try Connection(address: address)
        proxy = App1.Proxy(connection, bundleId: bundleId)
        // Unicast signals reach this connection without a match rule on the bus; subscribed
        // before RegisterApp so that nothing after it is missed.
        subscription = try connection.subscribe(
            MatchRule(path: App1.path(bundleId), interface: App1.name, member: App1.SignalName.keyboardNotification.rawValue),
            addToBus: false
        ) { [weak self] message in
            guard let self, let arguments = try? message.arguments(), case .string(let name)? = arguments.first,
                  arguments.count > 1, let info = try? [String: DBusValue](dbusValue: arguments[1]) else { return }
            let notification = ReceivedNotification(uikitName: name, userInfo: info)
            lock.withLock { received.append(notification) }
        }
    }

    /// Server1.RegisterApp on this connection: the connection becomes the app's process.
    func register(launch: Bool) throws(DBusError) {
        _ = try Server1.Proxy(connection).registerApp(bundleId: bundleId, options: Server1.RegisterAppOptions(launch: launch).dictionary)
    }

    /// How many notifications have arrived, after a round trip on this connection: everything
    /// keyboardd sent it before has been handled (one sender, one order).
    func mark() throws(DBusError) -> Int {
        try connection.ping(Contract.busName, path: Server1.path)
        return lock.withLock { received.count }
    }

    /// What arrived after `mark`, after a round trip.
    func received(since mark: Int) throws(DBusError) -> [ReceivedNotification] {
        try connection.ping(Contract.busName, path: Server1.path)
        return lock.withLock { Array(received.dropFirst(mark)) }
    }

    /// The process ends: Unregister (answered once keyboardd removed the app), then the connection closes.
    func close() {
        try? proxy.unregister()
        subscription?.cancel()
        connection.close()
    }
}
