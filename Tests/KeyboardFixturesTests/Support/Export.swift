import BusTestSupport
import Foundation
import ProcessSupport

/// `keyboardctl run STORY --embedded --export DIR --trace FILE`, as a person runs it: the built
/// binary beside the test bundle, its own private bus and keyboardd (stopped by keyboardctl by PID;
/// keyboardctl itself is stopped by PID if it overruns its deadline).
struct StoryExport {
    let directory: URL
    let status: Int32
    let output: String

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static func scenario(_ name: String) -> String {
        repository.appendingPathComponent("examples/scenarios/\(name)").path
    }

    static var keyboardctl: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("keyboardctl").path
    }

    /// Plays `scenario` (a path) with `arguments` added; the caller removes `directory`.
    static func run(_ scenario: String, _ arguments: [String] = []) async throws -> StoryExport {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("keyboardctl.log").path
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let child = try ChildProcess(keyboardctl, ["run", scenario, "--embedded", "--no-color", "--export", directory.path,
                                                   "--trace", directory.appendingPathComponent("trace.jsonl").path] + arguments,
                                     environment: environment, stdout: .file(log), stderr: .null)
        defer { if child.exitCode == nil { child.stop() } }
        let status = try await withDeadline(120, "keyboardctl run \(scenario)") {
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
                    Thread { continuation.resume(returning: ChildProcess.code(child.wait())) }.start()
                }
            } onCancel: {
                child.signal(SIGTERM)
            }
        }
        return StoryExport(directory: directory, status: status, output: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The trace's Report records of `app`, in order: (record, facts). `profile` when the story
    /// played on several (keyboardctl then names the trace `trace.PROFILE.jsonl`).
    func reports(of app: String, profile: String? = nil) throws -> [(record: UInt64, facts: [String: Any])] {
        let text = try String(contentsOf: file(profile.map { "trace.\($0).jsonl" } ?? "trace.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["app"] as? String == app, object["event"] as? String == "Report",
                  let sequence = (object["sequence"] as? NSNumber)?.uint64Value,
                  let facts = (object["data"] as? [String: Any])?["Facts"] as? [String: Any] else { return nil }
            return (sequence, facts)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
