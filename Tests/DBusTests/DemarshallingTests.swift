import DBus
import Foundation
import Testing

/// Whatever bytes arrive, reading them is an error value, never a crash.
@Suite struct DemarshallingTests {
    static func sample() throws -> Message {
        try Message.signal(path: "/org/keyboardd/Server1/apps/ike", interface: "org.keyboardd.App1",
                           member: "KeyboardNotification", arguments: [
                               .string("UIKeyboardWillShowNotification"),
                               .vardict([("UIKeyboardFrameEndUserInfoKey", .structure([.double(0), .double(479), .double(375), .double(333)])),
                                         ("UIKeyboardIsLocalUserInfoKey", .boolean(true)),
                                         ("Nested", .variant(.array(elementSignature: "(ssb(dddd))", [])))]),
                           ])
    }

    @Test func roundTripThroughBytes() throws {
        let original = try Self.sample()
        let back = try Message.demarshal(try original.marshalled())
        #expect(try back.arguments() == (try original.arguments()))
        #expect(back.member == "KeyboardNotification")
    }

    @Test func truncatedAndGarbageBytesAreErrors() throws {
        let bytes = try Self.sample().marshalled()
        #expect(throws: DBusError.self) { try Message.demarshal([]) }
        #expect(throws: DBusError.self) { try Message.demarshal(Array(bytes.prefix(bytes.count - 1))) }
        #expect(throws: DBusError.self) { try Message.demarshal([UInt8](repeating: 0xff, count: 64)) }
    }

    /// Every single-byte corruption of a valid message (each offset, three values) either fails
    /// to demarshal or decodes to some value: 3 × length cases, deterministic.
    @Test func everySingleByteCorruptionIsHandled() throws {
        let bytes = try Self.sample().marshalled()
        var decoded = 0, rejected = 0
        for offset in bytes.indices {
            for value: UInt8 in [0x00, 0x7f, bytes[offset] ^ 0xff] {
                var corrupt = bytes
                corrupt[offset] = value
                do {
                    _ = try Message.demarshal(corrupt).arguments()
                    decoded += 1
                } catch {
                    rejected += 1
                }
            }
        }
        #expect(decoded + rejected == bytes.count * 3)
        #expect(rejected > 0)
    }
}
