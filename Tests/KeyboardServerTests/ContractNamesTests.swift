import KeyboardContract
import Testing

@Suite struct ContractNamesTests {
    @Test func appPathsEscapeBundleIdsAsSystemdDoes() {
        #expect(Contract.appPath("com.example.ike").rawValue == "/org/keyboardd/Server1/apps/com_2eexample_2eike")
        #expect(Contract.appPath("a-b").rawValue == "/org/keyboardd/Server1/apps/a_2db")
    }
}
