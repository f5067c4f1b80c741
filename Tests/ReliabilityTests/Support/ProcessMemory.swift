import Foundation

/// A process's resident memory, from /proc/PID/status (Linux).
enum ProcessMemory {
    /// VmRSS in KiB, nil when the process is gone or the field is missing.
    static func residentKiB(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
