import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's chromium, headless, driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands on the child's fd 3, replies and events on its fd 4,
/// each a JSON message ended by a NUL), so a test clicks and reads a page as a person would,
/// with no WebSocket and no port. One browser per test, with a profile directory of its own; it
/// is stopped by PID in `close()` (and in deinit), whatever the test did. `scripts/setup --test`
/// installs chromium.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Without it the test runs in CI only (where scripts/test installs it), so that it fails
    /// there rather than being skipped.
    static var path: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        return (directories + ["/usr/bin"]).map { $0 + "/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isAvailable: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// How long one reply may take before the test fails (a hang guard, not a timing assumption).
    static let deadline: Double = 60

    let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var buffer = Data()
    private var nextId = 0
    private var session: String?
    /// Console errors and uncaught exceptions the page reported, in order.
    private(set) var errors: [String] = []
    /// `console.log` messages, in order.
    private(set) var logs: [String] = []

    init() throws {
        guard let path = Self.path else { throw Failure(description: "chromium: not installed; scripts/setup --test installs it") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in [toChild[1], fromChild[0]] { posix_spawn_file_actions_addclose(&actions, fd) }
        let arguments = [path, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--no-default-browser-check",
                         "--user-data-dir=\(profile.path)/profile", "--remote-debugging-pipe", "about:blank"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, nil, argv, environ)
        Glibc.close(toChild[0])
        Glibc.close(fromChild[1])
        guard rc == 0 else {
            Glibc.close(toChild[1])
            Glibc.close(fromChild[0])
            throw Failure(description: "posix_spawn chromium: \(String(cString: strerror(rc)))")
        }
        pid = child
        commands = toChild[1]
        replies = fromChild[0]
    }

    /// Opens `url` in a new tab and attaches to it; the page's console is collected.
    func open(_ url: URL) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString], inSession: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
        session = attached["sessionId"] as? String
        _ = try send("Runtime.enable", [:])
        _ = try send("Page.enable", [:])
    }

    /// Evaluates `expression` in the page and returns its value (JSON-able values only).
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (a JavaScript expression) is true, each check a round trip.
    func wait(until condition: String) throws {
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            // While the page loads, the context a check ran in may go with the blank page before it.
            if (try? evaluate(condition)) as? Bool == true { return }
            _ = try? send("Runtime.evaluate", ["expression": "new Promise(r => setTimeout(() => r(0), 20))", "awaitPromise": true])
        }
        throw Failure(description: "\(condition) never held within \(Self.deadline) s")
    }

    /// Clicks the middle of the element `selector` finds, as a mouse does (pressed, released).
    func click(_ selector: String) throws {
        let quoted = String(data: try JSONSerialization.data(withJSONObject: [selector]), encoding: .utf8)!.dropFirst().dropLast()
        guard let box = try evaluate("""
            (() => { const e = document.querySelector(\(quoted)); if (!e) return null; e.scrollIntoView({block: 'center'});
                     const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """) as? [Double], box.count == 2 else { throw Failure(description: "nothing to click at \(selector)") }
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send("Input.dispatchMouseEvent", ["type": type, "x": box[0], "y": box[1], "button": "left", "clickCount": 1])
        }
    }

    /// Closes the browser and reaps it; kills it by PID if it does not go.
    func close() {
        if waitpid(pid, nil, WNOHANG) == 0 {
            _ = try? send("Browser.close", [:], inSession: false)
            let end = Date().addingTimeInterval(5)
            while waitpid(pid, nil, WNOHANG) == 0 && Date() < end { usleep(20_000) }
            if waitpid(pid, nil, WNOHANG) == 0 {
                kill(pid, SIGKILL)
                waitpid(pid, nil, 0)
            }
        }
        Glibc.close(commands)
        Glibc.close(replies)
        try? FileManager.default.removeItem(at: profile)
    }

    deinit {
        if waitpid(pid, nil, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
        }
    }

    // MARK: The protocol

    /// Sends a command and reads until its reply, keeping the console events met on the way.
    private func send(_ method: String, _ params: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        nextId += 1
        var message: [String: Any] = ["id": nextId, "method": method, "params": params]
        if inSession, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let n = write(commands, bytes.baseAddress! + sent, bytes.count - sent)
                guard n > 0 else { throw Failure(description: "writing to chromium: \(String(cString: strerror(errno)))") }
                sent += n
            }
        }
        while true {
            let reply = try readMessage()
            if let id = reply["id"] as? Int, id == nextId {
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            note(reply)
        }
    }

    private func note(_ event: [String: Any]) {
        let params = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.consoleAPICalled":
            let text = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
            if params["type"] as? String == "error" { errors.append(text) } else { logs.append(text) }
        case "Runtime.exceptionThrown":
            errors.append("\((params["exceptionDetails"] as? [String: Any])?["text"] ?? params)")
        default:
            break
        }
    }

    private func readMessage() throws -> [String: Any] {
        let end = Date().addingTimeInterval(Self.deadline)
        while true {
            if let nul = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<nul]
                buffer = Data(buffer[buffer.index(after: nul)...])
                guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any] else {
                    throw Failure(description: "not a DevTools message")
                }
                return object
            }
            let left = end.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "chromium did not answer within \(Self.deadline) s") }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw Failure(description: "poll: \(String(cString: strerror(errno)))") }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(replies, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "chromium closed its pipe") }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }
}
