import BusTestSupport
import DBus
import KeyboardContract
import Testing

/// An app's process leaving the bus (its connection closed) terminates its apps: the server hears
/// NameOwnerChanged from the in-process bus as it does from dbus-daemon. Killed processes stay
/// in KeyboarddTests (AppProcessTests).
@Suite struct ProcessLeftTests {
    @Test func anAppWhoseConnectionClosesIsRemoved() async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let removed = try keyboardd.connection.signals(matching: MatchRule(
            path: Server1.path, interface: StandardInterfaces.objectManager, member: "InterfacesRemoved"))
        let staying = try await BusApp("com.example.notes", bus: keyboardd.bus)
        defer { staying.close() }
        let leaving = try await BusApp("com.example.ike", bus: keyboardd.bus)
        leaving.close()
        let gone = try #require(try await removed.take(1).first)
        #expect(try gone.arguments().first == .objectPath(App1.path("com.example.ike")))
        #expect(try await keyboardd.managedPaths() == [App1.path("com.example.notes").rawValue, Keyboard1.path.rawValue].sorted())
    }
}
