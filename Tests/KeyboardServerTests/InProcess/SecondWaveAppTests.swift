import BusTestSupport
import DBus
import KeyboardContract
import Testing

/// App1's second-wave members over the bus (docs/CONTRACT.md "Editing notifications and
/// reloadInputViews"): ReloadInputViews (N8), the EditingNotification signal in the era's order
/// among the keyboard notifications (N13), and the Kind, SecureTextEntry and TextContentType traits.
@Suite struct SecondWaveAppTests {
    static let ike = "com.example.ike"

    /// keyboardd with `profile` and Ike registered, launched and settled, its log empty.
    static func start(_ profile: String) async throws -> (InProcessKeyboardd, BusApp) {
        let fixture = try await InProcessKeyboardd(["--era", profile])
        let app = try await BusApp(ike, bus: fixture.bus, propertyChanges: false)
        _ = try await fixture.control.settle()
        try await app.clear()
        return (fixture, app)
    }

    /// Ike focused on `responder` with `traits`, the keyboard settled, the log empty.
    static func focused(_ profile: String, _ responder: String = "field",
                        _ traits: [(String, DBusValue)] = []) async throws -> (InProcessKeyboardd, BusApp) {
        let (fixture, app) = try await start(profile)
        #expect(try await app.focus(responder, traits))
        _ = try await fixture.control.settle()
        try await app.clear()
        return (fixture, app)
    }

    // MARK: ReloadInputViews

    /// N8: with the keyboard up, the era re-announces it: WillShow and DidShow again, FrameBegin
    /// equal to FrameEnd, no Hide, no editing notification; the call is in the trace.
    @Test func reloadInputViewsReannouncesTheKeyboard() async throws {
        let (fixture, app) = try await Self.focused("ios26")
        defer { fixture.stop() }
        let frame = try await fixture.keyboard.frame()
        try await app.proxy.reloadInputViews()
        _ = try await fixture.control.settle()
        try await app.sync()

        #expect(app.keyboardNames.contains("WillShow") && app.keyboardNames.contains("DidShow"), "\(app.names)")
        #expect(!app.keyboardNames.contains { $0.hasSuffix("Hide") }, "\(app.names)")
        for received in app.log {
            #expect(received.frameBegin == frame && received.frameEnd == frame, "\(received.line)")
        }
        #expect(app.editing.isEmpty, "\(app.namesWithEditing)")
        #expect(try await fixture.keyboard.frame() == frame)
        #expect(try await fixture.control.trace(afterSequence: 0).contains { $0.app == Self.ike && $0.event == "ReloadInputViews" })
    }

