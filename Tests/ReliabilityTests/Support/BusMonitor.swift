import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import KeyboardServer
import ProcessSupport

/// dbus-monitor --profile on a test bus: every message in the order dbus-daemon routes it, one
/// line each, read on a thread of its own so that the monitor never becomes a slow client.
final class BusMonitor: Sendable {
    /// One routed message: type (mc, mr, err, sig), serial, sender, destination, in_reply_to.
    struct Entry {
        let type: String
        let serial: UInt32
        let sender: String
        let destination: String
        let inReplyTo: UInt32?
    }

    private let process: ChildProcess
    /// The log so far and the waits for an entry, filled by the reading thread.
    private struct Watch {
        var entries: [Entry] = []
        var waiters: [UInt64: (accepts: @Sendable (Entry) -> Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let watch = Locked(Watch())
    private let ready = DispatchSemaphore(value: 0)

    init(bus: PrivateBus) throws {
        process = try ChildProcess("dbus-monitor", ["--address", bus.address, "--profile"], stderr: .null)
        let (process, watch, ready) = (process, watch, ready)
        let thread = Thread {
            var signalled = false
            _ = process.readLines { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count >= 5, !line.hasPrefix("#"), let serial = UInt32(fields[2]) else { return false }
                let entry = Entry(type: fields[0], serial: serial, sender: fields[3], destination: fields[4],
                                  inReplyTo: fields[0] == "mr" || fields[0] == "err" ? fields.count > 5 ? UInt32(fields[5]) : nil : nil)
                let met = watch.update { watch -> [CheckedContinuation<Void, Never>] in
                    watch.entries.append(entry)
                    let met = watch.waiters.filter { $0.value.accepts(entry) }
                    for id in met.keys { watch.waiters.removeValue(forKey: id) }
                    return met.values.map(\.continuation)
                }
                for continuation in met { continuation.resume() }
                // Its own NameLost comes once it has become a monitor.
                if !signalled && fields[0] == "sig" && fields.last == "NameLost" {
                    signalled = true
                    ready.signal()
                }
                return false
            }
            if !signalled { ready.signal() }
        }
        thread.start()
        // The thread signals once the monitor is in place (or gone): a real event, with a deadline.
        guard ready.wait(timeout: .now() + 20) == .success else { throw TimedOut(what: "dbus-monitor to start") }
    }

    var log: [Entry] { watch.get().entries }

    /// Returns once the monitor has logged the reply to a Ping that `connection` sends keyboardd
    /// now. dbus-daemon hands the monitor the messages in the order it routes them, so all that
    /// it routed before (the replies of every call that has returned) is in `log` then. A reply
    /// that has reached this process says nothing about what dbus-monitor has printed so far.
    func sync(through connection: Connection) async throws {
        let ping = try Message.methodCall(destination: Contract.busName, path: Server1.path,
                                          interface: StandardInterfaces.peer, member: "Ping")
        _ = try await connection.call(ping)
        let caller = try connection.uniqueName.orThrow("a peer connection has no unique name")
        let serial = ping.serial
        try await withDeadline(60, "dbus-monitor to log the reply to Ping #\(serial)") {
            await self.first { $0.type == "mr" && $0.destination == caller && $0.inReplyTo == serial }
        }
    }

    /// Returns once an entry that `accepts` takes is in the log (at once when one is already);
    /// a cancelled wait returns too.
    private func first(where accepts: @escaping @Sendable (Entry) -> Bool) async {
        let id = watch.update { watch -> UInt64 in
            watch.nextWaiter += 1
            return watch.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = watch.update { watch -> Bool in
                    if Task.isCancelled || watch.entries.contains(where: accepts) { return true }
                    watch.waiters[id] = (accepts, continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            watch.update { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }

    func stop() {
        process.signal(SIGTERM)
        process.wait()
    }

    deinit { if process.exitCode == nil { stop() } }
}
