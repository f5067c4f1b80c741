import Foundation
import Glibc

/// keyboardd against the baseline on the bus, side by side: for each N, both servers on fresh
/// private buses with N registered apps, driven the same way, alternating which goes first.
struct BusComparison {
    var clientCounts: [Int]
    var warmup: Double
    var seconds: Double
    var repeats: Int
    var showMessages = false
    /// Also runs the baseline with keyboardd's PropertiesChanged, to show what keyboardd costs
    /// beyond the traffic the contract makes it send.
    var withPropertiesBaseline = false

    struct Side {
        var deliveredPerSecond: [Double] = []
        var latencies: [Double] = []
        /// p99 of each run.
        var runP99: [Double] = []
        var notificationsPerCall: [Double] = []
        var notificationBytes = 0
        var startups: [Double] = []
        /// CPU µs per driving call of the server, dbus-daemon and the clients (one per run).
        var serverCPU: [Double] = []
        var busCPU: [Double] = []
        var clientCPU: [Double] = []

        var medianThroughput: Double { Statistics.median(deliveredPerSecond) ?? 0 }
        var p50: Double { Statistics.percentile(latencies, 50) ?? 0 }
        var p99: Double { Statistics.percentile(latencies, 99) ?? 0 }
    }

    struct Row {
        var clients: Int
        var keyboardd = Side()
        var baseline = Side()
        var baselineWithProperties = Side()
        /// Ratios of the two servers' runs of the same repeat, which ran back to back: on a shared,
        /// noisy machine the conditions move between repeats more than within one.
        var throughputRatios: [Double] {
            zip(keyboardd.deliveredPerSecond, baseline.deliveredPerSecond).map { $0 / max($1, 1e-9) }
        }
        var p99Ratios: [Double] { zip(keyboardd.runP99, baseline.runP99).map { $0 / max($1, 1e-12) } }
        /// The median of the per-repeat ratios.
        var throughputRatio: Double { Statistics.median(throughputRatios) ?? 0 }
        var p99Ratio: Double { Statistics.median(p99Ratios) ?? 0 }
        /// keyboardd against the baseline that also sends the PropertiesChanged.
        var throughputRatiosWithProperties: [Double] {
            zip(keyboardd.deliveredPerSecond, baselineWithProperties.deliveredPerSecond).map { $0 / max($1, 1e-9) }
        }
        var p99RatiosWithProperties: [Double] {
            zip(keyboardd.runP99, baselineWithProperties.runP99).map { $0 / max($1, 1e-12) }
        }
    }

    func run(report: (String) -> Void) throws -> [Row] {
        var rows: [Row] = []
        for n in clientCounts {
            var row = Row(clients: n)
            for repeatIndex in 0..<repeats {
                var order: [ServerKind] = withPropertiesBaseline ? [.baseline, .keyboardd, .baselineWithProperties] : [.baseline, .keyboardd]
                if repeatIndex % 2 == 1 { order.reverse() }
                for kind in order {
                    let (result, startup, cpu) = try measure(kind, clients: n)
                    var side = switch kind {
                    case .keyboardd: row.keyboardd
                    case .baseline: row.baseline
                    case .baselineWithProperties: row.baselineWithProperties
                    }
                    side.deliveredPerSecond.append(result.deliveredPerSecond)
                    side.latencies += result.latencies
                    side.runP99.append(Statistics.percentile(result.latencies, 99) ?? 0)
                    side.notificationsPerCall.append(result.notificationsPerCall)
                    side.notificationBytes = result.notificationBytes
                    side.startups.append(startup)
                    side.serverCPU.append(cpu.server)
                    side.busCPU.append(cpu.bus)
                    side.clientCPU.append(cpu.clients)
                    switch kind {
                    case .keyboardd: row.keyboardd = side
                    case .baseline: row.baseline = side
                    case .baselineWithProperties: row.baselineWithProperties = side
                    }
                    report("  N=\(n) \(Format.pad(kind.rawValue, 19)) run \(repeatIndex + 1): "
                        + "\(Format.grouped(result.deliveredPerSecond)) notifications/s delivered, "
                        + "\(result.calls) calls (\(Format.number(result.notificationsPerCall, 2)) notifications each, "
                        + "\(result.notificationBytes) bytes), p50 \(Format.microseconds(Statistics.percentile(result.latencies, 50) ?? 0)), "
                        + "p99 \(Format.microseconds(Statistics.percentile(result.latencies, 99) ?? 0)); "
                        + "CPU per call: server \(Format.number(cpu.server)) µs, dbus-daemon \(Format.number(cpu.bus)) µs, "
                        + "clients \(Format.number(cpu.clients)) µs; server sleeps \(Format.number(cpu.serverSwitches, 2)) per call; "
                        + "steal \(Format.number(cpu.steal * 100))%")
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// CPU time per driving call, µs: the server, dbus-daemon and the benchmark's own clients.
    struct CPUPerCall {
        var server = 0.0, bus = 0.0, clients = 0.0
        /// The server's voluntary context switches (sleeps in poll) per call.
        var serverSwitches = 0.0
        /// The machine's CPU time that the hypervisor gave to other guests during the run (0...1).
        var steal = 0.0
    }

    private func measure(_ kind: ServerKind, clients n: Int) throws -> (NotificationDriver.Result, Double, CPUPerCall) {
        // ios13, the era of BENCHMARKS.md's figures: the same notifications per call as the baseline sends.
        let server = try ServerUnderTest(kind, extraArguments: ["--era", "ios13"])
        defer { server.stop() }
        let clients = try AppClients(address: server.bus.address, count: n)
        let driver = NotificationDriver(clients: clients)
        driver.showMessages = showMessages
        let pids = [server.pid, server.bus.daemonPID, getpid()]
        let before = pids.map(ProcessFigures.cpuNanoseconds)
        let switches0 = ProcessFigures.contextSwitches(server.pid)
        let machine0 = MachineFacts.cpuTicks()
        let result = try driver.run(warmup: warmup, seconds: seconds)
        let after = pids.map(ProcessFigures.cpuNanoseconds)
        let switches1 = ProcessFigures.contextSwitches(server.pid)
        let machine1 = MachineFacts.cpuTicks()
        let driven = Double(max(driver.callsSent, 1))
        let perCall = (0..<3).map { Double(after[$0] - before[$0]) / 1000 / driven }
        return (result, server.startupSeconds,
                CPUPerCall(server: perCall[0], bus: perCall[1], clients: perCall[2],
                           serverSwitches: Double(switches1 - switches0) / driven,
                           steal: MachineFacts.stealShare(from: machine0, to: machine1)))
    }
}