    /// `ideal` has no re-announcement: the keyboard is laid out again and nothing changed, so
    /// nothing is posted.
    @Test func reloadInputViewsOnIdealPostsNothingWhenNothingChanged() async throws {
        let (fixture, app) = try await Self.focused("ideal")
        defer { fixture.stop() }
        try await app.proxy.reloadInputViews()
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.namesWithEditing.isEmpty)
    }

    /// Only the app's own process may call it; another connection gets AccessDenied and nothing
    /// is posted.
    @Test func reloadInputViewsFromAnotherConnectionIsAccessDenied() async throws {
        let (fixture, app) = try await Self.focused("ios26")
        defer { fixture.stop() }
        let denied = await #expect(throws: DBusError.self) { try await fixture.app(Self.ike).reloadInputViews() }
        #expect(denied?.contractName == .accessDenied)
        #expect(denied?.message.contains(Self.ike) == true, "\(String(describing: denied))")
        #expect(App1.description.method("ReloadInputViews")?.access == .owner)
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.namesWithEditing.isEmpty)
    }

    /// An app that is not registered has no object; an app without a first responder has
    /// nothing to reload (WrongState).
    @Test func reloadInputViewsNeedsARegisteredAppWithAFirstResponder() async throws {
        let (fixture, app) = try await Self.start("ios26")
        defer { fixture.stop() }
        let unknown = await #expect(throws: DBusError.self) {
            try await App1.Proxy(app.connection, bundleId: "com.example.nobody").reloadInputViews()
        }
        #expect(unknown?.name == DBusError.unknownObjectName)
        let idle = await #expect(throws: DBusError.self) { try await app.proxy.reloadInputViews() }
        #expect(idle?.contractName == .wrongState)
        #expect(idle?.message.contains("first responder") == true, "\(String(describing: idle))")
        try await app.sync()
        #expect(app.namesWithEditing.isEmpty)
    }

    // MARK: EditingNotification

    struct Order: CustomStringConvertible, Sendable {
        let profile: String
        let kind: String
        /// DidBeginEditing before the show's Wills (else after them, before its Dids).
        let beginsFirst: Bool
        var description: String { "\(profile) \(kind) \(beginsFirst ? "before" : "after") the Wills" }
        var prefix: String { kind == "textView" ? "TextView" : "TextField" }
    }

    /// N13 by era (docs/PROFILES.md): iOS 8 to 13 a text field begins editing before the Wills, a
    /// text view after them; iOS 15 every responder after them; iOS 16 on (and `ideal`) before.
    static let orders: [Order] = [
        Order(profile: "ios13", kind: "textField", beginsFirst: true),
        Order(profile: "ios13", kind: "textView", beginsFirst: false),
        Order(profile: "ios15", kind: "textField", beginsFirst: false),
        Order(profile: "ios15", kind: "textView", beginsFirst: false),
        Order(profile: "ios26", kind: "textField", beginsFirst: true),
        Order(profile: "ios26", kind: "textView", beginsFirst: true),
        Order(profile: "ideal", kind: "textView", beginsFirst: true),
    ]

    @Test(arguments: orders)
    func didBeginEditingComesWhereTheEraPostsIt(_ order: Order) async throws {
        let (fixture, app) = try await Self.start(order.profile)
        defer { fixture.stop() }
        #expect(try await app.focus("notes", [("Kind", .string(order.kind))]))
        _ = try await fixture.control.settle()
        try await app.sync()

        let names = app.namesWithEditing
        #expect(app.editing.map(\.name) == ["\(order.prefix)DidBeginEditing"], "\(names)")
        #expect(app.editing.map(\.responder) == ["notes"])
        let begin = try #require(names.firstIndex(of: "\(order.prefix)DidBeginEditing"))
        let wills = names.indices.filter { names[$0].hasPrefix("Will") }
        let dids = names.indices.filter { names[$0].hasPrefix("Did") }
        let (firstWill, lastWill, firstDid) = (try #require(wills.min()), try #require(wills.max()), try #require(dids.min()))
        #expect(lastWill < firstDid, "\(names)")
        if order.beginsFirst {
            #expect(begin < firstWill, "\(names)")
        } else {
            #expect(begin > lastWill && begin < firstDid, "\(names)")
        }
    }

    /// DidEndEditing comes after the hide's Wills and before its Dids in every era.
    @Test(arguments: ["ios13", "ios15", "ios26"])
    func didEndEditingComesAfterTheHidesWills(_ profile: String) async throws {
        let (fixture, app) = try await Self.focused(profile, "notes", [("Kind", .string("textView"))])
        defer { fixture.stop() }
        #expect(try await app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        try await app.sync()

        let names = app.namesWithEditing
        #expect(app.editing.map(\.name) == ["TextViewDidEndEditing"], "\(names)")
        #expect(app.editing.map(\.responder) == ["notes"])
        let end = try #require(names.firstIndex(of: "TextViewDidEndEditing"))
        let willHide = try #require(names.firstIndex(of: "WillHide"), "\(names)")
        let didHide = try #require(names.firstIndex(of: "DidHide"), "\(names)")
        #expect(willHide < end && end < didHide, "\(names)")
    }

    /// Focus moving from a text field to a text view: the field ends editing before the view
    /// begins, each with its own names; the keyboard stays up.
    @Test func focusMovingEndsTheOldResponderBeforeTheNewOneBegins() async throws {
        let (fixture, app) = try await Self.focused("ios26", "name")
        defer { fixture.stop() }
        #expect(try await app.focus("notes", [("Kind", .string("textView"))]))
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.editing.map(\.name) == ["TextFieldDidEndEditing", "TextViewDidBeginEditing"], "\(app.namesWithEditing)")
        #expect(app.editing.map(\.responder) == ["name", "notes"])
        #expect(!app.keyboardNames.contains { $0.hasSuffix("Hide") }, "\(app.names)")
    }

    /// A custom responder (a view controller with an accessory view, say) posts no editing
    /// notification, though the keyboard comes and goes for it.
    @Test func customResponderPostsNoEditingNotification() async throws {
        let (fixture, app) = try await Self.start("ios13")
        defer { fixture.stop() }
        #expect(try await app.focus("composer", [("Kind", .string("custom"))]))
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames.contains("WillShow") && app.keyboardNames.contains("WillHide"), "\(app.names)")
        #expect(app.editing.isEmpty, "\(app.namesWithEditing)")
    }

    /// The signal is the app's alone: another running app hears the keyboard's notifications
    /// (not local to it) but none of Ike's editing.
    @Test func editingNotificationsGoToTheAppAlone() async throws {
        let (fixture, ike) = try await Self.start("ios13")
        defer { fixture.stop() }
        let notes = try await BusApp("com.apple.mobilenotes", bus: fixture.bus, launch: false, propertyChanges: false)
        try await fixture.control.launchApp(bundleId: "com.apple.mobilenotes")
        try await fixture.control.launchApp(bundleId: Self.ike)
        _ = try await fixture.control.settle()
        try await notes.clear()
        try await ike.clear()
        #expect(try await ike.focus("field"))
        _ = try await fixture.control.settle()
        try await ike.sync()
        try await notes.sync()
        #expect(ike.editing.map(\.name) == ["TextFieldDidBeginEditing"], "\(ike.namesWithEditing)")
        #expect(notes.editing.isEmpty, "\(notes.namesWithEditing)")
    }

    // MARK: Traits

    /// Kind, SecureTextEntry and TextContentType: a bad type names the type asked, a bad value
    /// the valid ones, an unknown key the trait names; nothing changes.
    @Test(arguments: [
        ("Kind", DBusValue.string("hologram"), "textField, textView, custom"),
        ("Kind", DBusValue.int32(1), "'s'"),
        ("SecureTextEntry", DBusValue.string("yes"), "'b'"),
        ("SecureTextEntry", DBusValue.int32(1), "'b'"),
        ("TextContentType", DBusValue.string("pin"), "username, password, newPassword, oneTimeCode"),
        ("TextContentType", DBusValue.boolean(true), "'s'"),
        ("Secure", DBusValue.boolean(true), "SecureTextEntry"),
    ])
    func badTraitsAreInvalidArgsAndChangeNothing(_ key: String, _ value: DBusValue, _ mentions: String) async throws {
        let (fixture, app) = try await Self.start("ios26")
        defer { fixture.stop() }
        let error = await #expect(throws: DBusError.self) { try await app.focus("field", [(key, value)]) }
        #expect(error?.name == DBusError.invalidArgsName)
        #expect(error?.message.contains(mentions) == true, "\(String(describing: error))")
        #expect(try await app.proxy.firstResponder() == "")
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.namesWithEditing.isEmpty)
    }

    /// The new traits are accepted with their valid values: a secure password field of the
    /// empty content type or any named one.
    @Test func validTraitsAreAccepted() async throws {
        let (fixture, app) = try await Self.start("ios26")
        defer { fixture.stop() }
        for (index, content) in ["", "username", "password", "newPassword", "oneTimeCode"].enumerated() {
            let responder = "field\(index)"
            #expect(try await app.focus(responder, [("Kind", .string("textField")), ("SecureTextEntry", .boolean(index % 2 == 0)),
                                                    ("TextContentType", .string(content))]))
            #expect(try await app.proxy.firstResponder() == responder)
        }
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.visible())
    }
}
