import ArgumentParser
import DBus
import Foundation
import ProcessSupport
import KeyboardContract
import ScenarioFiles
import StrategyMatrix
import Synchronization

/// The tracker × story matrix (StrategyMatrix.cells), each job on a bus and keyboardd of its own.
struct Matrix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the tracker × story matrix and compare every cell with the outcome the articles lead us to expect.",
        discussion: """
            Each cell is a story of the articles, a tracker with its fixes, and an era (docs/MATRIX.md). The \
            cells run on a private bus with a keyboardd of its own (virtual clock) and the sample clients, found \
            beside keyboardctl (or in --examples DIR); no other bus or keyboardd is needed or touched. Each cell \
            starts from Control1.Reset, and registers its apps in the sample client processes of the cell before \
            (their register command); --jobs N runs N such buses at once. --timings prints where the time went.

            --filter [FIELD=]PATTERN picks cells: FIELD is scenario, tracker, fix or era (without it, any of \
            them); PATTERN is a name or a glob (switch-*). Repeated filters must all match. On a terminal a bar \
            shows the progress and only the cells that differ are listed; otherwise one line per cell.

            --markdown writes the table with expected and found; --html a page with the table and, for each cell \
            that differs, the SVG timeline of its run. --document prints docs/MATRIX.md, every cell with its \
            expected outcome, without running any (scripts/generate writes the page with it). Exit status: 0 \
            every cell as expected, 1 a cell differs (or could not be played), 64 a filter matches nothing, 69 \
            keyboardd or a sample client is not built, 74 a file could not be written.

            --all computes the whole compatibility table instead (docs/COMPATIBILITY.md: every tracker and fix \
            through every story on every era, thousands of cells) with keyboardd-compat, built beside keyboardctl, \
            which plays the cells in its own process on keyboardd's model: no bus, no keyboardd, no sample client. \
            keyboardctl itself stays a client of the bus contract only. With --all: --jobs, --shard i/n (the \
            libraries of the i-th of n shares), --check (compare with the documents), --write-docs, \
            --no-progress-bar; run from the repository's root.
            """)

    @Option(name: .customLong("filter"), help: ArgumentHelp("Only the cells matching [FIELD=]PATTERN (repeatable).",
                                                            valueName: "filter"))
    var filters: [String] = []
    @Option(help: ArgumentHelp("Write the table (expected and found) as Markdown to FILE.", valueName: "file"),
            completion: .file(extensions: ["md"]))
    var markdown: String?
    @Option(help: ArgumentHelp("Write an HTML page with the table and a timeline per cell that differs to FILE.",
                               valueName: "file"), completion: .file(extensions: ["html"]))
    var html: String?
    @Option(help: ArgumentHelp("The directory of the built sample clients (default: keyboardctl's own).", valueName: "dir"),
            completion: .directory)
    var examples: String?
    @Option(help: ArgumentHelp("The keyboardd binary (default: the one beside keyboardctl).", valueName: "path"),
            completion: .file())
    var keyboardd: String?
    @Option(help: ArgumentHelp("Cells run at once, each job on its own bus.", valueName: "n"))
    var jobs: Int?
    @OptionGroup var wait: WaitOptions
    @Flag(help: "List the cells the filters pick, without running them.")
    var list = false
    @Flag(help: "Print docs/MATRIX.md, every cell with its expected outcome, without running them.")
    var document = false
    @Flag(name: .customLong("no-progress-bar"), help: "One plain line per cell even on a terminal.")
    var noProgressBar = false
    @Flag(name: .customLong("no-color"), help: "Never colour (also: NO_COLOR, or stdout not a terminal).")
    var noColor = false
    @Flag(help: "Print where the time went, phase by phase (keyboardd, reset, clients, steps, checks), at the end.")
    var timings = false
    @Flag(help: "Compute the whole compatibility table in process with keyboardd-compat (docs/COMPATIBILITY.md).")
    var all = false
    @Option(help: ArgumentHelp("With --all: only the libraries of the i-th of n shares.", valueName: "i/n"))
    var shard: String?
    @Flag(help: "With --all: compare the computed table with docs/COMPATIBILITY.md and docs/compatibility.html.")
    var check = false
    @Flag(help: "With --all: write docs/COMPATIBILITY.md and docs/compatibility.html.")
    var writeDocs = false

    func validate() throws {
        if let jobs, !(1...16).contains(jobs) { throw ValidationError("--jobs must be between 1 and 16, got \(jobs)") }
        if !all && (shard != nil || check || writeDocs) {
            throw ValidationError("--shard, --check and --write-docs go with --all (the compatibility table)")
        }
        if document && (all || !filters.isEmpty || markdown != nil || html != nil || list || timings) {
            throw ValidationError("--document prints docs/MATRIX.md as every cell expects it: leave out --all, --filter, "
                                  + "--markdown, --html, --list and --timings")
        }
        if all && (!filters.isEmpty || markdown != nil || html != nil || list || timings || examples != nil || keyboardd != nil
                   || wait.timeout != nil) {
            throw ValidationError("--all computes the whole compatibility table: leave out --filter, --markdown, --html, "
                                  + "--list, --timings, --examples, --keyboardd and --timeout")
        }
    }

    func run() throws {
        if all {
            try CompatibilityTableProgram.exec(jobs: jobs, shard: shard, check: check, writeDocs: writeDocs,
                                               noProgressBar: noProgressBar)
        }
        if document {
            print(MatrixDocument.markdown(), terminator: "")
            return
        }
        try reportingFailures { try runMatrix() }
    }

    func runMatrix() throws {
        let cells = try MatrixFilter.select(StrategyMatrix.cells, try filters.map { text throws(CtlFailure) in try MatrixFilter(text) })
        if list {
            for cell in cells { Terminal.printLine("\(cell): expected \(cell.expected.rawValue)") }
            return
        }
        let examplesDirectory = try Binaries.examplesDirectory(
            examples, needing: cells.flatMap { $0.scenario.apps.map(\.example) })
        let keyboarddBinary = try Binaries.keyboardd(keyboardd)
        let palette = AppPalette(enabled: Terminal.wantsColor(disabled: noColor))
        let progress = MatrixProgress(total: cells.count, bar: !noProgressBar && isatty(STDOUT_FILENO) != 0, palette: palette)
        let stops = StopSignals {
            EmbeddedKeyboardd.stopAll()
            Foundation.exit(130)
        }
        defer { stops.cancel() }

        let (results, phases) = try CellRunner(examplesDirectory: examplesDirectory, keyboarddBinary: keyboarddBinary,
                                               wantsTimelines: html != nil, timeout: try wait.seconds())
            .runAll(cells, jobs: jobs ?? 1, progress: progress)

        let differing = cells.filter { results[$0]?.asExpected == false }
        let subtitle = "keyboardctl matrix\(filters.isEmpty ? "" : " --filter " + filters.joined(separator: " --filter ")): "
            + "keyboardd \(KeyboarddVersion.string), virtual clock, one private bus per job."
        if let markdown {
            let found = results.mapValues { result in
                let text = result.verdict.description
                return result.asExpected ? text : "✗ **\(text)**"
            }
            try OutputFile.write(MatrixDocument.markdown(cells, foundText: found), to: markdown)
        }
        if let html { try OutputFile.write(MatrixPage.page(cells, results: results, subtitle: subtitle), to: html) }

        if progress.bar && !differing.isEmpty { Terminal.printLine("") }
        let summary = "\(cells.count) cell\(cells.count == 1 ? "" : "s"): \(cells.count - differing.count) as expected, "
            + "\(differing.count) differ" + ([markdown, html].compactMap { $0 }.isEmpty ? ""
                : "; wrote " + [markdown, html].compactMap { $0 }.joined(separator: " and "))
        Terminal.printLine(differing.isEmpty ? palette.good(summary) : palette.warning(summary))
        if timings { phases.lines.forEach { Terminal.printLine("  " + $0) } }
        if !differing.isEmpty { throw ExitCode(1) }
    }
}

