import BusTestSupport
import DBus
import Foundation
import FuzzTargets
import KeyboardClient
import KeyboardContract
import KeyboardServer
import ProcessSupport
import Testing

/// Item 5 of issue 8: keyboardd killed with SIGKILL while it saves its state file, 100 times.
/// The file is always a whole old or new version (InputModeStateFile saves through a temporary
/// file, fsync and rename), the temporary a kill leaves behind is removed at the next start,
/// and an app using KeyboardClient registers again with every new keyboardd. That app lives in
/// this process, so the test holds the process's UIKit state while it runs (KeyboardClientTests
/// check it).
@Suite(.exclusiveUIKitState) struct RestartTests {
    static let kills = 100
    static let context = "chat"

    @Test func killedWhileSavingTheStateFileIsAlwaysOldOrNew() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let control = try bus.connect()
        defer { control.close() }
        let keyboarddControl = Control1.Proxy(control)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-restart-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        // 200 long entries: every save writes about 100 KB, so that kills land inside saves.
        var prefill: [String: String] = [:]
        for i in 0..<200 { prefill["context-\(i)-" + String(repeating: "k", count: 200)] = "third-party:prefill\(i):216" }
        try InputModeStateFile(directory: directory).save(prefill)

        var random = SplitMix64(seed: 5)
        var written: Set<String> = []       // every mode the context was ever given
        var midWrite = 0, leftoversRemoved = 0, atKill = 0, before = 0, after = 0, reregistered = 0
        var app: KeyboardApp?
        var events: AsyncStream<ClientEvent>?
        defer { app?.close() }

        for round in 0..<Self.kills {
            let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual", "--state-dir", directory.path],
                                                 observer: control)
            defer { if daemon.process.exitCode == nil { daemon.stop() } }
            // The temporary file of the save the last kill interrupted is gone once keyboardd has loaded.
            #expect(Self.temporaries(in: directory).isEmpty, "round \(round): temporaries left after the restart")
            if let app, let events {
                _ = try await first(in: events, within: HangGuard.seconds, "re-registration \(round)") { $0 == .reregistered }
                reregistered += 1
                #expect(try await App1.Proxy(control, bundleId: app.bundleId).bundleId() == app.bundleId)
            } else {
                let first = try KeyboardApp(bundleId: "com.example.chat", bus: .address(bus.address),
                                            queue: DispatchQueue(label: "restart-test-app"))
                events = first.events
                app = first
            }
            let chat = try #require(app)
            _ = try await keyboarddControl.settle()
            #expect(try chat.becomeFirstResponder("message", traits: ResponderTraits(textInputContextIdentifier: Self.context)))
            _ = try await keyboarddControl.settle()
            // The new keyboardd read the file whole: the context's mode came back (W7).
            let restored = try await Keyboard1.Proxy(control).inputMode()
            if let saved = try Self.read(directory).modes[Self.context] { #expect(restored == saved, "round \(round)") }

            // A burst of input modes, each one saved. Odd rounds: the kill comes as the k-th
            // change is announced (keyboardd sends it just before it saves that mode). Even rounds:
            // as the k-th save creates its temporary file, so inside the write itself.
            let burst = (0..<20).map { "third-party:r\(round)m\($0):216" }
            written.formUnion(burst)
            let k = 1 + random.below(burst.count)
            let trigger = KillSwitch(pid: daemon.process.pid, after: k)
            var subscription: Subscription?
            var watch: CreationWatch?
            if round % 2 == 1 {
                subscription = try control.subscribe(MatchRule(path: Keyboard1.path,
                                                               interface: StandardInterfaces.properties, member: "PropertiesChanged")) { message in
                    guard let args = try? message.arguments(), args.count > 1, let changed = try? [String: DBusValue](dbusValue: args[1]),
                          changed["InputMode"] != nil else { return }
                    trigger.count()
                }
            } else {
                watch = try CreationWatch(directory) { name in if name.contains(".tmp-") { trigger.count() } }
            }
            for mode in burst {
                let call = try Message.methodCall(destination: Contract.busName, path: Server1.path,
                                                  interface: Control1.name, member: "SetInputMode", arguments: [.string(mode)])
                call.noReply = true
                try control.send(call)
            }
            let status = daemon.process.wait()
            subscription?.cancel()
            watch?.stop()
            #expect(ChildProcess.code(status) == 128 + SIGKILL, "round \(round): keyboardd ended with \(ChildProcess.code(status)), not by the kill")

            // Old or new, never anything else.
            let file = try Self.read(directory)
            #expect(file.modes.count == prefill.count + 1, "round \(round): \(file.modes.count) entries")
            #expect(prefill.allSatisfy { file.modes[$0.key] == $0.value }, "round \(round): prefilled entries changed")
            let mode = try #require(file.modes[Self.context])
            #expect(written.contains(mode), "round \(round): the context holds \(mode), never written")
            switch burst.firstIndex(of: mode).map({ $0 - (k - 1) }) {
            case 0?: atKill += 1
            case let d? where d > 0: after += 1
            default: before += 1
            }
            let left = Self.temporaries(in: directory)
            if !left.isEmpty { midWrite += 1; leftoversRemoved += left.count }
        }
        #expect(reregistered == Self.kills - 1)
        #expect(midWrite > 0, "no kill landed inside a save: the test did not test what it says")
        Figures.record("restarts", "\(Self.kills) SIGKILLs of keyboardd during bursts of state-file saves: 0 corrupt files "
            + "(\(atKill) held the k-th mode, the new one; \(before) an earlier one, the old; \(after) a later one), \(midWrite) kills interrupted a save "
            + "(its temporary file left, \(leftoversRemoved) removed at the next start); KeyboardClient re-registered \(reregistered) times")
    }

    /// The state file as JSON: its format marker checked, its modes.
    static func read(_ directory: URL) throws -> (modes: [String: String], bytes: Int) {
        let data = try Data(contentsOf: directory.appendingPathComponent(InputModeStateFile.fileName))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not a JSON object")
        #expect(object["format"] as? String == "org.keyboardd.input-modes")
        let modes = try #require(object["modes"] as? [String: String], "no modes")
        return (modes, data.count)
    }

    static func temporaries(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.contains(".tmp-") }
    }
}

/// The clean-up on its own: temporaries of dead processes go, those of live ones stay.
@Suite struct StaleTemporaryTests {
    @Test func onlyTemporariesOfProcessesThatAreGoneAreRemoved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-stale-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A process that has exited and been reaped: its PID names nobody (until reused).
        let finished = try ChildProcess("/bin/true", [], stdout: .null)
        finished.wait()
        let dead = ".input-modes.json.tmp-\(finished.pid)-123"
        let live = ".input-modes.json.tmp-\(getpid())-456"
        let other = "notes.txt"
        for name in [dead, live, other] {
            #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        let file = InputModeStateFile(directory: directory)
        #expect(file.removeStaleTemporaries() == [dead])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [live, other].sorted())
    }
}
