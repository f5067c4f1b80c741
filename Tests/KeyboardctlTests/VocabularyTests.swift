import KeyboardContract
import KeyboardModel
import ScenarioFiles
import Testing

/// The names a scenario file (and keyboardctl's completions) may use are the model's: the
/// vocabulary spells them again so that the tools link only the contract, and this keeps them
/// in step.
@Suite struct VocabularyTests {
    @Test func namesAreTheModels() {
        #expect(Vocabulary.devices == Device.all.map(\.name))
        #expect(Vocabulary.eras == Profile.all.map(\.name))
        #expect(Vocabulary.quirks == Quirk.allCases.map(\.rawValue))
        #expect(Vocabulary.keyboardModes == KeyboardMode.allCases.map(\.rawValue))
        #expect(Vocabulary.orientations == Orientation.allCases.map(\.rawValue))
        #expect(Vocabulary.settings == Settings.names)
        #expect(Vocabulary.sheetKinds == KeyboardWorld.sheetKinds)
        #expect(Set(Vocabulary.alertKinds) == Set(KeyboardWorld.alertKinds))
    }

    /// The lifecycle names the contract's table gives a state (KeyboardContract, for the tools and
    /// the client) are the ones the model sends, in the same order.
    @Test func lifecycleNamesAreTheModels() {
        #expect(KeyboardContract.LifecycleNotificationName.allCases.map(\.rawValue)
            == KeyboardModel.LifecycleNotificationName.allCases.map(\.rawValue))
    }
}
