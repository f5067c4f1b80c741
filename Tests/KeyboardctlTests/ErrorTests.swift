import BusTestSupport
import Foundation
import KeyboardContract
import Testing

/// Failures a person can act on: the message says what to do, the exit status what kind it was
/// (0 ok, 1 keyboardd refused, 64 usage, 69 unavailable, 74 files).
@Suite struct ErrorTests {
    @Test func aBusWithoutKeyboardd() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        for verb in [["status"], ["settle"], ["monitor"], ["trace"], ["era", "ideal"]] {
            let run = try await keyboardctl(verb + ["--address", bus.address], stderr: true)
            #expect(run.status == 69, "\(verb): \(run)")
            #expect(run.output == "keyboardctl: no keyboardd on this bus (\(bus.address)): start one with `keyboardd` or `scripts/run`",
                    "\(verb)")
        }
    }

    @Test func noBusAtAll() async throws {
        let missing = "unix:path=/nonexistent-keyboardd-test/bus"
        let run = try await keyboardctl(["status", "--address", missing], stderr: true)
        #expect(run.status == 69)
        #expect(run.output.hasPrefix("keyboardctl: no bus at \(missing)"))
        #expect(run.output.contains("scripts/run"))

        let noSession = try await keyboardctl(["status"], stderr: true)
        #expect(noSession.status == 69)
        #expect(noSession.output.contains("DBUS_SESSION_BUS_ADDRESS is not set"))
        #expect(noSession.output.contains("--address"))

        let garbage = try await keyboardctl(["status", "--address", "not-an-address"], stderr: true)
        #expect(garbage.status == 64, "\(garbage)")
        #expect(garbage.output.hasPrefix("keyboardctl: not-an-address is not a D-Bus address"))
    }

    /// Wrong names come back from keyboardd with the valid ones; keyboardctl keeps that message.
    @Test func wrongNamesListTheValidOnes() async throws {
        let bench = try await CtlBench()
        let profile = try await bench.ctl("era", "ios99", stderr: true)
        #expect(profile.status == 1)
        #expect(profile.output == "keyboardctl: unknown profile \"ios99\" (ideal, ios6, ios7, ios8, ios9-beta4, ios9, ios11, ios12, ios13, ios14, ios15, ios16, ios17, ios18, ios26.0, ios26) [InvalidArgs]")
        let device = try await bench.ctl("device", "nokia-3310", stderr: true)
        #expect(device.status == 1)
        let valid = ModelCatalog.devices.map(\.name).joined(separator: ", ")
        #expect(valid.hasPrefix("iphone-se, iphone-8, iphone-x, ipad-pro-11"))
        #expect(device.output.contains("unknown device \"nokia-3310\" (\(valid))"))
        // A device that never ran the current era: NotSupported, naming both ends of its iOS and the devices of the era.
        let impossible = try await bench.ctl("device", "iphone-6", stderr: true)
        #expect(impossible.status == 1)
        #expect(impossible.output.contains("iphone-6 ran iOS 8 to 12, never ios26") && impossible.output.contains("[NotSupported]"))
        let quirk = try await bench.ctl("quirk", "teleport", "on", stderr: true)
        #expect(quirk.status == 1)
        #expect(quirk.output.contains("unknown quirk \"teleport\" (leaky-transition,"))
        let launch = try await bench.ctl("launch", "com.example.nobody", stderr: true)
        #expect(launch.status == 1)
        #expect(launch.output.hasSuffix("[UnknownApp]"))
        let mode = try await bench.ctl("keyboard-mode", "undocked", stderr: true)
        #expect(mode.status == 1)
        #expect(mode.output.hasSuffix("[NotSupported]"), "\(mode)")
        // Nothing changed.
        #expect(try await bench.server("Profile") == .string("ios26"))
    }

    @Test func wrongUsage() async throws {
        let bench = try await CtlBench()
        for arguments in [["hardware-keyboard", "maybe"], ["split-view", "a", "b", "--fraction", "2"], ["advance", "-5"],
                          ["monitor", "--count", "0"], ["frobnicate"], ["drag", "end"]] {
            let run = try await bench.ctl(arguments, stderr: true)
            #expect(run.status == 64, "\(arguments): \(run)")
            #expect(run.output.contains("Usage:") || run.output.contains("Error:"), "\(arguments): \(run)")
        }
        let both = try await keyboardctl(["status", "--session", "--address", bench.bus.address], stderr: true)
        #expect(both.status == 64)
        #expect(both.output.contains("--session and --address name two different buses"))
    }

    @Test func unreadableOrBrokenTraceFiles() async throws {
        let missing = try await keyboardctl(["trace", "--input", "/nonexistent/trace.jsonl", "--svg", "/tmp/never.svg"], stderr: true)
        #expect(missing.status == 74)
        #expect(missing.output == "keyboardctl: cannot read /nonexistent/trace.jsonl")

        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardctl-broken-\(UUID().uuidString.prefix(8)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: broken) }
        try "{\"sequence\":1,\"time\":0,\"app\":\"\",\"event\":\"GoHome\",\"data\":{}}\nnot json\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try await keyboardctl(["trace", "--input", broken], stderr: true)
        #expect(run.status == 64)
        #expect(run.output.hasPrefix("keyboardctl: \(broken):2: not a trace record"))
    }
}

