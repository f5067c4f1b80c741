import Foundation
import Glibc

/// What /proc says about a process: resident memory and CPU time.
enum ProcessFigures {
    static func residentKiB(_ pid: pid_t) -> Int { rollupKiB(pid, "Rss") ?? -1 }

    /// A field of /proc/PID/smaps_rollup (Rss, Anonymous), in KiB. Memory figures come from here,
    /// not from /proc/PID/status: the kernel keeps status's VmRSS and RssAnon in per-CPU counters
    /// that it sums approximately, so they can be off by a few pages; smaps_rollup walks the page
    /// tables and is exact.
    static func rollupKiB(_ pid: pid_t, _ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
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
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
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
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        return total
    }

    /// utime + stime of the whole process in clock ticks (/proc/PID/stat fields 14 and 15).
    static func cpuTicks(_ pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
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
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "?" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
        }
        return "?"
    }

    static var loadAverage: String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    }

    static var processors: Int { ProcessInfo.processInfo.activeProcessorCount }
}

extension ProcessFigures {
    /// Anonymous KiB (what RssAnon adds up: heap, stacks, arenas, and the copied-on-write pages
    /// of libraries' data) of each mapping of /proc/PID/smaps that has any, keyed by its address
    /// range and path, so that growth can be placed.
    static func anonymousMappings(_ pid: pid_t) -> [String: Int] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps", encoding: .utf8) else { return [:] }
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
