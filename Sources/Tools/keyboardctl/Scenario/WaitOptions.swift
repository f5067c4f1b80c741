import ArgumentParser
import Foundation
import StrategyMatrix

/// How long keyboardctl waits for a process it started (`--embedded`'s keyboardd, a story's
/// sample clients) to be ready or to answer. These waits only guard against a process that
/// hangs, so they are generous; a slow or busy machine (a shared CI runner, a sanitizer build)
/// may need more, from the option or, for every command of a CI job at once, the environment.
struct WaitOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Seconds to wait for a process keyboardctl started (keyboardd with --embedded, a sample client) to be ready "
            + "or to answer, before giving up (default: $\(WaitOptions.environmentName), or \(Int(WaitOptions.defaultSeconds))).",
        valueName: "seconds"))
    var timeout: Double?

    static let environmentName = "KEYBOARDCTL_TIMEOUT"
    static let defaultSeconds = SampleClientProcess.defaultDeadline

    func validate() throws {
        if let timeout, !Self.acceptable(timeout) {
            throw ValidationError("--timeout needs a number of seconds above 0, e.g. 120")
        }
    }

    /// The option's value, the environment's, or the default; a bad value in the environment is a
    /// usage error that names it.
    func seconds() throws(CtlFailure) -> Double {
        if let timeout { return timeout }
        guard let text = ProcessInfo.processInfo.environment[Self.environmentName] else { return Self.defaultSeconds }
        guard let value = Double(text), Self.acceptable(value) else {
            throw .usage("\(Self.environmentName)=\(text) is not a number of seconds above 0, e.g. 120")
        }
        return value
    }

    private static func acceptable(_ seconds: Double) -> Bool { seconds.isFinite && seconds > 0 }
}
