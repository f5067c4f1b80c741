import CDBus
import Foundation
import Glibc
import HeapModule
import Synchronization

/// The one thread that owns a connection's I/O and dispatching. It polls libdbus's watches and a
/// wake-up eventfd, honours libdbus's timeouts and its own timers, and sleeps in `poll` with no
/// timeout when there is nothing to do, so an idle connection costs no CPU.
///
/// libdbus calls the watch and timeout callbacks with its connection lock held, from whichever
/// thread is doing I/O; they only touch `state` under its lock and never call back into libdbus.
/// The loop thread never calls libdbus while holding that lock.
final class EventLoop: Sendable {
    private struct Timer: Comparable {
        let deadline: UInt64   // CLOCK_MONOTONIC, ns
        let id: UInt64
        static func < (a: Timer, b: Timer) -> Bool { (a.deadline, a.id) < (b.deadline, b.id) }
    }

    private struct State {
        var watches: [LibdbusHandle] = []                   // DBusWatch*
        var timeouts: [LibdbusHandle: UInt64] = [:]         // DBusTimeout* -> deadline
        var timerHeap = Heap<Timer>()
        var timerWork: [UInt64: @Sendable () -> Void] = [:] // absent id = cancelled
        var nextTimerID: UInt64 = 1
        var queued: [@Sendable () -> Void] = []
        var stopping = false
    }

    private let state = Guarded(State())
    private let wakeFD: Int32
    /// The loop thread's `pthread_t`, 0 until it runs: read on every send and by every
    /// `preconditionOnLoop`, so an atomic rather than the lock.
    private let threadID = Atomic<UInt>(0)
    /// Put once the thread has left `run` (a pthread condition, visible to the thread sanitizer).
    private let finished = Handover<Bool>()

    init() throws(DBusError) {
        let fd = cdbus_wakeup_fd_create()
        guard fd >= 0 else { throw .failed("eventfd failed: \(String(cString: strerror(errno)))") }
        wakeFD = fd
    }

    deinit { close(wakeFD) }

    static func monotonicNow() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    var isLoopThread: Bool {
        let id = threadID.load(ordering: .acquiring)
        return id != 0 && pthread_equal(pthread_t(id), pthread_self()) != 0
    }

    /// Stops the process when called off the loop thread: for state that only the loop may touch.
    func preconditionOnLoop(_ what: @autoclosure () -> String, file: StaticString, line: UInt) {
        precondition(isLoopThread, "\(what()) is the loop thread's, touched from another thread", file: file, line: line)
    }

