import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's chromium, headless, driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands on the child's fd 3, replies and events on its fd 4, each
/// a JSON message ended by a NUL), so a test or a benchmark opens tabs, clicks and reads a page as
/// a person would, with no port to find. One browser with a profile directory of its own; it is
/// stopped by PID in `close()` (and in deinit), whatever happened. `scripts/setup --test` installs
/// chromium. One thread drives it at a time. The playground's tests and benchmark open several
/// tabs; a page of one tab (the compatibility table's) uses the one-tab calls.
public final class HeadlessChromium {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public static var path: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        return (directories + ["/usr/bin"]).map { $0 + "/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Without chromium a test runs in CI only (where scripts/test installs it), so that it fails
    /// there rather than being skipped.
    public static var isAvailable: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// How long one reply may take before the caller fails (a hang guard, not a timing assumption).
    public var deadline: Double = 60

    public let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var buffer = Data()
    private var nextId = 0
    private var closed = false
    /// Console errors and uncaught exceptions, and `console.log` messages, by tab session.
    private var consoleErrors: [String: [String]] = [:]
    private var consoleLogs: [String: [String]] = [:]
    /// The tab the one-tab calls (`evaluate(_:)`, `wait(until:)`, `click(_:)`) act on: the last opened.
    public private(set) var current: Tab?

    public init(width: Int = 1400, height: Int = 1300) throws {
        guard let path = Self.path else { throw Failure("chromium: not installed; scripts/setup --test installs it") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure("pipe: \(String(cString: strerror(errno)))") }
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
                         "--hide-scrollbars", "--window-size=\(width),\(height)",
                         // Tabs in the background draw at the display's rate too (the benchmark's four).
                         "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                         "--disable-backgrounding-occluded-windows",
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
            throw Failure("posix_spawn chromium: \(String(cString: strerror(rc)))")
        }
        pid = child
        commands = toChild[1]
        replies = fromChild[0]
    }

    /// One tab, attached.
    public struct Tab: Sendable {
        public let session: String
        public let target: String
    }

