import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// W7's input-mode memory survives a restart of keyboardd; a broken state file does not stop it.
@Suite struct StateFileTests {
    let bus: PrivateBus
    let client: Connection
    let stateDirectory: URL

    init() throws {
        bus = try PrivateBus()
        client = try bus.connect()
        stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardd-state-test-\(UUID().uuidString.prefix(8))")
    }

    func start() async throws -> DaemonProcess {
        try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual", "--state-dir", stateDirectory.path],
                                observer: client)
    }

    var control: Control1.Proxy { Control1.Proxy(client) }

    func inputMode() async throws -> String {
        try await Keyboard1.Proxy(client).inputMode()
    }

    /// Registers the chat app and focuses the conversation's field (context "chat-42").
    func focusConversation() async throws {
        _ = try await Server1.Proxy(client).registerApp(bundleId: "com.example.chat", options: Server1.RegisterAppOptions())
        _ = try await control.settle()
        _ = try await App1.Proxy(client, bundleId: "com.example.chat").becomeFirstResponder(
            responder: "message", traits: App1.BecomeFirstResponderTraits(textInputContextIdentifier: "chat-42"))
        _ = try await control.settle()
    }

    @Test func inputModeMemorySurvivesARestart() async throws {
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        var daemon = try await start()
        try await focusConversation()
        try await control.setInputMode(mode: "zh-Hans-Pinyin")
        _ = try await control.settle()
        daemon.stop()
        #expect(FileManager.default.fileExists(atPath: stateDirectory.appendingPathComponent("input-modes.json").path))

        daemon = try await start()
        defer { daemon.stop() }
        #expect(try await inputMode() == "en-US")
        try await focusConversation()
        #expect(try await inputMode() == "zh-Hans-Pinyin")
    }

    @Test func aTruncatedStateFileIsSetAsideAndTheDaemonRuns() async throws {
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let file = stateDirectory.appendingPathComponent("input-modes.json")
        try Data("{\"format\": \"org.keyboardd.input-modes\", \"version\": 1, \"modes\": {\"chat-42\": \"zh-Ha".utf8).write(to: file)
        let daemon = try await start()
        defer { daemon.stop() }
        try await focusConversation()
        #expect(try await inputMode() == "en-US")
        let names = try FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)
        #expect(names.contains("input-modes.json.corrupt-1"), "\(names)")
    }
}
