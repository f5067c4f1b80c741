import ArgumentParser
import DBus
import Foundation
import ProcessSupport
import ScenarioFiles
import StrategyMatrix

/// Plays every scenario file on its eras and on `ideal` and writes what each app received as a
/// corpus of replay files with an index: KeyboardFixtures' resources (scripts/generate), or a
/// corpus of your own scenarios.
struct Corpus: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the replay corpus: every scenario on its eras and on ideal, one file per story and app, and an index.",
        discussion: """
            Each scenario file is played as `run --export` plays it, on a keyboardd of its own per play with \
            --embedded (so every file starts from a new keyboardd, its input-mode memory empty), on each profile it lists, then on ideal unless \
            the story already has a stretch on ideal or a SCENARIO-ideal.yaml is among the files (that one is played \
            for it). A story that switches era or device inside (SetProfile, SetDevice, Configure) is cut there: \
            one story per era and device. Expectations are not judged: the ideal play breaks the file's, which \
            were written for its own eras; a step that cannot be done stops the corpus.

            DIR gets SCENARIO/ERA.DEVICE/BUNDLE-ID.json (the replay format, docs/REPLAY.md) and index.json \
            (format keyboardd-corpus: each story's id, scenario, title, behaviours, era, device, apps and their \
            files, the scenario's lines, a one-line summary and its source). --swift FILE writes the same index \
            as KeyboardFixtures' Swift (scripts/generate). Files of DIR that the corpus no longer has are removed.

            --check writes nothing and fails (exit 1) when DIR or FILE differs from what keyboardd plays now, \
            naming each file that is stale, missing or extra.

            With no FILES, every examples/scenarios/*.yaml under the current directory (the repository's root).
            """)

    @Argument(help: ArgumentHelp("Scenario files (default: examples/scenarios/*.yaml).", valueName: "file"),
              completion: .file(extensions: ["yaml", "yml"]))
    var files: [String] = []
    @Option(help: ArgumentHelp("The corpus directory.", valueName: "dir"), completion: .directory)
    var output: String
    @Option(help: ArgumentHelp("Also write the index as KeyboardFixtures' Swift to FILE.", valueName: "file"),
            completion: .file(extensions: ["swift"]))
    var swift: String?
    @Flag(help: "Write nothing; exit 1 when the corpus differs from what keyboardd plays now.")
    var check = false
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

    func validate() throws {
        if embedded && (bus.address != nil || bus.session) {
            throw ValidationError("--embedded starts a bus of its own: leave out --address and --session")
        }
    }

    func run() throws {
        try reportingFailures { try make() }
    }

    func make() throws {
        let paths = try scenarioPaths()
        let scripts = try paths.map { path throws(CtlFailure) in (path: path, script: try Run.load(path)) }
            .sorted { $0.script.id < $1.script.id }
        let examplesDirectory = try Binaries.examplesDirectory(examples, needing: scripts.flatMap { $0.script.apps.map(\.spec.example) })
        let stops = StopSignals {
            EmbeddedKeyboardd.stopAll()
            Foundation.exit(130)
        }
        defer { stops.cancel() }
        let keyboarddBinary = embedded ? try Binaries.keyboardd(keyboardd) : nil
        let timeout = try wait.seconds()
        let player = CorpusPlayer { () throws -> CorpusPlayer.Session in
            let own = try keyboarddBinary.map { binary throws(CtlFailure) in try EmbeddedKeyboardd(keyboarddBinary: binary, timeout: timeout) }
            do {
                let daemon = try own.map { own throws(CtlFailure) in Daemon(connection: try Run.connect(own.address), address: own.address) }
                    ?? bus.connect()
                try daemon.requireVirtualClock()
                let runner: ScenarioRunner
                do {
                    runner = try ScenarioRunner(busAddress: daemon.address, examplesDirectory: examplesDirectory,
                                                clientDeadline: timeout)
                } catch let error as DBusError {
                    throw CtlFailure.call(error, address: daemon.address)
                } catch {
                    throw CtlFailure.daemon("\(error)")
                }
                // As `run --export` plays: the apps report their belief after each step (the records are in the trace).
                runner.reportsBelief = true
                return (daemon, runner, {
                    runner.close()
                    daemon.connection.close()
                    own?.stop()
                })
            } catch {
                own?.stop()
                throw error
            }
        }
        let ids = Set(scripts.map(\.script.id))
        var stories: [CorpusStory] = []
        for (path, script) in scripts {
            do {
                stories += try player.stories(of: script, path: path, siblings: ids)
            } catch let error as DBusError {
                throw CtlFailure.call(error, address: bus.address ?? "the bus")
            } catch let failure as CtlFailure {
                throw failure
            } catch {
                throw CtlFailure.daemon("\(path): the story could not begin: \(error)")
            }
        }
        try output(stories)
    }

    /// The files given, or examples/scenarios/*.yaml (their paths as written, for the index's sources).
    func scenarioPaths() throws(CtlFailure) -> [String] {
        guard files.isEmpty else { return files }
        let directory = "examples/scenarios"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw .usage("no scenario files given and no \(directory) here: run from keyboardd's root or name the files")
        }
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
    }

    func output(_ stories: [CorpusStory]) throws(CtlFailure) {
        let files = CorpusFiles.render(stories)
        let swiftIndex = try swift.map { _ throws(CtlFailure) in try CorpusSwiftIndex.render(stories) }
        let drift = CorpusFiles.drift(files, in: output)
        let swiftStale = swift.map { (try? String(contentsOfFile: $0, encoding: .utf8)) != swiftIndex } ?? false
        if check {
            let lines = drift.stale.map { "stale: \(output)/\($0)" } + drift.missing.map { "missing: \(output)/\($0)" }
                + drift.extra.map { "extra: \(output)/\($0)" } + (swiftStale ? ["stale: \(swift!)"] : [])
            lines.forEach(Terminal.printLine)
            guard lines.isEmpty else {
                throw CtlFailure(kind: .daemon, message: "the corpus differs from what keyboardd plays now (\(lines.count) "
                                 + "file\(lines.count == 1 ? "" : "s")): run scripts/generate and review the diff")
            }
            Terminal.printLine("the corpus is what keyboardd plays now: \(stories.count) stories, \(files.count) files")
            return
        }
        for path in drift.stale + drift.missing {
            let url = URL(fileURLWithPath: output).appendingPathComponent(path)
            try OutputFile.createDirectory(url.deletingLastPathComponent().path)
            try OutputFile.write(files[path]!, to: url.path)
        }
        for path in drift.extra { try OutputFile.remove(URL(fileURLWithPath: output).appendingPathComponent(path).path) }
        OutputFile.removeEmptyDirectories(under: output)
        if let swift, let swiftIndex, swiftStale { try OutputFile.write(swiftIndex, to: swift) }
        let changed = drift.stale.count + drift.missing.count + drift.extra.count + (swiftStale ? 1 : 0)
        Terminal.printLine("\(output): \(stories.count) stories, \(files.count) files; \(changed) changed")
    }
}
