// Behaviour profiles: one iOS era each, as a set of quirks plus timings (docs/CONTRACT.md
// "Behaviour profiles and quirks"; docs/PROFILES.md gives the reasons).

public struct Profile: Hashable, Sendable {
    public let name: String
    public let quirks: QuirkSet
    public let timings: Timings
    /// Which rows of the height table the era's keyboards have (N14).
    public let heightEra: KeyboardHeightEra

    public init(name: String, quirks: QuirkSet, timings: Timings = Timings(), heightEra: KeyboardHeightEra = .iOS11to13) {
        self.name = name
        self.quirks = quirks
        self.timings = timings
        self.heightEra = heightEra
    }

    /// No quirk: the documented behaviour with no anomaly.
    public static let ideal = Profile(name: "ideal", quirks: QuirkSet())

    /// iOS 8 (nixzhu's KeyboardMan article): third-party keyboards arrive, Pinyin repeats WillShow (M1); the responder
    /// survives background and is re-announced on return (M5); iPad split sends Hide (M6). Of the second wave:
    /// focus changes re-announce (N2), the predictive bar toggles instantly (N3), silent interactive dismissal
    /// (N7), reloadInputViews re-announces (N8), third-party keyboards grow 0 → 216 → own (N10), the keyboard
    /// returns under a leaving sheet (N11), text views begin editing after the Wills (N13).
    public static let ios8 = Profile(name: "ios8", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .splitSendsHide,
    ] + iOS8to10), timings: olderTimings, heightEra: .iOS8)

    /// iOS 9 beta 4 (nixzhu's KeyboardMan article): as iOS 8, and the last WillShow goes missing (M2, with M1).
    public static let ios9Beta4 = Profile(name: "ios9-beta4", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .missingWillShow,
        .splitSendsHide,
    ] + iOS8to10 + iPadIOS9), timings: olderTimings, heightEra: .iOS9to10)

    /// iOS 9 release: the beta's missing WillShow is gone, the rest of iOS 8 stays.
    public static let ios9 = Profile(name: "ios9", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .splitSendsHide,
    ] + iOS8to10 + iPadIOS9), timings: olderTimings, heightEra: .iOS9to10)

    /// The lifecycle and window quirks of the Mail.ru article that no later source says were fixed:
    /// later eras start from them (docs/PROFILES.md says era by era what was chosen and why).
    static let lifecycleQuirks: [Quirk] = [
        .leakyTransition, .responderResetOnSwitch, .foregroundResend, .alertRestoresBeforeActive,
        .lateSnapshot, .splitSendsHide, .undockedZeroFrame, .keyboardWindowDuplication,
    ]

    /// Second-wave quirks of iOS 8 to 10.
    static let iOS8to10: [Quirk] = [
        .focusChangeReannounce, .predictiveToggleInstant, .silentInteractiveDismiss, .reloadReannounces,
        .thirdPartySteps, .keyboardReturnsUnderSheet, .textViewEditingAfterWill,
    ]

    /// Second-wave quirks every era from iOS 11 keeps (no source says they were fixed).
    static let sinceIOS11: [Quirk] = [
        .silentInteractiveDismiss, .reloadReannounces, .thirdPartySteps, .keyboardReturnsUnderSheet,
    ]

    /// iOS 11 (2017): focus changes no longer re-announce (N2); the globe menu is silent (N4).
    public static let ios11 = Profile(name: "ios11", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + [
        .predictiveToggleInstant, .globeMenuSilent, .textViewEditingAfterWill,
    ] + iPadIOS11))

    /// iOS 12/13 (2019): everything the Mail.ru article saw; a password field after another field
    /// posts extra frames (N5).
    public static let ios13 = Profile(name: "ios13", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + [
        .predictiveToggleInstant, .secureFieldExtraFrames, .textViewEditingAfterWill,
    ] + iPadIOS13))

    /// iOS 15 (2021): resizes of a visible keyboard are instant (N3), Reduce Motion's hide frames (N6),
    /// WillShow before DidBeginEditing (N13).
    public static let ios15 = Profile(name: "ios15", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + [
        .instantResize, .secureFieldExtraFrames, .reduceMotionHideFrame, .crossFadeEmptyHideFrame,
        .editingAfterWillShow,
    ] + iPadIOS13), heightEra: .iOS15to18)

    /// iOS 16 (2022): sheets post a hide with no keyboard, the photo picker's short frame (N11), the
    /// password prompt's flash (N5); DidBeginEditing first again (N13).
    public static let ios16 = Profile(name: "ios16", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + [
        .instantResize, .secureFieldExtraFrames, .passwordPromptFlash, .reduceMotionHideFrame,
        .crossFadeEmptyHideFrame, .sheetHideWithoutKeyboard, .photoPickerShortFrame,
    ] + iPadIOS16), heightEra: .iOS15to18)

    /// iOS 17 (2023): the keyboard runs in its own process: Dids detached from the animation (N12), a
    /// password field's keyboard in two steps (N5).
    public static let ios17 = Profile(name: "ios17", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + sinceIOS17 + iPadIOS17),
                                      heightEra: .iOS15to18)

    static let sinceIOS17: [Quirk] = [
        .instantResize, .passwordTwoStepShow, .passwordPromptFlash, .crossFadeEmptyHideFrame,
        .sheetHideWithoutKeyboard, .photoPickerShortFrame, .detachedDids,
    ]

    /// iOS 18 (2024): as iOS 17 (no source reports a change).
    public static let ios18 = Profile(name: "ios18", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + sinceIOS17 + iPadIOS18),
                                      heightEra: .iOS15to18)

    /// iOS 26 (2025): cross-fade timing (N6), the accessory view outside the frame (N9), third-party
    /// keyboards in the steps 364 → 347 → own (N10).
    public static let ios26 = Profile(name: "ios26", quirks: QuirkSet(lifecycleQuirks + sinceIOS11 + sinceIOS17 + [
        .crossFadeTiming, .accessoryOutsideFrame,
    ] + iPadIOS26), timings: ios26Timings, heightEra: .iOS26)

    /// Oldest first, `ideal` before them.
    public static let all: [Profile] = [ideal, ios8, ios9Beta4, ios9, ios11, ios13, ios15, ios16, ios17, ios18, ios26]
    /// The iOS that developers ship for today (docs/CONTRACT.md "Additions").
    public static let `default` = ios26

    public static func named(_ name: String) -> Profile? { all.first { $0.name == name } }

    /// iOS 8/9 devices launched and switched apps more slowly (estimate: A8-era devices).
    private static var olderTimings: Timings {
        var t = Timings()
        t.launch = 600
        t.activation = 400
        t.enterBackground = 800
        return t
    }

    /// N10 on iOS 26: a third-party keyboard's first WillShows are 364 then 347 (KeyboardKit #971).
    private static var ios26Timings: Timings {
        var t = Timings()
        t.thirdPartyFirstStep = 364
        t.thirdPartySecondStep = 347
        return t
    }
}
