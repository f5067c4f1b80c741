import BusTestSupport
import DBus
import Foundation
import Testing

/// Every type the contract uses, through a real private dbus-daemon and back.
@Suite struct MarshallingTests {
    let bus: PrivateBus
    let sender: Connection
    let receiver: Connection

    init() throws {
        bus = try PrivateBus()
        sender = try bus.connect()
        receiver = try bus.connect()
    }

    static let rect = DBusValue.structure([.double(0), .double(568.5), .double(320), .double(-216.25)])
    static let userInfo = DBusValue.vardict([
        ("UIKeyboardFrameBeginUserInfoKey", rect),
        ("UIKeyboardAnimationDurationUserInfoKey", .double(0.25)),
        ("UIKeyboardAnimationCurveUserInfoKey", .int32(7)),
        ("UIKeyboardIsLocalUserInfoKey", .boolean(true)),
        ("Sequence", .uint64(.max)),
        ("Owner", .string("com.example.ike")),
        ("Nested", .variant(.variant(.vardict([("deep", .array(elementSignature: "d", [.double(1)]))])))),
    ])

    static let samples: [DBusValue] = [
        .byte(0), .byte(255), .boolean(true), .boolean(false),
        .int16(.min), .uint16(.max), .int32(.min), .uint32(.max), .int64(.min), .uint64(.max),
        .double(-0.0), .double(.infinity), .double(1e308), .double(-.greatestFiniteMagnitude),
        .string(""), .string("héllo ⌨️ 键盘"),
        .objectPath(ObjectPath(validated: "/org/keyboardd/Server1/apps/com_2eexample")),
        .signature("a(ttssa{sv})"),
        .array(elementSignature: "s", []), .array(elementSignature: "s", [.string("a"), .string("b")]),
        .array(elementSignature: "y", (0..<200).map { .byte(UInt8($0)) }),
        .array(elementSignature: "d", [.double(1.5), .double(-2)]),
        .array(elementSignature: "b", [.boolean(true), .boolean(false)]),
        .array(elementSignature: "t", [.uint64(1), .uint64(.max)]),
        .array(elementSignature: "i", []),
        rect,
        .vardict([]), userInfo,
        .variant(.variant(.int32(1))),
        .array(elementSignature: "(ssb(dddd))", [
            .structure([.string("app"), .string("app"), .boolean(false), rect]),
            .structure([.string("keyboard-1"), .string("keyboard"), .boolean(true), rect]),
        ]),
        .array(elementSignature: "(ttssa{sv})", [
            .structure([.uint64(1), .uint64(250), .string("com.example.ike"), .string("UIKeyboardWillShowNotification"), userInfo]),
        ]),
        .array(elementSignature: "(ttssa{sv})", []),
        .dictionary(keySignature: "o", valueSignature: "a{sa{sv}}", [
            .init(.objectPath(ObjectPath(validated: "/a")),
                  .dictionary(keySignature: "s", valueSignature: "a{sv}", [.init(.string("x.y"), .vardict([("P", .string("v"))]))])),
        ]),
        .array(elementSignature: "aay", [.array(elementSignature: "ay", [.array(elementSignature: "y", [.byte(1)])])]),
    ]

    @Test(arguments: samples)
    func roundTripThroughTheBus(_ value: DBusValue) async throws {
        let rule = MatchRule(interface: "org.keyboardd.Test", member: "Value")
        let stream = try receiver.signals(matching: rule, addToBus: false)
        try sender.emitSignal(path: "/test", interface: "org.keyboardd.Test", member: "Value",
                              arguments: [value, .string("after")], destination: receiver.uniqueName)
        let message = try #require(try await stream.take(1).first)
        let back = try message.arguments()
        #expect(back == [value, .string("after")])
        #expect(message.signature == value.signature + "s")
    }

    @Test func longStringSurvivesTheBus() async throws {
        let long = String(repeating: "x", count: 65536)
        let stream = try receiver.signals(matching: MatchRule(member: "Long"), addToBus: false)
        try sender.emitSignal(path: "/t", interface: "org.keyboardd.Test", member: "Long",
                              arguments: [.string(long)], destination: receiver.uniqueName)
        #expect(try #require(try await stream.take(1).first).arguments() == [.string(long)])
    }

    @Test func nanSurvivesTheBus() async throws {
        let stream = try receiver.signals(matching: MatchRule(member: "NaN"), addToBus: false)
        try sender.emitSignal(path: "/t", interface: "org.keyboardd.Test", member: "NaN",
                              arguments: [.double(.nan), .array(elementSignature: "d", [.double(.nan)])],
                              destination: receiver.uniqueName)
        let args = try #require(try await stream.take(1).first).arguments()
        guard case .double(let d) = args[0], case .array(_, let items) = args[1], case .double(let e) = items[0] else {
            Issue.record("wrong shape \(args)")
            return
        }
        #expect(d.isNaN && e.isNaN)
    }

    @Test func typedDecodingOfContractShapes() throws {
        let value = Self.userInfo
        let dict = try [String: DBusValue](dbusValue: value)
        #expect(dict["UIKeyboardAnimationCurveUserInfoKey"] == .int32(7))
        let (name, info) = try [DBusValue.string("UIKeyboardWillShowNotification"), value].decode(String.self, [String: DBusValue].self)
        #expect(name == "UIKeyboardWillShowNotification")
        #expect(info.count == 7)
        #expect(throws: DBusError.self) { try [DBusValue.string("x")].decode(Int32.self) }
        #expect(throws: DBusError.self) { try [DBusValue.string("x")].decode(String.self, String.self) }
        #expect(throws: DBusError.self) { try [DBusValue.string("x"), .string("y")].decode(String.self) }
        #expect(try [String](dbusValue: .array(elementSignature: "s", [])) == [])
        #expect(throws: DBusError.self) { try [String](dbusValue: .array(elementSignature: "o", [])) }
    }
}
