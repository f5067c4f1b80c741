import KeyboardContract
import Testing

@Suite struct ContractNamesTests {
    @Test func appPathsEscapeBundleIdsAsSystemdDoes() {
        #expect(App1.path("com.example.ike").rawValue == "/org/keyboardd/Server1/apps/com_2eexample_2eike")
        #expect(App1.path("a-b").rawValue == "/org/keyboardd/Server1/apps/a_2db")
    }
}
