import DBus
import Foundation
import KeyboardContract
import KeyboardTesting
import ScenarioFiles
import StrategyMatrix

/// Which of the era's quirks fired in the session: a quirk fired when switching it off
/// (Control1.SetQuirk) changes what the apps were told. The session's scenario file (the export,
/// whose last expectation holds every app's notifications) is played on a keyboardd of its own,
/// once as it is and once with each quirk that is on switched off at its start: a play whose
/// expectation no longer holds names a quirk that acted. This is how the project shows that a
/// quirk, not a typo, makes a bug (docs/ARCHITECTURE.md, "Mechanisms, not scripts"); the model
/// itself does not log which rule acted. The playground's own keyboardd is not touched.
struct QuirkProbe {
    let examplesDirectory: String
    let keyboardd: String

    enum Finding: Sendable {
        case fired(Bool)
        case failed(String)
    }

    /// Calls `found` with each quirk's answer as it comes; throws when the session itself does
    /// not play back the same (then nothing can be told).
    func probe(_ yaml: String, quirks: [String], found: (String, Finding) -> Void) throws {
        let script = try ScenarioFile.parse(yaml, source: "session.yaml")
        let bench = try KeyboardBench(keyboarddPath: keyboardd)
        defer { bench.close() }
        let runner = try ScenarioRunner(busAddress: bench.address, examplesDirectory: examplesDirectory, reusesClients: true)
        defer { runner.close() }
        let era = script.profiles.first ?? "ideal"
        let baseline = try runner.play(script, profile: era)
        guard baseline.passed else {
            throw DBusError.failed("the session does not play back to the same notifications, so no quirk can be told from it: "
                                   + baseline.failures.map(\.subject).joined(separator: "; "))
        }
        for quirk in quirks {
            var changed = script
            changed.steps.insert(ScriptStep(.step(.control(Control1.MethodName.setQuirk.rawValue, [.string(quirk), .boolean(false)])),
                                            line: 0), at: 0)
            do {
                found(quirk, .fired(!(try runner.play(changed, profile: era)).passed))
            } catch {
                // A step that cannot be done without the quirk: it changed the story.
                found(quirk, .failed("\(error)"))
            }
        }
    }
}
