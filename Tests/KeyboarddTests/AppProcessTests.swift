import BusTestSupport
import DBus
import Foundation
import KeyboardServer
import ProcessSupport
import Testing

/// Apps as separate processes (keyboard-test-app): killed, disconnected, registered again.
@Suite struct AppProcessTests {
    let bus: PrivateBus
    let control: Connection

    init() throws {
        bus = try PrivateBus()
        control = try bus.connect()
    }

    static var testApp: String {
        URL(fileURLWithPath: DaemonProcess.binary).deletingLastPathComponent().appendingPathComponent("keyboard-test-app").path
    }

    /// Starts an app process and waits for its first line, `registered` (or fails with what it said).
    func appProcess(_ bundleId: String, _ extra: [String] = []) throws -> ChildProcess {
        let process = try ChildProcess(Self.testApp, ["--bus", bus.address, "--bundle-id", bundleId] + extra, stdin: true)
        let lines = process.readLines { $0.contains("\"registered\"") || $0.contains("\"error\"") }
        #expect(lines.last?.contains("\"registered\"") == true, "\(lines)")
        return process
    }



    func removals() throws -> AsyncStream<Message> {
        try control.signals(matching: MatchRule(path: Contract.serverPath,
                                                interface: "org.freedesktop.DBus.ObjectManager", member: "InterfacesRemoved"))
    }

    /// SIGKILL while the app owns the keyboard, mid-animation: its app terminates, the keyboard
    /// hides, and the app that is still running hears the hide.
    @Test func killedWhileOwningTheKeyboardMidAnimation() async throws {
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual", "--profile", "ios13"], observer: control)
        defer { daemon.stop() }
        let watcher = try await BusApp("com.example.watcher", bus: bus)
        _ = try await control.controlCall("Settle")
        let ike = try appProcess("com.example.ike")
        _ = try await control.controlCall("Advance", [.uint64(500)])     // Ike active; the watcher is leaving, still running
        try ike.stdin?.write(contentsOf: Data("focus tummy\n".utf8))
        let focused = ike.readLines { $0.contains("\"focused\"") }
        #expect(focused.last?.contains("\"accepted\":true") == true, "\(focused)")
        #expect(try await control.keyboarddProperty(Contract.keyboardPath, Contract.keyboardInterface, "Animating") == .boolean(true))
        #expect(try await control.keyboarddProperty(Contract.keyboardPath, Contract.keyboardInterface, "Owner") == .string("com.example.ike"))
        try await watcher.clear()

        let removed = try removals()
        ike.signal(SIGKILL)
        ike.wait()
        let gone = try #require(try await removed.take(1).first)
        #expect(try gone.arguments().first == .objectPath(Contract.appPath("com.example.ike")))
        _ = try await control.controlCall("Settle")
        try await watcher.sync()
        #expect(watcher.keyboard.map(\.name).contains("WillHide"), "\(watcher.names)")
        #expect(try await control.keyboarddProperty(Contract.keyboardPath, Contract.keyboardInterface, "Visible") == .boolean(false))
        #expect(try await control.keyboarddProperty(Contract.serverPath, Contract.serverInterface, "KeyboardOwner") == .string(""))

        // The bundle id is free again for a new process.
        let again = try appProcess("com.example.ike")
        defer { again.stop() }
        #expect(try await control.keyboarddProperty(Contract.appPath("com.example.ike"), Contract.appInterface, "BundleId") == .string("com.example.ike"))
    }

    /// A process that exits cleanly: its app object goes away, announced by the ObjectManager.
    @Test func cleanExitRemovesTheApp() async throws {
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"], observer: control)
        defer { daemon.stop() }
        let app = try appProcess("com.example.notes")
        let removed = try removals()
        try app.stdin?.write(contentsOf: Data("exit\n".utf8))
        #expect(ChildProcess.code(app.wait()) == 0)
        let gone = try #require(try await removed.take(1).first)
        #expect(try gone.arguments().first == .objectPath(Contract.appPath("com.example.notes")))
        let objects = try await control.call(destination: Contract.busName, path: Contract.serverPath,
                                             interface: "org.freedesktop.DBus.ObjectManager", member: "GetManagedObjects")
        guard case .dictionary(_, _, let entries)? = objects.first else { Issue.record("no objects"); return }
        #expect(!entries.map(\.key).contains(.objectPath(Contract.appPath("com.example.notes"))))
    }

    /// A live process keeps its bundle id: a second registration is AppExists.
    @Test func aLiveRegistrationCannotBeTaken() async throws {
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"], observer: control)
        defer { daemon.stop() }
        let first = try appProcess("com.example.ike")
        defer { first.stop() }
        let second = try ChildProcess(Self.testApp, ["--bus", bus.address, "--bundle-id", "com.example.ike"], stdin: true)
        let lines = second.readLines { _ in false }
        #expect(ChildProcess.code(second.wait()) == 2)
        #expect(lines.first?.contains(Contract.ErrorName.appExists) == true, "\(lines)")
    }
}
