import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// PropertiesChanged comes as one signal per object for the changes between two notifications
/// (as sd-bus and GDBus group them), not one signal per property: a keyboard show is one signal
/// for the keyboard's Visible, Frame, Owner and Animating.
@Suite struct PropertiesChangedGroupingTests {
    /// (object path, changed properties) in arrival order.
    final class Changes: Sendable {
        private let received = Locked<[(path: String, changed: [String: DBusValue])]>([])
        var all: [(path: String, changed: [String: DBusValue])] { received.get() }
        func add(_ path: String, _ changed: [String: DBusValue]) { received.update { $0.append((path, changed)) } }
        func clear() { received.update { $0.removeAll() } }
        func on(_ path: ObjectPath) -> [[String: DBusValue]] { all.filter { $0.path == path.rawValue }.map(\.changed) }
    }

    @Test func aShowIsOneSignalPerObject() async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let bus = keyboardd.bus
        let monitor = keyboardd.connection
        let changes = Changes()
        let subscription = try monitor.subscribe(MatchRule(pathNamespace: Server1.path,
                                                           interface: StandardInterfaces.properties,
                                                           member: "PropertiesChanged")) { message in
            guard let args = try? message.arguments(), args.count == 3,
                  let changed = try? [String: DBusValue](dbusValue: args[1]) else { return }
            changes.add(message.path?.rawValue ?? "", changed.mapValues(\.unwrappedVariant))
        }
        defer { subscription.cancel() }
        let app = try await BusApp("com.example.grouped", bus: bus)
        _ = try await Control1.Proxy(monitor).settle()
        changes.clear()

        #expect(try await app.focus())
        try await monitor.roundTripToKeyboardd()   // every signal sent before has been handled
        let keyboard = changes.on(Keyboard1.path)
        #expect(keyboard.count == 1, "\(keyboard)")
        let shown = try #require(keyboard.first)
        #expect(shown["Visible"] == .boolean(true))
        #expect(shown["Owner"] == .string(app.id))
        #expect(shown["Animating"] == .boolean(true))
        // The live keyboard (N15) has not moved yet: its frame is told where the animation ends.
        #expect(shown["Frame"] == nil)
        #expect(changes.on(Server1.path).map { $0["KeyboardOwner"] } == [.string(app.id)])

        changes.clear()
        _ = try await Control1.Proxy(monitor).settle()
        try await monitor.roundTripToKeyboardd()
        // The Dids tell where the keyboard got to and that the animation is over, in one signal;
        // the spring, which runs past the claimed duration (N12), tells its end in another.
        let settled = changes.on(Keyboard1.path)
        #expect(settled.count == 2 && settled.first?["Animating"] == .boolean(false), "\(settled)")
        #expect(settled.last?.keys.sorted() == ["Frame"], "\(settled)")
    }
}
