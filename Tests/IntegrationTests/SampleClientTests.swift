import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import StrategyMatrix
import Testing

/// Each sample client in examples/ as a process against the real keyboardd: it registers, prints
/// one line per event, takes its commands, and exits cleanly on SIGTERM (unregistering).
@Suite struct SampleClientTests {
    let bus: PrivateBus
    let connection: Connection
    let control: Control1.Proxy

    init() throws {
        bus = try PrivateBus()
        connection = try bus.connect()
        control = Control1.Proxy(connection)
    }

    func keyboardd(_ extra: [String] = []) async throws -> DaemonProcess {
        try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"] + extra, observer: connection)
    }

    func client(_ example: String, _ arguments: [String] = []) throws -> SampleClientProcess {
        let path = StrategyMatrixTests.examplesDirectory + "/" + example
        let client = try SampleClientProcess(role: example, executable: path, arguments: ["--bus", bus.address] + arguments,
                                             deadline: HangGuard.seconds)
        _ = try client.next(what: "registration") { $0["event"] as? String == "ready" }
        return client
    }

    func appObjects() throws -> [String] {
        try connection.managedObjects(of: Contract.busName, at: Server1.path).keys
            .filter { $0.isDescendant(of: App1.parentPath) }.map(\.rawValue)
    }

    @Test(arguments: ["ike", "notes", "form", "chat", "ipad"])
    func printsEveryNotificationAndExitsCleanlyOnSIGTERM(_ example: String) async throws {
        let daemon = try await keyboardd(example == "ipad" ? ["--device", "ipad-pro-11"] : [])
        defer { daemon.stop() }
        let app = try client(example)
        _ = try await control.settle()
        try app.perform("focus")
        _ = try await control.settle()
        _ = try app.sync()
        let names = app.transcript.compactMap { line -> String? in
            line.contains("Notification") ? line : nil
        }
        #expect(names.contains { $0.contains("UIApplicationDidBecomeActiveNotification") }, "\(app.transcript)")
        #expect(names.contains { $0.contains("UIKeyboardWillShowNotification") && $0.contains("local") }, "\(app.transcript)")
        #expect(names.contains { $0.contains("UIKeyboardDidShowNotification") }, "\(app.transcript)")
        #expect(try appObjects().count == 1)

        app.process.signal(SIGTERM)
        #expect(try app.waitForExit() == 0)
        #expect(app.transcript.last?.contains("unregistered") == true, "\(app.transcript)")
        #expect(try appObjects().isEmpty)
    }

    @Test func refusesAnUnknownTrackerAndListsTheValidOnes() throws {
        let path = StrategyMatrixTests.examplesDirectory + "/ike"
        let process = try SampleClientProcess(role: "ike", executable: path,
                                              arguments: ["--bus", bus.address, "--tracker", "psychic"],
                                              deadline: HangGuard.seconds)
        #expect(try process.waitForExit() == 64)
        #expect(process.transcript.joined().contains("unknown tracker 'psychic'"), "\(process.transcript)")
        #expect(process.transcript.joined().contains("keyboardman"), "\(process.transcript)")
    }

    /// W7: the chat's conversations each get the input mode last used in them.
    @Test func chatBringsBackEachConversationsInputMode() async throws {
        let daemon = try await keyboardd()
        defer { daemon.stop() }
        let chat = try client("chat")
        _ = try await control.settle()
        try chat.perform("conversation alice")
        try await control.setInputMode(mode: "emoji")
        try chat.perform("conversation bob")
        try await control.setInputMode(mode: "zh-Hans-Pinyin")
        try chat.perform("conversation alice")
        #expect(try inputMode() == "emoji")
        try chat.perform("conversation bob")
        #expect(try inputMode() == "zh-Hans-Pinyin")
        chat.stop()
    }

    func inputMode() throws -> String {
        try Keyboard1.Proxy(connection).inputMode()
    }

    /// W6 on iOS 13: the accessory's growth moves the keyboard's announced frame; the chat's guide follows it.
    @Test func chatAccessoryGrowthChangesTheKeyboardFrame() async throws {
        let daemon = try await keyboardd(["--era", "ios13"])
        defer { daemon.stop() }
        let chat = try client("chat")
        _ = try await control.settle()
        try chat.perform("focus")
        _ = try await control.settle()
        let before = try chat.sync()["trackedKeyboardHeight"] as? Double ?? 0
        try chat.perform("grow 120")
        _ = try await control.settle()
        let after = try chat.sync()["trackedKeyboardHeight"] as? Double ?? 0
        #expect(after - before == 120 - 44, "before \(before), after \(after)")
        chat.stop()
    }

    /// N9 through the chat on iOS 26: the announced frame leaves the accessory out, so the guide
    /// keeps the keys' height while the keyboard itself (Keyboard1.Frame, the truth) grows with the bar.
    @Test func chatAccessoryGrowthIsLeftOutOfTheAnnouncedFrameOnIOS26() async throws {
        let daemon = try await keyboardd(["--era", "ios26"])
        defer { daemon.stop() }
        let chat = try client("chat")
        let keyboard = Keyboard1.Proxy(connection)
        _ = try await control.settle()
        try chat.perform("focus")
        _ = try await control.settle()
        let before = try chat.sync()["trackedKeyboardHeight"] as? Double ?? 0
        let truthBefore = try await keyboard.frame().height
        try chat.perform("grow 120")
        _ = try await control.settle()
        let after = try chat.sync()["trackedKeyboardHeight"] as? Double ?? 0
        let truthAfter = try await keyboard.frame().height
        #expect(truthAfter - truthBefore == 120 - 44, "the keyboard's frame \(truthBefore), then \(truthAfter)")
        #expect(before > 0 && after == before, "the guide tracked \(before), then \(after)")
        #expect(truthAfter - after == 120, "the announced frame leaves out the whole 120 pt bar: truth \(truthAfter), tracked \(after)")
        chat.stop()
    }
}
