import DBus
import Dispatch
import Foundation
import KeyboardContract
import ProcessSupport
import StrategyMatrix
import Synchronization

/// A private bus with a keyboardd of its own on the virtual clock, so a story can be played with
/// nothing else running (`run --embedded`, every cell of `matrix`). Both are stopped by PID, by
/// `stop()` or, when keyboardctl ends early, by `stopAll()`.
final class EmbeddedKeyboardd: Sendable {
    let bus: BusDaemon
    let keyboardd: ChildProcess
    let stateDirectory: URL
    private let stopped = Mutex(false)

    var address: String { bus.address }

    /// `timeout`: the seconds keyboardd has to take its name (WaitOptions).
    init(keyboarddBinary: String, timeout: Double) throws(CtlFailure) {
        guard Self.running.beginStart() else { throw .unavailable("keyboardctl is ending") }
        var started = false
        defer { if !started { Self.running.abandonStart() } }
        do {
            bus = try BusDaemon(prefix: "keyboardctl-bus")
        } catch {
            throw .unavailable("cannot start a private bus: \(error)")
        }
        stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardctl-state-\(UUID().uuidString.prefix(8))")
        do {
            keyboardd = try Self.start(keyboarddBinary, bus: bus, stateDirectory: stateDirectory, timeout: timeout)
        } catch {
            bus.stop()
            try? FileManager.default.removeItem(at: stateDirectory)
            throw error
        }
        started = true
        Self.running.finishStart(self)
    }

    /// keyboardd on the bus, waited for until it owns its name: a real event (NameOwnerChanged)
    /// with a deadline; a keyboardd that exits first is an error at once.
    private static func start(_ binary: String, bus: BusDaemon, stateDirectory: URL,
                              timeout: Double) throws(CtlFailure) -> ChildProcess {
        let observer: Connection
        do {
            observer = try Connection(address: bus.address)
        } catch {
            throw .unavailable("cannot connect to the private bus \(bus.address): \(error.message)")
        }
        defer { observer.close() }
        let owned = DispatchSemaphore(value: 0)
        let watch: Subscription
        do {
            watch = try observer.subscribe(MatchRule(
                sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
                arg0: Contract.busName)) { _ in owned.signal() }
        } catch {
            throw .unavailable("cannot watch the private bus: \(error.message)")
        }
        defer { watch.cancel() }
        let process: ChildProcess
        do {
            process = try ChildProcess(binary, ["--bus", bus.address, "--clock", "virtual", "--state-dir", stateDirectory.path],
                                       stdout: .null, stderr: .null)
        } catch {
            throw .unavailable("cannot start \(binary): \(error.localizedDescription)")
        }
        // Half-second slices, so a keyboardd that died is noticed without waiting out the deadline;
        // the deadline on the monotonic clock, as every wait of keyboardctl's.
        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
            if owned.wait(timeout: .now() + 0.5) == .success { return process }
            if let code = process.exitCode {
                throw .unavailable("\(binary) exited with status \(code) before it took \(Contract.busName)")
            }
        }
        process.stop()
        throw .unavailable("\(binary) did not take \(Contract.busName) on the private bus within \(SampleClientProcess.describe(seconds: timeout)) "
                           + "(a slow machine needs a longer --timeout)")
    }

    /// Stops keyboardd, then the bus, by PID; removes the state directory. Idempotent.
    func stop() {
        let first = stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        Self.running.remove(self)
        if keyboardd.exitCode == nil { keyboardd.stop() }
        bus.stop()
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    deinit { stop() }

    /// Stops every embedded keyboardd and bus of this process, those still starting included,
    /// and lets no new one start: before keyboardctl ends early (SIGINT, SIGTERM, or stdout's
    /// reader gone while cells of the matrix run on other threads).
    static func stopAll() {
        running.closeAndStopAll()
    }

    private static let running = RunningKeyboardds()
}

/// The embedded keyboardds of this process, and how many are being started.
// Unchecked: every field is touched only with `condition` held (an NSCondition: Mutex cannot wait).
private final class RunningKeyboardds: @unchecked Sendable {
    private let condition = NSCondition()
    private var instances: [ObjectIdentifier: EmbeddedKeyboardd] = [:]
    private var starting = 0
    private var closed = false

    /// False once `closeAndStopAll` has run: nothing new may start.
    func beginStart() -> Bool {
        condition.withLock {
            guard !closed else { return false }
            starting += 1
            return true
        }
    }

    func abandonStart() {
        condition.withLock {
            starting -= 1
            condition.broadcast()
        }
    }

    func finishStart(_ instance: EmbeddedKeyboardd) {
        condition.withLock {
            starting -= 1
            instances[ObjectIdentifier(instance)] = instance
            condition.broadcast()
        }
    }

    func remove(_ instance: EmbeddedKeyboardd) {
        _ = condition.withLock { instances.removeValue(forKey: ObjectIdentifier(instance)) }
    }

    func closeAndStopAll() {
        let all = condition.withLock {
            closed = true
            while starting > 0 { condition.wait() }
            return Array(instances.values)
        }
        all.forEach { $0.stop() }
    }
}
