// The main job (README's first command): keyboardd with sample clients, playing the first
// article's story (Ike → Notes → Ike) with and without the fixes, and printing after each step
// what Ike believes beside the truth, so the bug and the fix are visible within a minute.
import ArgumentParser
import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import StrategyMatrix

@main
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardd-demo",
        abstract: "Play the Ike and Notes story against keyboardd with real sample client processes.",
        discussion: """
            Starts keyboardd (virtual clock, its log in $TMPDIR/keyboardd-demo.log), then runs the sample clients `ike` and
            `notes` through the story of the first article: Ike lifts its view for the keyboard, the person
            switches to Notes, which takes the keyboard, and comes back. Each step prints how far Ike lifted
            its view and how far the keyboard really covers it, marked wrong where they differ with the keyboard
            at rest and Ike on screen (while the keyboard still moves, a view already where it is going is only
            ahead of it; while Ike is away, its window is not on screen). Then the same story on iOS 26 with one of today's
            libraries, React Native's KeyboardAvoidingView, without and with the article's fix, and where the
            compatibility table of every library, story and era lives.
            """)

    @Option(help: ArgumentHelp(
        "session, embedded, or a D-Bus address.",
        discussion: "Default: the session bus when there is one and no keyboardd runs on it yet, else an embedded private bus."))
    var bus: String?

    @Flag(help: "Keep keyboardd and the bus running at the end (Ctrl-C stops them), to explore with busctl.")
    var stay = false

    func run() throws {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        var embedded: BusDaemon?
        let address: String
        if let chosen = try chooseBus() {
            address = chosen
        } else {
            let daemon = try BusDaemon(prefix: "keyboardd-demo-bus")
            embedded = daemon
            address = daemon.address
            print("an embedded private bus: DBUS_SESSION_BUS_ADDRESS='\(address)'")
        }
        defer { embedded?.stop() }

        let keyboardd = try startKeyboardd(here + "/keyboardd", address: address)
        defer { keyboardd.stop() }
        print("keyboardd \(KeyboarddVersion.string) on \(address), virtual clock")
        print("sample clients: \(here)/ike and \(here)/notes (run them with --help)\n")

        let runner = try ScenarioRunner(busAddress: address, examplesDirectory: here)
        // Whether the keyboard still moves and which app is on screen after a step: the table
        // judges at rest, with Ike on screen (StepMark).
        let observer = try Connection(address: address)
        defer { observer.close() }
        let keyboard = Keyboard1.Proxy(observer)
        let server = Server1.Proxy(observer)
        var outcomes: [(String, Verdict)] = []
        for chapter in Chapter.story {
            print(chapter.title)
            print("   " + "step".padding(toLength: 40, withPad: " ", startingAt: 0) + "Ike's view lifted   keyboard covers Ike")
            let run = try runner.run(chapter.scenario, chapter.setup, profile: chapter.profile) { report in
                // A read that fails judges as at rest and on screen: it can only show a wrong mark too many.
                let mark = StepMark(believedLift: report.believedLift, truthLift: report.truthLift,
                                    keyboardMoving: (try? keyboard.animating()) ?? false,
                                    onScreen: (try? server.frontmost()).map { $0 == chapter.scenario.subject.bundleId } ?? true)
                print("   " + report.step.padding(toLength: 40, withPad: " ", startingAt: 0)
                      + pad(report.believedLift) + pad(report.truthLift) + mark.rawValue)
            }
            print("   → \(run.verdict)   (\(chapter.lesson))\n")
            outcomes.append((chapter.short, run.verdict))
        }
        print("In short:")
        for (short, verdict) in outcomes { print("   \(short): \(verdict.outcome.rawValue)") }
        print("""

            Which of today's libraries survives which bug, on every era and device: the compatibility table,
            docs/COMPATIBILITY.md and docs/compatibility.html (every tracker × story × era, computed in process by
            `keyboardctl matrix --all` in seconds); the curated cells with their reasons: docs/MATRIX.md; the
            timeline of a run: keyboardctl trace --svg, or keyboardctl run FILE --html.
            """)

        if stay {
            print("\nkeyboardd stays up: DBUS_SESSION_BUS_ADDRESS='\(address)'; Ctrl-C stops it.")
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            sigaddset(&signals, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            var received: Int32 = 0
            sigwait(&signals, &received)
        }
    }

    /// The bus to play on, or nil for an embedded one. The story resets keyboardd, so a
    /// keyboardd someone already runs on the session bus is left alone.
    func chooseBus() throws -> String? {
        switch bus {
        case "embedded": return nil
        case nil, "session":
            guard let session = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty,
                  let connection = try? Connection(address: session) else {
                if bus == "session" { throw ValidationError("there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set or refuses)") }
                return nil
            }
            defer { connection.close() }
            if let owner = try? connection.nameOwner(Contract.busName), !owner.isEmpty {
                print("a keyboardd already runs on the session bus (\(owner)); the story plays on a bus of its own")
                return nil
            }
            return session
        case let address?: return address
        }
    }

    func pad(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        return text.padding(toLength: 20, withPad: " ", startingAt: 0)
    }

    /// keyboardd on `address`, waited for until it owns its name (a real event, with a deadline).
    func startKeyboardd(_ binary: String, address: String) throws -> ChildProcess {
        let observer = try Connection(address: address)
        defer { observer.close() }
        let owned = DispatchSemaphore(value: 0)
        let watch = try observer.subscribe(MatchRule(
            sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
            arg0: Contract.busName)) { _ in owned.signal() }
        defer { watch.cancel() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-demo-state").path
        // Its log would interleave with the story: it goes to a file (keyboardd-demo --help).
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardd-demo.log").path
        let process = try ChildProcess("/bin/sh", ["-c", "exec \"$0\" \"$@\" 2>>\"\(log)\"", binary,
                                                   "--bus", address, "--clock", "virtual", "--state-dir", state],
                                       stdout: .null, stderr: .null)
        if owned.wait(timeout: .now() + 20) == .timedOut {
            process.stop()
            throw ValidationError("keyboardd did not take \(Contract.busName) on \(address) within 20 s")
        }
        return process
    }
}

/// One telling of the story.
struct Chapter {
    let title: String
    let short: String
    let scenario: Scenario
    let setup: TrackerChoice
    let profile: String
    let lesson: String

    static let story: [Chapter] = [
        Chapter(title: "1. The bug (K3): Ike's naive tracker on iOS 13", short: "naive tracker, iOS 13",
                scenario: .switchWithKeyboard, setup: TrackerChoice("naive"), profile: "ios13",
                lesson: "Ike heard Notes' WillShow while it was leaving: its legs fall off the screen"),
        Chapter(title: "2. The same story where delivery follows the screen (profile ideal)", short: "naive tracker, ideal",
                scenario: .switchWithKeyboard, setup: TrackerChoice("naive"), profile: "ideal",
                lesson: "no app but the one on screen hears the keyboard"),
        Chapter(title: "3. The fix (K6): the responder guard brings Ike's keyboard back", short: "naive + responder guard, iOS 13",
                scenario: .switchWithKeyboard, setup: TrackerChoice("naive", fixes: ["responder-guard"]), profile: "ios13",
                lesson: "the keyboard really comes back under the lifted view"),
        Chapter(title: "4. The bad news (K7): without Ike's keyboard the guard cannot help",
                short: "naive + responder guard, no keyboard, iOS 13",
                scenario: .switchWithoutKeyboard, setup: TrackerChoice("naive", fixes: ["responder-guard"]), profile: "ios13",
                lesson: "Ike still processes Notes' keyboard before it reaches background"),
        Chapter(title: "5. The App Switcher snapshot (K4)", short: "snapshot, iOS 13",
                scenario: .snapshot, setup: TrackerChoice("naive"), profile: "ios13",
                lesson: "the snapshot is taken after Notes took the keyboard: a hole where Ike's keyboard was"),
        Chapter(title: "6. The snapshot with the cover fix", short: "snapshot with the cover fix, iOS 13",
                scenario: .snapshot, setup: TrackerChoice("naive", fixes: ["snapshot-cover"]), profile: "ios13",
                lesson: "Ike covers its window with its own picture while it still has its keyboard"),
        Chapter(title: "7. Today (K3 on iOS 26): React Native's KeyboardAvoidingView", short: "React Native KeyboardAvoidingView, iOS 26",
                scenario: .switchWithKeyboard, setup: TrackerChoice("rn-keyboard-avoiding-view"), profile: "ios26",
                lesson: "it never reads isEventFromThisApp (facebook/react-native #30762): Notes' keyboard pads Ike's screen"),
        Chapter(title: "8. Today's library with the article's fix (K6): the responder guard around it",
                short: "React Native KeyboardAvoidingView + responder guard, iOS 26",
                scenario: .switchWithKeyboard, setup: TrackerChoice("rn-keyboard-avoiding-view", fixes: ["responder-guard"]),
                profile: "ios26", lesson: "Ike's own keyboard comes back under the padding: the fix of 2019 still holds on iOS 26"),
    ]
}
