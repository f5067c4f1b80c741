import Foundation
import ProcessSupport

/// One sample client process (`examples/`) run with `--json`: commands go to its stdin, one per
/// line; its events come back as JSON lines. A reader thread collects them, so a wait is a real
/// event with a deadline, never a sleep. Between stories the same process may play another app
/// (`unregister`, then `register`): SampleClientPool.
///
/// Unchecked Sendable: `role` changes only in `register`, on the driver's thread, between stories.
public final class SampleClientProcess: @unchecked Sendable {
    /// How the story names the app it plays now.
    public private(set) var role: String
    /// The executable, for finding a process of the right example again.
    public let executable: String
    public let process: ChildProcess
    private let condition = NSCondition()
    private var events: [[String: Any]] = []
    private var consumed = 0
    private var ended = false
    private var nextToken = 0
    /// Where the runner that drives it counts the commands sent (PhaseTimings.RoundTrips).
    var roundTrips: RoundTripCounter?
    /// How long a wait on the client (its registration, a reply, its exit) may take before it
    /// fails: a guard against a client that hangs, so generous; a busy machine needs more.
    public let deadline: Double
    /// `deadline` unless one is given: keyboardctl's `--timeout`.
    public static let defaultDeadline: Double = 60

    /// "60 s", "2.5 s": a deadline as an error message says it.
    public static func describe(seconds: Double) -> String {
        (seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)) + " s"
    }

    /// Everything the client printed since it started, or since it registered its present app,
    /// for a failure message.
    public var transcript: [String] {
        condition.withLock { events.map { ($0["line"] as? String) ?? "\($0)" } }
    }

    /// With `commands`, its stdin is a pipe for `send`, and the client goes when this process does
    /// (`--exit-at-eof`); without, its stdin is at its end from the start, as with `ike &`.
    public init(role: String, executable: String, arguments: [String], commands: Bool = true,
                deadline: Double = SampleClientProcess.defaultDeadline) throws {
        self.role = role
        self.executable = executable
        self.deadline = deadline
        process = try ChildProcess(executable, arguments + ["--json"] + (commands ? ["--exit-at-eof"] : []),
                                   stdin: commands, stdout: .pipe, stderr: .pipeToStdout)
        let thread = Thread { [weak self] in self?.readEvents() }
        thread.name = "sample-client-\(role)"
        thread.start()
    }

    private func readEvents() {
        guard let stdout = process.stdout else { return }
        var buffer = Data()
        while true {
            let chunk = stdout.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
                    ?? ["event": "text", "line": String(decoding: line, as: UTF8.self)]
                condition.withLock {
                    events.append(object)
                    condition.broadcast()
                }
            }
        }
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    /// The next event (after those already consumed) that `accept` takes; earlier ones are passed over.
    public func next(what: String, where accept: ([String: Any]) -> Bool) throws -> [String: Any] {
        let end = ContinuousClock.now + .seconds(deadline)
        condition.lock()
        defer { condition.unlock() }
        while true {
            while consumed < events.count {
                let event = events[consumed]
                consumed += 1
                if accept(event) { return event }
            }
            if ended {
                let last = events.suffix(3).compactMap { $0["line"] as? String }.joined(separator: " | ")
                throw SampleClientError.exited(role: role, waitingFor: what + (last.isEmpty ? "" : "; it said: \(last)"))
            }
            if !waitForEvent(until: end) { throw SampleClientError.timedOut(role: role, waitingFor: what, seconds: deadline) }
        }
    }

    /// Waits until the process has exited and everything it printed has been read; its exit code.
    @discardableResult
    public func waitForExit() throws -> Int32 {
        let end = ContinuousClock.now + .seconds(deadline)
        try condition.withLock {
            while !ended {
                if !waitForEvent(until: end) { throw SampleClientError.timedOut(role: role, waitingFor: "its exit", seconds: deadline) }
            }
        }
        return ChildProcess.code(process.wait())
    }

    /// Waits on `condition` (held by the caller) for the reader's next broadcast, at most until
    /// `deadline`; false once that has passed. The deadline is on the monotonic clock: NSCondition
    /// waits until a wall-clock date, and a step of the wall clock (NTP, a resumed VM) would end a
    /// wait long before its time. So it waits in slices of at most a second and asks the
    /// monotonic clock after each.
    private func waitForEvent(until deadline: ContinuousClock.Instant) -> Bool {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return false }
        let slice = min(left, .seconds(1)).components
        _ = condition.wait(until: Date(timeIntervalSinceNow: Double(slice.seconds) + Double(slice.attoseconds) / 1e18))
        return true
    }

    /// Sends one command and waits for its `done` (or `failed`) event.
    @discardableResult
    public func perform(_ command: String) throws -> [String: Any] {
        send(command)
        return try reply(to: command)
    }

    /// The `done` event of a command sent; `commandFailed` for its `failed` event.
    @discardableResult
    public func reply(to command: String) throws -> [String: Any] {
        let reply = try next(what: "the reply to '\(command)'") {
            ($0["event"] as? String == "done" || $0["event"] as? String == "failed") && $0["command"] as? String == command
        }
        if reply["event"] as? String == "failed" {
            throw SampleClientError.commandFailed(role: role, command: command, message: reply["message"] as? String ?? "")
        }
        return reply
    }

    /// Round trip through keyboardd: when it returns, the client has handled every notification
    /// keyboardd sent before, and the returned belief is what its tracker holds now.
    /// With `keyboardHeight` (the truth), the belief also says where the view belongs by the
    /// tracker's own layout for that keyboard (`expectedViewBottom`).
    public func sync(keyboardHeight: Double? = nil) throws -> [String: Any] {
        try finish(startSync(keyboardHeight: keyboardHeight))
    }

    /// A `sync` sent and not yet waited for: several clients' round trips can run at once.
    public struct PendingSync: Sendable {
        let token: Int
        let command: String
    }

    /// Sends `sync`; `finish` waits for its end.
    public func startSync(keyboardHeight: Double? = nil) -> PendingSync {
        let token = condition.withLock { () -> Int in
            nextToken += 1
            return nextToken
        }
        let command = "sync \(token)" + (keyboardHeight.map { " \($0)" } ?? "")
        send(command)
        return PendingSync(token: token, command: command)
    }

    /// The belief a `sync` sent by `startSync` brought back.
    public func finish(_ sync: PendingSync) throws -> [String: Any] {
        // Its end is `synced` with the token, or `failed` for the command (no `synced` follows).
        let event = try next(what: "sync \(sync.token)") {
            ($0["event"] as? String == "synced" && ($0["token"] as? String) == String(sync.token))
                || ($0["event"] as? String == "failed" && $0["command"] as? String == sync.command)
        }
        if event["event"] as? String == "failed" {
            throw SampleClientError.commandFailed(role: role, command: sync.command, message: event["message"] as? String ?? "")
        }
        return event["belief"] as? [String: Any] ?? [:]
    }

    /// Unregisters the present app and registers a new one with `arguments` (the options the
    /// client takes on its command line), as `role`; returns once it says `ready` and the
    /// command is done. The transcript starts again with it.
    public func register(role: String, arguments: [String]) throws {
        condition.withLock {
            events.removeAll()
            consumed = 0
        }
        self.role = role
        try perform((["register"] + arguments).joined(separator: " "))
    }

    /// The app unregisters; the process keeps its bus connection and waits for `register`.
    public func unregister() throws {
        try perform(Self.unregisterCommand)
    }

    static let unregisterCommand = "unregister"

    public func send(_ command: String) {
        roundTrips?.client()
        process.stdin?.write(Data((command + "\n").utf8))
    }

    /// SIGTERM by PID, then wait: the client unregisters and exits.
    public func stop() {
        process.stop()
    }

    deinit { if process.exitCode == nil { process.stop() } }
}

public enum SampleClientError: Error, CustomStringConvertible {
    case exited(role: String, waitingFor: String)
    case timedOut(role: String, waitingFor: String, seconds: Double)
    case commandFailed(role: String, command: String, message: String)

    public var description: String {
        switch self {
        case .exited(let role, let what): "\(role) exited while waiting for \(what)"
        case .timedOut(let role, let what, let seconds):
            "\(role): no \(what) within \(SampleClientProcess.describe(seconds: seconds)) (a slow machine needs a longer --timeout)"
        case .commandFailed(let role, let command, let message): "\(role): '\(command)' failed: \(message)"
        }
    }
}
