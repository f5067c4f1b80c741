import BusTestSupport
import DBus
import Foundation
import KeyboardContract

/// A private bus with the real keyboardd on it (virtual clock) and a connection of the test's
/// own to check what keyboardctl did through properties. Both processes are stopped by PID.
///
/// Unchecked Sendable: `apps` is changed only by the test that owns the bench, one step at a time.
final class CtlBench: @unchecked Sendable {
    let bus: PrivateBus
    let control: Connection
    let daemon: DaemonProcess
    private var apps: [TestApp] = []

    init(_ arguments: [String] = []) async throws {
        bus = try PrivateBus()
        control = try bus.connect()
        daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"] + arguments,
                                         observer: control)
    }

    /// keyboardctl against this bus, with `--address`.
    func ctl(_ arguments: String..., stderr: Bool = false) async throws -> CtlRun {
        try await keyboardctl(arguments + ["--address", bus.address], stderr: stderr)
    }

    func ctl(_ arguments: [String], stderr: Bool = false) async throws -> CtlRun {
        try await keyboardctl(arguments + ["--address", bus.address], stderr: stderr)
    }

    /// An app with a connection of its own, kept until the bench goes.
    func app(_ id: String, launch: Bool = true) async throws -> TestApp {
        let app = try await TestApp(id, address: bus.address, launch: launch)
        apps.append(app)
        return app
    }

    @discardableResult
    func call(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await control.call(destination: Contract.busName, path: Contract.serverPath,
                               interface: Contract.controlInterface, member: method, arguments: arguments)
    }

    func property(_ path: ObjectPath, _ interface: String, _ name: String) async throws -> DBusValue {
        let reply = try await control.call(destination: Contract.busName, path: path,
                                           interface: "org.freedesktop.DBus.Properties", member: "Get",
                                           arguments: [.string(interface), .string(name)])
        return reply.first?.unwrappedVariant ?? .string("<none>")
    }

    func server(_ name: String) async throws -> DBusValue {
        try await property(Contract.serverPath, Contract.serverInterface, name)
    }

    func keyboard(_ name: String) async throws -> DBusValue {
        try await property(Contract.keyboardPath, Contract.keyboardInterface, name)
    }

    func app(_ id: String, _ name: String) async throws -> DBusValue {
        try await property(Contract.appPath(id), Contract.appInterface, name)
    }

    /// Control1.Trace after `sequence`, as (sequence, app, event) triples and their data.
    func trace(after sequence: UInt64 = 0) async throws -> [DBusValue] {
        guard case .array(_, let records)? = try await call("Trace", [.uint64(sequence)]).first else { return [] }
        return records
    }

    func stop() {
        apps.forEach { $0.close() }
        control.close()
        daemon.stop()
        bus.stop()
    }

    deinit { stop() }
}
