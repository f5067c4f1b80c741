import BusTestSupport
import DBus
import Foundation
import KeyboardServer

/// keyboardd on a private bus, with a control connection: the start of every reliability test.
/// The daemon and the bus are stopped by PID in `stop()` (tests call it in a `defer`) or deinit.
///
/// Unchecked Sendable: all `let`; bus, connection and daemon are thread-safe.
final class DaemonFixture: @unchecked Sendable {
    let bus: PrivateBus
    let control: Connection
    let daemon: DaemonProcess

    init(_ arguments: [String] = [], bus: PrivateBus? = nil) async throws {
        self.bus = try bus ?? PrivateBus()
        control = try self.bus.connect()
        var arguments = arguments
        if !arguments.contains("--clock") { arguments += ["--clock", "virtual"] }
        daemon = try await DaemonProcess(arguments: ["--bus", self.bus.address] + arguments, observer: control)
    }

    var pid: pid_t { daemon.process.pid }
    var isRunning: Bool { daemon.process.exitCode == nil }

    func stop() {
        daemon.stop()
        control.close()
        bus.stop()
    }

    @discardableResult
    func call(_ path: ObjectPath, _ interface: String, _ method: String, _ arguments: [DBusValue] = [],
              on connection: Connection? = nil) async throws -> [DBusValue] {
        try await (connection ?? control).call(destination: Contract.busName, path: path, interface: interface,
                                               member: method, arguments: arguments)
    }

    /// A Control1 verb.
    @discardableResult
    func control(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await call(Contract.serverPath, Contract.controlInterface, method, arguments)
    }

    func property(_ path: ObjectPath, _ interface: String, _ name: String) async throws -> DBusValue? {
        try await call(path, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string(name)]).first?.unwrappedVariant
    }

    func properties(_ path: ObjectPath, _ interface: String) async throws -> [String: DBusValue] {
        let reply = try await call(path, "org.freedesktop.DBus.Properties", "GetAll", [.string(interface)])
        return try [String: DBusValue](dbusValue: try reply.first.orThrow("GetAll gave no answer"))
    }

    /// The object paths ObjectManager lists below the main object (the keyboard and every app).
    func managedPaths() async throws -> [String] {
        let reply = try await call(Contract.serverPath, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects")
        guard case .dictionary(_, _, let entries)? = reply.first else { throw DBusError.failed("GetManagedObjects gave \(reply)") }
        return entries.compactMap { if case .objectPath(let p) = $0.key { p.rawValue } else { nil } }.sorted()
    }

    /// Control1.Trace after `sequence`.
    func trace(after sequence: UInt64 = 0) async throws -> [ControlTraceRecord] {
        let reply = try await control("Trace", [.uint64(sequence)])
        guard case .array(_, let items)? = reply.first else { throw DBusError.failed("Trace gave \(reply)") }
        return items.compactMap(ControlTraceRecord.init)
    }
}

extension Optional {
    func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw DBusError.failed(message) }
        return self
    }
}
