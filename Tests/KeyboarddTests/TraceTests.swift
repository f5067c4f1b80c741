import BusTestSupport
import DBus
import Foundation
import KeyboardServer
import Testing

/// Control1.Trace: the journal after a sequence number, typed like the notifications.
@Suite struct TraceTests {
    @Test func traceHoldsTheNotificationsWithTheSignalsTypes() async throws {
        let bus = try PrivateBus()
        let control = try bus.connect()
        defer { control.close() }
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"], observer: control)
        defer { daemon.stop() }
        let ike = try await BusApp("com.example.ike", bus: bus)
        func call(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
            try await control.call(destination: Contract.busName, path: Contract.serverPath,
                                   interface: Contract.controlInterface, member: method, arguments: arguments)
        }
        _ = try await call("Settle")
        _ = try await ike.call("BecomeFirstResponder", [.string("tummy"), .vardict([])])
        _ = try await call("Settle")

        guard case .array(_, let records)? = try await call("Trace", [.uint64(0)]).first else {
            Issue.record("Trace returned no array")
            return
        }
        var sequences: [UInt64] = []
        var willShow: [String: DBusValue]?
        for case .structure(let fields) in records {
            guard case .uint64(let sequence) = fields[0], case .string(let event) = fields[3] else { continue }
            sequences.append(sequence)
            if event == "UIKeyboardWillShowNotification", case .string("com.example.ike") = fields[2] {
                willShow = try [String: DBusValue](dbusValue: fields[4])
            }
        }
        #expect(sequences == sequences.sorted() && Set(sequences).count == sequences.count)
        let data = try #require(willShow)
        #expect(data["Sequence"]?.signature == "t")
        #expect(data["Time"]?.signature == "t")
        #expect(data["UIKeyboardAnimationCurveUserInfoKey"] == .int32(7))
        #expect(data["UIKeyboardIsLocalUserInfoKey"] == .boolean(true))

        let last = try #require(sequences.last)
        #expect(try await call("Trace", [.uint64(last)]) == [.array(elementSignature: "(ttssa{sv})", [])])
    }
}
