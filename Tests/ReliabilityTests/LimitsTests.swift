import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import Testing

/// Item 6 of issue 8: keyboardd's bounds (--max-apps, --max-name-length, --trace-limit). Going
/// over one is LimitsExceeded with a message naming the bound; the trace keeps its newest records.
@Suite struct LimitsTests {
    static let limitsExceeded = KeyboarddErrorName.limitsExceeded.rawValue

    /// The error of a call expected to fail.
    static func refusal(_ body: () async throws -> Void) async -> DBusError? {
        do {
            try await body()
            return nil
        } catch let error as DBusError {
            return error
        } catch {
            return DBusError.failed("\(error)")
        }
    }

    @Test func oneAppMoreThanMaxAppsIsLimitsExceeded() async throws {
        let fixture = try await DaemonFixture(["--max-apps", "3"])
        defer { fixture.stop() }
        var apps: [BusApp] = []
        for i in 1...3 { apps.append(try await BusApp("com.example.app\(i)", bus: fixture.bus, propertyChanges: false)) }
        let error = await Self.refusal { _ = try await BusApp("com.example.app4", bus: fixture.bus, propertyChanges: false) }
        #expect(error?.name == Self.limitsExceeded)
        #expect(error?.message.contains("3") == true, "\(String(describing: error))")
        #expect(try await fixture.managedPaths().count == 4, "the keyboard and three apps")
        // Room again once one goes.
        try await apps[0].proxy.unregister()
        _ = try await BusApp("com.example.app4", bus: fixture.bus, propertyChanges: false)
    }

    @Test func namesLongerThanMaxNameLengthAreLimitsExceeded() async throws {
        let fixture = try await DaemonFixture(["--max-name-length", "16"])
        defer { fixture.stop() }
        // Bundle ids keep the contract's 255 bytes.
        let app = try await BusApp("com.example.a-rather-long-bundle-identifier", bus: fixture.bus, propertyChanges: false)
        _ = try await fixture.control.settle()
        let fits = String(repeating: "r", count: 16), over = String(repeating: "r", count: 17)
        #expect(try await app.focus(fits))
        let refusals: [(String, () async throws -> Void)] = [
            ("responder", { _ = try await app.focus(over) }),
            ("context", { _ = try await app.focus("field", [("TextInputContextIdentifier", .string(over))]) }),
            ("fact", { try await app.proxy.report(facts: [over: .double(1)]) }),
            ("third-party keyboard", { try await fixture.control.setInputMode(mode: "third-party:\(over):216") }),
        ]
        for (what, call) in refusals {
            let error = await Self.refusal(call)
            #expect(error?.name == Self.limitsExceeded, "\(what): \(String(describing: error))")
            #expect(error?.message.contains("at most 16 bytes") == true, "\(what): \(String(describing: error))")
            #expect(error?.message.contains(over) == false, "\(what): the message does not echo the name")
        }
        try await app.proxy.report(facts: [fits: .double(1)])
        try await fixture.control.setInputMode(mode: "third-party:\(fits):216")
        #expect(try await fixture.app(app.id).firstResponder() == fits)
    }

    @Test func theTraceKeepsItsNewestRecordsUpToTraceLimit() async throws {
        let fixture = try await DaemonFixture(["--trace-limit", "50", "--era", "ideal"])
        defer { fixture.stop() }
        let app = try await BusApp("com.example.app", bus: fixture.bus, propertyChanges: false)
        _ = try await fixture.control.settle()
        for _ in 0..<40 {
            _ = try await app.focus("field")
            _ = try await app.proxy.resignFirstResponder()
        }
        _ = try await fixture.control.settle()
        let records = try await fixture.control.trace(afterSequence: 0)
        #expect(records.count == 50)
        let sequences = records.map(\.sequence)
        #expect(sequences == Array(sequences.first!...sequences.last!), "the newest 50, in order")
        #expect(sequences.last! > 200, "more than 50 records were made (\(sequences.last!)); the older ones were dropped")
    }

    /// Out-of-range values are refused at start, with exit status 64 and a message.
    @Test(arguments: [["--max-apps", "0"], ["--max-apps", "10001"], ["--max-name-length", "0"], ["--max-name-length", "256"],
                      ["--trace-limit", "0"], ["--trace-limit", "100001"]])
    func outOfRangeLimitsAreRefused(_ option: [String]) throws {
        let daemon = try ChildProcess(DaemonProcess.binary, ["--bus", "unix:path=/nonexistent"] + option,
                                      stdout: .pipe, stderr: .pipeToStdout)
        let output = daemon.readLines { _ in false }.joined(separator: "\n")
        #expect(ChildProcess.code(daemon.wait()) == 64, "\(option): \(output)")
        #expect(output.contains(option[0]), "\(option): \(output)")
    }
}
