// The iPad rows of the height table (P5) and the hardware-keyboard bar (W8, P3). The 9.7-inch iPad's
// figures come from notifications; keyman's simulator readings give the keys and the bar of the
// others, per iOS version; the iPads without a Home button add the inset those readings leave out.

extension Src {
    static let ipadLog2018 =
        "a logged keyboard userInfo on an iPad in landscape (snse ViewController.swift, created 2018-11-08, iOS 12 "
        + "era, found by public code search): FrameEnd {{0, 370}, {1024, 398}}"
    /// keyman's readings, read as the frame: the keys plus the 55 pt banner (on the 9.7-inch iPad of
    /// iOS 12 258 + 55 and 343 + 55, the 313 / 398 the notifications give).
    static func keymanPad(_ reading: String) -> String { keyman(reading + ", plus the 55 pt banner") }
    /// The iPads without a Home button: keyman names their 20 pt inset and leaves it out of its heights;
    /// the keyboard's frame reaches the screen's bottom edge, as on the Face ID iPhones (333 = 258 + 75).
    static let padInset = " and the 20 pt home-indicator inset keyman names for the iPads without a Home button"
    /// iPadOS 13's readings agree on every iPad from 768 to 834 points wide.
    static let padBand =
        "keyman's iOS 13 readings agree on the 768-, 810- and 834-wide iPads (the 9.7-inch iPad Pro, the iPad 7, the "
        + "iPad Air 3 and the 11-inch iPad Pro: keys 265 / 353; the iPad mini 4 and 5 read 343 in landscape)"
}

extension KeyboardHeightTable {
    /// A measurement of the 9.7-inch iPad's keyboard frame.
    static let padMeasured = Src.openradar + "; ionic-team/ionic-plugin-keyboard#273 (2017): the iPad keyboard's "
        + "frame is 313 tall in portrait, the hardware-keyboard bar alone 55"

    /// Every iPad's rows, per era where iPadOS 13 changed them, and the 9.7-inch iPad's iOS 8 rows
    /// (before the shortcut bar). keyman read the iPads of its "Max iOS 12.x" list on iOS 12 (258 / 343
    /// keys) and the others on iOS 13 (265 / 353): iPadOS 13 made the keys taller. The ios13 era stands
    /// for iOS 12 and 13 together; a screen measured in both keeps iOS 12's figure there (the 9.7-inch
    /// iPad's, which two logs show: openradar 19513's iOS 11, a 2018 iOS 12 log), a screen read on
    /// iOS 13 only takes that reading; iPadOS 13's stand from iOS 14 on.
    static let padRows: [KeyboardHeightRow] = {
        let ios13 = Src.keymanPad("the 9.7-inch iPad Pro on iOS 13, keys 265 / 353") + " (the iPad mini 4 and 5 on "
            + "iOS 13 read 265 / 343)"
        let air3 = Src.keymanPad("the iPad Air (3rd generation) on iOS 13, keys 265 / 353")
        let pro105 = Src.keymanPad("the 10.5-inch iPad Pro on iOS 12, keys 258 / 343")
        let band = "derived: " + Src.padBand + ", plus the 55 pt banner" + Src.padInset
        var rows = padDevice("ipad-9.7", 313, 398,
                             source: padMeasured + "; " + Src.ipadLog2018 + "; "
                                + Src.keymanPad("the iPad 5, 6 and Air 2 on iOS 12, keys 258 / 343"),
                             numberPad: Src.openradar + " (the numbers keyboard itself)")
        rows += padDevice("ipad-9.7", era: .iOS14to18, 320, 408, source: ios13)
        rows += padDevice("ipad-10.5", 313, 398, source: pro105)
        for era in [KeyboardHeightEra.iOS14to18, .iOS26] {
            rows += padDevice("ipad-10.5", era: era, 320, 408, source: air3 + (era == .iOS26 ? "; no later reading, kept" : ""))
        }
        rows += padDevice("ipad-10.2", 320, 408, source: Src.keymanPad("the iPad (7th generation) on iOS 13, keys 265 / 353"))
        // keyman read the 11-inch and the 12.9-inch (3rd generation) iPad Pro on iOS 13 only; the ios13 era
        // is iPadOS 13 for them (the 12.9-inch Pros of 2015 and 2017, with a Home button, read 323 / 416 on
        // iOS 12).
        rows += padDevice("ipad-pro-11", 340, 428,
                          source: "derived: " + Src.keymanPad("the 11-inch iPad Pro on iOS 13, keys 265 / 353") + Src.padInset
                            + "; no later reading, kept")
        rows += padDevice("ipad-pro-12.9", 403, 498,
                          source: "derived: " + Src.keymanPad("the 12.9-inch iPad Pro (3rd generation) on iOS 13, keys 328 / 423")
                            + Src.padInset + "; no later reading, kept")
        rows += padDevice("ipad-air-4", 340, 428, source: band)
        rows += padDevice("ipad-10", 340, 428, source: band + " (the iPad Air 4's screen)")
        rows += padDevice("ipad-mini-6", 340, 428,
                          source: "estimate: 744 wide, narrower than any iPad keyman read; the 768–834-wide iPads' iOS 13 figure ("
                            + Src.padBand + ", plus the 55 pt banner" + Src.padInset + ")")
        rows += padDevice("ipad-pro-13", 403, 498,
                          source: "estimate: 1032 wide, 8 more than the 12.9-inch iPad Pro, whose iOS 13 reading it takes ("
                            + Src.keymanPad("keys 328 / 423") + Src.padInset + "); its keyboard has the number row too")
        return rows + padIOS8
    }()

