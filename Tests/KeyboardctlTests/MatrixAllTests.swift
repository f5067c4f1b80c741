import BusTestSupport
import Foundation
import Testing

/// `keyboardctl matrix --all` (keyboardd-compat, the compatibility table in process) and
/// `run --device --tracker --fix` (a table cell's timeline over the bus).
@Suite struct MatrixAllTests {
    /// keyboardctl started from the repository's root, where the table finds its stories and documents.
    func fromRoot(_ arguments: [String]) async throws -> CtlRun {
        let root = ScenarioFixtures.repository.path
        let command = "cd \"$0\" && bin=\"$1\" && shift && exec \"$bin\" \"$@\""
        let process = try CtlProcess(["-c", command, root, KeyboardctlBinary.path] + arguments, executable: "/bin/sh",
                                     stderr: true)
        return try await process.finish(within: HangGuard.seconds)
    }

    /// One shard of the table, checked against the documents; not a terminal, so no bar.
    @Test func oneShardIsComputedAndChecked() async throws {
        let run = try await fromRoot(["matrix", "--all", "--shard", "15/15", "--jobs", "1", "--check"])
        #expect(run.status == 0, "\(run)")
        let summary = try #require(run.lines.first)
        #expect(summary.contains(" cells (1 library, "), "\(summary)")
        #expect(summary.contains("shard 15/15) in "), "\(summary)")
        #expect(summary.contains(" on 1 job, "), "\(summary)")
        #expect(run.lines.last == "✓ the documents hold every computed cell")
        #expect(!run.output.contains("\u{1B}["), "no progress bar off a terminal")
    }

    @Test func theTableTakesNoBusOptions() async throws {
        let run = try await keyboardctl(["matrix", "--all", "--filter", "alert"], stderr: true)
        #expect(run.status == 64)
        #expect(run.output.contains("--all computes the whole compatibility table: leave out --filter"))
        let shard = try await keyboardctl(["matrix", "--shard", "1/2"], stderr: true)
        #expect(shard.status == 64)
        #expect(shard.output.contains("--shard, --check and --write-docs go with --all"))
    }

    /// A cell of the table over the bus: the file's story with another tracker, fixes and device.
    @Test func runPlaysAFileWithAnotherTrackerAndDevice() async throws {
        let run = try await keyboardctl(["run", ScenarioFixtures.path("switch-with-keyboard.yaml"), "--embedded",
                                         "--era", "ios26", "--device", "iphone-16-pro", "--tracker", "keyboardman",
                                         "--fix", "none"])
        #expect(run.status == 1, "the file expects the naive tracker's bug: \(run)")
        #expect(run.output.contains("device iphone-16-pro, era ios26"), "\(run)")
        #expect(run.output.contains("app ike: ike as com.southpark.ike, keyboardman + no fix"), "\(run)")
        #expect(run.output.contains("check ike's view follows the keyboard (- expected, + found)\n    - lifted too high\n    + clean"),
                "\(run)")
    }
}
