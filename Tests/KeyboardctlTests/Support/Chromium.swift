import BusTestSupport
import Foundation
import ProcessSupport

/// Debian's chromium, headless, as the storyboard's browser test runs it: it loads a page,
/// runs its scripts and prints the DOM (`--dump-dom`), with the page's console on stderr
/// (`--enable-logging=stderr`). `scripts/setup --test` installs it (scripts/test does).
enum Chromium {
    static var path: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return (directories.map(String.init) + ["/usr/bin"]).map { $0 + "/chromium" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Without it, the test runs in CI only (where scripts/test installs it), so that it fails
    /// there rather than being skipped.
    static var isAvailable: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    struct Load {
        /// The DOM after the page's scripts ran.
        var dom: String
        /// The page's console messages: `CONSOLE` lines of chromium's log, the message alone.
        var console: [String]
        var status: Int32
        var log: String
    }

    /// Loads `page` (a file path) and returns its DOM and console. The browser gets a profile
    /// directory of its own, removed afterwards, and is stopped by PID if it overruns.
    static func load(_ page: String, within seconds: Double = HangGuard.seconds) async throws -> Load {
        guard let path else { throw TimedOut(what: "chromium: not installed; scripts/setup --test installs it") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dom = directory.appendingPathComponent("dom.html").path, log = directory.appendingPathComponent("log.txt").path
        let browser = try ChildProcess(path, [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(directory.path)/profile",
            "--enable-logging=stderr", "--v=0", "--dump-dom", URL(fileURLWithPath: page).absoluteString,
        ], stdout: .file(dom), stderr: .file(log))
        defer { if browser.exitCode == nil { browser.stop() } }
        let status = try await withDeadline(seconds, "chromium --dump-dom \(page)") {
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
                    Thread { continuation.resume(returning: ChildProcess.code(browser.wait())) }.start()
                }
            } onCancel: {
                browser.signal(SIGTERM)
            }
        }
        let logText = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        // `[…:INFO:CONSOLE:12] "message", source: file:///… (12)`: errors and logs alike.
        let console = logText.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(":CONSOLE"), let open = line.range(of: "] \"") else { return nil }
            let rest = line[open.upperBound...]
            return String(rest[..<(rest.range(of: "\", source:")?.lowerBound ?? rest.endIndex)])
        }
        return Load(dom: (try? String(contentsOfFile: dom, encoding: .utf8)) ?? "", console: console, status: status, log: logText)
    }
}