    /// Six rows per orientation from the English keyboard's figures and their source (a sourced,
    /// "derived:" or "estimate:" one); `numberPad` names the number pad's own measurement, if any.
    private static func padDevice(_ device: String, era: KeyboardHeightEra? = nil, _ portrait: Double, _ landscape: Double,
                                  source: String, numberPad: String? = nil) -> [KeyboardHeightRow] {
        func rows(_ o: KeyboardHeightOrientation, _ height: Double) -> [KeyboardHeightRow] {
            let derived = "the " + format(height) + " of the English row"
            return [
                .init(device: device, orientation: o, mode: .english, era: era, height: height, source: source),
                .init(device: device, orientation: o, mode: .englishNoPredictive, era: era, height: height,
                      source: "estimate: with Predictive off iPad keeps the same bar for its shortcuts "
                        + "(undo, redo, paste; iOS 9 and later), so the height does not change; " + derived),
                .init(device: device, orientation: o, mode: .chinesePinyin, era: era, height: height,
                      intermediateHeights: [height - 55],
                      source: "estimate: the candidates take the predictions' place in the bar; one earlier "
                        + "WillShow without the 55 pt bar; " + derived),
                .init(device: device, orientation: o, mode: .chinese10Key, era: era, height: height,
                      source: "estimate: iPad offers no 10-key layout and shows Pinyin's; " + derived),
                .init(device: device, orientation: o, mode: .emoji, era: era, height: height, source: Src.emojiLike(source)),
                .init(device: device, orientation: o, mode: .numberPad, era: era, height: height,
                      source: numberPad ?? ("estimate: iPad shows the full keyboard on its numbers page for number-pad "
                        + "types, as tall as the letters; " + derived)),
            ]
        }
        return rows(.portrait, portrait) + rows(.landscape, landscape)
    }

    /// The same article as `Src.kawa`, for its iPad figures.
    private static let kawaIPad = "\"iPhone・iPad のソフトウェアキーボードのサイズ・縦横比まとめ\" "
        + "(https://kawa.at.webry.info/comment?article_id=8893185): iPad keys 768×264 portrait, 1024×352 "
        + "landscape, the predictive part 54 px above them"

    /// iOS 8 had no shortcut bar: with Predictive off the bar went and the keys were alone.
    private static let padIOS8: [KeyboardHeightRow] = [
        .init(device: "ipad-9.7", orientation: .portrait, mode: .englishNoPredictive, era: .iOS8, height: 264,
              source: "estimate: the keys alone (" + kawaIPad + "), as iOS 8 left them without the "
                + "predictive bar; iOS 9 brought the shortcut bar that stays"),
        .init(device: "ipad-9.7", orientation: .landscape, mode: .englishNoPredictive, era: .iOS8, height: 352,
              source: "estimate: the keys alone (" + kawaIPad + "), as iOS 8 left them without the "
                + "predictive bar; iOS 9 brought the shortcut bar that stays"),
    ]

    // MARK: - The bar above a hardware keyboard

    /// The minimized shortcut bar's height on screen (estimate: a compact bar about as high as a
    /// navigation bar; no public source gives its frame).
    public static let minimizedShortcutBarHeight = 44.0

    /// The bar iPad keeps above a hardware keyboard, per orientation; none on iPhone.
    static func shortcutBarRows(for device: Device) -> [ShortcutBarRow] {
        KeyboardHeightOrientation.allCases.map { orientation in
            guard device.isPad else {
                return ShortcutBarRow(
                    device: device.name, orientation: orientation, height: 0,
                    source: "iPhone shows no bar with a hardware keyboard: no software keyboard at all")
            }
            let measured = "ionic-team/ionic-plugin-keyboard#273 (2017, iPad simulators): 55 on screen, the frame "
                + "313 tall; Stack Overflow 31991873 and 32319697 (iOS 9): the frame's bottom lies below the "
                + "screen; ionic-team/capacitor-plugins#2403 (2025, Magic Keyboard): under 100"
            let source = device.hasHomeIndicator
                ? "estimate: the 55 measured on iPads with a Home button (" + measured + "); no source gives "
                    + "another figure for iPads without one"
                : measured
            return ShortcutBarRow(device: device.name, orientation: orientation, height: 55, source: source)
        }
    }
}
