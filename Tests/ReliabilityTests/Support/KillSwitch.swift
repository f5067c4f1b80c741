import Foundation
import Glibc
import Synchronization

/// Sends SIGKILL to a process on the `after`-th event it is told of, from whichever thread
/// tells it, at once (no scheduling in between).
final class KillSwitch: Sendable {
    private let pid: pid_t
    private let after: Int
    private let seen = Mutex(0)

    init(pid: pid_t, after: Int) {
        self.pid = pid
        self.after = after
    }

    func count() {
        let now = seen.withLock { seen -> Bool in
            seen += 1
            return seen == after
        }
        if now { kill(pid, SIGKILL) }
    }
}

/// Watches a directory with inotify and tells `onCreate` the name of every file created in it,
/// on a thread of its own, as the kernel reports it. `stop()` ends the watch.
final class CreationWatch: Sendable {
    private let inotify: Int32
    /// A pipe whose write end `stop()` writes to, to wake the thread out of poll.
    private let wake: Int32
    private let wakeWriter: Int32
    private let done = DispatchSemaphore(value: 0)

    init(_ directory: URL, onCreate: @escaping @Sendable (String) -> Void) throws {
        inotify = Self.inotifyInstance()
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        (wake, wakeWriter) = (ends[0], ends[1])
        guard inotify >= 0, wake >= 0, inotify_add_watch(inotify, directory.path, UInt32(IN_CREATE)) >= 0 else {
            throw SetupFailure(text: "inotify on \(directory.path): \(String(cString: strerror(errno)))")
        }
        let thread = Thread { [inotify, wake, done] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            loop: while true {
                var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { break }
                if fds[1].revents != 0 { break }
                let n = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard n > 0 else { continue }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let (length, name) = buffer.withUnsafeBytes { raw -> (Int, String) in
                        let event = raw.load(fromByteOffset: offset, as: inotify_event.self)
                        let start = offset + MemoryLayout<inotify_event>.size
                        let bytes = raw[start..<start + Int(event.len)].prefix { $0 != 0 }
                        return (Int(event.len), String(decoding: bytes, as: UTF8.self))
                    }
                    onCreate(name)
                    offset += MemoryLayout<inotify_event>.size + length
                    if offset >= n { continue loop }
                }
            }
            done.signal()
        }
        thread.start()
    }

    /// An inotify instance. The kernel allows 128 per user (fs.inotify.max_user_instances) and
    /// every dbus-daemon holds one: while the suite's parallel tests run more buses than that,
    /// inotify_init1 fails with EMFILE until one of them stops. Waits for that, up to a deadline.
    private static func inotifyInstance() -> Int32 {
        let deadline = Date().addingTimeInterval(300)
        while true {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd >= 0 || errno != EMFILE || Date() > deadline { return fd }
            usleep(50_000)
        }
    }

    func stop() {
        var one: UInt8 = 1
        _ = write(wakeWriter, &one, 1)
        done.wait()
        close(inotify)
        close(wake)
        close(wakeWriter)
    }
}
