// A scenario file of keyboardd's, as the corpus knows it: the story's id, title and the behaviours
// it shows. The values are generated with the corpus (Generated/CorpusIndex.swift).

/// A story of keyboardd's `examples/scenarios/ID.yaml`: the steps a person and the apps take,
/// played by `keyboardctl corpus` on the file's eras and on `ideal`.
public struct FixtureScenario: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The file's name without `.yaml`: `password-field`.
    public let id: String
    /// The file's one-line title: `focus a password field`.
    public let title: String
    /// The docs/BEHAVIOURS.md ids the story shows: `["N5"]`.
    public let behaviours: [String]
    /// The device the file plays on.
    public let device: KeyboardDevice

    init(id: String, title: String, behaviours: [String], device: KeyboardDevice) {
        self.id = id
        self.title = title
        self.behaviours = behaviours
        self.device = device
    }

    /// The scenario file in keyboardd's repository.
    public var file: String { "examples/scenarios/\(id).yaml" }

    /// Its stories in the corpus, in the corpus's order.
    public var stories: [FixtureStory] { KeyboardFixtures.stories.filter { $0.scenario == self } }

    public var description: String { id }
}
