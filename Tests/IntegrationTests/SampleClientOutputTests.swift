import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import StrategyMatrix
import Testing

/// A sample client read through a pipe whose reader goes away (`ike | head -3`): it drops its
/// lines and serves on, and SIGTERM still ends it cleanly, unregistered.
extension SampleClientTests {
    @Test func aClientWhoseReaderLeftServesOnAndStopsCleanly() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let ike = try ChildProcess(StrategyMatrixTests.examplesDirectory + "/ike", ["--bus", bus.address, "--json"],
                                   stdin: true, stdout: .pipe, stderr: .null)
        defer { if ike.exitCode == nil { ike.signal(SIGKILL); ike.wait() } }
        let reader = LineReader(ike.stdout!)
        _ = try await reader.lines(until: { $0.contains(#""event":"ready""#) }, within: HangGuard.seconds, what: "ike's registration") {
            ike.signal(SIGKILL)
        }
        _ = try await control.settle()
        reader.close()

        // The answer to `focus` goes into the pipe nobody reads; `resign` runs after it only if
        // the client lived through that, and its WillHide is what this waits for.
        let keyboard = try connection.signals(matching: MatchRule(
            sender: Contract.busName, path: Keyboard1.path, interface: Keyboard1.name,
            member: "Notification"))
        try ike.stdin?.write(contentsOf: Data("focus\nresign\n".utf8))
        let names = try await withDeadline(30, "WillHide after ike's resign") {
            var names: [String] = []
            for await message in keyboard {
                guard case .string(let name)? = try message.arguments().first else { continue }
                names.append(name)
                if name == "UIKeyboardWillHideNotification" { break }
            }
            return names
        }
        #expect(names.contains("UIKeyboardWillShowNotification"), "\(names)")
        #expect(ike.exitCode == nil)
        #expect(try appObjects() == [App1.path("com.southpark.ike").rawValue])

        ike.signal(SIGTERM)
        #expect(ChildProcess.code(ike.wait()) == 0)
        #expect(try appObjects().isEmpty)
    }
}
