import BusTestSupport
import Foundation
import Testing

/// `--timeout` and KEYBOARDCTL_TIMEOUT: how long keyboardctl waits for a process it started. A
/// stand-in for ike that never registers (SilentClient/ike) shows the wait ending at the deadline
/// asked for.
@Suite struct RunTimeoutTests {
    @Test func aClientThatNeverRegistersFailsAtTheOptionsTimeout() async throws {
        let bench = try await CtlBench()
        let (file, examples) = try Self.scenarioWithSilentIke()
        defer { try? FileManager.default.removeItem(atPath: file) }
        // The tests' environment says 300 s; the option wins.
        let run = try await bench.ctl(["run", file, "--examples", examples, "--timeout", "1", "--no-color"], stderr: true)
        #expect(run.status == 1, "\(run)")
        #expect(run.lines.last == "keyboardctl: \(file): the story could not begin: ike: no registration within 1 s "
                + "(a slow machine needs a longer --timeout)", "\(run)")
    }

    @Test func theEnvironmentSetsTheTimeoutWhenTheOptionDoesNot() async throws {
        let bench = try await CtlBench()
        let (file, examples) = try Self.scenarioWithSilentIke()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try await keyboardctl(["run", file, "--examples", examples, "--no-color", "--address", bench.bus.address],
                                        environment: KeyboardctlBinary.environment(["KEYBOARDCTL_TIMEOUT": "1.5"]), stderr: true)
        #expect(run.status == 1, "\(run)")
        #expect(run.lines.last?.hasSuffix("ike: no registration within 1.5 s (a slow machine needs a longer --timeout)") == true,
                "\(run)")
    }

    @Test(arguments: ["0", "-3", "nan", "inf", "soon"])
    func aTimeoutThatIsNotSecondsIsAUsageError(_ value: String) async throws {
        let file = try ScenarioFixtures.temporary(ScenarioFixtures.valid)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let option = try await keyboardctl(["run", file, "--embedded", "--timeout=\(value)"], stderr: true)
        #expect(option.status == 64, "\(option)")
        // A number is ours to refuse; a word, ArgumentParser's.
        let refusal = Double(value) == nil ? "The value '\(value)' is invalid for '--timeout <seconds>'"
            : "--timeout needs a number of seconds above 0, e.g. 120"
        #expect(option.output.contains(refusal), "\(option)")
        let environment = try await keyboardctl(["run", file, "--embedded"],
                                                environment: KeyboardctlBinary.environment(["KEYBOARDCTL_TIMEOUT": value]),
                                                stderr: true)
        #expect(environment.status == 64, "\(environment)")
        #expect(environment.lines.last == "keyboardctl: KEYBOARDCTL_TIMEOUT=\(value) is not a number of seconds above 0, e.g. 120",
                "\(environment)")
    }

    /// The tiny valid scenario (its one app is ike) and the directory of a committed `ike` that
    /// reads its stdin and says nothing: it never registers.
    static func scenarioWithSilentIke() throws -> (file: String, examples: String) {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SilentClient").path
        return (try ScenarioFixtures.temporary(ScenarioFixtures.valid), examples)
    }
}
