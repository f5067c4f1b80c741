import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// Every method validates its arguments and answers with the contract's error names and a
/// message that says what was wrong; the daemon stays up and unchanged.
@Suite struct BadInputTests {
    let keyboardd: InProcessKeyboardd
    let client: Connection

    init() async throws {
        keyboardd = try await InProcessKeyboardd()
        client = keyboardd.connection
    }

    struct Case: CustomStringConvertible, Sendable {
        let interface: String
        let method: String
        let arguments: [DBusValue]
        let error: String
        let mentions: String
        var description: String { "\(method)(\(arguments.map(\.description).joined(separator: ", ")))" }
    }

    static let invalid = DBusError.invalidArgsName
    static let notSupported = KeyboarddErrorName.notSupported.rawValue
    static let unknownApp = KeyboarddErrorName.unknownApp.rawValue
    static let wrongState = KeyboarddErrorName.wrongState.rawValue
    static func control(_ m: String, _ a: [DBusValue], _ e: String, _ mentions: String) -> Case {
        Case(interface: Control1.name, method: m, arguments: a, error: e, mentions: mentions)
    }
    static func server(_ m: String, _ a: [DBusValue], _ e: String, _ mentions: String) -> Case {
        Case(interface: Server1.name, method: m, arguments: a, error: e, mentions: mentions)
    }
    static let rect = DBusValue.structure([.double(0), .double(0), .double(100), .double(100)])

    static let cases: [Case] = [
        server("RegisterApp", [.string(""), .vardict([])], invalid, "bundle"),
        server("RegisterApp", [.string(String(repeating: "a", count: 256)), .vardict([])], invalid, "255"),
        server("RegisterApp", [.string("com.example/ike"), .vardict([])], invalid, "com.example/ike"),
        server("RegisterApp", [.string("ok.app"), .vardict([("Launch", .string("yes"))])], invalid,
               "RegisterApp: option 'Launch' must be of type 'b', not 's' (options: Launch b"),
        server("RegisterApp", [.string("ok.app"), .vardict([("Colour", .string("red"))])], invalid,
               "RegisterApp: unknown option 'Colour' (options: Launch b"),
        server("RegisterApp", [.string("ok.app"), .vardict([("WindowFrame", .structure([.double(.nan), .double(0), .double(1), .double(1)]))])], invalid, "WindowFrame"),
        server("RegisterApp", [.string("ok.app")], invalid, "a{sv}"),
        control("LaunchApp", [.string("no.such.app")], unknownApp, "no.such.app"),
        control("LaunchApp", [.int32(1)], invalid, "(s)"),
        control("TerminateApp", [.string("no.such.app")], unknownApp, "no.such.app"),
        control("ShowAlert", [.string("microphone-permission")], wrongState, "alert"),
        control("SetInputMode", [.string("klingon")], invalid, "klingon"),
        control("SetInputMode", [.string("third-party:x:NaN")], invalid, "third-party"),
        control("SetKeyboardMode", [.string("split")], notSupported, "split"),
        control("SetKeyboardMode", [.string("sideways")], invalid, "sideways"),
        control("EndKeyboardDrag", [.double(.nan)], invalid, "nan"),
        control("Rotate", [.string("diagonal")], invalid, "diagonal"),
        control("SetSplitView", [.string("a"), .string("b"), .double(0.5)], notSupported, "Split View"),
        control("SetDevice", [.string("nokia-3310")], invalid, "nokia-3310"),
        control("SetProfile", [.string("ios5")], invalid, "ios5"),
        control("SetQuirk", [.string("no-such-quirk"), .boolean(true)], invalid, "no-such-quirk"),
        control("Advance", [.uint64(.max)], invalid, "Advance"),
        control("Advance", [.int32(5)], invalid, "(t)"),
        control("Trace", [.string("0")], invalid, "(t)"),
        control("GoHome", [.string("now")], invalid, "(s)"),
        control("SwipeHomeIndicator", [.boolean(true)], invalid, "(b)"),
        control("DismissAlert", [], wrongState, "alert"),
        control("BeginKeyboardDrag", [], wrongState, "dragged"),
        control("SetHardwareKeyboard", [.string("yes")], invalid, "(s)"),
        control("Settle", [.uint64(1)], invalid, "(t)"),
        control("Reset", [.boolean(true)], invalid, "(b)"),
    ]

