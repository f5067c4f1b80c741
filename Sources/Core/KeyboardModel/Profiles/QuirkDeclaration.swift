// What is known of a quirk, in one place: its catalog ids, what it does, what it needs, the eras it
// is on in with the basis of each, why it starts or stops where it does, and its public sources.
// The eras' quirk sets (`Profile`), docs/PROFILES.md's table and notes, and the names the tools
// know are all made from these declarations (QuirkCatalog.swift).

public struct QuirkDeclaration: Sendable {
    /// Why a quirk is on in an era (docs/PROFILES.md's cells).
    public enum Basis: String, Sendable {
        /// A public source reports it for that era.
        case sourced = "S"
        /// Kept from an earlier era: no source says it was fixed.
        case kept = "K"
        /// Assumed for an era before its first report: the behaviour it describes already existed.
        case assumed = "A"
    }

    /// What a story needs for the quirk to act.
    public enum Need: String, CaseIterable, Sendable {
        case iPad = "iPad"
        case homeIndicator = "home indicator"
        case undockingKeyboard = "an iPad that undocks or splits its keyboard"
        case multitasking = "Split View or Slide Over"
        case hardwareKeyboard = "a hardware keyboard"
        case reduceMotion = "reduce-motion"
        case preferCrossFade = "prefer-cross-fade"
        case stageManager = "stage-manager"
        case candidateBarInputMode = "an input mode with a candidate bar"
        case thirdPartyKeyboard = "a third-party keyboard"
        case passwordField = "a password field"
        case accessoryView = "an input accessory view"
        case textView = "a text view"
        case sheet = "a system sheet"
        case alert = "a system alert"
        case appSwitch = "an app switch"
    }

    /// docs/BEHAVIOURS.md ids the quirk reproduces.
    public let ids: [String]
    /// One line: what the quirk makes happen.
    public let summary: String
    /// Where the mechanism lives (the functions a reader should open).
    public let mechanism: String
    public let needs: [Need]
    /// The eras it is on in, and why in each.
    public let eras: [Era: Basis]
    /// One line for each era where it turns on or off, oldest first (`QuirkCatalogTests` holds
    /// the set of eras to the transitions of `eras`).
    public let boundaries: [Era: String]
    /// What the public sources say, and what was chosen where they are silent or disagree.
    public let detail: String

    init(ids: [String], summary: String, mechanism: String, needs: [Need] = [], eras: [Era: Basis],
         boundaries: [Era: String], detail: String) {
        self.ids = ids
        self.summary = summary
        self.mechanism = mechanism
        self.needs = needs
        self.eras = eras
        self.boundaries = boundaries
        self.detail = detail
    }

    /// The eras where the quirk turns on or off, oldest first (`ideal` is the clean reference and
    /// no boundary): what `boundaries` must explain.
    public var transitions: [Era] {
        var on = false
        var out: [Era] = []
        for era in Era.allCases where era != .ideal {
            let now = eras[era] != nil
            if now != on { out.append(era) }
            on = now
        }
        return out
    }
}

/// A span of eras with one basis: `span(.ios13, through: .ios26, first: .sourced)` is sourced in
/// ios13 and kept after it.
func span(_ from: Era, through last: Era, first: QuirkDeclaration.Basis = .sourced,
          sourced: Set<Era> = []) -> [Era: QuirkDeclaration.Basis] {
    var out: [Era: QuirkDeclaration.Basis] = [:]
    for era in Era.allCases where era >= from && era <= last {
        out[era] = era == from ? first : (sourced.contains(era) ? .sourced : .kept)
    }
    return out
}

extension Dictionary where Key == Era, Value == QuirkDeclaration.Basis {
    /// Two spans as one (the later wins where they meet).
    static func + (a: Self, b: Self) -> Self { a.merging(b) { _, new in new } }
}