    /// Starts the thread. `afterIO` runs after every wake-up (the connection dispatches there);
    /// `onWake` runs when another thread has woken the loop, before the watches are handled (the
    /// connection writes what another thread queued there); `onExit` runs on the loop thread
    /// once it has stopped.
    func start(name: String, afterIO: @escaping @Sendable () -> Void, onWake: @escaping @Sendable () -> Void,
               onExit: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            threadID.store(UInt(pthread_self()), ordering: .releasing)
            run(afterIO: afterIO, onWake: onWake)
            runLeftWork()
            onExit()
            finished.put(true)
        }
        thread.name = name
        thread.start()
    }

    /// Asks the loop to stop after the current iteration; waits unless called on the loop itself.
    func stop() {
        state.withLock { $0.stopping = true }
        wake()
        guard !isLoopThread else { return }
        _ = finished.take()
    }

    func wake() {
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)   // EAGAIN means a wake-up is already pending
    }

    /// For libdbus's callbacks (a watch or timeout changed, a message queued): on the loop thread
    /// the loop looks again after the current handler anyway, so only another thread has to wake
    /// it (a wake-up per message sent was two system calls and a spare loop turn each).
    func wakeFromOtherThread() {
        if !isLoopThread { wake() }
    }

    // MARK: Work for the loop thread

    /// False (and `work` dropped) once the loop is stopping: nothing would ever run it. Work
    /// accepted before that runs, even when the loop stops first (`runLeftWork`): a caller that
    /// waits for it must not wait forever.
    @discardableResult
    func perform(_ work: @escaping @Sendable () -> Void) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.queued.append(work)
            return true
        }
        if accepted { wake() }
        return accepted
    }

    @discardableResult
    func schedule(afterNanoseconds delay: UInt64, _ work: @escaping @Sendable () -> Void) -> UInt64 {
        let deadline = EventLoop.monotonicNow() &+ delay
        let id = state.withLock { state -> UInt64 in
            let id = state.nextTimerID
            state.nextTimerID += 1
            state.timerHeap.insert(Timer(deadline: deadline, id: id))
            state.timerWork[id] = work
            return id
        }
        wakeFromOtherThread()
        return id
    }

    func cancelTimer(_ id: UInt64) {
        _ = state.withLock { $0.timerWork.removeValue(forKey: id) }
    }

    // MARK: libdbus watch and timeout callbacks

    func addWatch(_ watch: OpaquePointer) {
        state.withLock { $0.watches.append(LibdbusHandle(watch)) }
        wakeFromOtherThread()
    }

    func removeWatch(_ watch: OpaquePointer) {
        state.withLock { $0.watches.removeAll { $0 == LibdbusHandle(watch) } }
        wakeFromOtherThread()
    }

    func addTimeout(_ timeout: OpaquePointer) {
        let deadline = EventLoop.monotonicNow() &+ UInt64(max(0, dbus_timeout_get_interval(timeout))) * 1_000_000
        state.withLock { $0.timeouts[LibdbusHandle(timeout)] = deadline }
        wakeFromOtherThread()
    }

    func removeTimeout(_ timeout: OpaquePointer) {
        _ = state.withLock { $0.timeouts.removeValue(forKey: LibdbusHandle(timeout)) }
        wakeFromOtherThread()
    }

    // MARK: The loop

    private func run(afterIO: () -> Void, onWake: () -> Void) {
        var fds: [pollfd] = []
        var polledWatches: [OpaquePointer] = []
        while true {
            // Snapshot what to wait for. dbus_watch_get_* only read the watch, no locks taken.
            let (stopping, watches, nextDeadline) = state.withLock { state -> (Bool, [LibdbusHandle], UInt64?) in
                var next = state.timeouts.values.min()
                while let top = state.timerHeap.min, state.timerWork[top.id] == nil {
                    _ = state.timerHeap.popMin()   // drop cancelled timers
                }
                if let top = state.timerHeap.min { next = min(next ?? .max, top.deadline) }
                return (state.stopping, state.watches, next)
            }
            if stopping { return }

            fds.removeAll(keepingCapacity: true)
            polledWatches.removeAll(keepingCapacity: true)
            fds.append(pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0))
            for handle in watches {
                let watch = handle.pointer
                guard dbus_watch_get_enabled(watch) != 0 else { continue }
                let flags = dbus_watch_get_flags(watch)
                var events: Int16 = 0
                if flags & CDBUS_WATCH_READABLE != 0 { events |= Int16(POLLIN) }
                if flags & CDBUS_WATCH_WRITABLE != 0 { events |= Int16(POLLOUT) }
                fds.append(pollfd(fd: dbus_watch_get_unix_fd(watch), events: events, revents: 0))
                polledWatches.append(watch)
            }
            var timeoutMs: Int32 = -1
            if let nextDeadline {
                let now = EventLoop.monotonicNow()
                timeoutMs = nextDeadline <= now ? 0 : Int32(min((nextDeadline - now + 999_999) / 1_000_000, 60_000))
            }
            let ready = poll(&fds, nfds_t(fds.count), timeoutMs)
            if ready < 0 && errno != EINTR { return }

            if fds[0].revents != 0 {
                var drained: UInt64 = 0
                _ = read(wakeFD, &drained, 8)
                onWake()
            }
            for (index, watch) in polledWatches.enumerated() {
                let revents = fds[index + 1].revents
                guard revents != 0 else { continue }
                var flags: UInt32 = 0
                if revents & Int16(POLLIN) != 0 { flags |= CDBUS_WATCH_READABLE }
                if revents & Int16(POLLOUT) != 0 { flags |= CDBUS_WATCH_WRITABLE }
                if revents & Int16(POLLERR) != 0 { flags |= CDBUS_WATCH_ERROR }
                if revents & Int16(POLLHUP) != 0 { flags |= CDBUS_WATCH_HANGUP }
                // A watch removed meanwhile (the connection closed) must not be touched.
                let alive = state.withLock { $0.watches.contains(LibdbusHandle(watch)) }
                if alive { dbus_watch_handle(watch, flags) }
            }
            runDueTimeouts()
            afterIO()
            runDueTimersAndWork()
            afterIO()
        }
    }

    private func runDueTimeouts() {
        let now = EventLoop.monotonicNow()
        let due = state.withLock { $0.timeouts.filter { $0.value <= now }.map(\.key) }
        for timeout in due {
            let stillThere = state.withLock { state -> Bool in
                guard state.timeouts[timeout] != nil else { return false }
                let interval = UInt64(max(0, dbus_timeout_get_interval(timeout.pointer)))
                state.timeouts[timeout] = now &+ interval * 1_000_000
                return true
            }
            if stillThere { dbus_timeout_handle(timeout.pointer) }
        }
    }

    /// On the way out: the work accepted before `stop` that no iteration ran. Timers are dropped
    /// (their time will not come).
    private func runLeftWork() {
        let left = state.withLock { state -> [@Sendable () -> Void] in
            defer { state.queued.removeAll() }
            return state.queued
        }
        for item in left { item() }
    }

    private func runDueTimersAndWork() {
        let now = EventLoop.monotonicNow()
        let (work, due) = state.withLock { state -> ([@Sendable () -> Void], [@Sendable () -> Void]) in
            var due: [@Sendable () -> Void] = []
            while let top = state.timerHeap.min, top.deadline <= now {
                _ = state.timerHeap.popMin()
                if let work = state.timerWork.removeValue(forKey: top.id) { due.append(work) }
            }
            let queued = state.queued
            state.queued.removeAll()
            return (queued, due)
        }
        for item in work { item() }
        for item in due { item() }
    }
}
