import BusTestSupport
import DBus
import KeyboardContract
import KeyboardServer
import Testing

/// The generated proxies against keyboardd's server: methods (async and blocking), property
/// getters, signal streams with typed payloads, and the contract's error names.
@Suite struct TypedProxyTests {
    /// keyboardd's server on an in-process bus: the bench's connection and an app's own, closed after `body`.
    static func withDaemon(_ body: (_ bench: Connection, _ process: Connection) async throws -> Void) async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let process = try keyboardd.bus.connect()   // the app's own connection
        defer { process.close() }
        try await body(keyboardd.connection, process)
    }

    @Test func anAppRegistersTakesTheKeyboardAndHearsIt() async throws {
        try await Self.withDaemon { bench, process in
            let control = Control1.Proxy(bench)

            let path = try await Server1.Proxy(process).registerApp(bundleId: "com.example.ike", options: Server1.RegisterAppOptions())
            #expect(path == App1.path("com.example.ike"))
            let app = App1.Proxy(process, bundleId: "com.example.ike")
            let notifications = try app.keyboardNotifications()
            let broadcasts = try Keyboard1.Proxy(bench).notifications()
            _ = try await control.settle()
            #expect(try await app.state() == .active)
            #expect(try Self.frontmost(bench) == "com.example.ike")

            #expect(try await app.becomeFirstResponder(responder: "tummy", traits: App1.BecomeFirstResponderTraits()))
            let willShow = try await withDeadline(30, "WillShow") {
                await notifications.first { $0.name == "UIKeyboardWillShowNotification" }
            }
            let broadcast = try await withDeadline(30, "the WillShow broadcast") {
                await broadcasts.first { $0.name == "UIKeyboardWillShowNotification" }
            }
            let info = try #require(willShow?.userInfo)
            #expect(info.isLocal == true && info.owner == "com.example.ike")
            #expect(broadcast?.recipients == ["com.example.ike"] && broadcast?.userInfo == info)
            _ = try await control.settle()
            #expect(try await Keyboard1.Proxy(bench).frame() == info.frameEnd)
            // From iOS 16 the keyboard is a view in the app's text effects window, not a window of its own.
            #expect(try await !app.keyboardViews().isEmpty)
            #expect(try await control.trace(afterSequence: 0).contains { $0.app == "com.example.ike" && $0.event == "UIKeyboardWillShowNotification" })
        }
    }

    /// Each property's stream (`receive<Property>Changed`) yields its values typed, in the order
    /// PropertiesChanged carried them; Get (typed, all at once) answers the last of them.
    @Test func propertyStreamsFollowTheChanges() async throws {
        try await Self.withDaemon { bench, process in
            let keyboard = Keyboard1.Proxy(bench)
            let visible = try keyboard.receiveVisibleChanged()
            let modes = try Server1.Proxy(bench).receiveOrientationChanged()
            let app = App1.Proxy(bench, bundleId: "com.example.ike")
            let states = try app.receiveStateChanged()

            _ = try await Server1.Proxy(process).registerApp(bundleId: "com.example.ike", options: Server1.RegisterAppOptions())
            _ = try await Control1.Proxy(bench).settle()
            #expect(try await App1.Proxy(process, bundleId: "com.example.ike").becomeFirstResponder(responder: "tummy", traits: App1.BecomeFirstResponderTraits()))
            _ = try await Control1.Proxy(bench).settle()
            try await Control1.Proxy(bench).rotate(orientation: .landscapeLeft)
            _ = try await Control1.Proxy(bench).settle()

            let shown = try await withDeadline(30, "Visible true") { () async throws -> Bool? in
                for try await value in visible where value { return value }
                return nil
            }
            #expect(shown == true)
            let active = try await withDeadline(30, "State active") { () async throws -> App1.AppState? in
                for try await state in states where state == .active { return state }
                return nil
            }
            #expect(active == .active)
            let turned = try await withDeadline(30, "Orientation") { () async throws -> String? in
                for try await orientation in modes { return orientation }
                return nil
            }
            #expect(turned == Server1.Orientation.landscapeLeft.rawValue)
            let now = try await keyboard.properties()
            #expect(now.visible == true && now.owner == "com.example.ike" && now.mode == Keyboard1.KeyboardMode.docked.rawValue)
            #expect(try await app.properties().state == .active)
        }
    }

    /// The blocking form (an async context picks the async overload).
    static func frontmost(_ connection: Connection) throws -> String {
        try Server1.Proxy(connection).frontmost()
    }

    @Test func errorsComeBackWithTheContractsNames() async throws {
        try await Self.withDaemon { bench, process in
            _ = try await Server1.Proxy(process).registerApp(bundleId: "com.example.ike", options: Server1.RegisterAppOptions())

            let unknown = await #expect(throws: DBusError.self) { try await Control1.Proxy(bench).launchApp(bundleId: "com.example.nobody") }
            #expect(unknown?.contractName == .unknownApp)
            // Owner-only: the bench is not the app's process.
            let denied = await #expect(throws: DBusError.self) { try await App1.Proxy(bench, bundleId: "com.example.ike").resignFirstResponder() }
            #expect(denied?.contractName == .accessDenied)
            #expect(App1.description.method("ResignFirstResponder")?.errors.contains(.accessDenied) == true)
        }
    }
}
