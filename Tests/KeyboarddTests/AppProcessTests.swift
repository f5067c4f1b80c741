import BusTestSupport
import DBus
import Foundation
import KeyboardContract
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
        DaemonProcess.builtBeside("keyboard-test-app")
    }

    /// Starts an app process and waits for its first line, `registered` (or fails with what it said).
    func appProcess(_ bundleId: String, _ extra: [String] = []) throws -> ChildProcess {
        let process = try ChildProcess(Self.testApp, ["--bus", bus.address, "--bundle-id", bundleId] + extra, stdin: true)
        let lines = process.readLines { $0.contains("\"registered\"") || $0.contains("\"error\"") }
        #expect(lines.last?.contains("\"registered\"") == true, "\(lines)")
        return process
    }



    func removals() throws -> AsyncStream<Message> {
        try control.signals(matching: MatchRule(path: Server1.path,
                                                interface: StandardInterfaces.objectManager, member: "InterfacesRemoved"))
    }

    /// SIGKILL while the app owns the keyboard, mid-animation: its app terminates, the keyboard
    /// hides, and the app that is still running hears the hide.
    @Test func killedWhileOwningTheKeyboardMidAnimation() async throws {
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual", "--era", "ios13"], observer: control)
        defer { daemon.stop() }
        let watcher = try await BusApp("com.example.watcher", bus: bus)
        _ = try await Control1.Proxy(control).settle()
        let ike = try appProcess("com.example.ike")
        _ = try await Control1.Proxy(control).advance(ms: 500)     // Ike active; the watcher is leaving, still running
        try ike.stdin?.write(contentsOf: Data("focus tummy\n".utf8))
        let focused = ike.readLines { $0.contains("\"focused\"") }
        #expect(focused.last?.contains("\"accepted\":true") == true, "\(focused)")
        #expect(try await Keyboard1.Proxy(control).animating() == true)
        #expect(try await Keyboard1.Proxy(control).owner() == "com.example.ike")
        try await watcher.clear()

        let removed = try removals()
        ike.signal(SIGKILL)
        ike.wait()
        let gone = try #require(try await removed.take(1).first)
        #expect(try gone.arguments().first == .objectPath(App1.path("com.example.ike")))
        _ = try await Control1.Proxy(control).settle()
        try await watcher.sync()
        #expect(watcher.keyboard.map(\.name).contains("WillHide"), "\(watcher.names)")
        #expect(try await Keyboard1.Proxy(control).visible() == false)
        #expect(try await Server1.Proxy(control).keyboardOwner() == "")

        // The bundle id is free again for a new process.
        let again = try appProcess("com.example.ike")
        defer { again.stop() }
        #expect(try await App1.Proxy(control, bundleId: "com.example.ike").bundleId() == "com.example.ike")
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
        #expect(try gone.arguments().first == .objectPath(App1.path("com.example.notes")))
        #expect(!(try await control.keyboarddObjectPaths()).contains(App1.path("com.example.notes").rawValue))
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
        #expect(lines.first?.contains(KeyboarddErrorName.appExists.rawValue) == true, "\(lines)")
    }
}
