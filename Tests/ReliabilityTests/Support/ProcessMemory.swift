import Foundation

/// A process's resident memory, from /proc/PID/smaps_rollup (Linux): exact, unlike status's
/// VmRSS, which the kernel sums approximately from per-CPU counters.
enum ProcessMemory {
    /// Rss in KiB, nil when the process is gone or the field is missing.
    static func residentKiB(_ pid: pid_t) -> Int? {
        guard let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
        for line in rollup.split(separator: "\n") where line.hasPrefix("Rss:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
