import Foundation
import ProcessSupport

/// "Export": the session as a scenario file, played back at once by `keyboardctl run --embedded
/// --export DIR` on a keyboardd of its own (the playground's keyboardd is not touched), which
/// checks the file's expectation (the same notifications) and writes the replay files
/// KeyboardFixtures, keyboardd-rn and the pytest plugin read (docs/REPLAY.md). So the replay files
/// are those of the file, as the corpus's are, and the page says whether the playback agreed.
struct SessionExporter {
    let keyboardctl: String

    struct Result {
        var scenario: String
        var passed: Bool
        var output: String
        /// File name → its JSON text.
        var replays: [String: String]
    }

    func export(_ yaml: String, name: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-playground-export-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let replays = directory.appendingPathComponent("replay")
        let output = directory.appendingPathComponent("run.txt"), errors = directory.appendingPathComponent("errors.txt")
        let run = try ChildProcess(keyboardctl, ["run", file.path, "--embedded", "--no-color", "--export", replays.path],
                                   stdout: .file(output.path), stderr: .file(errors.path))
        let status = ChildProcess.code(run.wait())
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: replays.path)) ?? [] where name.hasSuffix(".json") {
            files[name] = try? String(contentsOf: replays.appendingPathComponent(name), encoding: .utf8)
        }
        return Result(scenario: yaml, passed: status == 0,
                      output: [output, errors].compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(),
                      replays: files)
    }
}
