// Today's iPhones in the height table (N14, W1): each screen class's rows per era, and for a row not
// measured on its own screen the rule that carries a measured figure over ("derived:"). The classes:
// the Home-button phones (375×667), the compact Face ID phones (375 to 402 wide, one keyboard in every
// era two of them were measured) and the large ones (414 to 440 wide, likewise).

extension Src {
    static let keyman =
        "keymanapp/keyman KeyboardScaleMap.swift (PR 2487, January 2020: the system keyboard's keys and its "
        + "predictive banner per device, \"taken from Simulator readings, using the most-up-to-date version of iOS "
        + "that they support\", safe-area insets not counted)"
    static func keyman(_ reading: String) -> String { keyman + ": " + reading }
    static let table2020 =
        "a KeyboardHeight.swift table of the system keyboard per screen written for the iPhone 12 (2020, iOS 14; "
        + "found by public code search): 320×568 254, 375×667 260, 414×736 271, 375×812 336, 390×844 336, "
        + "414×896 346, 428×926 346"
    static let rainbow =
        "rainbow-me/rainbow getDefaultKeyboardHeight (found by public code search): without the bar 216 for 568- "
        + "and 667-tall screens, 226 for 736, 291 for 812, 844, 852 and 874, 301 for 896"
    static let lyj428 =
        "a logged UIKeyboardWillChangeFrameNotification on a 428×926 iPhone (LYJKeyboardFrameNotifViewController.m, "
        + "created 2022-01-26, iOS 15 era, found by public code search): FrameEnd {{0, 580}, {428, 346}}"
    static let maui430 =
        "dotnet/maui src/Core/src/Platform/iOS/KeyboardAutoManagerScroll.cs (2023): its example of a FrameEnd, "
        + "\"NSRect: {{0, 586}, {430, 346}}\" (586 + 346 = 932: a 430×932 iPhone)"
    static let portfolian390 =
        "a logged keyboardFrameEndUserInfoKey on a 390×844 iPhone (Portfolian ChatRoomViewController.swift, created "
        + "2022-03-22, iOS 15 era, found by public code search): {{0, 553}, {390, 291}}, a text view's keyboard "
        + "without the bar"
    static let xr2019 =
        "a logged UIKeyboardWillChangeFrameNotification on a 414×896 iPhone (chatpageViewController.m, 2019-04-30, "
        + "iOS 12 era, found by public code search): FrameEnd {{0, 550}, {414, 346}}"
    static let iq1823 =
        "hackiftekhar/IQKeyboardManager #1823 (414×896, iOS 14.4 and later, July 2021): a password field's two "
        + "WillShows, 345 then 390, each with the library's own 44 pt toolbar above the keys (IQToolbar.m, "
        + "sizeThatFits: height 44; the issue's title names the toolbar): the keys alone 301, then 346 with "
        + "the password AutoFill bar"
    static let wideRainbow =
        "a later copy of rainbow-me/rainbow's table gives 318 without the bar for a 956-tall screen (unsourced "
        + "there; it also calls 896 the \"15 Pro Max\"), which would make the 440-wide keyboard 17 pt taller"

    /// The compact Face ID class: one keyboard on every screen a source measured in iOS 14 to 18.
    static let compactClass =
        "the compact Face ID iPhones share one keyboard: iOS 14–18 gives 336 on 375×812 and 390×844 (" + table2020
        + "), 393×852 (" + rnkc327 + ") and 402×874 (" + rnkc1155 + "), 291 without the bar on 390×844 ("
        + portfolian390 + ") and 393×852"
    /// The large Face ID class, likewise.
    static let largeClass =
        "the large Face ID iPhones share one keyboard: iOS 12–18 gives 346 on 414×896 (" + xr2019 + "; "
        + flutter144897 + "), 428×926 (" + lyj428 + ") and 430×932 (" + maui430 + "), 301 without the bar on "
        + "414×896 (" + iq1823 + ")"
    /// The emoji keyboard is as tall as the predictive one: a sourced figure stays derived, an
    /// estimate stays one.
    static func emojiLike(_ englishSource: String) -> String {
        englishSource.hasPrefix("estimate:") ? englishSource + "; " + ionic
            : "derived: as tall as the predictive keyboard (" + ionic + "): " + englishSource
    }
}

