import Foundation
import Glibc

/// The daemon's own costs: start-up, memory with many apps, memory over a long run, idle CPU.
enum DaemonFigures {
    struct Startup {
        var seconds: [Double]
        var median: Double { Statistics.median(seconds) ?? 0 }
        var worst: Double { seconds.max() ?? 0 }
    }

    /// Spawn to NameOwnerChanged, `runs` times, each on a fresh bus.
    static func startup(runs: Int) throws -> Startup {
        var seconds: [Double] = []
        for _ in 0..<runs {
            let server = try ServerUnderTest(.keyboardd)
            seconds.append(server.startupSeconds)
            server.stop()
        }
        return Startup(seconds: seconds)
    }

    struct Memory {
        var idleKiB: Int
        var withAppsKiB: Int
        var apps: Int
        var registrationSeconds: Double
    }

    /// Resident memory of a fresh daemon, then with `apps` apps registered (one connection each,
    /// all launched and running in background).
    static func memory(apps: Int) throws -> Memory {
        let server = try ServerUnderTest(.keyboardd)
        defer { server.stop() }
        let idle = ProcessFigures.residentKiB(server.pid)
        let start = Stopwatch.now()
        let clients = try AppClients(address: server.bus.address, count: apps, prefix: "com.example.many")
        let seconds = Stopwatch.seconds(since: start)
        // What the apps were sent meanwhile is read, so nothing waits in the bus for them.
        _ = NotificationDriver(clients: clients)
        return Memory(idleKiB: idle, withAppsKiB: ProcessFigures.residentKiB(server.pid), apps: apps,
                      registrationSeconds: seconds)
    }

    struct Soak {
        struct Sample {
            var notifications: UInt64
            /// Resident memory (smaps_rollup Rss) and its anonymous (heap, stacks, written library
            /// data) and file-backed (code, libraries) parts, KiB.
            var resident: Int, anonymous: Int, file: Int
            /// Anonymous KiB per mapping (ProcessFigures.anonymousMappings).
            var mappings: [String: Int]
        }
        var samples: [Sample]
        var seconds: Double

        /// The mappings whose anonymous memory changed between two samples, largest change first.
        static func changedMappings(from a: Sample, to b: Sample) -> [(mapping: String, from: Int, to: Int)] {
            Set(a.mappings.keys).union(b.mappings.keys)
                .map { (mapping: $0, from: a.mappings[$0] ?? 0, to: b.mappings[$0] ?? 0) }
                .filter { $0.from != $0.to }
                .sorted { abs($0.to - $0.from) > abs($1.to - $1.from) }
        }
    }

    static func sample(_ pid: pid_t, after notifications: UInt64) -> Soak.Sample {
        let resident = ProcessFigures.residentKiB(pid), anonymous = ProcessFigures.rollupKiB(pid, "Anonymous") ?? -1
        return Soak.Sample(notifications: notifications, resident: resident, anonymous: anonymous,
                           file: resident - anonymous, mappings: ProcessFigures.anonymousMappings(pid))
    }

    /// Show/hide cycles with `clients` apps until the daemon has sent `notifications`
    /// notifications, sampling resident memory at each checkpoint.
    static func soak(notifications: UInt64, checkpoints: [UInt64], clients n: Int) throws -> Soak {
        let server = try ServerUnderTest(.keyboardd)
        defer { server.stop() }
        let clients = try AppClients(address: server.bus.address, count: n)
        let driver = NotificationDriver(clients: clients)
        var samples = [sample(server.pid, after: 0)]
        let start = Stopwatch.now()
        for checkpoint in (checkpoints + [notifications]).sorted() where checkpoint <= notifications {
            try driver.run(untilSequence: checkpoint, window: 32)
            samples.append(sample(server.pid, after: driver.highestSequence))
        }
        return Soak(samples: samples, seconds: Stopwatch.seconds(since: start))
    }

    struct IdleCPU {
        var seconds: Double
        var cpuSeconds: Double
        var ticks: Int
        var percentOfCore: Double { 100 * cpuSeconds / seconds }
    }

    /// CPU used by a daemon on the real clock that nobody talks to, over `seconds`.
    static func idleCPU(seconds: Double) throws -> IdleCPU {
        let server = try ServerUnderTest(.keyboardd, clock: "real")
        defer { server.stop() }
        let ns0 = ProcessFigures.cpuNanoseconds(server.pid), ticks0 = ProcessFigures.cpuTicks(server.pid)
        let start = Stopwatch.now()
        // Sleeping is the measurement here: the daemon is left alone for the window.
        usleep(UInt32(seconds * 1_000_000))
        let elapsed = Stopwatch.seconds(since: start)
        let ns1 = ProcessFigures.cpuNanoseconds(server.pid), ticks1 = ProcessFigures.cpuTicks(server.pid)
        return IdleCPU(seconds: elapsed, cpuSeconds: Double(ns1 - ns0) / 1e9, ticks: ticks1 - ticks0)
    }
}
