import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import StrategyMatrix
import Testing

/// `unregister` and `register OPTIONS`: one sample client process plays one app after another,
/// as the matrix keeps its processes between cells. The app registered second keeps nothing of
/// the first: not its tracker's belief, its responder, its options or its observers.
extension SampleClientTests {
    /// Ike focuses and lifts its view; after `unregister`, a Reset and `register` as another app
    /// with another tracker, the process believes nothing of it and hears each notification once.
    @Test func anAppRegisteredInPlaceOfAnotherKeepsNothingOfIt() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let ike = try client("ike", ["--tracker", "naive", "--fix", "responder-guard"])
        defer { ike.stop() }
        _ = try await control.settle()
        try ike.perform("focus")
        _ = try await control.settle()
        let first = try ike.sync()
        #expect(first["viewLift"] as? Double ?? 0 > 0, "\(first)")
        #expect(first["focused"] != nil, "\(first)")

        try ike.unregister()
        #expect(try appObjects().isEmpty, "unregister leaves the bus")
        let refused = #expect(throws: SampleClientError.self) { try ike.perform("focus") }
        #expect("\(refused!)".contains("no app is registered"), "\(refused!)")

        try await control.reset()
        try ike.register(role: "second", arguments: ["--bus", bus.address, "--bundle-id", "com.example.second",
                                                      "--tracker", "mailru", "--fix", "none"])
        #expect(try appObjects() == [App1.path("com.example.second").rawValue])
        _ = try await control.settle()
        let fresh = try ike.sync()
        #expect(fresh["tracker"] as? String == "mailru", "\(fresh)")
        #expect(fresh["viewLift"] as? Double == 0, "\(fresh)")
        #expect(fresh["trackedKeyboardHeight"] as? Double == 0, "\(fresh)")
        #expect(fresh["focused"] == nil, "the first app's responder is not the second's: \(fresh)")

        try ike.perform("focus")
        _ = try await control.settle()
        let shown = try ike.sync()
        #expect(shown["viewLift"] as? Double ?? 0 > 0, "\(shown)")
        // The first app's observers would print each notification a second time.
        let sequences = ike.transcript.compactMap { line -> Substring? in
            guard line.contains("Notification"), line.hasPrefix("#") else { return nil }
            return line.split(separator: " ").first
        }
        #expect(!sequences.isEmpty, "\(ike.transcript)")
        #expect(Set(sequences).count == sequences.count, "each notification once: \(ike.transcript)")
    }

    /// A `register` that fails (a bus that is not there) leaves the process waiting for one that works.
    @Test func aRegisterThatFailsLeavesTheProcessServing() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let notes = try client("notes")
        defer { notes.stop() }
        let failed = #expect(throws: SampleClientError.self) {
            try notes.register(role: "notes", arguments: ["--bus", "unix:path=/nonexistent/bus"])
        }
        #expect("\(failed!)".contains("/nonexistent/bus"), "\(failed!)")
        #expect(try appObjects().isEmpty)
        let unknown = #expect(throws: SampleClientError.self) {
            try notes.register(role: "notes", arguments: ["--bus", bus.address, "--tracker", "psychic"])
        }
        #expect("\(unknown!)".contains("unknown tracker 'psychic'"), "\(unknown!)")

        try notes.register(role: "notes", arguments: ["--bus", bus.address, "--focus-on-activate"])
        #expect(try appObjects() == [App1.path("com.apple.mobilenotes").rawValue])
        _ = try await control.settle()
        _ = try notes.next(what: "the focus at DidBecomeActive") { $0["event"] as? String == "focused" }
    }
}
