// Behaviour profiles: one iOS era each, as the quirks whose declarations name the era (QuirkCatalog)
// plus the era's timings and height rows (Era). docs/PROFILES.md gives the reasons.

public struct Profile: Hashable, Sendable {
    public let name: String
    public let era: Era
    public let quirks: QuirkSet
    public let timings: Timings
    /// Which rows of the height table the era's keyboards have (N14).
    public let heightEra: KeyboardHeightEra

    public init(_ era: Era) {
        self.era = era
        name = era.name
        quirks = QuirkSet(Quirk.allCases.filter { $0.declaration.eras[era] != nil })
        timings = era.timings
        heightEra = era.heightEra
    }

    public static let ideal = Profile(.ideal)
    public static let ios8 = Profile(.ios8)
    public static let ios9Beta4 = Profile(.ios9Beta4)
    public static let ios9 = Profile(.ios9)
    public static let ios11 = Profile(.ios11)
    public static let ios12 = Profile(.ios12)
    public static let ios13 = Profile(.ios13)
    public static let ios15 = Profile(.ios15)
    public static let ios16 = Profile(.ios16)
    public static let ios17 = Profile(.ios17)
    public static let ios18 = Profile(.ios18)
    public static let ios26 = Profile(.ios26)

    /// Oldest first, `ideal` before them.
    public static let all: [Profile] = Era.allCases.map(Profile.init)
    /// The iOS that developers ship for today (docs/CONTRACT.md "Additions").
    public static let `default` = ios26

    public static func named(_ name: String) -> Profile? { all.first { $0.name == name } }
}
