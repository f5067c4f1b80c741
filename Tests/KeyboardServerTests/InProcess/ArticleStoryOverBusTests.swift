import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// The article stories over the bus: keyboardd's server on an in-process bus, virtual clock.
@Suite struct ArticleStoryOverBusTests {
    /// K3: Ike has the keyboard; the person switches to Notes, whose text field takes the
    /// keyboard. On ios13 Ike, still inactive, hears Notes' WillShow (not local); on ideal not.
    @Test(arguments: ["ios13", "ideal"])
    func crossAppLeakage(profile: String) async throws {
        let keyboardd = try await InProcessKeyboardd(["--era", profile])
        defer { keyboardd.stop() }
        let ike = try await BusApp("com.example.ike", bus: keyboardd.bus)
        let notes = try await BusApp("com.apple.mobilenotes", bus: keyboardd.bus, launch: false)
        _ = try await keyboardd.control.settle()
        #expect(try await ike.proxy.becomeFirstResponder(responder: "tummy", traits: App1.BecomeFirstResponderTraits()))
        _ = try await keyboardd.control.settle()
        try await ike.sync()
        #expect(try await ike.proxy.firstResponder() == "tummy")
        #expect(ike.keyboard.map(\.name).contains("WillShow"))
        try await ike.clear()
        try await notes.clear()

        _ = try await keyboardd.control.launchApp(bundleId: notes.id)
        _ = try await keyboardd.control.advance(ms: 400)
        #expect(try await notes.proxy.becomeFirstResponder(responder: "body", traits: App1.BecomeFirstResponderTraits()))
        _ = try await keyboardd.control.settle()
        try await ike.sync()
        try await notes.sync()

        let leaked = ike.keyboard.filter { $0.name == "WillShow" }
        if profile == "ideal" {
            #expect(leaked.isEmpty, "\(ike.names)")
        } else {
            #expect(leaked.count == 1, "\(ike.names)")
            #expect(leaked.first?.info["UIKeyboardIsLocalUserInfoKey"] == .boolean(false))
            #expect(leaked.first?.info["Owner"] == .string(notes.id))
        }
        let notesShow = try #require(notes.keyboard.first { $0.name == "WillShow" })
        #expect(notesShow.info["UIKeyboardIsLocalUserInfoKey"] == .boolean(true))
        #expect(try await ike.proxy.state() == .suspended)
    }

    /// Owner-only methods refuse other connections and change nothing.
    @Test func ownerOnlyMethodsRefuseOthers() async throws {
        let keyboardd = try await InProcessKeyboardd(["--era", "ios13"])
        defer { keyboardd.stop() }
        let ike = try await BusApp("com.example.ike", bus: keyboardd.bus)
        _ = try await keyboardd.control.settle()
        let stateBefore = try await ike.proxy.state()
        let intruder = try keyboardd.bus.connect()
        defer { intruder.close() }
        let calls: [(String, [DBusValue])] = [
            ("BecomeFirstResponder", [.string("x"), .vardict([])]), ("ResignFirstResponder", []),
            ("SetInputAccessoryViewHeight", [.double(44)]),
            ("SetWindowFrame", [.string("app"), .structure([.double(0), .double(0), .double(10), .double(10)])]),
            ("SetSnapshotCover", [.boolean(true)]), ("Report", [.vardict([])]), ("Unregister", []),
        ]
        for (method, arguments) in calls {
            do {
                _ = try await intruder.call(destination: Contract.busName, path: ike.path, interface: App1.name,
                                            member: method, arguments: arguments)
                Issue.record("\(method) from another connection succeeded")
            } catch {
                #expect(error.name == DBusError.accessDeniedName, "\(method): \(error)")
            }
        }
        #expect(try await ike.proxy.firstResponder() == "")
        #expect(try await ike.proxy.state() == stateBefore)
        #expect(stateBefore == .active)
    }

    /// A process that leaves the bus while owning the keyboard: its app terminates, the keyboard
    /// hides, the other running app hears the hide, and the app object disappears.
    @Test func appOfAClosedConnectionTerminates() async throws {
        let keyboardd = try await InProcessKeyboardd(["--era", "ios13"])
        defer { keyboardd.stop() }
        let other = try await BusApp("com.example.music", bus: keyboardd.bus)
        _ = try await keyboardd.control.settle()
        let ike = try await BusApp("com.example.ike", bus: keyboardd.bus)
        _ = try await ike.proxy.becomeFirstResponder(responder: "tummy", traits: App1.BecomeFirstResponderTraits())
        _ = try await keyboardd.control.advance(ms: 300)
        let removed = try keyboardd.connection.signals(matching: MatchRule(interface: StandardInterfaces.objectManager, member: "InterfacesRemoved"))
        ike.connection.close()
        let gone = try #require(try await removed.take(1).first)
        #expect(try gone.arguments().first == .objectPath(App1.path(ike.id)))
        _ = try await keyboardd.control.settle()
        #expect(try await keyboardd.keyboard.visible() == false)
        _ = other
    }
}
