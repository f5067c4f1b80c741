import Foundation
import ScenarioFiles
import StrategyMatrix

/// The table's rows: the strategy matrix's stories, then the scenario files' stories
/// (examples/scenarios) that tell another story. A file tells the same story as a row before it
/// when its apps and its steps (checks and expectations aside) are that row's; such a file gives
/// the row its timeline (`keyboardctl run FILE --html`) instead of a row of its own. A file with no
/// app that takes a tracker (`tracker:` in the file) has no subject for the table's set-ups, a
/// file with no check judges nothing, and a file that sets the era or the device itself
/// (SetProfile, SetDevice, Configure) is a story across eras, not one to play on each: none of
/// them is a row.
public struct TableStories: Sendable {
    public let stories: [TableStory]
    /// Files that are not rows, with why (a file name and a sentence).
    public let skipped: [(file: String, why: String)]

    /// The matrix's stories and the files in `scenariosDirectory` (relative names under `root`).
    public static func load(root: String, matrix: [Scenario] = Scenario.all,
                            scenarios: String = "examples/scenarios") throws -> TableStories {
        let directory = URL(fileURLWithPath: root).appendingPathComponent(scenarios)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        var files: [(path: String, script: ScenarioScript)] = []
        for name in names {
            let path = scenarios + "/" + name
            files.append((path, try ScenarioFile.load(path: directory.appendingPathComponent(name).path)))
        }
        return build(matrix: matrix, files: files)
    }

    /// The rows from the matrix's stories and the files' scripts (each with its relative path).
    public static func build(matrix: [Scenario], files: [(path: String, script: ScenarioScript)]) -> TableStories {
        let converted = files.map { (path: $0.path, scenario: scenario(of: $0.script)) }
        var stories: [TableStory] = []
        var skipped: [(String, String)] = []
        var told: [(key: StoryKey, id: String)] = []
        for story in matrix {
            let key = StoryKey(story)
            // A file named after the story first, then any that tells it.
            let telling = converted.filter { StoryKey($0.scenario) == key }.map(\.path)
            let file = telling.first { $0.hasSuffix("/\(story.id).yaml") } ?? telling.first
            stories.append(TableStory(scenario: story, file: nil, runnableFile: file))
            told.append((key, story.id))
        }
        for (path, story) in converted {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if let same = told.first(where: { $0.key == StoryKey(story) }) {
                skipped.append((name, "the story of \(same.id)"))
            } else if !story.apps.contains(where: \.judged) {
                skipped.append((name, "no app takes a tracker"))
            } else if !story.steps.contains(where: { if case .check = $0 { true } else { false } }) {
                skipped.append((name, "no check"))
            } else if let verb = story.steps.lazy.compactMap(Self.eraVerb).first {
                skipped.append((name, "sets the era or device itself (\(verb))"))
            } else {
                stories.append(TableStory(scenario: story, file: path, runnableFile: path))
                told.append((StoryKey(story), name))
            }
        }
        return TableStories(stories: stories, skipped: skipped)
    }

    /// A script as the runner's story: its steps without the expectations, its checks without
    /// their outcomes (the table computes them), its apps as written (those with a tracker are
    /// judged), its one device.
    static func scenario(of script: ScenarioScript) -> Scenario {
        let steps = script.steps.compactMap { step -> Step? in
            switch step.action {
            case .step(let step): step
            case .check(let check, _): .check(check)
            // A refused call changes nothing: the table's runner need not make it.
            case .expect, .refused: nil
            }
        }
        return Scenario(id: script.id, title: script.title, behaviours: script.behaviours, devices: [script.device],
                        profiles: script.profiles, apps: script.apps.map(\.spec), steps: steps)
    }

    /// The Control1 verb of a step that chooses the era or the device.
    static func eraVerb(_ step: Step) -> String? {
        guard case .control(let verb, _) = step, ["SetProfile", "SetDevice", "Configure"].contains(verb) else { return nil }
        return verb
    }

    /// What makes two stories the same: the apps as they register, and the steps but the checks
    /// and the watchdog's (which do something only with the watchdog fix).
    struct StoryKey: Hashable {
        let apps: [String]
        let steps: [Step]

        init(_ scenario: Scenario) {
            apps = scenario.apps.map { "\($0.role) \($0.example) \($0.bundleId) \($0.launch)" }
            steps = scenario.steps.filter {
                switch $0 {
                case .check, .watchdog: false
                default: true
                }
            }
        }
    }
}
