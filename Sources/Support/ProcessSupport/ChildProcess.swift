import Foundation
import Glibc
import Synchronization

/// A child process for tests, started with posix_spawn and stopped by PID.
///
/// Foundation's `Process` is not used: its pipes are inheritable (a parallel test's child keeps
/// a stray write end open, so EOF never comes) and its `waitUntilExit` can hang when called off
/// the main thread. Here pipes are close-on-exec and waiting is a plain `waitpid`.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    /// Our end of the child's stdin (when requested).
    public let stdin: FileHandle?
    /// Our end of the child's stdout (when requested).
    public let stdout: FileHandle?
    /// The wait status once reaped; the lock also keeps `signal` from a reaped (reusable) PID.
    private let exitStatus = Mutex<Int32?>(nil)

    public enum Output: Equatable {
        case inherit, pipe, null
        /// For stderr: into the same pipe as stdout.
        case pipeToStdout
        /// Into a file, created (mode 0600) or truncated.
        case file(String)
    }

    /// `pipeCapacity` sets the stdout pipe's size in bytes (rounded up to a page): a child that
    /// writes more than that while nobody reads waits in its write.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                stdin wantStdin: Bool = false, stdout: Output = .pipe, stderr: Output = .inherit,
                pipeCapacity: Int32? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var inputPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1]
        if wantStdin {
            guard closeOnExecPipe(&inputPipe, O_CLOEXEC) == 0 else { throw ChildProcess.error("pipe2") }
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if stdout == .pipe || stderr == .pipeToStdout {
            guard closeOnExecPipe(&outputPipe, O_CLOEXEC) == 0 else { throw ChildProcess.error("pipe2") }
            if let pipeCapacity, fcntl(outputPipe[0], setPipeSize, pipeCapacity) < 0 {
                let error = ChildProcess.error("F_SETPIPE_SZ")
                (inputPipe + outputPipe).filter { $0 >= 0 }.forEach { close($0) }
                throw error
            }
        }
        switch stdout {
        case .pipe: posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        case .null: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .inherit, .pipeToStdout: break
        }
        switch stderr {
        case .null: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .pipeToStdout where outputPipe[1] >= 0: posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 2)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        default: break
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }

        // Signal masks and ignored signals survive exec: a child spawned from a thread that
        // blocks SIGTERM would never see one. Start it with everything unblocked and default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var child: pid_t = 0
        let rc = posix_spawnp(&child, executable, &actions, &attributes, argv, env)
        // Our copies of the child's ends go, so that EOF can happen.
        if inputPipe[0] >= 0 { close(inputPipe[0]) }
        if outputPipe[1] >= 0 { close(outputPipe[1]) }
        guard rc == 0 else {
            if inputPipe[1] >= 0 { close(inputPipe[1]) }
            if outputPipe[0] >= 0 { close(outputPipe[0]) }
            throw ChildProcess.error("posix_spawn \(executable): \(String(cString: strerror(rc)))")
        }
        pid = child
        self.stdin = inputPipe[1] >= 0 ? FileHandle(fileDescriptor: inputPipe[1], closeOnDealloc: true) : nil
        self.stdout = outputPipe[0] >= 0 ? FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true) : nil
    }

    private static func error(_ what: String) -> NSError {
        NSError(domain: "ChildProcess", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: what])
    }

    /// Sends `signal` to the child by PID (nothing once it has been reaped).
    public func signal(_ signal: Int32) {
        exitStatus.withLock { if $0 == nil { _ = kill(pid, signal) } }
    }

    /// Waits for the child to exit and returns its wait status (reaps it once).
    ///
    /// It waits without reaping (WNOWAIT), then reaps under the lock: `signal` can never reach
    /// the PID between the reaping and the recording, when it may already name another process,
    /// and a concurrent `exitCode` never reaps the same child twice.
    @discardableResult
    public func wait() -> Int32 {
        if let status = exitStatus.withLock({ $0 }) { return status }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        return exitStatus.withLock { reap(options: 0, into: &$0) ?? 0 }
    }

    /// Exit code (or 128 + signal) once it has exited; nil while it runs.
    public var exitCode: Int32? {
        exitStatus.withLock { reap(options: WNOHANG, into: &$0) }.map(ChildProcess.code)
    }

    /// The recorded wait status, or the child reaped now (with the lock held); nil while it runs.
    private func reap(options: Int32, into exitStatus: inout Int32?) -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        var reaped: pid_t
        repeat { reaped = waitpid(pid, &status, options) } while reaped < 0 && errno == EINTR
        guard reaped == pid else { return nil }
        exitStatus = status
        return status
    }

    public static func code(_ status: Int32) -> Int32 {
        (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// SIGTERM, then wait.
    public func stop() {
        signal(SIGTERM)
        wait()
    }

    /// Reads stdout line by line until `predicate` accepts a line or EOF; returns the lines read.
    public func readLines(until predicate: (String) -> Bool) -> [String] {
        guard let stdout else { return [] }
        var buffer = Data(), lines: [String] = []
        while true {
            let chunk = stdout.availableData
            if chunk.isEmpty { return lines }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                lines.append(line)
                if predicate(line) { return lines }
            }
        }
    }

    deinit {
        if exitStatus.withLock({ $0 }) == nil {
            signal(SIGKILL)
            wait()
        }
    }
}

/// F_SETPIPE_SZ (Linux), which the Glibc module does not export.
private let setPipeSize: Int32 = 1031

/// glibc's pipe2, which the Glibc module does not export: both ends close-on-exec atomically.
@_silgen_name("pipe2")
func closeOnExecPipe(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
