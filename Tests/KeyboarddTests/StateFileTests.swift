import BusTestSupport
import DBus
import Foundation
import KeyboardServer
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

    func call(_ path: ObjectPath, _ interface: String, _ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await client.call(destination: Contract.busName, path: path, interface: interface, member: method, arguments: arguments)
    }

    func inputMode() async throws -> DBusValue? {
        try await call(Contract.keyboardPath, "org.freedesktop.DBus.Properties", "Get",
                       [.string(Contract.keyboardInterface), .string("InputMode")]).first?.unwrappedVariant
    }

    /// Registers the chat app and focuses the conversation's field (context "chat-42").
    func focusConversation() async throws {
        _ = try await call(Contract.serverPath, Contract.serverInterface, "RegisterApp",
                           [.string("com.example.chat"), .vardict([])])
        _ = try await call(Contract.serverPath, Contract.controlInterface, "Settle")
        _ = try await call(Contract.appPath("com.example.chat"), Contract.appInterface, "BecomeFirstResponder",
                           [.string("message"), .vardict([("TextInputContextIdentifier", .string("chat-42"))])])
        _ = try await call(Contract.serverPath, Contract.controlInterface, "Settle")
    }

    @Test func inputModeMemorySurvivesARestart() async throws {
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        var daemon = try await start()
        try await focusConversation()
        _ = try await call(Contract.serverPath, Contract.controlInterface, "SetInputMode", [.string("zh-Hans-Pinyin")])
        _ = try await call(Contract.serverPath, Contract.controlInterface, "Settle")
        daemon.stop()
        #expect(FileManager.default.fileExists(atPath: stateDirectory.appendingPathComponent("input-modes.json").path))

        daemon = try await start()
        defer { daemon.stop() }
        #expect(try await inputMode() == .string("en-US"))
        try await focusConversation()
        #expect(try await inputMode() == .string("zh-Hans-Pinyin"))
    }

    @Test func aTruncatedStateFileIsSetAsideAndTheDaemonRuns() async throws {
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let file = stateDirectory.appendingPathComponent("input-modes.json")
        try Data("{\"format\": \"org.keyboardd.input-modes\", \"version\": 1, \"modes\": {\"chat-42\": \"zh-Ha".utf8).write(to: file)
        let daemon = try await start()
        defer { daemon.stop() }
        try await focusConversation()
        #expect(try await inputMode() == .string("en-US"))
        let names = try FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)
        #expect(names.contains("input-modes.json.corrupt-1"), "\(names)")
    }
}