    /// Opens `url` in a new tab and attaches to it; its console is collected.
    public func open(_ url: String) throws -> Tab {
        let target = try send("Target.createTarget", ["url": "about:blank"], session: nil)
        guard let id = target["targetId"] as? String else { throw Failure("no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], session: nil)
        guard let session = attached["sessionId"] as? String else { throw Failure("no session: \(attached)") }
        let tab = Tab(session: session, target: id)
        _ = try send("Runtime.enable", [:], session: session)
        _ = try send("Page.enable", [:], session: session)
        _ = try send("Page.navigate", ["url": url], session: session)
        current = tab
        return tab
    }

    @discardableResult
    public func open(_ url: URL) throws -> Tab { try open(url.absoluteString) }

    /// Console errors and uncaught exceptions the tab reported, in order.
    public func errors(_ tab: Tab) -> [String] { consoleErrors[tab.session] ?? [] }
    /// Its `console.log` messages, in order.
    public func logs(_ tab: Tab) -> [String] { consoleLogs[tab.session] ?? [] }

    // MARK: One tab: the last opened

    public var errors: [String] { current.map(errors) ?? [] }
    public var logs: [String] { current.map(logs) ?? [] }

    private func currentTab() throws -> Tab {
        guard let current else { throw Failure("no tab is open: open(_:) first") }
        return current
    }

    @discardableResult
    public func evaluate(_ expression: String) throws -> Any? { try evaluate(try currentTab(), expression) }
    public func wait(until condition: String) throws { try wait(try currentTab(), until: condition) }
    public func click(_ selector: String) throws { try click(try currentTab(), selector) }

    /// Evaluates `expression` in the tab (promises awaited) and returns its value (JSON-able values only).
    @discardableResult
    public func evaluate(_ tab: Tab, _ expression: String, within seconds: Double? = nil) throws -> Any? {
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
                             session: tab.session, within: seconds)
        if let exception = reply["exceptionDetails"] { throw Failure("\(expression): \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Until `condition` (a JavaScript expression) is true in the tab: the page checks it on each
    /// of its frames (one round trip per wait, however long), up to the deadline.
    public func wait(_ tab: Tab, until condition: String) throws {
        let script = """
            new Promise(resolve => { const end = Date.now() + \(Int(deadline * 1000));
              const check = () => { let ok = false; try { ok = !!(\(condition)); } catch (_) {}
                if (ok) resolve(true); else if (Date.now() > end) resolve(false); else setTimeout(check, 10); };
              check(); })
            """
        let end = Date().addingTimeInterval(deadline)
        while Date() < end {
            // While the page loads, the context a check ran in may go with it: ask again.
            if let held = try? evaluate(tab, script, within: deadline + 30) as? Bool {
                if held { return }
                break
            }
            usleep(20_000)
        }
        throw Failure("\(condition) never held within \(deadline) s; errors: \(errors(tab))")
    }

    /// Clicks the middle of the element `selector` finds, as a mouse does (pressed, released).
    public func click(_ tab: Tab, _ selector: String) throws {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self).dropFirst().dropLast()
        guard let box = try evaluate(tab, """
            (() => { const e = document.querySelector(\(quoted)); if (!e) return null; e.scrollIntoView({block: 'center'});
                     const r = e.getBoundingClientRect(); if (r.width === 0 || r.height === 0) return [];
                     return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """) as? [Double], box.count == 2 else { throw Failure("nothing shown to click at \(selector)") }
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send("Input.dispatchMouseEvent", ["type": type, "x": box[0], "y": box[1], "button": "left", "clickCount": 1],
                         session: tab.session)
        }
    }

    /// Makes the tab the one shown: a tab behind others gets no animation frames (requestAnimationFrame).
    public func bringToFront(_ tab: Tab) throws {
        _ = try send("Page.bringToFront", [:], session: tab.session)
    }

    /// A PNG of what the tab shows (its window), or of its whole page.
    public func screenshot(_ tab: Tab, to path: String, wholePage: Bool = false) throws {
        let reply = try send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": wholePage], session: tab.session)
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else { throw Failure("no screenshot") }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Closes the browser and reaps it; kills it by PID if it does not go.
    public func close() {
        guard !closed else { return }
        closed = true
        if waitpid(pid, nil, WNOHANG) == 0 {
            _ = try? send("Browser.close", [:], session: nil, within: 5)
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
        if !closed {
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
            Glibc.close(commands)
            Glibc.close(replies)
            try? FileManager.default.removeItem(at: profile)
        }
    }

    // MARK: The protocol

    /// Sends a command and reads until its reply, keeping the console events met on the way.
    private func send(_ method: String, _ params: [String: Any], session: String?, within seconds: Double? = nil) throws -> [String: Any] {
        nextId += 1
        let id = nextId
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let n = write(commands, bytes.baseAddress! + sent, bytes.count - sent)
                guard n > 0 else { throw Failure("writing to chromium: \(String(cString: strerror(errno)))") }
                sent += n
            }
        }
        let end = Date().addingTimeInterval(seconds ?? deadline)
        while true {
            let reply = try readMessage(until: end)
            if let replyId = reply["id"] as? Int, replyId == id {
                if let error = reply["error"] { throw Failure("\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            note(reply)
        }
    }

    private func note(_ event: [String: Any]) {
        let params = event["params"] as? [String: Any] ?? [:]
        let session = event["sessionId"] as? String ?? ""
        switch event["method"] as? String {
        case "Runtime.consoleAPICalled":
            let text = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
            if params["type"] as? String == "error" { consoleErrors[session, default: []].append(text) } else { consoleLogs[session, default: []].append(text) }
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any]
            let exception = (details?["exception"] as? [String: Any])?["description"] ?? details?["text"] ?? params
            consoleErrors[session, default: []].append("\(exception)")
        default:
            break
        }
    }

    private func readMessage(until end: Date) throws -> [String: Any] {
        while true {
            if let nul = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<nul]
                buffer = Data(buffer[buffer.index(after: nul)...])
                guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any] else {
                    throw Failure("not a DevTools message")
                }
                return object
            }
            let left = end.timeIntervalSinceNow
            guard left > 0 else { throw Failure("chromium did not answer within \(deadline) s") }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw Failure("poll: \(String(cString: strerror(errno)))") }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(replies, &chunk, chunk.count)
            guard n > 0 else { throw Failure("chromium closed its pipe") }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }
}
