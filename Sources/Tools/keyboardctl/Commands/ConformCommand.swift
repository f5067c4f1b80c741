import ArgumentParser
import Conformance
import DBus
import Foundation
import ProcessSupport

/// Plays real devices' logged notification sequences (conformance/*.yaml) on keyboardd and
/// compares what its apps received with what the devices logged.
struct Conform: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check keyboardd against real devices' logs (conformance/*.yaml): matched, differs or not expressible.",
        discussion: """
            Each log names the era and device keyboardd plays it on, the settings, input mode and orientation, the \
            apps and the story. keyboardctl resets keyboardd, configures it (Control1.Configure, then SetInputMode, \
            SetHardwareKeyboard and SetKeyboardMode where the story does not set them itself), registers each app \
            of the log on a bus connection of its own (no sample client runs), plays the story and compares what \
            each app received from `record` on, among the notifications the log observed, field by field with what \
            the device logged: the names in order, frames, centers and bounds within 0.5 pt, duration within 1 ms, \
            `at` within 5 ms, the userInfo's keys as a set, IsLocal, the curve, FrameEnd's height. A log needing an \
            era, device, input mode or step keyboardd lacks is not expressible, with what it lacks.

            With no FILES, every conformance/*.yaml under the current directory (the repository's root). On a \
            terminal one line per log as it is played; then the table, every difference and the summary \
            (`keyboardd reproduces N of M expressible logs; K not expressible`). --json prints the verdicts as \
            docs/conformance-verdicts.json holds them; --html writes a page with the table and the differences.

            The baseline (--baseline FILE, default docs/conformance-verdicts.json when it exists) is the committed \
            verdicts: a log it says matched that does not match now fails the run. scripts/generate rewrites it \
            and docs/CONFORMANCE.md (--write-docs). docs/CONFORMANCE.md says how to add a log.

            Exit status: 0 done (logs may differ or be inexpressible); 1 a log the baseline says matched does not \
            match now; 64 a log file or the baseline is not valid (every problem with FILE:LINE:COLUMN and its \
            field); 69 no bus, no keyboardd, or the real clock; 74 a file could not be read or written.
            """)

    @Argument(help: ArgumentHelp("Conformance files (default: conformance/*.yaml).", valueName: "file"),
              completion: .file(extensions: ["yaml"]))
    var files: [String] = []
    @OptionGroup var bus: BusOptions
    @Flag(help: "Start a private bus and keyboardd (virtual clock) for this run, and stop them after.")
    var embedded = false
    @Option(help: ArgumentHelp("The keyboardd binary for --embedded (default: the one beside keyboardctl).", valueName: "path"),
            completion: .file())
    var keyboardd: String?
    @OptionGroup var wait: WaitOptions
    @Flag(help: "Print the verdicts as JSON (the baseline's form) instead of the table.")
    var json = false
    @Option(help: ArgumentHelp("Write an HTML page with the table and the differences to FILE.", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?
    @Option(help: ArgumentHelp("The committed verdicts to hold the run to (default: \(ConformanceDocuments.verdictsPath) when it exists).",
                               valueName: "file"), completion: .file(extensions: ["json"]))
    var baseline: String?
    @Flag(name: .customLong("no-baseline"), help: "Hold the run to no baseline (scripts/generate, writing a new one).")
    var noBaseline = false
    @Flag(name: .customLong("write-docs"), help: "Only rewrite docs/CONFORMANCE.md's generated parts and the README's line from the verdicts file; no bus.")
    var writeDocs = false
    @Flag(name: .customLong("check-docs"), help: "Only check that docs/CONFORMANCE.md and the README's line are what the verdicts file makes; no bus.")
    var checkDocs = false
    @Flag(name: .customLong("no-color"), help: "Never colour (also: NO_COLOR, or stdout not a terminal).")
    var noColor = false

    func validate() throws {
        if embedded && (bus.address != nil || bus.session) {
            throw ValidationError("--embedded starts a bus of its own: leave out --address and --session")
        }
        if noBaseline && baseline != nil { throw ValidationError("--baseline and --no-baseline: give one of them") }
        if writeDocs && checkDocs { throw ValidationError("--write-docs and --check-docs: give one of them") }
    }

    func run() throws {
        try reportingFailures {
            if writeDocs || checkDocs { return try documents() }
            try conform()
        }
    }

    func conform() throws {
        let logs = try ConformLogs.load(files)
        let held = try ConformLogs.baseline(baseline, disabled: noBaseline)
        let palette = AppPalette(enabled: Terminal.wantsColor(disabled: noColor))
        let progress = ConformProgress(total: logs.count, shown: !json && isatty(STDOUT_FILENO) != 0, palette: palette)

        let own = embedded ? try EmbeddedKeyboardd(keyboarddBinary: try Binaries.keyboardd(keyboardd), timeout: try wait.seconds()) : nil
        defer { own?.stop() }
        let stops = StopSignals {
            EmbeddedKeyboardd.stopAll()
            Foundation.exit(130)
        }
        defer { stops.cancel() }
        let daemon = try own.map { own throws(CtlFailure) in Daemon(connection: try Run.connect(own.address), address: own.address) }
            ?? bus.connect()
        try daemon.requireVirtualClock()

        let player = LogPlayer(connection: daemon.connection, address: daemon.address)
        var entries: [ConformanceReport.Entry] = []
        for (index, (_, log)) in logs.enumerated() {
            let verdict: Verdict
            do {
                verdict = try Judge.verdict(log, catalog: .model) { try player.play($0) }
            } catch let error as DBusError {
                throw CtlFailure.call(error, address: daemon.address)
            }
            progress.finished(log, verdict, number: index + 1)
            entries.append(ConformanceReport.Entry(log, verdict))
        }
        let report = ConformanceReport(entries)

        if json {
            Terminal.write(report.json)
        } else {
            ConformText.lines(report, files: logs.map(\.path), palette: palette).forEach(Terminal.printLine)
        }
        if let html { try OutputFile.write(ConformPage.page(report, files: logs.map(\.path)), to: html) }
        if let held {
            let regressions = report.regressions(against: held.report)
            for (log, now) in regressions {
                Terminal.printError("\(log): \(held.path) says matched, now \(now)")
            }
            if !regressions.isEmpty { throw ExitCode(1) }
        }
    }

    /// --write-docs and --check-docs: the generated parts of docs/CONFORMANCE.md and README.md,
    /// from the verdicts file and docs/conformance-notes.yaml, under the current directory.
    func documents() throws(CtlFailure) {
        let root = FileManager.default.currentDirectoryPath
        let documents: ConformanceDocuments
        do {
            documents = try ConformanceDocuments(root: root, verdicts: baseline)
        } catch {
            throw .usage("\(error)")
        }
        if checkDocs {
            let stale = documents.drift()
            stale.forEach(Terminal.printLine)
            if !stale.isEmpty { throw CtlFailure(kind: .daemon, message: "\(stale.count) generated file(s) stale: run scripts/generate") }
            return
        }
        do {
            for path in try documents.write() { Terminal.printLine("\(path) regenerated") }
        } catch {
            throw .io("\(error)")
        }
    }
}
