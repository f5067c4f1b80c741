import DBus
import Foundation
import Glibc
import KeyboardClient
import KeyboardContract
import Logging
import ProcessSupport
import Synchronization

/// A private `dbus-daemon` and keyboardd on it (virtual clock) as child processes of the test,
/// a connection of the test's own with the typed proxies, and apps on connections of their own
/// (the GTestDBus and python-dbusmock pattern).
///
/// Nothing moves between your calls: only ``settle()`` and ``advance(_:)`` move keyboardd's
/// clock, so a test is deterministic. ``close()`` (or the last reference going) stops keyboardd
/// and dbus-daemon by PID and removes the bench's directory, also when the test failed. A bench
/// that is never closed (one in a `static`) or whose test process dies goes with the process:
/// the bus's guardian sees our end of a pipe close, stops dbus-daemon and removes the bus's
/// directory, which holds the bench's; keyboardd exits with its bus.
///
/// Start one per suite and ``reset(device:era:orientation:settings:)`` between tests: a reset costs a
/// few milliseconds, a new bench a few hundred. In Swift Testing, the
/// `.keyboardd(device:era:orientation:settings:)` trait makes one for a test or a suite; in XCTest,
/// ``KeyboardBenchTestCase``.
public final class KeyboardBench: Sendable {
    /// What keyboardd was started with (nil: its default), and what ``reset(device:era:orientation:settings:)`` returns to.
    public let device: KeyboardDevice?
    public let era: KeyboardEra?
    /// The orientation the bench turns the device to after every start and reset (nil: portrait).
    public let orientation: Server1.Orientation?
    /// The settings the bench sets after every start and reset (the others keep their defaults).
    public let settings: [KeyboardSetting: Bool]
    /// The private bus's address, for code under test that connects by itself (`KeyboardBus.address`).
    public let address: String
    /// The test's own connection: the proxies below use it.
    public let connection: Connection
    /// The person holding the device and the test's levers (docs/CONTRACT.md Control1).
    public let control: Control1.Proxy
    /// Server1's properties: `Frontmost`, `KeyboardOwner`, `Profile`, `Device`, `Now`...
    public let server: Server1.Proxy
    /// The system keyboard's properties: `Visible`, `Frame`, `Owner`...
    public let keyboard: Keyboard1.Proxy
    /// The two children, by PID.
    public var keyboarddPID: pid_t { keyboardd.pid }
    public var busPID: pid_t { bus.daemonPID }
    /// The bench's own directory (keyboardd's state and log), inside the bus's directory so that
    /// the bus's guardian removes it when the process ends without ``close()``.
    public let directory: URL

    let bus: BusDaemon
    let keyboardd: ChildProcess
    let logFile: URL
    let appLogger: Logger
    let state = Mutex(BenchState())
    let numbering = ReceiptNumbers()

    /// Starts dbus-daemon and keyboardd (`--clock virtual`, plus `--device`, `--era` and
    /// `arguments`), waits until keyboardd owns its name, at most `timeout` seconds, and sets
    /// `orientation` and `settings` (Control1.Configure).
    ///
    /// A device that never ran the era is refused before anything starts, with the contract's
    /// message (Control1.Configure's NotSupported): the device's iOS and the devices that ran the era.
    ///
    /// keyboardd is `$KEYBOARDD_BINARY`, else the one beside the test bundle, on PATH or in
    /// the keyboardd package's `.build`; dbus-daemon is `$KEYBOARDD_DBUS_DAEMON` or the one on
    /// PATH (`keyboarddPath` and `dbusDaemonPath` name them explicitly). Throws
    /// ``KeyboardBenchError`` saying how to get whichever is missing, or with keyboardd's output
    /// when it exits before it is on the bus. `appLogger` is for the apps' clients (silent by default).
    public init(device: KeyboardDevice? = nil, era: KeyboardEra? = nil, orientation: Server1.Orientation? = nil,
                settings: [KeyboardSetting: Bool] = [:], arguments: [String] = [], keyboarddPath: String? = nil,
                dbusDaemonPath: String? = nil, timeout: Double = 30, appLogger: Logger? = nil) throws {
        try Self.requirePairing(device, era)
        self.device = device
        self.era = era
        self.orientation = orientation
        self.settings = settings
        self.appLogger = appLogger ?? Logger(label: "keyboard.bench") { _ in SwiftLogNoOpLogHandler() }
        let keyboarddPath = try BenchExecutables.keyboardd(keyboarddPath)
        let dbusDaemonPath = try BenchExecutables.dbusDaemon(dbusDaemonPath)
        let bus: BusDaemon
        do {
            bus = try BusDaemon(prefix: "keyboardd-bench", executable: dbusDaemonPath)
        } catch {
            throw KeyboardBenchError("the bench did not start: \(error)")
        }
        let directory = bus.directory.appendingPathComponent("bench")
        self.directory = directory
        logFile = directory.appendingPathComponent("keyboardd.log")
        var started: ChildProcess?
        do {
            guard mkdir(directory.path, 0o700) == 0 else {
                throw KeyboardBenchError("could not create the bench's directory: \(String(cString: strerror(errno)))")
            }
            let connection = try Connection(address: bus.address)
            let owned = DispatchSemaphore(value: 0)
            let watch = try connection.watchNameOwner(Contract.busName) { _, _, new in
                if new != nil { owned.signal() }
            }
            defer { watch.cancel() }
            var command = ["--bus", bus.address, "--clock", Server1.ClockMode.virtual.rawValue, "--log-level", "warning",
                           "--state-dir", directory.appendingPathComponent("state").path]
            if let device { command += ["--device", device.name] }
            if let era { command += ["--era", era.name] }
            let child = try ChildProcess(keyboarddPath, command + arguments, stdout: .file(logFile.path),
                                         stderr: .file(directory.appendingPathComponent("keyboardd.stderr").path))
            started = child
            try Self.waitForName(owned, of: child, path: keyboarddPath, timeout: timeout,
                                 log: { Self.read(directory) })
            self.bus = bus
            self.keyboardd = child
            self.connection = connection
            address = bus.address
        } catch {
            started?.stop()
            bus.stop()
            if let error = error as? KeyboardBenchError { throw error }
            throw KeyboardBenchError("the bench did not start: \(error)")
        }
        control = Control1.Proxy(connection)
        server = Server1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
        do {
            try configure(orientation: orientation, settings: settings)
        } catch {
            close()
            throw KeyboardBenchError("keyboardd refused the bench's orientation or settings: \(error)")
        }
    }

