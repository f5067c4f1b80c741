import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import StrategyMatrix
import Testing

/// How long a sample client lives: started in the background (`ike &`, stdin at its end from the
/// start) it stays registered and serving until SIGTERM or SIGINT; `exit` ends it too; a driver
/// that passes `--exit-at-eof` takes it along when its pipe closes. Every way out unregisters
/// and exits 0.
extension SampleClientTests {
    /// The client with stdin at its end, waited for until it has registered and seen that end.
    func backgroundClient(_ example: String) throws -> SampleClientProcess {
        let path = StrategyMatrixTests.examplesDirectory + "/" + example
        let client = try SampleClientProcess(role: example, executable: path, arguments: ["--bus", bus.address],
                                             commands: false, deadline: HangGuard.seconds)
        _ = try client.next(what: "registration") { $0["event"] as? String == "ready" }
        _ = try client.next(what: "the end of stdin") { $0["event"] as? String == "input-ended" }
        return client
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aClientWithStdinAtItsEndServesUntilASignal(_ signal: Int32) async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let ike = try backgroundClient("ike")
        defer { ike.stop() }

        #expect(ike.process.exitCode == nil, "\(ike.transcript)")
        #expect(try appObjects() == [App1.path("com.southpark.ike").rawValue])
        // Still serving: the launch that Settle completes reaches it.
        _ = try await control.settle()
        _ = try ike.next(what: "DidBecomeActive") {
            $0["event"] as? String == "lifecycle" && $0["name"] as? String == "UIApplicationDidBecomeActiveNotification"
        }

        ike.process.signal(signal)
        #expect(try ike.waitForExit() == 0)
        #expect(ike.transcript.last?.contains("unregistered") == true, "\(ike.transcript)")
        #expect(try appObjects().isEmpty)
    }

    @Test func theExitCommandEndsIt() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let notes = try client("notes")
        defer { notes.stop() }
        notes.send("exit")
        #expect(try notes.waitForExit() == 0)
        #expect(notes.transcript.last?.contains("unregistered") == true, "\(notes.transcript)")
        #expect(try appObjects().isEmpty)
    }

    /// `--exit-at-eof` (what SampleClientProcess passes): the driver's pipe closing ends the client.
    @Test func exitAtEOFEndsItWhenItsDriverGoes() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let form = try client("form")
        defer { form.stop() }
        try form.process.stdin?.close()
        #expect(try form.waitForExit() == 0)
        #expect(form.transcript.last?.contains("unregistered") == true, "\(form.transcript)")
        #expect(try appObjects().isEmpty)
    }

    @Test func helpSaysSo() throws {
        let path = StrategyMatrixTests.examplesDirectory + "/ike"
        let help = try SampleClientProcess(role: "ike", executable: path, arguments: ["--help"], commands: false,
                                           deadline: HangGuard.seconds)
        #expect(try help.waitForExit() == 0)
        // Help wraps its lines: compare words.
        let text = help.transcript.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("until SIGTERM, SIGINT or the exit command, also when stdin is at its end"), "\(text)")
        #expect(text.contains("--exit-at-eof"), "\(text)")
        #expect(text.contains("register OPTIONS, unregister, help, exit"), "\(text)")
        #expect(text.contains("register OPTIONS (the options above, the example's own included) registers a new app"), "\(text)")
    }
}