    @Test(arguments: cases)
    func badInputIsAnErrorAndChangesNothing(_ c: Case) async throws {
        defer { keyboardd.stop() }
        let before = try await serverProperties()
        do {
            _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                      interface: c.interface, member: c.method, arguments: c.arguments)
            Issue.record("\(c) succeeded")
        } catch {
            #expect(error.name == c.error, "\(c): \(error)")
            #expect(error.message.contains(c.mentions), "\(c): message '\(error.message)' should mention '\(c.mentions)'")
            #expect(!error.message.isEmpty)
        }
        #expect(try await serverProperties() == before)
    }

    /// Server1's properties but `Now`, which only moves forward (Reset keeps the clock).
    func serverProperties() async throws -> [String: DBusValue] {
        let reply = try await client.call(destination: Contract.busName, path: Server1.path,
                                          interface: StandardInterfaces.properties, member: "GetAll",
                                          arguments: [.string(Server1.name)])
        var properties = try [String: DBusValue](dbusValue: try #require(reply.first))
        properties.removeValue(forKey: "Now")
        return properties
    }

    @Test func appMethodsValidateTheirArguments() async throws {
        defer { keyboardd.stop() }
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Server1.name, member: "RegisterApp",
                                  arguments: [.string("com.example.ike"), .vardict([])])
        let path = App1.path("com.example.ike")
        let bad: [(String, [DBusValue], String)] = [
            ("BecomeFirstResponder", [.string(""), .vardict([])], Self.invalid),
            ("BecomeFirstResponder", [.string("f"), .vardict([("InputView", .string("hologram"))])], Self.invalid),
            ("BecomeFirstResponder", [.string("f"), .vardict([("InputAccessoryViewHeight", .double(-1))])], Self.invalid),
            ("BecomeFirstResponder", [.string("f"), .vardict([("KeyboardType", .string("morse"))])], Self.invalid),
            ("SetInputAccessoryViewHeight", [.double(.infinity)], Self.invalid),
            ("SetInputAccessoryViewHeight", [.double(1e308)], Self.invalid),
            ("SetWindowFrame", [.string("no-such-window"), Self.rect], Self.invalid),
            ("SetWindowFrame", [.string("app"), .structure([.double(0), .double(0), .double(-5), .double(1)])], Self.invalid),
            ("Report", [.vardict([("TrackedKeyboardHeight", .double(.nan))])], Self.invalid),
            ("SetSnapshotCover", [.string("yes")], Self.invalid),
            ("ResignFirstResponder", [.string("now")], Self.invalid),
            ("Unregister", [.boolean(true)], Self.invalid),
        ]
        for (method, arguments, name) in bad {
            do {
                _ = try await client.call(destination: Contract.busName, path: path, interface: App1.name,
                                          member: method, arguments: arguments)
                Issue.record("\(method)\(arguments) succeeded")
            } catch {
                #expect(error.name == name, "\(method)\(arguments): \(error)")
            }
        }
        // Still answering, and the app unchanged.
        let responder = try await client.call(destination: Contract.busName, path: path,
                                              interface: StandardInterfaces.properties, member: "Get",
                                              arguments: [.string(App1.name), .string("FirstResponder")])
        #expect(responder.first?.unwrappedVariant == .string(""))
    }

    @Test func resetReturnsToTheStartState() async throws {
        defer { keyboardd.stop() }
        let start = try await serverProperties()
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Server1.name, member: "RegisterApp",
                                  arguments: [.string("com.example.ike"), .vardict([])])
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Control1.name, member: "SetProfile", arguments: [.string("ideal")])
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Control1.name, member: "Settle")
        #expect(try await serverProperties() != start)
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Control1.name, member: "Reset")
        #expect(try await serverProperties() == start)
        let objects = try await client.call(destination: Contract.busName, path: Server1.path,
                                            interface: StandardInterfaces.objectManager, member: "GetManagedObjects")
        guard case .dictionary(_, _, let entries)? = objects.first else { Issue.record("no objects"); return }
        #expect(entries.map(\.key) == [.objectPath(Keyboard1.path)])
        // The same bundle id can be registered again.
        _ = try await client.call(destination: Contract.busName, path: Server1.path,
                                  interface: Server1.name, member: "RegisterApp",
                                  arguments: [.string("com.example.ike"), .vardict([])])
    }
}
