@testable import keyboardctl
import KeyboardContract
import Testing

/// `keyboardctl call VERB ...` (and `keyboardctl VERB ...`) completes each argument with the names
/// it takes: the contract's value list, the model's catalog, on or off for a boolean.
@Suite struct ContractVerbCompletionTests {
    @Test func argumentsCompleteWithTheirNames() {
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-keyboard-mode", ""], 3) == Keyboard1.KeyboardMode.rawValues)
        #expect(ContractVerb.completions(["keyboardctl", "rotate", "land"], 2) == Server1.Orientation.rawValues)
        #expect(ContractVerb.completions(["keyboardctl", "call", "present-sheet", "--address", "x", ""], 5) == [])
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-setting", ""], 3) == Server1.Setting.rawValues)
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-setting", "predictive", ""], 4) == [])
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-quirk", "leaky-transition", ""], 4) == ["on", "off"])
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-device", ""], 3) == ModelCatalog.devices.map(\.name))
        // An open list (input modes also take third-party:NAME:HEIGHT) offers nothing to hold to.
        #expect(ContractVerb.completions(["keyboardctl", "call", "set-input-mode", ""], 3) == [])
        #expect(ContractVerb.completions(["keyboardctl", "call", ""], 2) == [])
    }
}
