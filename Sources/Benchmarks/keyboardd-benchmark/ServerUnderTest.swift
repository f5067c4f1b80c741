import CDBus
import Foundation
import Glibc
import KeyboardContract
import ProcessSupport

/// Which program answers on org.keyboardd.Server1.
enum ServerKind: String {
    case keyboardd
    case baseline
    /// The baseline plus the PropertiesChanged keyboardd must also send (a diagnostic).
    case baselineWithProperties = "baseline+properties"

    var executable: String { self == .keyboardd ? "keyboardd" : "bus-baseline" }
}

/// A fresh private bus (dbus/test-bus.conf) with keyboardd or the baseline on it, started by us
/// and stopped by PID. `startupSeconds` is from spawn until the bus announced the name's owner.
final class ServerUnderTest {
    let kind: ServerKind
    let bus: BusDaemon
    let process: ChildProcess
    let startupSeconds: Double
    private let stateDirectory: URL?

    init(_ kind: ServerKind, clock: String = "virtual", extraArguments: [String] = []) throws {
        self.kind = kind
        bus = try BusDaemon(config: try BenchmarkFiles.testBusConfig(), prefix: "keyboardd-bench-bus")
        var arguments = ["--bus", bus.address]
        var state: URL?
        if kind == .keyboardd {
            state = FileManager.default.temporaryDirectory
                .appendingPathComponent("keyboardd-bench-state-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            // keyboardd's largest bound (Limits.maxAppsRange): N and --apps are limited by the machine.
            arguments += ["--clock", clock, "--log-level", "warning", "--state-dir", state!.path,
                          "--max-apps", "10000"] + extraArguments
        }
        if kind == .baselineWithProperties { arguments.append("--properties") }
        stateDirectory = state
        let watcher = try NameWatcher(address: bus.address, name: Contract.busName)
        let start = Stopwatch.now()
        let program = BenchmarkFiles.sibling(kind.executable)
        let wrapper = kind == .keyboardd ? ServerUnderTest.keyboarddWrapper : ServerUnderTest.baselineWrapper
        process = try ChildProcess(wrapper.first ?? program, wrapper.dropFirst() + (wrapper.isEmpty ? [] : [program]) + arguments,
                                   stdout: .null, stderr: .inherit)
        do {
            try watcher.waitForOwner(deadlineSeconds: 30)
        } catch {
            process.stop()
            bus.stop()
            throw error
        }
        startupSeconds = Stopwatch.seconds(since: start)
    }

    /// Commands that run keyboardd or the baseline (e.g. `valgrind --tool=callgrind`), to profile them in place.
    nonisolated(unsafe) static var keyboarddWrapper: [String] = []
    nonisolated(unsafe) static var baselineWrapper: [String] = []

    var pid: pid_t { process.pid }

    func stop() {
        process.stop()
        bus.stop()
        if let stateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    deinit { stop() }
}

/// Waits for NameOwnerChanged(name, _, new owner) on its own connection: the moment the bus
/// routes calls to the new owner.
final class NameWatcher {
    private let connection: RawConnection
    private let name: String

    init(address: String, name: String) throws(BenchmarkError) {
        connection = try RawConnection(address: address)
        self.name = name
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection.raw, "type='signal',sender='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(name)'", &error)
        if dbus_error_is_set(&error) != 0 { throw BenchmarkError(consuming: &error, "AddMatch") }
    }

    func waitForOwner(deadlineSeconds: Double) throws(BenchmarkError) {
        let start = Stopwatch.now()
        while Stopwatch.seconds(since: start) < deadlineSeconds {
            guard dbus_connection_read_write(connection.raw, 100) != 0 else { break }
            while let message = connection.popMessage() {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_signal(message, "org.freedesktop.DBus", "NameOwnerChanged") != 0 else { continue }
                var args = DBusMessageIter()
                var strings: [String] = []
                guard dbus_message_iter_init(message, &args) != 0 else { continue }
                repeat {
                    var p: UnsafePointer<CChar>? = nil
                    dbus_message_iter_get_basic(&args, &p)
                    strings.append(p.map { String(cString: $0) } ?? "")
                } while dbus_message_iter_next(&args) != 0
                if strings.count == 3, strings[0] == name, !strings[2].isEmpty { return }
            }
        }
        throw BenchmarkError("\(name) was not owned within \(deadlineSeconds) s")
    }
}

enum BenchmarkFiles {
    /// dbus/test-bus.conf, found from this file's place in the repository
    /// (Sources/Benchmarks/keyboardd-benchmark/..).
    static func testBusConfig() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("dbus/test-bus.conf")
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// A program built beside this one (same build directory and configuration).
    static func sibling(_ name: String) -> String {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent(name).path
    }
}

/// CLOCK_MONOTONIC in nanoseconds.
enum Stopwatch {
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func seconds(since start: UInt64) -> Double { Double(now() - start) / 1e9 }
}