extension KeyboardHeightTable {
    /// A phone's six portrait rows from its English height with and without the bar: Pinyin's
    /// candidates take the bar's place (earlier WillShows: the keys, then keys + the iOS 7-era 36 pt
    /// candidate bar, as the older rows), emoji is as tall as the predictive keyboard (ionic PR 204),
    /// the 10-key layout is the keys plus a 35.5 pt candidate bar (iPhone SE's 251.5 − 216) and the
    /// number pad fills the keys' area.
    static func portraitRows(
        _ device: String, era: KeyboardHeightEra? = nil, english: Double, englishSource: String,
        noBar: Double, noBarSource: String
    ) -> [KeyboardHeightRow] {
        let from = "estimate: derived from the English rows (" + format(english) + " / " + format(noBar) + "): "
        return [
            .init(device: device, orientation: .portrait, mode: .english, era: era, height: english, source: englishSource),
            .init(device: device, orientation: .portrait, mode: .englishNoPredictive, era: era, height: noBar,
                  source: noBarSource),
            .init(device: device, orientation: .portrait, mode: .chinesePinyin, era: era, height: english,
                  intermediateHeights: [noBar, noBar + 36],
                  source: from + "the candidate bar replaces the predictive bar; " + Src.pinyinIntermediates),
            .init(device: device, orientation: .portrait, mode: .chinese10Key, era: era, height: noBar + 35.5,
                  source: from + "the keys plus the 10-key layout's 35.5 pt candidate bar (" + Src.chinese9Key + ")"),
            .init(device: device, orientation: .portrait, mode: .emoji, era: era, height: english,
                  source: Src.emojiLike(englishSource)),
            .init(device: device, orientation: .portrait, mode: .numberPad, era: era, height: noBar,
                  source: from + "the number pad fills the keys' area, with no bar"),
        ]
    }

    /// A phone's six landscape rows from its English height with and without the bar: as in portrait,
    /// with the 30 pt landscape candidate bar of the 10-key layout (the iPhone SE's landscape row).
    static func landscapeRows(
        _ device: String, english: Double, englishSource: String, noBar: Double, noBarSource: String
    ) -> [KeyboardHeightRow] {
        let from = "estimate: derived from the landscape English rows (" + format(english) + " / " + format(noBar) + "): "
        return [
            .init(device: device, orientation: .landscape, mode: .english, height: english, source: englishSource),
            .init(device: device, orientation: .landscape, mode: .englishNoPredictive, height: noBar, source: noBarSource),
            .init(device: device, orientation: .landscape, mode: .chinesePinyin, height: english,
                  intermediateHeights: [noBar],
                  source: from + "the candidate bar replaces the predictive bar; one earlier WillShow with the bare keys"),
            .init(device: device, orientation: .landscape, mode: .chinese10Key, height: noBar + 30,
                  source: from + "the keys plus a 30 pt landscape candidate bar, as the iPhone SE's"),
            .init(device: device, orientation: .landscape, mode: .emoji, height: english, source: Src.emojiLike(englishSource)),
            .init(device: device, orientation: .landscape, mode: .numberPad, height: noBar,
                  source: from + "the number pad fills the keys' area, with no bar"),
        ]
    }

    /// Landscape rows taken from another phone of the same keyboard class: the landscape keyboard
    /// does not grow with the screen's length (keyman reads the same keys, 150, and bar, 38, on the
    /// 375- and the 414-wide Face ID iPhones). Derived where the reference row is sourced; an
    /// estimate stays one.
    static func landscapeRows(_ device: String, like reference: String, in rows: [KeyboardHeightRow]) -> [KeyboardHeightRow] {
        rows.filter { $0.device == reference && $0.orientation == .landscape && $0.era == nil }.map {
            .init(device: device, orientation: .landscape, mode: $0.mode, height: $0.height,
                  intermediateHeights: $0.intermediateHeights,
                  source: $0.basis == .estimate ? $0.source
                    : "derived: the " + reference + " landscape row, the same keyboard class (" + $0.source + ")")
        }
    }

