// keyboardd measured against the message bus itself (BENCHMARKS.md). Prints figures; asserts
// nothing. Build everything in release and run it through scripts/benchmark.

import ArgumentParser
import Foundation

struct KeyboarddBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardd-benchmark",
        abstract: "Measures keyboardd against a no-model baseline on a private bus, and the daemon's own costs.",
        discussion: """
            Needs keyboardd, bus-baseline and model-benchmark built beside it (scripts/benchmark builds them), \
            and dbus-daemon. Every bus is private and every process is stopped by PID.
            """)

    @Option(help: "Client counts N for the bus comparison, comma-separated.")
    var clients: String = "1,10,50,200"

    @Option(help: "Seconds measured per server and N (after the warm-up; longer until \(NotificationDriver.minimumMeasuredCalls) calls are measured).")
    var seconds: Double = 2

    @Option(help: "Seconds of warm-up per server and N.")
    var warmup: Double = 0.5

    @Option(help: "Runs per server and N; the order alternates between runs.")
    var repeats: Int = 3

    @Option(help: "Model events per run of model-benchmark (0 skips the model).")
    var modelEvents: Int = 1_000_000

    @Option(help: "Registered apps for the memory figure (0 skips it).")
    var apps: Int = 1000

    @Option(help: "Notifications for the long-run memory figure (0 skips it).")
    var soak: UInt64 = 1_000_000

    @Option(help: "Seconds of idle CPU measurement (0 skips it).")
    var idle: Double = 10

    @Option(help: "Start-ups timed.")
    var startups: Int = 10

    @Flag(help: "Also run the baseline with the PropertiesChanged keyboardd sends (what keyboardd costs beyond its traffic).")
    var baselineProperties = false

    @Flag(help: "Print the first notification each run's driving app receives.")
    var showMessages = false

    @Option(help: ArgumentHelp("A command keyboardd runs under, e.g. \"valgrind --tool=callgrind\" (split at spaces).",
                               valueName: "command"))
    var wrap: String?

    @Option(help: ArgumentHelp("The same for bus-baseline.", valueName: "command"))
    var wrapBaseline: String?

    @Flag(help: "Only the bus comparison.")
    var busOnly = false

    func run() throws {
        var summary = Summary()
        if let wrap { ServerUnderTest.keyboarddWrapper = wrap.split(separator: " ").map(String.init) }
        if let wrapBaseline { ServerUnderTest.baselineWrapper = wrapBaseline.split(separator: " ").map(String.init) }
        print("keyboardd-benchmark: \(MachineFacts.processors) CPUs, \(MachineFacts.cpuModel), load \(MachineFacts.loadAverage)")

        let counts = clients.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        print("\n== keyboardd vs the baseline on the bus (N apps; show/hide cycles; \(repeats) runs of \(Format.number(seconds, 1)) s and \(NotificationDriver.minimumMeasuredCalls) calls or more each)")
        let comparison = BusComparison(clientCounts: counts, warmup: warmup, seconds: seconds, repeats: repeats,
                                       showMessages: showMessages, withPropertiesBaseline: baselineProperties)
        let rows = try comparison.run { print($0) }
        Summary.printComparison(rows)
        summary.add(comparison: rows)

        if !busOnly {
            try daemonFigures(&summary)
        }
        print("\nload average at the end: \(MachineFacts.loadAverage)")
        summary.print()
    }

    private func daemonFigures(_ summary: inout Summary) throws {
        if modelEvents > 0 {
            print("\n== the model in-process (model-benchmark \(modelEvents) 42 both all)")
            summary.add(model: try ModelFigures.run(events: modelEvents) { print($0) })
        }
        if startups > 0 {
            print("\n== start-up until org.keyboardd.Server1 is owned (\(startups) starts)")
            let startup = try DaemonFigures.startup(runs: startups)
            print("  " + startup.seconds.map { Format.number($0 * 1000, 1) + " ms" }.joined(separator: ", "))
            summary.add(startup: startup)
        }
        if apps > 0 {
            print("\n== memory with \(apps) registered apps")
            let memory = try DaemonFigures.memory(apps: apps)
            print("  RSS idle \(Format.mebibytes(memory.idleKiB)), with \(memory.apps) apps \(Format.mebibytes(memory.withAppsKiB)) "
                + "(registered in \(Format.number(memory.registrationSeconds, 1)) s)")
            summary.add(memory: memory)
        }
        if soak > 0 {
            print("\n== memory over \(Format.grouped(Double(soak))) notifications (1 app, show/hide cycles)")
            let checkpoints: [UInt64] = ([10_000, 100_000, 250_000, 500_000, 750_000]
                + stride(from: 1_000_000, to: soak, by: 500_000)).filter { $0 < soak }
            let result = try DaemonFigures.soak(notifications: soak, checkpoints: checkpoints, clients: 1)
            for s in result.samples {
                print("  after \(Format.padLeft(Format.grouped(Double(s.notifications)), 9)) notifications: RSS \(s.resident) KiB "
                    + "(\(Format.mebibytes(s.resident))) = anonymous \(s.anonymous) KiB + file-backed \(s.file) KiB")
            }
            if let reference = result.samples.first(where: { $0.notifications >= 100_000 }), let last = result.samples.last {
                let changed = DaemonFigures.Soak.changedMappings(from: reference, to: last)
                print("  anonymous mappings that changed after \(Format.grouped(Double(reference.notifications))): "
                    + (changed.isEmpty ? "none" : changed.map { "\($0.mapping) \($0.from) → \($0.to) KiB" }.joined(separator: "; ")))
            }
            print("  \(Format.number(result.seconds, 1)) s")
            summary.add(soak: result, from: 100_000)
        }
        if idle > 0 {
            print("\n== idle CPU over \(Format.number(idle, 0)) s (real clock, no client)")
            let cpu = try DaemonFigures.idleCPU(seconds: idle)
            print("  \(Format.number(cpu.cpuSeconds * 1000, 2)) ms CPU (\(cpu.ticks) ticks) in \(Format.number(cpu.seconds, 2)) s "
                + "= \(Format.number(cpu.percentOfCore, 3))% of one core")
            summary.add(idle: cpu)
        }
    }
}

KeyboarddBenchmark.main()
