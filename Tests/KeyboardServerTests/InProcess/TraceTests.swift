import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// Control1.Trace: the journal after a sequence number, typed like the notifications.
@Suite struct TraceTests {
    @Test func traceHoldsTheNotificationsWithTheSignalsTypes() async throws {
        let keyboardd = try await InProcessKeyboardd()
        defer { keyboardd.stop() }
        let bus = keyboardd.bus
        let control = keyboardd.connection
        let ike = try await BusApp("com.example.ike", bus: bus)
        let keyboarddControl = Control1.Proxy(control)
        _ = try await keyboarddControl.settle()
        _ = try await ike.proxy.becomeFirstResponder(responder: "tummy", traits: App1.BecomeFirstResponderTraits())
        _ = try await keyboarddControl.settle()

        var sequences: [UInt64] = []
        var willShow: [String: DBusValue]?
        for record in try await keyboarddControl.trace(afterSequence: 0) {
            sequences.append(record.sequence)
            if record.event == "UIKeyboardWillShowNotification", record.app == "com.example.ike" {
                willShow = record.data
            }
        }
        #expect(sequences == sequences.sorted() && Set(sequences).count == sequences.count)
        let data = try #require(willShow)
        #expect(data["Sequence"]?.signature == "t")
        #expect(data["Time"]?.signature == "t")
        #expect(data["UIKeyboardAnimationCurveUserInfoKey"] == .int32(7))
        #expect(data["UIKeyboardIsLocalUserInfoKey"] == .boolean(true))

        let last = try #require(sequences.last)
        #expect(try await keyboarddControl.trace(afterSequence: last).isEmpty)
    }
}
