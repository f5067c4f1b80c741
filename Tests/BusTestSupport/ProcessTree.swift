import Foundation
import Glibc

/// Processes a test knows by PID, and those they started (never found by name): a process's
/// children are the processes whose parent (field 4 of /proc/PID/stat) is its PID.
public enum ProcessTree {
    /// The parent and state of `pid`, or nil when it is gone.
    static func status(_ pid: pid_t) -> (parent: pid_t, state: Character)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // "PID (COMM) STATE PPID ...": COMM may hold spaces and parentheses, so read after the last ')'.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count >= 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (parent, state)
    }

    /// The running children of `pid`.
    public static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { child in
            guard let status = status(child) else { return false }
            return status.parent == pid && !hasEnded(child)
        }.sorted()
    }

    /// Its command name (/proc/PID/comm), for a failure message; nil when it is gone.
    public static func name(_ pid: pid_t) -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Children, their children, and so on.
    public static func descendants(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = [], queue = [pid]
        while let next = queue.popLast() {
            let children = children(of: next)
            found += children
            queue += children
        }
        return found.sorted()
    }

    /// True once `pid` no longer runs: gone, or a zombie nobody has reaped (an orphan's parent
    /// here may not reap).
    public static func hasEnded(_ pid: pid_t) -> Bool {
        guard let status = status(pid) else { return true }
        return status.state == "Z" || status.state == "X"
    }

    /// Waits until `pid` has ended, with a deadline: a pidfd becomes readable when its process
    /// exits, so this waits on that very event. False when it still runs at the deadline.
    public static func waitForEnd(_ pid: pid_t, within seconds: Double = HangGuard.seconds) -> Bool {
        let descriptor = pidfdOpen(pid, 0)
        guard descriptor >= 0 else { return hasEnded(pid) }
        defer { Glibc.close(descriptor) }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !hasEnded(pid) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, Int32(min(left, 60) * 1000) + 1)
        }
        return true
    }
}

/// glibc's pidfd_open (2.36), which the Glibc module does not export.
@_silgen_name("pidfd_open")
private func pidfdOpen(_ pid: pid_t, _ flags: UInt32) -> Int32