/// `--help` for every verb, and the shell completion scripts.
@Suite struct HelpTests {
    static let verbs = [
        "status", "monitor", "trace", "launch", "home", "swipe-home-indicator", "alert", "dismiss-alert", "input-mode",
        "hardware-keyboard", "keyboard-mode", "drag", "drag begin", "drag end", "rotate", "split-view", "terminate",
        "device", "era", "quirk", "advance", "settle", "reset", "run", "matrix",
    ]

    @Test(arguments: verbs)
    func everyVerbHasHelp(verb: String) async throws {
        let run = try await keyboardctl(verb.split(separator: " ").map(String.init) + ["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("OVERVIEW: "))
        // drag only groups its two verbs; matrix runs its cells on a bus of its own.
        if verb != "drag" && verb != "matrix" {
            #expect(run.output.contains("--address <address>"), "\(verb)")
            #expect(run.output.contains("Connect to the bus at ADDRESS"))
        }
    }

    /// The help of every option or argument that takes a device or an era lists them all, from
    /// the model's catalog (ModelCatalog), so that none is stale: keyboardctl's verbs and keyboardd's.
    @Test(arguments: [["run"], ["configure"], ["era"], ["device"]])
    func helpListsEveryDeviceAndEra(verb: [String]) async throws {
        let help = try await keyboardctl(verb + ["--help"])
        #expect(help.status == 0)
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if verb != ["era"] { #expect(text.contains(ModelCatalog.devices.map(\.name).joined(separator: ", ")), "\(help)") }
        if verb != ["device"] { #expect(text.contains(ModelCatalog.eras.map(\.name).joined(separator: ", ")), "\(help)") }
        if verb == ["configure"] { #expect(text.contains(Server1.Setting.rawValues.joined(separator: ", ")), "\(help)") }
    }

    /// keyboardd run with `arguments` to its end (no bus: it stops at its arguments): its exit
    /// status and what it wrote to `stderr` or else stdout.
    func keyboardd(_ arguments: [String], stderr: Bool) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DaemonProcess.binary)
        process.arguments = arguments
        let pipe = Pipe()
        if stderr {
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
        } else {
            process.standardOutput = pipe
        }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func keyboarddsHelpListsEveryDeviceAndEra() throws {
        let help = try keyboardd(["--help"], stderr: false)
        #expect(help.status == 0)
        let text = help.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--era <name>") && !text.contains("--profile"), "\(text)")
        #expect(text.contains(ModelCatalog.devices.map(\.name).joined(separator: ", ")), "\(text)")
        #expect(text.contains(ModelCatalog.eras.map(\.name).joined(separator: ", ")), "\(text)")
    }

    /// keyboardd's `--profile`, the era's old name, still works for a release, with a warning.
    @Test func keyboarddsOldEraOptionWarns() throws {
        let run = try keyboardd(["--profile", "ios99"], stderr: true)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(run.status == 64)
        #expect(lines.first == "keyboardd: warning: --profile is deprecated and goes in a later release; say --era")
        #expect(lines.dropFirst().first?.hasPrefix("Error: unknown profile \"ios99\"") == true, "\(lines)")
    }

    /// README.md's refused pair (a generated section) is what keyboardd prints, word for word.
    @Test func theReadmesRefusedPairIsKeyboarddsOwnOutput() throws {
        let readme = try String(contentsOf: ScenarioFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try #require(lines.firstIndex { $0.hasPrefix("$ keyboardd --device ") })
        let end = try #require(lines[command...].firstIndex { $0.hasPrefix("exit ") })
        let arguments = lines[command].dropFirst(2).split(separator: ";")[0].split(separator: " ").dropFirst().map(String.init)
        let run = try keyboardd(arguments, stderr: true)
        #expect(lines[end] == "exit \(run.status)")
        #expect(run.text.split(separator: "\n").map(String.init) == Array(lines[(command + 1)..<end]))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) async throws {
        let run = try await keyboardctl(["--generate-completion-script", shell])
        #expect(run.status == 0)
        for verb in ["status", "split-view", "swipe-home-indicator", "hardware-keyboard"] {
            #expect(run.output.contains(verb), "\(shell): \(verb)")
        }
        #expect(run.output.contains("ipad-pro-11"), "the device names complete")
    }
}
