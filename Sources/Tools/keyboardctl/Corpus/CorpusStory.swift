import ProcessSupport
import StrategyMatrix

/// One story of the corpus: a scenario's stretch on one era and one device, with each app's
/// replay document. KeyboardFixtures' `FixtureStory` is its Swift twin, index.json its JSON one.
struct CorpusStory {
    var scenario: ScenarioScript
    /// The scenario file as it was named (relative to the directory keyboardctl runs in).
    var scenarioPath: String
    var era: String
    var device: String
    /// 1, or 2 and on when the scenario comes back to this era and device.
    var occurrence = 1
    /// The scenario file's lines this stretch plays.
    var lines: ClosedRange<Int>
    /// The play it comes from: one of the file's own profiles, or `ideal` added by the corpus.
    var playedProfile: String
    var addedClean: Bool
    /// One per app, in the scenario's order.
    var documents: [(app: String, json: JSONValue)]

    /// `password-field/ios17.iphone-11`: the story's folder, and its id.
    var id: String { "\(scenario.id)/\(era).\(device)" + (occurrence > 1 ? ".\(occurrence)" : "") }

    var apps: [String] { documents.map(\.app) }

    /// One line: the scenario's title and behaviours, where it was played.
    var summary: String {
        "\(scenario.title) (\(scenario.behaviours.joined(separator: ", "))) on \(era), \(device)"
    }

    /// Where it comes from, in words a reader can follow back.
    var source: String {
        var text = "\(scenarioPath) lines \(lines.lowerBound)-\(lines.upperBound)"
        if addedClean {
            text += ", played on ideal (the file's own eras: \(scenario.profiles.joined(separator: ", ")))"
        } else if era != playedProfile {
            text += ", the stretch after the story switches to \(era)"
        }
        return text + "; keyboardctl corpus"
    }
}
