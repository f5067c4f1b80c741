// Which keyboard modes an iPad model offers (P1, P5), with the reason for each set.

enum IPadModels {
    /// Docked, undocked, split and (from iPadOS 13) floating: iPads with a Home button, and the
    /// 10th-generation iPad and iPad mini 6, which Apple's list of models without a split keyboard
    /// does not name (an estimate: the list is quoted, not the devices tried).
    static let allModes = Set(KeyboardMode.allCases)
    /// Docked and floating only: the 11-inch and 12.9/13-inch iPad Pro (Apple's iPad User Guide,
    /// quoted by Daring Fireball, "Why Is the Split Keyboard Not Available on iPad Pros?",
    /// 2018-12-18, and MacSparky, "What Happened to the iPad Split Keyboard?", 2018-12-18).
    static let floatOnly: Set<KeyboardMode> = [.docked, .floating]
}