    /// The Face ID iPhones' landscape keyboard: keyman reads the keys 150 and the bar 38 on the iPhone X,
    /// XS, XR and 11 alike, with the 21 pt landscape inset below them that its heights leave out.
    static let faceIDLandscape: [KeyboardHeightRow] = landscapeRows(
        "iphone-x", english: 209,
        englishSource: Src.keyman("the iPhone X, XR and 11 in landscape, keys 150 and banner 38, plus the 21 pt "
            + "landscape inset it names and leaves out: 209"),
        noBar: 171, noBarSource: Src.keyman("the keys 150 plus the 21 pt landscape inset: 171"))

    /// The Home-button iPhones' landscape keyboard from iOS 12: keyman reads the keys 162 and a 38 pt
    /// bar (iOS 8 to 10 showed a 31–32 pt bar: 193 / 194, the every-era rows).
    static let homeButtonLandscape12 = "keys 162 and banner 38 in landscape: 200"

    static let todaysPhoneRows: [KeyboardHeightRow] = {
        let x = phoneRows
        let compact = "derived: " + Src.compactClass
        let large = "derived: " + Src.largeClass
        var rows: [KeyboardHeightRow] = []
        // iPhone 8, 375×667 (iOS 11 to 16): the iPhone 6's keyboard (iOS 12 and later in eraRows).
        rows += portraitRows("iphone-8", english: 258,
                             englishSource: "estimate: the iPhone 6's " + Src.soIOS8 + " figure, the same screen",
                             noBar: 216, noBarSource: Src.kawa + "; " + Src.benacquista)
            + landscapeRows("iphone-8", like: "iphone-6", in: x)
        // iPhone 6 Plus, 414×736 (iOS 8 to 12).
        rows += portraitRows("iphone-6-plus", english: 271,
                             englishSource: Src.soIOS8Plus + "; " + Src.keyman("the iPhone 6 Plus on iOS 12, keys 226 and banner 45"),
                             noBar: 226, noBarSource: Src.soIOS8Plus)
            + landscapeRows("iphone-6-plus", like: "iphone-6", in: x)
        // iPhone SE (3rd generation), 375×667 with a Home button (iOS 15 and later): the iPhone 8's
        // keyboard, the same width and class.
        rows += portraitRows("iphone-se-3", english: 260,
                             englishSource: "derived: the iphone-8 row of iOS 14–18, the same width and keyboard class ("
                                + Src.se2 + "; " + Src.table2020 + "); no iOS 26 figure for a Home-button iPhone, kept",
                             noBar: 216, noBarSource: Src.kawa + "; " + Src.benacquista + "; " + Src.rainbow)
            + landscapeRows("iphone-se-3", english: 200,
                            englishSource: "derived: the iphone-8 landscape row of iOS 12 and later, the same width and "
                                + "keyboard class (" + Src.keyman("the iPhone 8 on iOS 13, " + homeButtonLandscape12) + ")",
                            noBar: 162, noBarSource: Src.kawa)
        // iPhone 11, 414×896 (the XR's and 11 Pro Max's screen).
        rows += portraitRows("iphone-11", english: 346,
                             englishSource: Src.flutter144897 + "; " + Src.xr2019 + "; " + Src.table2020 + "; " + Src.iq1823,
                             noBar: 301, noBarSource: Src.iq1823 + "; " + Src.rainbow)
            + landscapeRows("iphone-11", english: 209,
                            englishSource: Src.keyman("the iPhone XR, 11 and 11 Pro Max in landscape, keys 150 and banner 38, "
                                + "plus the 21 pt landscape inset it leaves out: 209"),
                            noBar: 171, noBarSource: Src.keyman("the keys 150 plus the 21 pt landscape inset: 171"))
        // iPhone 15, 393×852 (iOS 26 in eraRows).
        rows += portraitRows("iphone-15", english: 336, englishSource: Src.rnkc327, noBar: 291, noBarSource: Src.rnkc327)
            + landscapeRows("iphone-15", like: "iphone-x", in: x)
        // iPhone 16 Pro, 402×874 (iOS 18 here; iOS 26 in eraRows).
        rows += portraitRows("iphone-16-pro", english: 336, englishSource: Src.rnkc1155,
                             noBar: 291, noBarSource: compact)
            + landscapeRows("iphone-16-pro", like: "iphone-x", in: x)
        // iPhone 16 Pro Max, 440×956: no measurement of its own; the large class's keyboard.
        rows += portraitRows("iphone-16-pro-max", english: 346, englishSource: large + "; " + Src.wideRainbow,
                             noBar: 301, noBarSource: large + "; " + Src.wideRainbow)
            + landscapeRows("iphone-16-pro-max", like: "iphone-x", in: x)
        // iPhone 11 Pro, 12 mini and 13 mini: the iPhone X's screen, iOS 13 to 26 (iOS 12–13 and 26 in eraRows).
        rows += portraitRows("iphone-13-mini", english: 336, englishSource: Src.table2020 + " (375×812)",
                             noBar: 291, noBarSource: Src.rainbow + " (812)")
            + landscapeRows("iphone-13-mini", english: 209,
                            englishSource: Src.keyman("the iPhone 11 Pro in landscape, keys 150 and banner 38, plus the "
                                + "21 pt landscape inset it leaves out: 209"),
                            noBar: 171, noBarSource: Src.keyman("the keys 150 plus the 21 pt landscape inset: 171"))
        // iPhone 12, 12 Pro, 13, 13 Pro and 14, 390×844 (iOS 26 in eraRows).
        rows += portraitRows("iphone-12", english: 336, englishSource: Src.table2020 + " (390×844)",
                             noBar: 291, noBarSource: Src.portfolian390 + "; " + Src.rainbow + " (844)")
            + landscapeRows("iphone-12", like: "iphone-x", in: x)
        // iPhone 12 Pro Max, 13 Pro Max and 14 Plus, 428×926.
        rows += portraitRows("iphone-14-plus", english: 346, englishSource: Src.lyj428 + "; " + Src.table2020 + " (428×926)",
                             noBar: 301, noBarSource: large)
            + landscapeRows("iphone-14-plus", like: "iphone-x", in: x)
        // iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus, 430×932.
        rows += portraitRows("iphone-15-pro-max", english: 346, englishSource: Src.maui430, noBar: 301, noBarSource: large)
            + landscapeRows("iphone-15-pro-max", like: "iphone-x", in: x)
        return rows
    }()

