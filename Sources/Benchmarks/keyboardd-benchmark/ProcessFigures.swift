import Foundation
import Glibc

/// What /proc says about a process: resident memory and CPU time.
enum ProcessFigures {
    /// The whole of a /proc file. Foundation's String(contentsOfFile:) stops after the first
    /// read of a file whose size stat reports as 0, which truncates the longer ones (smaps).
    static func readProcFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return n == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
            bytes += chunk[..<n]
        }
    }

    static func residentKiB(_ pid: pid_t) -> Int { rollupKiB(pid, "Rss") ?? -1 }

    /// A field of /proc/PID/smaps_rollup (Rss, Anonymous), in KiB. Memory figures come from here,
    /// not from /proc/PID/status: the kernel keeps status's VmRSS and RssAnon in per-CPU counters
    /// that it sums approximately, so they can be off by a few pages; smaps_rollup walks the page
    /// tables and is exact.
    static func rollupKiB(_ pid: pid_t, _ field: String) -> Int? {
        guard let text = readProcFile("/proc/\(pid)/smaps_rollup") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    /// CPU time of every thread of the process, in nanoseconds (the first field of each
    /// thread's schedstat: time on a CPU, with nanosecond resolution, unlike the tick counts).
    static func cpuNanoseconds(_ pid: pid_t) -> UInt64 {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return 0 }
        var total: UInt64 = 0
        for thread in threads {
            guard let text = readProcFile("/proc/\(pid)/task/\(thread)/schedstat"),
                  let first = text.split(separator: " ").first, let ns = UInt64(first) else { continue }
            total += ns
        }
        return total
    }

    /// Voluntary context switches of every thread of the process so far: how often it went to
    /// sleep (waiting in poll), i.e. how many times a call woke it.
    static func contextSwitches(_ pid: pid_t) -> Int {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return 0 }
        var total = 0
        for thread in threads {
            guard let text = readProcFile("/proc/\(pid)/task/\(thread)/status") else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        return total
    }

    /// utime + stime of the whole process in clock ticks (/proc/PID/stat fields 14 and 15).
    static func cpuTicks(_ pid: pid_t) -> Int {
        guard let text = readProcFile("/proc/\(pid)/stat"),
              let close = text.lastIndex(of: ")") else { return -1 }
        // Fields after the command name start at field 3.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Int(fields[11]), let stime = Int(fields[12]) else { return -1 }
        return utime + stime
    }
}

/// Facts about the machine, printed with the figures.
enum MachineFacts {
    static var cpuModel: String {
        guard let text = ProcessFigures.readProcFile("/proc/cpuinfo") else { return "?" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
        }
        return "?"
    }

    static var loadAverage: String {
        ProcessFigures.readProcFile("/proc/loadavg")?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    }

    static var processors: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The machine's CPU time so far, in ticks (/proc/stat's first line): all of it, and the part
    /// a hypervisor gave to other guests (steal). On a virtual machine steal is what makes two
    /// runs of the same code differ several times over, so every run prints its share.
    static func cpuTicks() -> (total: Int, steal: Int) {
        guard let text = ProcessFigures.readProcFile("/proc/stat"),
              let line = text.split(separator: "\n").first, line.hasPrefix("cpu ") else { return (0, 0) }
        // user nice system idle iowait irq softirq steal [guest guest_nice: already in user].
        let fields = line.split(separator: " ").dropFirst().compactMap { Int($0) }.prefix(8)
        return (fields.reduce(0, +), fields.count == 8 ? fields[7] : 0)
    }

    /// The share of the CPU time between two readings that went to other guests.
    static func stealShare(from before: (total: Int, steal: Int), to after: (total: Int, steal: Int)) -> Double {
        let total = after.total - before.total
        return total > 0 ? Double(after.steal - before.steal) / Double(total) : 0
    }
}

extension ProcessFigures {
    /// Anonymous KiB (what RssAnon adds up: heap, stacks, arenas, and the copied-on-write pages
    /// of libraries' data) of each mapping of /proc/PID/smaps that has any, keyed by its address
    /// range and path, so that growth can be placed.
    static func anonymousMappings(_ pid: pid_t) -> [String: Int] {
        guard let text = readProcFile("/proc/\(pid)/smaps") else { return [:] }
        var result: [String: Int] = [:]
        var current = ""
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if !first.hasSuffix(":") {
                // A mapping's header: range, perms, offset, device, inode, [path].
                let path = fields.count > 5 ? fields[5...].joined(separator: " ") : "[anonymous]"
                current = "\(first) \(path)"
            } else if first == "Anonymous:", fields.count > 1, let kib = Int(fields[1]), kib > 0 {
                result[current] = kib
            }
        }
        return result
    }
}
