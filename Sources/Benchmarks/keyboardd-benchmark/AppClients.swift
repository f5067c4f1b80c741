import CDBus
import Glibc
import KeyboardContract

/// N app processes as the bus sees them: N connections, each registered as an app that keeps
/// running in background (`audio`), all read by one thread through epoll. The last one
/// registered is the frontmost app; its connection also drives (its own BecomeFirstResponder,
/// and Control1 calls).
final class AppClients {
    let connections: [RawConnection]
    let bundleIds: [String]
    private let epoll: Epoll
    private var buffer = Epoll.buffer(events: 256)
    private var ready: [UInt64] = []

    var driverIndex: Int { connections.count - 1 }
    var driver: RawConnection { connections[driverIndex] }
    var driverPath: String { App1.path(bundleIds[driverIndex]).rawValue }
    var count: Int { connections.count }

    init(address: String, count: Int, prefix: String = "com.example.bench") throws(BenchmarkError) {
        var connections: [RawConnection] = []
        var ids: [String] = []
        for index in 0..<count {
            let id = "\(prefix)\(index)"
            let connection = try RawConnection(address: address)
            let reply = try connection.call(Messages.registerApp(id))
            dbus_message_unref(reply)
            connections.append(connection)
            ids.append(id)
        }
        self.connections = connections
        bundleIds = ids
        epoll = try Epoll()
        for (index, connection) in connections.enumerated() { try epoll.watch(connection.fd, tag: UInt64(index)) }
        // Launches and lifecycle phases run; every app ends up running (active or background).
        let settled = try driver.call(Messages.settle())
        dbus_message_unref(settled)
    }

    deinit { epoll.close() }

    /// Waits up to `timeoutMs` for readable sockets; calls `ready(index)` for each.
    func wait(timeoutMs: Int32, _ body: (Int) -> Void) {
        epoll.wait(timeoutMs: timeoutMs, into: &ready, buffer: &buffer)
        for tag in ready { body(Int(tag)) }
    }
}
