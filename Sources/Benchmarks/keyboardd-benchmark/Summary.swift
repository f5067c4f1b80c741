import Foundation

/// Every figure beside its target (the targets), printed last.
struct Summary {
    private var rows: [(figure: String, value: String, target: String, met: Bool?)] = []

    mutating func add(comparison: [BusComparison.Row]) {
        for row in comparison {
            rows.append(("throughput N=\(row.clients), keyboardd / baseline",
                         "\(Format.number(row.throughputRatio, 2))× (\(Summary.range(row.throughputRatios)))",
                         "≥ 0.8×", row.throughputRatio >= 0.8))
            rows.append(("p99 latency N=\(row.clients), keyboardd / baseline",
                         "\(Format.number(row.p99Ratio, 2))× (\(Summary.range(row.p99Ratios)))",
                         "≤ 1.5×", row.p99Ratio <= 1.5))
        }
    }

    /// The target is about keyboardd's configuration; the other runs are figures to watch.
    mutating func add(model: [ModelFigures.Line]) {
        for line in model {
            let figure = "model: \(line.label)", value = "\(Format.grouped(line.eventsPerSecond)) events/s"
            if line.isKeyboarddConfiguration {
                rows.append((figure, value, "≥ 1,000,000", line.eventsPerSecond >= 1_000_000))
            } else {
                rows.append((figure, value, "(a figure)", nil))
            }
        }
    }

    mutating func add(startup: DaemonFigures.Startup) {
        rows.append(("start-up to name owned (median, worst)",
                     "\(Format.number(startup.median * 1000, 1)) ms, \(Format.number(startup.worst * 1000, 1)) ms",
                     "≤ 200 ms", startup.worst <= 0.2))
    }

    mutating func add(memory: DaemonFigures.Memory) {
        rows.append(("RSS with \(memory.apps) apps", Format.mebibytes(memory.withAppsKiB), "< 64 MiB",
                     memory.withAppsKiB < 64 * 1024))
    }

    mutating func add(soak: DaemonFigures.Soak, from checkpoint: UInt64) {
        guard let reference = soak.samples.first(where: { $0.notifications >= checkpoint }), let last = soak.samples.last else { return }
        let growth = last.resident - reference.resident
        let anonymous = last.anonymous - reference.anonymous
        rows.append(("RSS at \(Format.grouped(Double(reference.notifications))) → \(Format.grouped(Double(last.notifications))) notifications",
                     "\(Format.mebibytes(reference.resident)) → \(Format.mebibytes(last.resident)) (\(Summary.signed(growth)) KiB, anonymous \(Summary.signed(anonymous)) KiB)",
                     "no growth", growth <= 0))
    }

    static func signed(_ value: Int) -> String { value >= 0 ? "+\(value)" : "\(value)" }

    mutating func add(idle: DaemonFigures.IdleCPU) {
        rows.append(("idle CPU over \(Format.number(idle.seconds, 0)) s", "\(Format.number(idle.percentOfCore, 3))% of a core",
                     "< 0.5%", idle.percentOfCore < 0.5))
    }

    static func printComparison(_ rows: [BusComparison.Row]) {
        Swift.print("\n  medians of the runs; p50 and p99 over every call of every run")
        Swift.print("  N    server         notifications/s   p50        p99        per call  bytes  CPU µs per call: server     bus  clients")
        for row in rows {
            var sides = [("baseline", row.baseline), ("keyboardd", row.keyboardd)]
            if !row.baselineWithProperties.deliveredPerSecond.isEmpty {
                sides.append(("baseline+props", row.baselineWithProperties))
            }
            for (name, side) in sides {
                let perCall = Statistics.median(side.notificationsPerCall) ?? 0
                var line = "  " + Format.pad("\(row.clients)", 5) + Format.pad(name, 15)
                line += Format.padLeft(Format.grouped(side.medianThroughput), 15) + "   "
                line += Format.pad(Format.microseconds(side.p50), 11) + Format.pad(Format.microseconds(side.p99), 11)
                line += Format.pad(Format.number(perCall, 2), 10) + Format.pad("\(side.notificationBytes)", 7)
                line += Format.padLeft(Format.number(Statistics.median(side.serverCPU) ?? 0), 23)
                line += Format.padLeft(Format.number(Statistics.median(side.busCPU) ?? 0), 8)
                line += Format.padLeft(Format.number(Statistics.median(side.clientCPU) ?? 0), 9)
                Swift.print(line)
            }
            Swift.print("  " + Format.pad("", 5) + "keyboardd / baseline, median of the \(row.throughputRatios.count) back-to-back pairs: "
                + "throughput \(Format.number(row.throughputRatio, 2))× (\(range(row.throughputRatios))), "
                + "p99 \(Format.number(row.p99Ratio, 2))× (\(range(row.p99Ratios)))")
            if !row.baselineWithProperties.deliveredPerSecond.isEmpty {
                Swift.print("  " + Format.pad("", 5) + "keyboardd / baseline+props: "
                    + "throughput \(Format.number(Statistics.median(row.throughputRatiosWithProperties) ?? 0, 2))× "
                    + "(\(range(row.throughputRatiosWithProperties))), "
                    + "p99 \(Format.number(Statistics.median(row.p99RatiosWithProperties) ?? 0, 2))× (\(range(row.p99RatiosWithProperties)))")
            }
        }
    }

    /// "0.71–0.93": the spread of per-pair ratios.
    static func range(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "-" }
        return "\(Format.number(low, 2))–\(Format.number(high, 2))"
    }

    func print() {
        Swift.print("\n== summary")
        let width = max(40, rows.map(\.figure.count).max() ?? 0) + 2
        let valueWidth = max(20, rows.map(\.value.count).max() ?? 0) + 2
        Swift.print("  " + Format.pad("figure", width) + Format.pad("measured", valueWidth) + Format.pad("target", 14) + "met")
        for row in rows {
            let met = row.met.map { $0 ? "yes" : "NO" } ?? "-"
            Swift.print("  " + Format.pad(row.figure, width) + Format.pad(row.value, valueWidth) + Format.pad(row.target, 14) + met)
        }
    }
}
