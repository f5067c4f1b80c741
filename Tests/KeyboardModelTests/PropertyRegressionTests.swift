import KeyboardModel
import Testing

/// Sequences the random property tests once found breaking an invariant, kept as fixed cases.
@Suite struct PropertyRegressionTests {
    /// ideal on ipad-pro-11: "owner d is inactive" (found by invariantsHoldOverRandomSequences).
    /// Split View a|d, an alert over a, d focused (so d is frontmost), DismissAlert: the dismissal
    /// took the frontmost d for the alerted app and made the keyboard's owner inactive.
    @Test func idealIPadOwnerStaysActive() {
        let ops = [(0, 0, 1, 0), (0, 3, 0, 0), (26, 0, 31, 0), (18, 0, 0, 6), (5, 3, 0, 0), (19, 0, 0, 0)]
            .map { RandomOp(code: $0.0, a: $0.1, b: $0.2, wait: $0.3) }
        let profile = Profile.all.first { $0.name == "ideal" }!
        #expect(runSequence(profile: profile, deviceIndex: 3, ops: ops) == [])
    }
}