    /// Until keyboardd owns its name (NameOwnerChanged), or exits, or the deadline passes: a
    /// look at the process every 50 ms, so that one that exited is an error at once.
    private static func waitForName(_ owned: DispatchSemaphore, of child: ChildProcess, path: String,
                                    timeout: Double, log: () -> String) throws(KeyboardBenchError) {
        let deadline = DispatchTime.now() + timeout
        while owned.wait(timeout: min(deadline, .now() + .milliseconds(50))) == .timedOut {
            if let code = child.exitCode {
                throw KeyboardBenchError("\(path) exited with status \(code) before it took \(Contract.busName):\n\(log())")
            }
            if DispatchTime.now() >= deadline {
                throw KeyboardBenchError("\(path) did not take \(Contract.busName) within \(timeout) s:\n\(log())")
            }
        }
    }

    private static func read(_ directory: URL) -> String {
        ["keyboardd.log", "keyboardd.stderr"].compactMap {
            try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
        }.joined()
    }

    /// What keyboardd wrote so far (warnings and errors; its log level is `warning`).
    public var log: String { Self.read(directory) }

    // MARK: The clock and the journal

    /// Runs every transition and animation due (Control1.Settle); returns the clock, in ms.
    @discardableResult
    public func settle() throws -> UInt64 {
        try control.settle()
    }

    /// Moves the virtual clock by `ms` milliseconds (Control1.Advance), running what falls due.
    public func advance(_ ms: UInt64) throws {
        try control.advance(ms: ms)
    }

    /// keyboardd's journal after a record sequence number (Control1.Trace), oldest first.
    public func trace(after sequence: UInt64 = 0) throws -> [Control1.TraceRecord] {
        try control.trace(afterSequence: sequence)
    }

    // MARK: Sharing one bench

    /// Back to a fresh keyboardd for the next test: every app's connection closed, then
    /// Control1.Reset (no apps, home screen, the bench's device and era, a fresh trace, the clock
    /// at 0), then `device` and `era` when given (an era alone keeps the bench's device when it ran
    /// that era, else takes the era's own), then `orientation` or the bench's, and the bench's
    /// settings with `settings` over them. A device that never ran the era is refused with the
    /// contract's message before anything is reset.
    public func reset(device: KeyboardDevice? = nil, era: KeyboardEra? = nil, orientation: Server1.Orientation? = nil,
                      settings: [KeyboardSetting: Bool] = [:]) throws {
        try Self.requirePairing(device, era)
        closeApps()
        try control.reset(device: device?.name, profile: era?.name)
        try configure(orientation: orientation ?? self.orientation, settings: self.settings.merging(settings) { $1 })
    }

    /// A device that never ran the era, refused with the contract's words (what Control1.Configure's
    /// NotSupported says, from the generated catalog) rather than keyboardd's usage text.
    static func requirePairing(_ device: KeyboardDevice?, _ era: KeyboardEra?) throws(KeyboardBenchError) {
        guard let device, let era, let why = ModelCatalog.pairingProblem(device: device.name, era: era.name) else { return }
        throw KeyboardBenchError("no bench for \(device.name) on \(era.name): \(why)")
    }

    /// The orientation and settings by name, in one Control1.Configure; nothing for none.
    func configure(orientation: Server1.Orientation?, settings: [KeyboardSetting: Bool]) throws(DBusError) {
        var options = Dictionary(uniqueKeysWithValues: settings.map { ($0.key.name, DBusValue.boolean($0.value)) })
        if let orientation { options[Control1.ConfigureOptions.Key.orientation.rawValue] = .string(orientation.rawValue) }
        guard !options.isEmpty else { return }
        _ = try control.perform(try Control1.Call(method: .configure, arguments: [options.dbusValue]))
    }

    /// Stops keyboardd, then dbus-daemon, by PID, and removes the bench's directory. Idempotent;
    /// the bench's deinit calls it.
    public func close() {
        let first = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard first else { return }
        closeApps()
        connection.close()
        keyboardd.stop()
        bus.stop()  // removes its directory, the bench's with it
    }

    deinit { close() }
}

/// What changes during a bench's life: the apps it made, and whether it is closed.
struct BenchState {
    var apps: [BenchApp] = []
    var closed = false
}