/// Plays cells, `jobs` of them at once. Each job has an embedded bus and keyboardd of its own and
/// keeps its sample client processes (ScenarioRunner's `reusesClients`): a cell starts from
/// Control1.Reset and registers its apps in the processes of the cell before, as KeyboardBench's
/// `reset` does for tests. A cell that could not be played leaves nothing to the next: its job
/// starts over with a new keyboardd and new processes.
struct CellRunner: Sendable {
    let examplesDirectory: String
    let keyboarddBinary: String
    let wantsTimelines: Bool
    /// WaitOptions' seconds, for each job's keyboardd and sample clients.
    let timeout: Double

    func runAll(_ cells: [MatrixCell], jobs: Int,
                progress: MatrixProgress) throws(CtlFailure) -> (results: [MatrixCell: CellResult], timings: PhaseTimings) {
        let shared = Shared()
        DispatchQueue.concurrentPerform(iterations: min(jobs, cells.count)) { _ in
            var job: Job?
            var timings = PhaseTimings()
            defer {
                job.map { timings.merge($0.close()) }
                shared.add(timings)
            }
            while let index = shared.take(cells, progress: progress) {
                do throws(CtlFailure) {
                    if job == nil {
                        job = try Job(keyboarddBinary: keyboarddBinary, examplesDirectory: examplesDirectory,
                                      wantsTimelines: wantsTimelines, timeout: timeout)
                    }
                    let current = job!
                    let result = try run(cells[index], in: current)
                    if case .error = result.found {
                        timings.merge(current.close())
                        job = nil
                    }
                    shared.finish(cells[index], result, progress: progress)
                } catch {
                    shared.fail(error)
                }
            }
        }
        if let failure = shared.failure { throw failure }
        return (shared.results, shared.timings)
    }

