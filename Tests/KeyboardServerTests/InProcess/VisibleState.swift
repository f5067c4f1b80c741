import BusTestSupport
import DBus

/// What a refused call must leave alone: the server's properties, the keyboard's and one app's.
struct VisibleState: Equatable {
    var server: [String: DBusValue]
    var keyboard: [String: DBusValue]
    var app: [String: DBusValue]

    /// `ignoringClock`: compare without the server's `Now`.
    init(_ fixture: InProcessKeyboardd, app bundleId: String, ignoringClock: Bool = false) async throws {
        server = try await fixture.server.object.allProperties()
        if ignoringClock { server.removeValue(forKey: "Now") }
        keyboard = try await fixture.keyboard.object.allProperties()
        app = (try? await fixture.app(bundleId).object.allProperties()) ?? [:]
    }
}