    /// Rows of single eras, where the sources show the height changing with iOS versions. Only the
    /// keyboards with the predictive bar (English, emoji, Pinyin) change; the others keep their rows.
    static let eraRows: [KeyboardHeightRow] = {
        func barKeyboards(_ device: String, _ era: KeyboardHeightEra, _ height: Double, noBar: Double,
                          _ source: String, _ orientation: KeyboardHeightOrientation = .portrait) -> [KeyboardHeightRow] {
            [
                .init(device: device, orientation: orientation, mode: .english, era: era, height: height, source: source),
                .init(device: device, orientation: orientation, mode: .emoji, era: era, height: height,
                      source: Src.emojiLike(source)),
                .init(device: device, orientation: orientation, mode: .chinesePinyin, era: era, height: height,
                      intermediateHeights: orientation == .portrait ? [noBar, noBar + 36] : [noBar],
                      source: "estimate: the candidate bar replaces the predictive bar (" + source + "); "
                        + Src.pinyinIntermediates),
            ]
        }
        let x12 = Src.x2019 + "; the 2 pt over iOS 11's 333 (" + Src.x2018 + ") is the year's change, as on 375×667"
        let x15 = Src.table2020 + " (375×812); the compact class's iOS 14–18 figure on every screen measured"
        let eight12 = Src.keyman("the iPhone 6, 7 and 8 on iOS 12 and 13, keys 216 and banner 44: 260") + "; iOS 11.4 still "
            + "shows 258 (hackiftekhar/IQKeyboardManager #1378, iPhone 8 simulator), iOS 13.4 260 (" + Src.se2 + ")"
        let eight15 = Src.se2 + "; " + Src.table2020 + " (375×667); iOS 8–10 gave 258 (" + Src.soIOS8 + ")"
        let se12 = Src.keyman("the iPhone SE on iOS 13, keys 216 and banner 38: 254") + "; " + Src.table2020
            + " (320×568); iOS 8–10 gave 253 (" + Src.soIOS8 + ")"
        let pro26 = Src.rnkc1284 + "; " + Src.keyboardKit1006 + "; 26.0 showed 345 (" + Src.rnkc1155 + "): the "
            + "era ios26.0 has it"
        let pro260 = Src.rnkc1155 + " (October 2025, iOS 26.0); " + Src.keyboardKit1006 + " (reduced later)"
        let compact26 = "derived: " + Src.compactClass + "; iOS 26 measured on the 402-wide iPhone only: "
        let max260 = "estimate: the iPhone 16 Pro's 26.0 figure over its 26.2 one (+10 pt: " + Src.rnkc1155 + ", "
            + Src.rnkc1284 + ") applied to the large class's 346"
        let max26 = "estimate: the iPhone 16 Pro's iOS 26 change (−1 pt: " + Src.rnkc1284 + ") applied to the large "
            + "class's 346"
        var rows = barKeyboards("iphone-x", .iOS12to13, 335, noBar: 291, x12)
            + barKeyboards("iphone-x", .iOS14to18, 336, noBar: 291, x15)
            + barKeyboards("iphone-13-mini", .iOS12to13, 335, noBar: 291, x12 + " (the iPhone X's screen)")
            + barKeyboards("iphone-8", .iOS12to13, 260, noBar: 216, eight12)
            + barKeyboards("iphone-8", .iOS14to18, 260, noBar: 216, eight15)
            + barKeyboards("iphone-6", .iOS12to13, 260, noBar: 216, eight12)
            + barKeyboards("iphone-se", .iOS12to13, 254, noBar: 216, se12)
            + barKeyboards("iphone-se", .iOS14to18, 254, noBar: 216, se12)
            + barKeyboards("iphone-16-pro", .iOS26, 335, noBar: 291, pro26)
            + barKeyboards("iphone-16-pro", .iOS26_0, 345, noBar: 300, pro260)
        // iOS 12 gave the Home-button iPhones' landscape keyboard a 38 pt bar (keyman's readings).
        for (device, eras, reading) in [
            ("iphone-se", [KeyboardHeightEra.iOS12to13, .iOS14to18], "the iPhone SE on iOS 13"),
            ("iphone-6", [.iOS12to13], "the iPhone 6 on iOS 12"), ("iphone-6-plus", [.iOS12to13], "the iPhone 6 Plus on iOS 12"),
            ("iphone-8", [.iOS12to13, .iOS14to18], "the iPhone 8 on iOS 13"),
        ] {
            for era in eras {
                rows += barKeyboards(device, era, 200, noBar: 162, Src.keyman(reading + ", " + homeButtonLandscape12),
                                     .landscape)
            }
        }
        // iOS 26 on the compact class: the 402-wide iPhone's figures (N14); on the large class, estimates.
        for device in ["iphone-15", "iphone-12", "iphone-13-mini"] {
            rows += barKeyboards(device, .iOS26, 335, noBar: 291, compact26 + pro26)
                + barKeyboards(device, .iOS26_0, 345, noBar: 300, compact26 + pro260)
        }
        for device in ["iphone-16-pro-max", "iphone-11", "iphone-14-plus", "iphone-15-pro-max"] {
            rows += barKeyboards(device, .iOS26, 345, noBar: 301, max26)
                + barKeyboards(device, .iOS26_0, 355, noBar: 310, max260)
        }
        return rows
    }()
}
