import DBus

/// A method call with a valid header for one body signature; the fuzzer supplies the body. The
/// signatures are those keyboardd receives and sends (docs/CONTRACT.md), plus nesting and every basic
/// type, so mutated bodies that libdbus accepts reach the layer's decoder.
struct BodyTemplate {
    let signature: String
    /// The marshalled call with its sample body.
    let message: [UInt8]

    init(_ arguments: [DBusValue]) {
        signature = arguments.map(\.signature).joined()
        // Sample values are valid by construction; a failure here is a bug in this file.
        message = try! Message.methodCall(destination: "org.keyboardd.Server1", path: "/org/keyboardd/Server1",
                                          interface: "org.keyboardd.Fuzz1", member: "Body",
                                          arguments: arguments).marshalled()
    }

    /// Where the header (fixed part, fields, padding to 8) ends and the body begins.
    var headerLength: Int {
        let fields = Int(Self.readUInt32(message, at: 12))
        return (16 + fields + 7) & ~7
    }

    var sampleBody: [UInt8] { Array(message[headerLength...]) }

    /// The header with `body` after it and the body length patched to match.
    func withBody(_ body: [UInt8]) -> [UInt8] {
        var bytes = Array(message[..<headerLength])
        let length = UInt32(truncatingIfNeeded: body.count)
        let littleEndian = message[0] == UInt8(ascii: "l")
        for i in 0..<4 {
            let shift = littleEndian ? 8 * i : 8 * (3 - i)
            bytes[4 + i] = UInt8(truncatingIfNeeded: length >> UInt32(shift))
        }
        return bytes + body
    }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        let b = bytes[offset..<offset + 4].map(UInt32.init)
        return bytes[0] == UInt8(ascii: "l")
            ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
            : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
    }
}

enum BodyTemplates {
    static let rect = DBusValue.structure([.double(0), .double(479), .double(375), .double(333)])

    static let all: [BodyTemplate] = [
        // Server1.RegisterApp(s, a{sv})
        BodyTemplate([.string("com.example.ike"), .vardict([("Launch", .boolean(true)), ("WindowFrame", rect),
                                                            ("BackgroundModes", .array(elementSignature: "s", [.string("audio")]))])]),
        // App1.BecomeFirstResponder(s, a{sv})
        BodyTemplate([.string("tummy"), .vardict([("InputView", .string("keyboard")), ("InputAccessoryViewHeight", .double(44)),
                                                  ("TextInputContextIdentifier", .string("chat"))])]),
        // App1.SetWindowFrame(s, (dddd)), SetInputAccessoryViewHeight(d), SetSnapshotCover(b)
        BodyTemplate([.string("keyboard-1"), rect]),
        BodyTemplate([.double(44)]),
        BodyTemplate([.boolean(true)]),
        // App1.Report(a{sv}) with a nested dictionary
        BodyTemplate([.vardict([("TrackedKeyboardHeight", .double(333)),
                                ("Nested", .vardict([("Inner", .int32(1))]))])]),
        // Control1: (s), (sb), (ssd), (t), (d)
        BodyTemplate([.string("com.apple.mobilenotes")]),
        BodyTemplate([.string("leaky-transition"), .boolean(true)]),
        BodyTemplate([.string("a"), .string("b"), .double(0.5)]),
        BodyTemplate([.uint64(400)]),
        // Properties.Get(ss), Set(ssv)
        BodyTemplate([.string("org.keyboardd.Server1"), .string("Profile")]),
        BodyTemplate([.string("org.keyboardd.Server1"), .string("Profile"), .variant(.string("ideal"))]),
        // Signals keyboardd sends: KeyboardNotification(s a{sv}), Keyboard1.Notification(s a{sv} as)
        BodyTemplate([.string("UIKeyboardWillShowNotification"),
                      .vardict([("UIKeyboardFrameBeginUserInfoKey", rect), ("UIKeyboardFrameEndUserInfoKey", rect),
                                ("UIKeyboardAnimationDurationUserInfoKey", .double(0.25)),
                                ("UIKeyboardAnimationCurveUserInfoKey", .int32(7)),
                                ("UIKeyboardIsLocalUserInfoKey", .boolean(true)), ("Sequence", .uint64(1)),
                                ("Time", .uint64(0)), ("Owner", .string("com.example.ike"))]),
                      .array(elementSignature: "s", [.string("com.example.ike")])]),
        // Replies: Trace a(ttssa{sv}), Windows a(ssb(dddd)), GetManagedObjects a{oa{sa{sv}}}
        BodyTemplate([.array(elementSignature: "(ttssa{sv})", [
            .structure([.uint64(1), .uint64(0), .string("com.example.ike"), .string("State"), .vardict([("State", .string("active"))])]),
        ])]),
        BodyTemplate([.array(elementSignature: "(ssb(dddd))", [
            .structure([.string("app"), .string("app"), .boolean(false), rect]),
        ])]),
        BodyTemplate([.dictionary(keySignature: "o", valueSignature: "a{sa{sv}}", [
            .init(.objectPath(ObjectPath(validated: "/org/keyboardd/Server1/keyboard")),
                  .dictionary(keySignature: "s", valueSignature: "a{sv}", [.init(.string("org.keyboardd.Keyboard1"), .vardict([("Visible", .boolean(false))]))])),
        ])]),
        // Every basic type, fixed arrays, variants in variants, signatures and object paths.
        BodyTemplate([.byte(1), .boolean(false), .int16(-2), .uint16(3), .int32(-4), .uint32(5), .int64(-6), .uint64(7),
                      .double(8.5), .string("nine"), .objectPath(ObjectPath(validated: "/ten")), .signature("a{sv}")]),
        BodyTemplate([.array(elementSignature: "y", [.byte(1), .byte(2)]), .array(elementSignature: "d", [.double(1)]),
                      .array(elementSignature: "x", [.int64(1)]), .array(elementSignature: "b", [.boolean(true)])]),
        BodyTemplate([.variant(.variant(.variant(.structure([.string("deep"), .variant(.array(elementSignature: "v", [.variant(.int32(1))]))]))))]),
        BodyTemplate([.array(elementSignature: "aav", [.array(elementSignature: "av", [.array(elementSignature: "v", [.variant(.string("x"))])])])]),
    ]
}
