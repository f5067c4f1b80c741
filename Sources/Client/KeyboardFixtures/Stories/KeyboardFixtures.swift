// The corpus: every scenario's stories as package resources, and the index to find them by
// behaviour, era, device or scenario. `keyboardctl corpus` (scripts/generate) writes both; a test
// fails when they differ from what keyboardd plays now.

import Foundation

/// keyboardd's generated stories, for tests that replay real sequences without keyboardd:
///
///     let story = try FixtureStory.passwordField(.iOS17)          // a typed name
///     let replay = try story.replay(into: center)
///     KeyboardFixtures.stories(behaviour: "K3", era: .iOS13)      // or find them
public enum KeyboardFixtures {
    /// Every story of the corpus, by scenario, then in the order the scenario plays them.
    public static var stories: [FixtureStory] { CorpusIndex.stories }

    /// Every scenario the corpus was made from.
    public static var scenarios: [FixtureScenario] { CorpusIndex.scenarios }

    /// The stories that show `behaviour` (a docs/BEHAVIOURS.md id: `K3`), on `era`, on `device`,
    /// of `scenario`, with `app` among their apps: each filter only when given.
    public static func stories(behaviour: String? = nil, era: KeyboardEra? = nil, device: KeyboardDevice? = nil,
                               scenario: FixtureScenario? = nil, app: String? = nil) -> [FixtureStory] {
        stories.filter { story in
            (behaviour.map(story.behaviours.contains) ?? true) && (era.map { story.era == $0 } ?? true)
                && (device.map { story.device == $0 } ?? true) && (scenario.map { story.scenario == $0 } ?? true)
                && (app.map(story.apps.contains) ?? true)
        }
    }

    /// `scenario`'s story on `era` (and `device`, when the scenario plays several); throws with
    /// the stories there are when there is none.
    public static func story(_ scenario: FixtureScenario, era: KeyboardEra, device: KeyboardDevice? = nil) throws -> FixtureStory {
        let found = stories(era: era, device: device, scenario: scenario)
        guard let story = found.first else {
            throw FixtureError.noSuchStory(scenario: scenario.id, era: era.name, device: device?.name,
                                           available: scenario.stories.map(\.id))
        }
        return story
    }

    /// The corpus folder among the package's resources.
    public static func corpusDirectory() throws -> URL {
        guard let url = Bundle.module.url(forResource: "Corpus", withExtension: nil) else {
            throw FixtureError.noCorpus("no Corpus in \(Bundle.module.bundlePath)")
        }
        return url
    }
}
