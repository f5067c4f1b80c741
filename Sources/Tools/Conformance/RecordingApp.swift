import DBus
import Foundation
import KeyboardContract
import Synchronization

/// One role of a log as an app process: a bus connection of its own, registered with keyboardd,
/// keeping every keyboard notification keyboardd unicasts to it, in arrival order. keyboardctl is
/// the app here, so no sample client runs.
final class RecordingApp: Sendable {
    let role: String
    let bundleId: String
    let connection: Connection
    let proxy: App1.Proxy
    private let received = Mutex<[ReceivedNotification]>([])
    private let subscription = Mutex<Subscription?>(nil)

    /// Connects and subscribes; `register` makes it an app.
    init(role: String, bundleId: String, address: String) throws(DBusError) {
        self.role = role
        self.bundleId = bundleId
        connection = try Connection(address: address)
        proxy = App1.Proxy(connection, bundleId: bundleId)
        // Unicast signals reach this connection without a match rule on the bus; subscribed
        // before RegisterApp so that nothing after it is missed.
        let subscribed = try connection.subscribe(
            MatchRule(path: App1.path(bundleId), interface: App1.name, member: App1.SignalName.keyboardNotification.rawValue),
            addToBus: false
        ) { [weak self] message in
            guard let self, let arguments = try? message.arguments(), case .string(let name)? = arguments.first,
                  arguments.count > 1, let info = try? [String: DBusValue](dbusValue: arguments[1]) else { return }
            let notification = ReceivedNotification(uikitName: name, userInfo: info)
            received.withLock { $0.append(notification) }
        }
        subscription.withLock { $0 = subscribed }
    }

    /// Server1.RegisterApp on this connection: the connection becomes the app's process.
    func register(launch: Bool) throws(DBusError) {
        _ = try Server1.Proxy(connection).registerApp(bundleId: bundleId, options: Server1.RegisterAppOptions(launch: launch))
    }

    /// How many notifications have arrived, after a round trip on this connection: everything
    /// keyboardd sent it before has been handled (one sender, one order).
    func mark() throws(DBusError) -> Int {
        try connection.ping(Contract.busName, path: Server1.path)
        return received.withLock { $0.count }
    }

    /// What arrived after `mark`, after a round trip.
    func received(since mark: Int) throws(DBusError) -> [ReceivedNotification] {
        try connection.ping(Contract.busName, path: Server1.path)
        return received.withLock { Array($0.dropFirst(mark)) }
    }

    /// The process ends: Unregister (answered once keyboardd removed the app), then the connection closes.
    func close() {
        try? proxy.unregister()
        subscription.withLock { $0 }?.cancel()
        connection.close()
    }
}
