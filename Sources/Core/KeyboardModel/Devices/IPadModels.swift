// Which keyboard modes an iPad model offers (P1, P5), with the reason for each set.

enum IPadModels {
    /// Docked, undocked, split and (from iPadOS 13) floating: iPads with a Home button (the 10.5-inch
    /// iPad Pro among them: the list below names the 11-inch and the 12.9-inch Pros of 2018 on), and
    /// the 10th-generation iPad, the iPad Air 4 and 5 and the iPad mini 6, which Apple's list of
    /// models without a split keyboard does not name (an estimate: the list is quoted, not the
    /// devices tried).
    static let allModes = Set(KeyboardMode.allCases)
    /// Docked and floating only: the 11-inch and 12.9/13-inch iPad Pro (the 12.9-inch from its 3rd generation) (Apple's iPad User Guide,
    /// quoted by Daring Fireball, "Why Is the Split Keyboard Not Available on iPad Pros?",
    /// 2018-12-18, and MacSparky, "What Happened to the iPad Split Keyboard?", 2018-12-18).
    static let floatOnly: Set<KeyboardMode> = [.docked, .floating]
}
