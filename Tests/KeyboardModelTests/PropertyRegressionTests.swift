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

    /// ios17 on ipad-10: "WillChangeFrame begins at (0, 820, 1180, 440), the animation before it
    /// ended at (0, 1180, 820, 357)" (found by invariantsHoldOverRandomSequences). A floating
    /// keyboard goes away at GoHome with a frame change alone (P1, floating-without-hide), the
    /// hidden keyboard is laid out again by a rotation, and the next animation (a sheet's phantom
    /// Hide, N11) begins at the new hidden frame. The model was right; the N1 rule allowed that
    /// only after a WillHide, and now after any animation that ended off screen.
    @Test func ios17FloatingKeyboardLeavesOffScreenThenRotates() {
        let ops = [(22, 2, 51, 6), (1, 3, 58, 0), (6, 3, 49, 8), (16, 1, 28, 8), (25, 2, 46, 1), (2, 2, 29, 0),
                   (23, 0, 3, 8), (36, 3, 25, 1)]
            .map { RandomOp(code: $0.0, a: $0.1, b: $0.2, wait: $0.3) }
        let device = Device.all.firstIndex { $0.name == "ipad-10" }!
        #expect(runSequence(profile: .ios17, deviceIndex: device, ops: ops) == [])
    }

    /// ios9-beta4 on iphone-6-plus: "didChangeFrame to a carries (0, 736, 414, 248) → (0, 488, 414,
    /// 248), …, its animation (0, 488, 414, 248) → (0, 443, 414, 293)" (found by
    /// invariantsHoldOverRandomSequences). iOS 8's chatty first show in a text view (N18): a
    /// background app registers after the keys' Wills, so it hears the bar's stage, and the keys'
    /// Dids, which come after the bar's Wills, reached it too: Dids of an animation it never heard
    /// begin. An app now hears a stage's Dids only if it heard that stage from its start.
    @Test func anAppThatJoinsMidAnnouncementHearsNoEarlierStagesDids() {
        let ops = [(0, 2, 1, 0), (29, 0, 49, 0), (5, 2, 13, 7), (0, 0, 0, 0), (0, 0, 0, 0)]
            .map { RandomOp(code: $0.0, a: $0.1, b: $0.2, wait: $0.3) }
        let profile = Profile.all.first { $0.name == "ios9-beta4" }!
        let device = profile.era.devices.firstIndex { $0.name == "iphone-6-plus" }!
        #expect(runSequence(profile: profile, deviceIndex: device, ops: ops) == [])
    }

    /// ios8 on iphone-6 with the quirk first-show-chatty switched off between the stages of its
    /// chatty first show: "didChangeFrame at 1552, its Will at 1549 lasting 0 ms" (found by the
    /// model-events fuzzer, with SetProfile ideal; fuzz/corpus/model-events/regression-chatty-show-across-profile-change).
    /// The show already under way keeps its stages and their late Dids (N18); the checker read
    /// the allowance for them from the world after the switch. A chain of animations now keeps
    /// the allowance it began with. (The same failure as invariantsHoldOverRandomSequences can
    /// meet: register a, focus a text view, SetQuirk first-show-chatty off 250 ms later.)
    @Test func aChattyFirstShowUnderWayOutlivesItsQuirk() {
        let quirk = Quirk.allCases.firstIndex(of: .firstShowChatty)!
        // Code 29 is SetQuirk (RandomEvents' default case).
        let ops = [(0, 0, 1, 0), (5, 0, 1, 6), (29, 1, quirk, 5), (0, 1, 0, 0)]
            .map { RandomOp(code: $0.0, a: $0.1, b: $0.2, wait: $0.3) }
        let device = Profile.ios8.era.devices.firstIndex { $0.name == "iphone-6" }!
        #expect(runSequence(profile: .ios8, deviceIndex: device, ops: ops) == [])
    }
}
