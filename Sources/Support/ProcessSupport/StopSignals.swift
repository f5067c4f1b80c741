import Dispatch
import Foundation
import Glibc
import Synchronization

/// SIGINT and SIGTERM as an event instead of the default death, so that a process can stop what
/// it started and end cleanly.
///
/// A plain handler writes the signal's number into a pipe, and a thread of ours reads it: the
/// handler is in place when `init` returns, whichever thread the kernel picks for the signal.
/// (`signal(…, SIG_IGN)` and a Dispatch signal source lose a signal that comes before Dispatch
/// has registered the source on its own thread, which under load is after the process already
/// said it was ready: a sample client then ignored the SIGTERM that should have stopped it.)
/// While no StopSignals is active, both signals have their default action.
public final class StopSignals: Sendable {
    private let id: Int

    /// `handler` runs on `queue` for every SIGINT or SIGTERM from now until `cancel`; with no
    /// queue, on StopSignals' own thread at once, where it must not block. (A caller that blocks a
    /// thread of Dispatch's pool until the handler ran needs no queue: when the pool's every
    /// thread is blocked so, a handler queued there never runs.)
    public init(queue: DispatchQueue? = .global(), _ handler: @escaping @Sendable () -> Void) {
        id = Registry.shared.add { if let queue { queue.async(execute: handler) } else { handler() } }
    }

    /// No more calls of the handler; the default actions come back when no other is active.
    public func cancel() {
        Registry.shared.remove(id)
    }

    deinit { cancel() }
}

/// The process's handlers, the pipe the signal handler writes into and the thread that reads it.
private final class Registry: Sendable {
    static let shared = Registry()

    private struct State {
        var handlers: [Int: @Sendable () -> Void] = [:]
        var nextId = 0
        var installed = false
    }

    private let state = Mutex(State())

    private init() {}

    func add(_ handler: @escaping @Sendable () -> Void) -> Int {
        state.withLock { state in
            if !state.installed {
                Self.startReader()
                state.installed = true
            }
            if state.handlers.isEmpty { Self.setDisposition(handled: true) }
            state.nextId += 1
            state.handlers[state.nextId] = handler
            return state.nextId
        }
    }

    func remove(_ id: Int) {
        state.withLock { state in
            guard state.handlers.removeValue(forKey: id) != nil, state.handlers.isEmpty else { return }
            Self.setDisposition(handled: false)
        }
    }

    private func deliver() {
        for handler in state.withLock({ Array($0.handlers.values) }) { handler() }
    }

    /// The pipe, created once before any handler is installed; its write end never blocks.
    private static func startReader() {
        var ends: [Int32] = [-1, -1]
        guard closeOnExecPipe(&ends, O_CLOEXEC) == 0 else { fatalError("StopSignals: pipe2: \(String(cString: strerror(errno)))") }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        stopSignalPipe = ends[1]
        let readEnd = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let n = read(readEnd, &byte, 1)
                if n == 1 { Registry.shared.deliver() } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
        thread.name = "stop-signals"
        thread.start()
    }

    private static func setDisposition(handled: Bool) {
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            if handled {
                action.__sigaction_handler.sa_handler = { number in
                    // Only async-signal-safe calls here: one write(2) of one byte.
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(stopSignalPipe, &byte, 1)
                }
            } else {
                action.__sigaction_handler.sa_handler = SIG_DFL
            }
            sigaction(number, &action, nil)
        }
    }
}

/// The pipe's write end, for the signal handler: set once before the handler is installed.
nonisolated(unsafe) private var stopSignalPipe: Int32 = -1
