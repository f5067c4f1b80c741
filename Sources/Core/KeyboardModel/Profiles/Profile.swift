// Behaviour profiles: one iOS era each, as a set of quirks plus timings (docs/CONTRACT.md
// "Behaviour profiles and quirks"; docs/PROFILES.md gives the reasons).

public struct Profile: Hashable, Sendable {
    public let name: String
    public let quirks: QuirkSet
    public let timings: Timings

    public init(name: String, quirks: QuirkSet, timings: Timings = Timings()) {
        self.name = name
        self.quirks = quirks
        self.timings = timings
    }

    /// No quirk: the documented behaviour with no anomaly.
    public static let ideal = Profile(name: "ideal", quirks: QuirkSet())

    /// iOS 8 (nixzhu's KeyboardMan article): third-party keyboards arrive, Pinyin repeats WillShow (M1); the responder
    /// survives background and is re-announced on return (M5); iPad split sends Hide (M6).
    public static let ios8 = Profile(name: "ios8", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .splitSendsHide,
    ]), timings: olderTimings)

    /// iOS 9 beta 4 (nixzhu's KeyboardMan article): as iOS 8, and the last WillShow goes missing (M2, with M1).
    public static let ios9Beta4 = Profile(name: "ios9-beta4", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .missingWillShow,
        .splitSendsHide,
    ] + iPadIOS9), timings: olderTimings)

    /// iOS 9 release: the beta's missing WillShow is gone, the rest of iOS 8 stays.
    public static let ios9 = Profile(name: "ios9", quirks: QuirkSet([
        .leakyTransition, .foregroundResend, .lateSnapshot, .repeatedWillShow, .splitSendsHide,
    ] + iPadIOS9), timings: olderTimings)

    /// iOS 12/13 (2019): everything the Mail.ru article saw.
    public static let ios13 = Profile(name: "ios13", quirks: QuirkSet(lifecycleQuirks + iPadIOS13))

    /// The lifecycle and window quirks of the Mail.ru article that no later source says were fixed:
    /// later eras start from them (docs/PROFILES.md says era by era what was chosen and why).
    static let lifecycleQuirks: [Quirk] = [
        .leakyTransition, .responderResetOnSwitch, .foregroundResend, .alertRestoresBeforeActive,
        .lateSnapshot, .splitSendsHide, .undockedZeroFrame, .keyboardWindowDuplication,
    ]

    /// iOS 11 (2017).
    public static let ios11 = Profile(name: "ios11", quirks: QuirkSet(lifecycleQuirks + iPadIOS11))
    /// iOS 15 (2021).
    public static let ios15 = Profile(name: "ios15", quirks: QuirkSet(lifecycleQuirks + iPadIOS13))
    /// iOS 16 (2022).
    public static let ios16 = Profile(name: "ios16", quirks: QuirkSet(lifecycleQuirks + iPadIOS16))
    /// iOS 17 (2023): the keyboard runs in its own process.
    public static let ios17 = Profile(name: "ios17", quirks: QuirkSet(lifecycleQuirks + iPadIOS17))
    /// iOS 18 (2024).
    public static let ios18 = Profile(name: "ios18", quirks: QuirkSet(lifecycleQuirks + iPadIOS18))
    /// iOS 26 (2025).
    public static let ios26 = Profile(name: "ios26", quirks: QuirkSet(lifecycleQuirks + iPadIOS26))

    /// Oldest first, `ideal` before them.
    public static let all: [Profile] = [ideal, ios8, ios9Beta4, ios9, ios11, ios13, ios15, ios16, ios17, ios18, ios26]
    public static let `default` = ios13

    public static func named(_ name: String) -> Profile? { all.first { $0.name == name } }

    /// iOS 8/9 devices launched and switched apps more slowly (estimate: A8-era devices).
    private static var olderTimings: Timings {
        var t = Timings()
        t.launch = 600
        t.activation = 400
        t.enterBackground = 800
        return t
    }
}