    /// The workers' common state: which cell is next, what the finished ones found.
    final class Shared: Sendable {
        private struct State {
            var next = 0, done = 0
            var results: [MatrixCell: CellResult] = [:]
            var failure: CtlFailure?
            var timings = PhaseTimings()
        }

        private let state = Mutex(State())

        var results: [MatrixCell: CellResult] { state.withLock { $0.results } }
        var failure: CtlFailure? { state.withLock { $0.failure } }
        var timings: PhaseTimings { state.withLock { $0.timings } }

        /// The next cell's index, or nil when there is none left or setting up failed.
        func take(_ cells: [MatrixCell], progress: MatrixProgress) -> Int? {
            state.withLock { state in
                guard state.next < cells.count, state.failure == nil else { return nil }
                progress.started(cells[state.next], done: state.done)
                state.next += 1
                return state.next - 1
            }
        }

        func finish(_ cell: MatrixCell, _ result: CellResult, progress: MatrixProgress) {
            state.withLock { state in
                state.results[cell] = result
                state.done += 1
                progress.finished(cell, number: state.done, found: result)
            }
        }

        func fail(_ error: CtlFailure) { state.withLock { $0.failure = $0.failure ?? error } }

        func add(_ more: PhaseTimings) { state.withLock { $0.timings.merge(more) } }
    }

    /// One job's bus, keyboardd and runner with its kept sample clients, until `close()`.
    final class Job {
        let own: EmbeddedKeyboardd
        let runner: ScenarioRunner
        private var started: PhaseTimings

        /// A bus or keyboardd that will not start stops the matrix (it would fail every cell).
        init(keyboarddBinary: String, examplesDirectory: String, wantsTimelines: Bool, timeout: Double) throws(CtlFailure) {
            var timings = PhaseTimings()
            let start = ContinuousClock.now
            own = try EmbeddedKeyboardd(keyboarddBinary: keyboarddBinary, timeout: timeout)
            timings.add(.keyboardd, ContinuousClock.now - start)
            do {
                runner = try ScenarioRunner(busAddress: own.address, examplesDirectory: examplesDirectory, reusesClients: true,
                                            clientDeadline: timeout)
            } catch {
                own.stop()
                throw .unavailable("cannot connect to the private bus \(own.address): \(error)")
            }
            runner.reportsBelief = wantsTimelines
            started = timings
        }

        /// Stops the kept sample clients, keyboardd and the bus, by PID; what the job's cells spent.
        func close() -> PhaseTimings {
            var timings = started
            timings.merge(runner.timings)
            timings.measure(.clientsStop) { runner.close() }
            timings.measure(.keyboardd) { own.stop() }
            return timings
        }
    }

    /// One cell on the job's keyboardd; a story that goes wrong is that cell's result.
    func run(_ cell: MatrixCell, in job: Job) throws(CtlFailure) -> CellResult {
        var result: CellResult
        var traceEnd: UInt64?
        do {
            let run = try job.runner.run(cell.scenario, cell.setup, profile: cell.profile)
            result = CellResult(found: .verdict(run.verdict), expected: cell.expected)
            traceEnd = run.traceEnd
        } catch {
            result = CellResult(found: .error("\(error)"), expected: cell.expected)
        }
        if wantsTimelines && !result.asExpected {
            let start = ContinuousClock.now
            defer { job.runner.timings.add(.timeline, ContinuousClock.now - start) }
            let daemon = Daemon(connection: try Run.connect(job.own.address), address: job.own.address)
            // The story, without the sample clients leaving after it (all of it when it broke off).
            if let entries = try? daemon.traceNow().filter({ traceEnd == nil || $0.sequence <= traceEnd! }) {
                let title = "\(cell): expected \(cell.expected.rawValue), found \(result.outcomeText)"
                result.svg = TimelineSVG.render(Timeline(entries: entries), options: TimelineSVG.Options(title: title))
            }
        }
        return result
    }
}
