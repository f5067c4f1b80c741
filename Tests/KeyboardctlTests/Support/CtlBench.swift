import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// A private bus with the real keyboardd on it (virtual clock) and a connection of the test's
/// own to check what keyboardctl did through properties. Both processes are stopped by PID.
final class CtlBench: Sendable {
    let fixture: DaemonFixture
    var bus: PrivateBus { fixture.bus }
    var connection: Connection { fixture.connection }
    var control: Control1.Proxy { fixture.control }
    var daemon: DaemonProcess { fixture.daemon }
    private let apps = Locked<[BusApp]>([])

    init(_ arguments: [String] = []) async throws {
        fixture = try await DaemonFixture(arguments)
    }

    /// keyboardctl against this bus, with `--address`.
    func ctl(_ arguments: String..., stderr: Bool = false) async throws -> CtlRun {
        try await keyboardctl(arguments + ["--address", bus.address], stderr: stderr)
    }

    func ctl(_ arguments: [String], stderr: Bool = false) async throws -> CtlRun {
        try await keyboardctl(arguments + ["--address", bus.address], stderr: stderr)
    }

    /// An app with a connection of its own, kept until the bench goes.
    func app(_ id: String, launch: Bool = true) async throws -> BusApp {
        let app = try await BusApp(id, bus: bus, launch: launch, propertyChanges: false)
        apps.update { $0.append(app) }
        return app
    }

    /// K3's story on this bench: Ike focuses its field, the person launches Notes, whose field
    /// takes the keyboard; settled, so on ios13 Notes is active with the keyboard, Ike suspended.
    func playK3() async throws -> (ike: BusApp, notes: BusApp) {
        let ike = try await app("com.example.ike")
        let notes = try await app("com.apple.mobilenotes", launch: false)
        _ = try await control.settle()
        #expect(try await ike.focus("tummy"))
        _ = try await control.settle()
        try await control.launchApp(bundleId: notes.id)
        try await control.advance(ms: 400)
        #expect(try await notes.focus("body"))
        _ = try await control.settle()
        return (ike, notes)
    }

    /// A property's value as it comes (the tests compare it with keyboardctl's output).
    func server(_ name: String) async throws -> DBusValue {
        try fixture.server.object.propertyValue(name)
    }

    func keyboard(_ name: String) async throws -> DBusValue {
        try fixture.keyboard.object.propertyValue(name)
    }

    func app(_ id: String, _ name: String) async throws -> DBusValue {
        try fixture.app(id).object.propertyValue(name)
    }

    /// Control1.Trace after `sequence`.
    func trace(after sequence: UInt64 = 0) async throws -> [Control1.TraceRecord] {
        try await control.trace(afterSequence: sequence)
    }

    func stop() {
        apps.get().forEach { $0.close() }
        fixture.stop()
    }

    deinit { stop() }
}
