import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// PropertiesChanged comes as one signal per object for the changes between two notifications
/// (as sd-bus and GDBus group them), not one signal per property: a keyboard show is one signal
/// for the keyboard's Visible, Frame, Owner and Animating.
@Suite struct PropertiesChangedGroupingTests {
    /// Each PropertiesChanged of the keyboard and of the server, typed by the generated decoders,
    /// in arrival order.
    final class Changes: Sendable {
        private struct Received {
            var keyboard: [Keyboard1.PropertiesChanged] = []
            var server: [Server1.PropertiesChanged] = []
        }

        private let received = Locked(Received())
        var keyboard: [Keyboard1.PropertiesChanged] { received.get().keyboard }
        var server: [Server1.PropertiesChanged] { received.get().server }
        func add(_ message: Message) {
            received.update {
                if let changes = try? Keyboard1.PropertiesChanged(message) { $0.keyboard.append(changes) }
                if let changes = try? Server1.PropertiesChanged(message) { $0.server.append(changes) }
            }
        }
        func clear() { received.set(Received()) }
    }

    @Test func aShowIsOneSignalPerObject() async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let bus = keyboardd.bus
        let monitor = keyboardd.connection
        let changes = Changes()
        let subscription = try monitor.subscribe(MatchRule(pathNamespace: Server1.path,
                                                           interface: StandardInterfaces.properties,
                                                           member: "PropertiesChanged")) { changes.add($0) }
        defer { subscription.cancel() }
        let app = try await BusApp("com.example.grouped", bus: bus)
        _ = try await Control1.Proxy(monitor).settle()
        changes.clear()

        #expect(try await app.focus())
        try await monitor.roundTripToKeyboardd()   // every signal sent before has been handled
        let keyboard = changes.keyboard
        #expect(keyboard.count == 1, "\(keyboard)")
        let shown = try #require(keyboard.first).changed
        #expect(shown.contains(.visible(true)) && shown.contains(.owner(app.id)) && shown.contains(.animating(true)), "\(shown)")
        // The live keyboard (N15) has not moved yet: its frame is told where the animation ends.
        #expect(!shown.contains { $0.propertyName == .frame })
        #expect(changes.server.map { Server1.Properties(changed: $0).keyboardOwner } == [app.id])

        changes.clear()
        _ = try await Control1.Proxy(monitor).settle()
        try await monitor.roundTripToKeyboardd()
        // The Dids tell where the keyboard got to and that the animation is over, in one signal;
        // the spring, which runs past the claimed duration (N12), tells its end in another.
        let settled = changes.keyboard
        #expect(settled.count == 2 && settled.first?.changed.contains(.animating(false)) == true, "\(settled)")
        #expect(settled.last?.changed.map(\.propertyName) == [.frame], "\(settled)")
    }
}

extension Server1.Properties {
    /// Only what one PropertiesChanged carried.
    init(changed: Server1.PropertiesChanged) {
        self.init()
        apply(changed)
    }
}
