import DBus
import Dispatch
import Foundation
import KeyboardContract
import ProcessSupport

/// A private bus with a keyboardd of its own on the virtual clock, so a story can be played with
/// nothing else running (`run --embedded`, every cell of `matrix`). Both are stopped by PID.
///
/// Unchecked Sendable: `stopped` is guarded by `lock`; the rest is `let`.
final class EmbeddedKeyboardd: @unchecked Sendable {
    let bus: BusDaemon
    let keyboardd: ChildProcess
    let stateDirectory: URL
    private let lock = NSLock()
    private var stopped = false

    var address: String { bus.address }

    init(keyboarddBinary: String) throws(CtlFailure) {
        do {
            bus = try BusDaemon(prefix: "keyboardctl-bus")
        } catch {
            throw .unavailable("cannot start a private bus: \(error)")
        }
        stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardctl-state-\(UUID().uuidString.prefix(8))")
        do {
            keyboardd = try Self.start(keyboarddBinary, bus: bus, stateDirectory: stateDirectory)
        } catch {
            bus.stop()
            try? FileManager.default.removeItem(at: stateDirectory)
            throw error
        }
    }

    /// keyboardd on the bus, waited for until it owns its name: a real event (NameOwnerChanged)
    /// with a deadline; a keyboardd that exits first is an error at once.
    private static func start(_ binary: String, bus: BusDaemon, stateDirectory: URL) throws(CtlFailure) -> ChildProcess {
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
        // Half-second slices, so a keyboardd that died is noticed without waiting out the deadline.
        for _ in 0..<40 {
            if owned.wait(timeout: .now() + 0.5) == .success { return process }
            if let code = process.exitCode {
                throw .unavailable("\(binary) exited with status \(code) before it took \(Contract.busName)")
            }
        }
        process.stop()
        throw .unavailable("\(binary) did not take \(Contract.busName) on the private bus within 20 s")
    }

    /// Stops keyboardd, then the bus, by PID; removes the state directory. Idempotent.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        if keyboardd.exitCode == nil { keyboardd.stop() }
        bus.stop()
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    deinit { stop() }
}
