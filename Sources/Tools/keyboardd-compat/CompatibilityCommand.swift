// The compatibility table (docs/COMPATIBILITY.md): every tracker and fix × every story × every
// era, played in this one process on keyboardd's model. keyboardctl starts it for `matrix --all`.
import ArgumentParser
import CompatibilityTable
import Foundation

@main
struct CompatibilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardd-compat",
        abstract: "Compute the compatibility table: every tracker and fix through every story on every era, in process.",
        discussion: """
            Each cell plays a story of the strategy matrix (or of a scenario file under examples/scenarios that tells \
            another one) with a tracker and its fixes on one era and device, on keyboardd's model in this process \
            (no bus, no keyboardd, no sample client processes), and judges it against keyboardd's truth. The curated \
            cells of docs/MATRIX.md are the table's acceptance checks. Run from the repository's root (or --root DIR). \
            On a terminal a bar shows the progress.

            --write-docs writes docs/COMPATIBILITY.md and docs/compatibility.html; --check compares the computed cells \
            with them (with --shard, only the shard's libraries) and fails when they differ. --shard i/n computes the \
            libraries of the i-th of n shares (CI splits the table so); --library NAME only that library's set-ups. \
            --explain 'STORY · SETUP · ERA' plays one cell and prints, after every step, where the tracked view is \
            beside where it belongs, its checks and the notifications the app received. --export-cells DIR writes \
            every story on every era as the judged app received it, with keyboardd's truth after every step, in the \
            fixtures corpus's replay format, for tests in other languages (docs/COMPATIBILITY.md, "Run your own tracker").

            Exit status: 0 done; 1 an acceptance check failed or the documents are stale; 64 bad arguments; 74 a file \
            could not be read or written.
            """)

    @Option(help: ArgumentHelp("Cells computed at once, each on a thread of its own.", valueName: "n"))
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: ArgumentHelp("Only the libraries of the i-th of n shares.", valueName: "i/n"))
    var shard: String?
    @Option(help: ArgumentHelp("The repository's root (examples/scenarios and docs).", valueName: "dir"))
    var root: String = FileManager.default.currentDirectoryPath
    @Flag(help: "Write docs/COMPATIBILITY.md and docs/compatibility.html from the computed table.")
    var writeDocs = false
    @Flag(help: "Compare the computed table with docs/COMPATIBILITY.md and docs/compatibility.html.")
    var check = false
    @Option(help: ArgumentHelp("Play one cell and print where the view is after every step.", valueName: "story · setup · era"))
    var explain: String?
    @Option(name: .customLong("library"), help: ArgumentHelp("Only this library's set-ups (repeatable).", valueName: "name"))
    var libraryNames: [String] = []
    @Option(name: .customLong("export-cells"), help: ArgumentHelp("Write every story on every era as the app received it, with the truth, as replay files.", valueName: "dir"))
    var exportCells: String?
    @Flag(name: .customLong("no-progress-bar"), help: "No progress bar, even on a terminal.")
    var noProgressBar = false

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64, got \(jobs)") }
        if let shard, TableShard(shard) == nil { throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, got '\(shard)'") }
        if writeDocs && shard != nil { throw ValidationError("--write-docs writes the whole table: leave out --shard") }
        if explain != nil && (writeDocs || check || shard != nil || !libraryNames.isEmpty) {
            throw ValidationError("--explain plays one cell: leave out --write-docs, --check, --shard and --library")
        }
        if !libraryNames.isEmpty && (writeDocs || shard != nil) {
            throw ValidationError("--library computes part of the table: leave out --write-docs and --shard")
        }
        let known = TableLibrary.all.map(\.tracker.rawValue)
        for name in libraryNames where !known.contains(name) {
            throw ValidationError("no library '\(name)'; libraries: \(known.joined(separator: ", "))")
        }
    }

    func run() throws {
        let stories: TableStories
        do {
            stories = try TableStories.load(root: root)
        } catch {
            throw failure(74, "cannot read the stories under \(root)/examples/scenarios (run from the repository's root, or --root DIR): \(error)")
        }
        let grid = CompatibilityGrid(stories: stories.stories)
        if let explain {
            try Explanation.print(explain, grid: grid)
            return
        }
        if let exportCells {
            do {
                let written = try CellExport.write(grid, to: URL(fileURLWithPath: exportCells), jobs: jobs)
                print("\(written.count) files and index.json written under \(exportCells)")
            } catch {
                throw failure(74, "cannot write under \(exportCells): \(error)")
            }
            return
        }
        var libraries = shard.flatMap(TableShard.init).map { $0.libraries(of: grid) } ?? grid.libraries
        if !libraryNames.isEmpty { libraries = libraries.filter { libraryNames.contains($0.tracker.rawValue) } }
        let cells = grid.cells(of: libraries)
        let bar = ProgressBar(total: cells.count, enabled: !noProgressBar && isatty(STDOUT_FILENO) != 0)
        let start = ContinuousClock.now
        // The page (written, or compared with the whole table) shows each cell's evidence.
        let evidence = writeDocs || (check && shard == nil && libraryNames.isEmpty)
        let results = TableComputation.run(cells, jobs: jobs, evidence: evidence) { done, total in bar.update(done, total) }
        let elapsed = ContinuousClock.now - start
        bar.finish()
        let report = TableReport(grid: grid, libraries: libraries, results: results, skippedFiles: stories.skipped)
        print(Summary.line(report, cells: cells.count, elapsed: elapsed, jobs: jobs, shard: shard))
        for failure in report.acceptanceFailures { print("✗ acceptance: \(failure)") }

        var stale = false
        if check {
            let drift = TableDocuments.drift(report, root: root, whole: shard == nil && libraryNames.isEmpty)
            for line in drift { print("✗ \(line)") }
            stale = !drift.isEmpty
            if !stale { print("✓ the documents hold every computed cell") }
        }
        if writeDocs {
            do {
                for path in try TableDocuments.write(report, root: root) { print("\(path) written") }
            } catch {
                throw failure(74, "cannot write the documents: \(error)")
            }
        }
        if !report.acceptanceFailures.isEmpty || stale { throw ExitCode(1) }
    }

    func failure(_ code: Int32, _ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("keyboardd-compat: \(message)\n".utf8))
        return ExitCode(code)
    }
}
