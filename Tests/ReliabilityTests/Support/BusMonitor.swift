import BusTestSupport
import Foundation
import ProcessSupport

/// dbus-monitor --profile on a test bus: every message in the order dbus-daemon routes it, one
/// line each, read on a thread of its own so that the monitor never becomes a slow client.
final class BusMonitor: @unchecked Sendable {
    /// One routed message: type (mc, mr, err, sig), serial, sender, destination, in_reply_to.
    struct Entry {
        let type: String
        let serial: UInt32
        let sender: String
        let destination: String
        let inReplyTo: UInt32?
    }

    private let process: ChildProcess
    private let lock = NSLock()
    private var entries: [Entry] = []
    private let ready = DispatchSemaphore(value: 0)

    init(bus: PrivateBus) throws {
        process = try ChildProcess("dbus-monitor", ["--address", bus.address, "--profile"], stderr: .null)
        let thread = Thread { [self] in
            var signalled = false
            _ = process.readLines { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count >= 5, !line.hasPrefix("#"), let serial = UInt32(fields[2]) else { return false }
                let entry = Entry(type: fields[0], serial: serial, sender: fields[3], destination: fields[4],
                                  inReplyTo: fields[0] == "mr" || fields[0] == "err" ? fields.count > 5 ? UInt32(fields[5]) : nil : nil)
                lock.withLock { entries.append(entry) }
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

    var log: [Entry] { lock.withLock { entries } }

    func stop() {
        process.signal(SIGTERM)
        process.wait()
    }

    deinit { if process.exitCode == nil { stop() } }
}
