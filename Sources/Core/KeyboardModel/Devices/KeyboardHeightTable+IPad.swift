// The iPad rows of the height table (P5) and the hardware-keyboard bar (W8, P3). Only the 9.7-inch
// iPad's figures come from notifications; the others are estimates and say from what.

extension KeyboardHeightTable {
    /// A measurement of the 9.7-inch iPad's keyboard frame.
    static let padMeasured = Src.openradar + "; ionic-team/ionic-plugin-keyboard#273 (2017): the iPad keyboard's "
        + "frame is 313 tall in portrait, the hardware-keyboard bar alone 55"

    /// Every iPad's rows, and the 9.7-inch iPad's iOS 8 rows (before the shortcut bar).
    static let padRows: [KeyboardHeightRow] =
        padDevice("ipad-pro-11", 333, 418, from: "the 9.7\" iPad's 313 / 398 (" + padMeasured + ") plus a 20 pt strip for "
            + "the home indicator (as the other rows without a Home button); keyboard-extension layouts give about 319 / 406 (±5 pt) before the inset")
        + padDevice("ipad-9.7", 313, 398, from: nil)
        + padDevice("ipad-10", 335, 418, from: "keyboard-extension layouts give about 315 / 398 (±5 pt), no "
            + "notification measurement; plus a 20 pt strip for the home indicator, as Face ID iPhones' keyboards include the strip below the keys (iPhone X: 333 = 258 + 75); react-native-community/hooks #314 logs 337 on an unnamed iPad (2022); no iPad measurement found")
        + padDevice("ipad-mini-6", 335, 426, from: "keyboard-extension layouts give about 315 / 406 (±5 pt), no "
            + "notification measurement; plus a 20 pt strip for the home indicator, as Face ID iPhones' keyboards include the strip below the keys (iPhone X: 333 = 258 + 75); react-native-community/hooks #314 logs 337 on an unnamed iPad (2022); no iPad measurement found")
        + padDevice("ipad-pro-13", 405, 498, from: "keyboard-extension layouts give about 385 / 478 (±5 pt) for "
            + "the 13-inch keyboard with its number row, no notification measurement; plus a 20 pt strip "
            + "for the home indicator, as Face ID iPhones' keyboards include the strip below the keys; no iPad measurement found")
        + padIOS8

    /// Six rows per orientation. `from` nil: the 9.7-inch iPad's own, measured figures.
    private static func padDevice(_ device: String, _ portrait: Double, _ landscape: Double,
                                  from: String?) -> [KeyboardHeightRow] {
        func rows(_ o: KeyboardHeightOrientation, _ height: Double) -> [KeyboardHeightRow] {
            let basis = from.map { "estimate: " + $0 } ?? padMeasured
            let derived = from ?? "the measured " + format(height)
            return [
                .init(device: device, orientation: o, mode: .english, height: height, source: basis),
                .init(device: device, orientation: o, mode: .englishNoPredictive, height: height,
                      source: "estimate: with Predictive off iPad keeps the same bar for its shortcuts "
                        + "(undo, redo, paste; iOS 9 and later), so the height does not change; " + derived),
                .init(device: device, orientation: o, mode: .chinesePinyin, height: height,
                      intermediateHeights: [height - 55],
                      source: "estimate: the candidates take the predictions' place in the bar; one earlier "
                        + "WillShow without the 55 pt bar; " + derived),
                .init(device: device, orientation: o, mode: .chinese10Key, height: height,
                      source: "estimate: iPad offers no 10-key layout and shows Pinyin's; " + derived),
                .init(device: device, orientation: o, mode: .emoji, height: height,
                      source: "estimate: the emoji keyboard is as tall as the predictive keyboard ("
                        + Src.ionic + "); " + derived),
                .init(device: device, orientation: o, mode: .numberPad, height: height,
                      source: from == nil ? Src.openradar + " (the numbers keyboard itself)"
                        : "estimate: iPad shows the full keyboard on its numbers page for number-pad types, "
                        + "as tall as the letters; " + derived),
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
