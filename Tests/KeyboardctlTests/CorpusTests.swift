import BusTestSupport
import Foundation
import ProcessSupport
import Testing

/// `keyboardctl corpus`: KeyboardFixtures' corpus is what keyboardd plays now (the snapshot test:
/// a model change fails here until scripts/generate rewrites the corpus, whose diff is then
/// reviewed), and --check names what differs.
@Suite struct CorpusTests {
    static let corpus = "Sources/Client/KeyboardFixtures/Corpus"
    static let swiftIndex = "Sources/Client/KeyboardFixtures/Generated/CorpusIndex.swift"
    static var root: String { ScenarioFixtures.repository.path }

    /// From the repository's root, as scripts/generate runs it (the index's sources are relative paths).
    /// The deadline only guards against a hang: the whole corpus under AddressSanitizer, beside the
    /// rest of the suite on two busy cores, has taken more than five minutes.
    static func corpus(_ arguments: [String]) async throws -> CtlRun {
        let script = "cd \"$1\" && shift && exec \"$@\""
        let process = try CtlProcess(["-c", script, "sh", root, KeyboardctlBinary.path, "corpus", "--embedded"] + arguments,
                                     executable: "/bin/sh", stderr: true)
        return try await process.finish(within: HangGuard.seconds * 4)
    }

    @Test func theCommittedCorpusIsWhatKeyboarddPlaysNow() async throws {
        let run = try await Self.corpus(["--output", Self.corpus, "--swift", Self.swiftIndex, "--check"])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.last?.hasPrefix("the corpus is what keyboardd plays now: ") == true, "\(run)")
    }

    /// A copy of two scenarios' corpus, then one file edited, one removed and one added: --check
    /// names each and exits 1; writing puts the corpus back and removes what it no longer has.
    @Test func checkNamesEachDifferenceAndWritingRepairsThem() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["examples/scenarios/password-field.yaml", "examples/scenarios/switch-with-keyboard.yaml"]
        let written = try await Self.corpus(files + ["--output", directory.path])
        #expect(written.status == 0, "\(written)")
        // password-field switches era twice: three stories; switch-with-keyboard gets its clean play.
        #expect(written.lines.last == "\(directory.path): 5 stories, 8 files; 8 changed", "\(written)")
        let story = directory.appendingPathComponent("password-field/ios13.iphone-11/com.example.form.json")
        try "{}\n".write(to: story, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("switch-with-keyboard/ideal.iphone-x/com.southpark.ike.json"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("old"), withIntermediateDirectories: true)
        try "{}\n".write(to: directory.appendingPathComponent("old/gone.json"), atomically: true, encoding: .utf8)

        let checked = try await Self.corpus(files + ["--output", directory.path, "--check"])
        #expect(checked.status == 1, "\(checked)")
        #expect(checked.lines.contains("stale: \(directory.path)/password-field/ios13.iphone-11/com.example.form.json"), "\(checked)")
        #expect(checked.lines.contains("missing: \(directory.path)/switch-with-keyboard/ideal.iphone-x/com.southpark.ike.json"))
        #expect(checked.lines.contains("extra: \(directory.path)/old/gone.json"))
        #expect(checked.lines.last?.hasSuffix("(3 files): run scripts/generate and review the diff") == true, "\(checked)")

        let repaired = try await Self.corpus(files + ["--output", directory.path])
        #expect(repaired.lines.last == "\(directory.path): 5 stories, 8 files; 3 changed", "\(repaired)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("old").path))
        #expect(try await Self.corpus(files + ["--output", directory.path, "--check"]).status == 0)
    }
}
