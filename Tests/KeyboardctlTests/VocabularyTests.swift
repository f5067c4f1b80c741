import KeyboardModel
import ScenarioFiles
import Testing

/// The names a scenario file (and keyboardctl's completions) may use are the model's: the
/// vocabulary spells them again so that the tools link only the contract, and this keeps them
/// in step.
@Suite struct VocabularyTests {
    @Test func namesAreTheModels() {
        #expect(Vocabulary.devices == Device.all.map(\.name))
        #expect(Vocabulary.profiles == Profile.all.map(\.name))
        #expect(Vocabulary.quirks == Quirk.allCases.map(\.rawValue))
        #expect(Vocabulary.keyboardModes == KeyboardMode.allCases.map(\.rawValue))
        #expect(Vocabulary.orientations == Orientation.allCases.map(\.rawValue))
        #expect(Vocabulary.settings == Settings.names)
        #expect(Vocabulary.sheetKinds == KeyboardWorld.sheetKinds)
        #expect(Set(Vocabulary.alertKinds) == Set(KeyboardWorld.alertKinds))
    }
}
