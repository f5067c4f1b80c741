import ArgumentParser
import DBus
import Foundation
import ProcessSupport
import ScenarioFiles
import StrategyMatrix

/// Plays a scenario file against keyboardd with real sample clients and checks its expectations.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a scenario file (examples/scenarios/*.yaml) with sample clients and check its expectations.",
        discussion: """
            keyboardctl resets keyboardd (Control1.Reset), sets the file's device and era, starts the sample \
            clients the file names (ike, notes, form, chat, ipad: found beside keyboardctl, or in --examples DIR) and \
            plays the steps, printing one line per step with keyboardd's clock. Checks and expectations are judged \
            where they stand; a failed one does not stop the story. After every step each app reports its belief \
            (App1.Report), so the timeline shows belief beside truth. keyboardd must run the virtual clock \
            (`keyboardd --clock virtual`); --embedded starts a private bus and a keyboardd of its own instead.

            --html adds a storyboard: one small picture of the device per step (the screen, each visible app's \
            window, the keyboard's real frame, and the app's tracked view where it believes it belongs). --export \
            DIR writes, per app, the notifications it received as a replay file for KeyboardFixtures' player \
            (docs/REPLAY.md). A replay file holds one era on one device: a story that switches either inside \
            (SetProfile, SetDevice, Configure) is written as one file per stretch, each named and labelled with \
            its own era (com.example.form.ios17.json, com.example.form.ios13.json).

            --device, --tracker and --fix play the file on another device, or with another tracker and fixes in the \
            apps the file gives a tracker (its judged apps): the compatibility table's cells (docs/COMPATIBILITY.md) \
            name the command that draws each.

            A file that lists several eras is played once on each (file names of --trace, --svg, --html and \
            --export then get the era before their extension). The schema: docs/SCENARIO-SCHEMA.md.

            Exit status: 0 every expectation held; 1 one did not (each is shown as a diff, - expected, + found), or \
            a step could not be done; 64 the file is not a valid scenario (every problem with FILE:LINE:COLUMN); \
            69 no bus, no keyboardd, the real clock, or a sample client that is not built; 74 a file could not be \
            read or written; 141 the reader of its output went away (what the run started is stopped first).
            """)

    @Argument(help: ArgumentHelp("The scenario file (YAML).", valueName: "scenario"),
              completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    @OptionGroup var bus: BusOptions
    @Flag(help: "Start a private bus and keyboardd (virtual clock) for this run, and stop them after.")
    var embedded = false
    @Option(help: ArgumentHelp("The directory of the built sample clients (default: keyboardctl's own).", valueName: "dir"),
            completion: .directory)
    var examples: String?
    @Option(help: ArgumentHelp("The keyboardd binary for --embedded (default: the one beside keyboardctl).", valueName: "path"),
            completion: .file())
    var keyboardd: String?
    @OptionGroup var wait: WaitOptions
    @Option(help: ArgumentHelp("Play on this era instead of the file's (its expectations were written for the file's): "
                               + Vocabulary.eras.joined(separator: ", ") + ".", valueName: "name"), completion: Completions.eras)
    var era: String?
    @Option(name: .customLong("profile"), help: .hidden, completion: Completions.eras)
    var oldProfile: String?
    @Option(help: ArgumentHelp("Play on this device instead of the file's: " + Vocabulary.devices.joined(separator: ", ") + ".",
                               valueName: "name"), completion: Completions.devices)
    var device: String?
    @Option(help: ArgumentHelp("The tracker of the apps the file gives one (its judged apps), instead of the file's.",
                               valueName: "name"))
    var tracker: String?
    @Option(name: .customLong("fix"), help: ArgumentHelp("A fix of the judged apps instead of the file's (repeatable; none for none).",
                                                         valueName: "name"))
    var fixes: [String] = []
    @Option(help: ArgumentHelp("Write keyboardd's journal of the run to FILE as JSON Lines (as `trace` prints it).",
                               valueName: "file"), completion: .file(extensions: ["jsonl"]))
    var trace: String?
    @Option(help: ArgumentHelp("Write the run's timeline to FILE as SVG.", valueName: "file"), completion: .file(extensions: ["svg"]))
    var svg: String?
    @Option(help: ArgumentHelp("Write an HTML page with the timeline and its legend to FILE.", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?
    @Option(help: ArgumentHelp("Write each app's received notifications to DIR/BUNDLE-ID.json, to replay in unit tests "
                               + "(docs/REPLAY.md).", valueName: "dir"), completion: .directory)
    var export: String?
    @Flag(name: .customLong("validate"), help: "Only check the file against the schema; no bus needed.")
    var validateOnly = false
    @Flag(name: .customLong("no-color"), help: "Never colour (also: NO_COLOR, or stdout not a terminal).")
    var noColor = false

    func validate() throws {
        if embedded && (bus.address != nil || bus.session) {
            throw ValidationError("--embedded starts a bus of its own: leave out --address and --session")
        }
        if let era = try OldSpelling.era(era, profile: oldProfile), !Vocabulary.eras.contains(era) {
            throw ValidationError("unknown era '\(era)'; valid: \(Vocabulary.eras.joined(separator: ", "))")
        }
        if let device, !Vocabulary.devices.contains(device) {
            throw ValidationError("unknown device '\(device)'; valid: \(Vocabulary.devices.joined(separator: ", "))")
        }
        if let tracker, !Vocabulary.trackers.contains(tracker) {
            throw ValidationError("unknown tracker '\(tracker)'; valid: \(Vocabulary.trackers.joined(separator: ", "))")
        }
        for fix in fixes where fix != "none" && !Vocabulary.fixes.contains(fix) {
            throw ValidationError("unknown fix '\(fix)'; valid: \(Vocabulary.fixes.joined(separator: ", ")), none")
        }
    }

    func run() throws {
        if oldProfile != nil { OldSpelling.warn("--profile", "--era") }
        try reportingFailures { try play() }
    }

    func play() throws {
        let script = overridden(try Self.load(scenario))
        let report = ScriptReport(palette: AppPalette(enabled: Terminal.wantsColor(disabled: noColor)))
        if validateOnly {
            Terminal.printLine("\(scenario): a valid scenario: \(script.id), \(script.steps.count) steps, "
                               + "\(script.expectationCount) expectations, era \(script.profiles.joined(separator: ", "))")
            return
        }
        let examplesDirectory = try Binaries.examplesDirectory(examples, needing: script.apps.map(\.spec.example))
        let keyboarddBinary = embedded ? try Binaries.keyboardd(keyboardd) : nil
        let timeout = try wait.seconds()
        let own = try keyboarddBinary.map { binary throws(CtlFailure) in try EmbeddedKeyboardd(keyboarddBinary: binary, timeout: timeout) }
        defer { own?.stop() }
        // Ctrl-C stops what this run started; the sample clients leave when their stdin closes
        // (--exit-at-eof). The same when stdout's reader goes away (Terminal.readerLeft).
        let stops = StopSignals {
            EmbeddedKeyboardd.stopAll()
            Foundation.exit(130)
        }
        defer { stops.cancel() }

        let daemon: Daemon
        if let own {
            daemon = Daemon(connection: try Self.connect(own.address), address: own.address)
        } else {
            daemon = try bus.connect()
        }
        try daemon.requireVirtualClock()
        let runner: ScenarioRunner
        do {
            runner = try ScenarioRunner(busAddress: daemon.address, examplesDirectory: examplesDirectory, clientDeadline: timeout)
        } catch let error as DBusError {
            throw CtlFailure.call(error, address: daemon.address)
        }
        runner.reportsBelief = true
        // The storyboard and the export read the device after every step.
        let snapshots = html != nil || export != nil ? StepSnapshots(daemon: daemon) : nil

        let profiles = (era ?? oldProfile).map { [$0] } ?? script.profiles
        var failed = false
        for (index, profile) in profiles.enumerated() {
            if index > 0 { Terminal.printLine("") }
            report.heading(script, file: scenario, profile: profile, address: daemon.address).forEach(Terminal.printLine)
            let run: ScriptRun
            snapshots?.reset()
            let outputs = { (end: UInt64?) throws(CtlFailure) in
                try writeOutputs(daemon: daemon, script: script, profile: profile, several: profiles.count > 1, end: end,
                                 snapshots: snapshots?.snapshots ?? [])
            }
            do {
                run = try runner.play(script, profile: profile) { event in
                    if let line = report.line(event) { Terminal.printLine(line) }
                    snapshots?.record(event)
                }
            } catch let error as ScriptStepError {
                try? outputs(nil)
                throw stepFailure(error, address: daemon.address)
            } catch let error as DBusError {
                throw CtlFailure.call(error, address: daemon.address)
            } catch {
                // Before the first step: a sample client that would not start or register.
                throw CtlFailure.daemon("\(scenario): the story could not begin: \(error)")
            }
            if let failure = snapshots?.failure { throw failure }
            try outputs(run.traceEnd)
            report.summary(run, file: scenario).forEach(Terminal.printLine)
            failed = failed || !run.passed
        }
        if failed { throw ExitCode(1) }
    }

    /// The file's script with --device, --tracker and --fix in place of its own: the tracker and
    /// fixes of every app the file judges (the apps it gives a tracker), as a cell of the
    /// compatibility table plays it (docs/COMPATIBILITY.md, keyboardd-compat).
    func overridden(_ script: ScenarioScript) -> ScenarioScript {
        var script = script
        if let device { script.device = device }
        if tracker != nil || !fixes.isEmpty {
            script.apps = script.apps.map { app in
                guard app.spec.judged else { return app }
                var app = app
                if let tracker { app.tracker = tracker }
                if !fixes.isEmpty { app.fixes = fixes.filter { $0 != "none" } }
                return app
            }
        }
        return script
    }

    /// The file, or every problem in it with its place (exit 64; 74 when it cannot be read).
    static func load(_ path: String) throws(CtlFailure) -> ScenarioScript {
        do {
            var warnings: [ScenarioFileProblem] = []
            let script = try ScenarioFile.load(path: path, warnings: &warnings)
            for warning in warnings { Terminal.printError("\(path):\(warning.line):\(warning.column): warning: \(warning.message)") }
            return script
        } catch {
            let message = error.problems.map { "\(error.source):\($0)" }.joined(separator: "\nkeyboardctl: ")
            throw error.kind == .unreadable ? .io(message) : .usage(message)
        }
    }

    static func connect(_ address: String) throws(CtlFailure) -> Connection {
        do {
            return try Connection(address: address)
        } catch {
            throw .unavailable("cannot connect to the bus at \(address): \(error.message)")
        }
    }

    /// A step that could not be done, with its line; keyboardd's own errors keep their kind.
    func stepFailure(_ error: ScriptStepError, address: String) -> CtlFailure {
        let place = "\(scenario):\(error.line): \(error.step)"
        if let bus = error.underlying as? DBusError {
            let failure = CtlFailure.call(bus, address: address)
            return CtlFailure(kind: failure.kind, message: "\(place): \(failure.message)")
        }
        return .daemon("\(place): \(error.underlying)")
    }

    /// --trace, --svg, --html and --export for one profile's play, from keyboardd's journal up to
    /// `end` (the story without the sample clients' leaving; all of it when the story broke off).
    func writeOutputs(daemon: Daemon, script: ScenarioScript, profile: String, several: Bool,
                      end: UInt64?, snapshots: [StepSnapshot]) throws(CtlFailure) {
        guard trace != nil || svg != nil || html != nil || export != nil else { return }
        let entries = try daemon.traceNow().filter { end == nil || $0.sequence <= end! }
        func path(_ base: String) -> String { several ? Self.path(base, inserting: profile) : base }
        if let trace {
            try OutputFile.write(entries.map { $0.json.serialized + "\n" }.joined(), to: path(trace))
        }
        var timeline = Timeline(entries: entries)
        if svg != nil || html != nil {
            timeline.keyboard = LiveKeyboardCurve.sample(daemon, from: timeline.start, to: timeline.end)
        }
        let options = TimelineSVG.Options(title: "\(script.id) on \(profile): \(script.title)")
        if let svg { try OutputFile.write(TimelineSVG.render(timeline, options: options), to: path(svg)) }
        if let html {
            let subtitle = "\(scenario) (\(script.behaviours.joined(separator: ", "))): device \(script.device), profile \(profile); "
                + script.apps.map { "\($0.spec.role) \($0.setupDescription)" }.joined(separator: ", ") + "."
            let storyboard = Storyboard(snapshots: snapshots, entries: entries)
            try OutputFile.write(TimelineHTML.page(timeline, options: options, subtitle: subtitle, storyboard: storyboard),
                                 to: path(html))
        }
        if let export {
            // One file per app and segment: a story that switches era or device inside is cut there.
            let segments = try SegmentExport.segments(entries, script: script, profile: profile, snapshots: snapshots)
            let labels = ReplaySegment.labels(segments.map(\.segment), playProfile: profile, severalProfiles: several)
            try OutputFile.createDirectory(export)
            for (segment, label) in zip(segments, labels) {
                for (app, json) in segment.documents {
                    let name = ReplayExport.fileName(app, label: label)
                    try OutputFile.write(json.pretty + "\n", to: URL(fileURLWithPath: export).appendingPathComponent(name).path)
                }
            }
        }
    }

    /// `k3.svg` → `k3.ios13.svg`.
    static func path(_ base: String, inserting profile: String) -> String {
        let url = URL(fileURLWithPath: base)
        let ext = url.pathExtension
        guard !ext.isEmpty else { return base + "." + profile }
        return String(base.dropLast(ext.count + 1)) + ".\(profile).\(ext)"
    }
}

extension ScenarioScript {
    /// Checks plus expectations: what a run judges.
    var expectationCount: Int { steps.reduce(0) { $0 + $1.action.judgements } }
}
