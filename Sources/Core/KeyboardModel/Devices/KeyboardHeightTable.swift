// Keyboard heights per device × orientation × input mode (W1). Every row names its public source,
// or says "derived:" and the rule that takes it from a sourced figure, or says "estimate:" and why.
// The rows are data: tests and docs/HEIGHTS.md iterate them, and `KeyboardHeightTable.height` looks
// them up.
//
// Heights are the keyboard frame's height as UIKeyboardFrameEndUserInfoKey reports it for a docked
// keyboard with no input accessory view, including the strip under the keys on devices with a home
// indicator. A row without an era holds for every era that has no row of its own (N14: the figures
// change with iOS versions; each profile names its `KeyboardHeightEra`).

public struct KeyboardHeight: Hashable, Sendable {
    /// The height of the keyboard once fully shown, without any input accessory view.
    public let height: Double
    /// Heights iOS reports in earlier WillShow notifications of one appearance before the final
    /// one, for input modes with a candidate bar (M1); empty for the others.
    public let intermediateHeights: [Double]
    /// Where the figure comes from (a public source), or "estimate: why".
    public let source: String
}

/// The table's era axis: iOS versions whose keyboards have the same heights, as far as the sources
/// tell (N14). Each profile has one (`Profile.heightEra`).
public enum KeyboardHeightEra: String, CaseIterable, Hashable, Sendable {
    /// iOS 5 to 7: no predictive bar yet (iOS 8 brought QuickType); the keys alone.
    case iOS5to7 = "iOS 5–7"
    /// iOS 8 alone: before iOS 9's iPad shortcut bar (undo, redo, paste), which stays when
    /// Predictive is off, the iPad keys stood alone without the predictive bar (P5).
    case iOS8 = "iOS 8"
    case iOS9to10 = "iOS 9–10"
    case iOS11 = "iOS 11"
    /// 375-wide phones' keyboards are 2 pt taller than on iOS 11 (logs of 2019-20 against 2018's).
    case iOS12to13 = "iOS 12–13"
    case iOS14to18 = "iOS 14–18"
    /// iOS 26.0: the first iOS 26 heights (N14: 345 on a 402-wide iPhone); rows it has no row of
    /// its own for are iOS 26's.
    case iOS26_0 = "iOS 26.0"
    case iOS26 = "iOS 26"

    /// The era whose rows stand in where this one has none of its own (then the rows of every era).
    var fallback: KeyboardHeightEra? { self == .iOS26_0 ? .iOS26 : nil }

    /// iOS 9 brought the iPad's shortcut bar (Stack Overflow 31991873); before it a hardware
    /// keyboard leaves only the accessory view on screen (Stack Overflow 2893267).
    var hasShortcutBar: Bool { self != .iOS5to7 && self != .iOS8 }
}

/// The table's orientation axis: the keyboard is the same upside down as the right way up, and
/// the same in either landscape.
public enum KeyboardHeightOrientation: String, CaseIterable, Sendable {
    case portrait, landscape

    public init(_ orientation: Orientation) {
        self = orientation.isLandscape ? .landscape : .portrait
    }
}

/// The table's input-mode axis: what decides the system keyboard's height.
public enum KeyboardHeightMode: String, CaseIterable, Sendable {
    /// en-US with the predictive (QuickType) bar, the default.
    case english = "en-US"
    /// en-US with Settings › Keyboard › Predictive off.
    case englishNoPredictive = "en-US, predictive off"
    /// sv-SE with the predictive bar: iOS 26 sizes keyboards by language (KeyboardKit #1006). Where
    /// the table has no Swedish row, the English one stands in.
    case swedish = "sv-SE"
    /// zh-Hans-Pinyin with its candidate bar (M1: grows over two or three WillShow).
    case chinesePinyin = "zh-Hans-Pinyin"
    case chinese10Key = "zh-Hans-10key"
    case emoji = "emoji"
    /// The `numberPad` family of keyboard types (also phonePad, decimalPad,
    /// asciiCapableNumberPad), whatever the input mode.
    case numberPad = "numberPad keyboard type"
}

/// One row of the table.
public struct KeyboardHeightRow: Hashable, Sendable {
    /// `Device.name`.
    public let device: String
    public let orientation: KeyboardHeightOrientation
    public let mode: KeyboardHeightMode
    /// The era the row is for; nil: every era without a row of its own.
    public let era: KeyboardHeightEra?
    public let height: Double
    /// Earlier WillShow heights of one appearance (M1), lowest first; empty when iOS sends one.
    public let intermediateHeights: [Double]
    /// A public source (URL or article title), or `estimate: why`.
    public let source: String

    public init(
        device: String, orientation: KeyboardHeightOrientation, mode: KeyboardHeightMode, era: KeyboardHeightEra? = nil,
        height: Double, intermediateHeights: [Double] = [], source: String
    ) {
        self.device = device
        self.orientation = orientation
        self.mode = mode
        self.era = era
        self.height = height
        self.intermediateHeights = intermediateHeights
        self.source = source
    }

    /// True when the row's figure is an estimate rather than a sourced measurement.
    public var isEstimate: Bool { source.hasPrefix("estimate:") }

    /// Where the figure stands: measured on this screen, derived from a measured figure by a stated
    /// rule, or an estimate.
    public var basis: HeightBasis { HeightBasis(source) }

    public var keyboardHeight: KeyboardHeight {
        KeyboardHeight(height: height, intermediateHeights: intermediateHeights, source: source)
    }
}

/// How a height row stands, read from its source's first word.
public enum HeightBasis: String, CaseIterable, Sendable {
    /// A public measurement of this screen (a logged userInfo, a library's table of measured heights).
    case sourced
    /// "derived: rule": a sourced figure carried over by a stated rule (a screen of the same width and
    /// keyboard class, a reading plus the inset it leaves out, the emoji keyboard as tall as the
    /// predictive one), the figure it comes from cited.
    case derived
    /// "estimate: why": no source gives the figure or a rule that leads to it.
    case estimate

    init(_ source: String) {
        self = source.hasPrefix("estimate:") ? .estimate : source.hasPrefix("derived:") ? .derived : .sourced
    }
}

/// The bar iPad shows at the bottom with a hardware keyboard attached (W8), per device and
/// orientation; a row like the keyboard rows so the docs can list it.
public struct ShortcutBarRow: Hashable, Sendable {
    public let device: String
    public let orientation: KeyboardHeightOrientation
    public let height: Double
    public let source: String

    public var isEstimate: Bool { source.hasPrefix("estimate:") }
}

// MARK: - Sources

enum Src {
    static let soIOS8 =
        "\"What is the height of iPhone's onscreen keyboard?\" (Stack Overflow 11284321), iOS 8 table: "
        + "with QuickType 320×253 / 375×258 portrait, 568×193 / 667×194 landscape "
        + "(mirrored in github.com/warriorg/notes doc/ios_development.md)"
    static let soIOS8Plus =
        "\"What is the height of iPhone's onscreen keyboard?\" (Stack Overflow 11284321), iOS 8 table: "
        + "414×736 portrait 271 with QuickType, 226 without"
    static let specialFor =
        "github.com/specialfor/SpecialFor UIScreen+Keyboard.swift: default keyboard height "
        + "253 (568 pt screen), 258 (667), 333 (812)"
    static let cnblogs =
        "https://cnblogs.com/huahuahu/p/ios-chu-li-jian-pan-de-da-xiao.html: iPhone 6 "
        + "UIKeyboardFrameEndUserInfoKey {{0, 409}, {375, 258}}"
    static let kawa =
        "\"iPhone・iPad のソフトウェアキーボードのサイズ・縦横比まとめ\" "
        + "(https://kawa.at.webry.info/comment?article_id=8893185): iPhone keys 320×216 portrait, "
        + "480×162 landscape"
    static let benacquista =
        "Federica Benacquista, \"List of the official iOS keyboards' heights (and how to calculate "
        + "them)\": the letters view is the same size on every iPhone, the difference is the bottom area"
    static let ionic =
        "github.com/ionic-team/ionic-plugin-keyboard pull 204: the emoji keyboard's height differs "
        + "from a language keyboard's only with Predictive off, i.e. it is the predictive keyboard's"
    static let chinese9Key =
        "Chinese iOS keyboard notes found via code search (\"中文键盘高度 252.0f; "
        + "中文九宫格输入键盘高度 251.5f\", 320 pt iPhone)"
    static let openradar =
        "openradar 38117524 (github.com/lionheart/openradar-mirror issue 19513): 9.7\" iPad number "
        + "keyboard 768×313 portrait, 1024×398 landscape"

    static let rnkc327 =
        "react-native-keyboard-controller #327 and PR 331 (iPhone 15 Pro, 393×852, iOS 17: a secure field's "
        + "keyboard 291 without the bar, then 336 with it)"
    static let rnkc1155 =
        "react-native-keyboard-controller #1155 (onStart 336 on iOS 18; 345 on iOS 26.0)"
    static let rnkc1284 =
        "react-native-keyboard-controller #1284 (iPhone 17, 402×874, iOS 26.2: 335 at the first appearance)"
    static let keyboardKit1006 =
        "KeyboardKit #1006 (2026: Apple reduced the English keyboard's height in a later iOS 26 release)"
    static let x2018 =
        "a logged UIKeyboardWillShowNotification on a 375×812 simulator (CustomAlertViewDemo/ViewController.m, "
        + "created 2018-08-29, iOS 11 era, found by public code search): FrameEnd {{0, 479}, {375, 333}}, "
        + "CenterEnd {187.5, 645.5}"
    static let x2019 =
        "logged WillChangeFrame userInfo on a 375×812 iPhone in two public sources of 2019 and 2020 (EHTPostController.m, "
        + "created 2019-04-02: \"iphoneX 335\", FrameEnd {{0, 477}, {375, 335}}; another of 2020-05-08 with FrameBegin "
        + "{{0, 477}, {375, 335}}), found by public code search"
    static let se2 =
        "github.com/bob910078/iOS_note: an iPhone SE (2nd generation, iOS 13.4 or later) WillChangeFrame with FrameEnd "
        + "{{0, 407}, {375, 260}}"
    static let flutter144897 =
        "flutter/flutter #144897 (iPhone XR, 414×896, iOS 17: viewInsets.bottom 346)"
    static let bar45 =
        "the 45 pt bar the iOS 17 measurement shows (336 − 291, " + rnkc327 + ")"

    static let pinyinIntermediates =
        "earlier WillShow heights: the bare keys (the first non-zero WillShow of a growing keyboard "
        + "in \"can't get correct value of keyboard height in iOS8\", Stack Overflow 25874975, is 216) "
        + "and keys + the iOS 7-era 36 pt candidate bar (中文键盘高度 252); KeyboardMan (nixzhu's article) "
        + "gives the count (two or three WillShow) but no figures"
}

// MARK: - The table

public enum KeyboardHeightTable {
    /// Every device × 2 orientations × 6 modes without an era, then the rows of single eras.
    public static let rows: [KeyboardHeightRow] = {
        let measured = phoneRows + padRows + todaysPhoneRows + eraRows + oldRows + languageRows
        return measured + sameWidthRows("iphone-4s", like: "iphone-se", through: .iOS9to10, in: measured)
    }()

    /// A phone's rows taken from another of the same width, for the eras it ran: the keyboard is
    /// as wide as the screen and its height does not follow the screen's length (iPhone 4S and 5
    /// logs alike show 216 pt keys on iOS 7, Stack Overflow 19482573 and so-18957476's iPhone 5),
    /// an estimate beyond the rows the logs show.
    private static func sameWidthRows(_ device: String, like reference: String, through last: KeyboardHeightEra,
                                      in rows: [KeyboardHeightRow]) -> [KeyboardHeightRow] {
        let eras = KeyboardHeightEra.allCases.prefix { $0 != last } + [last]
        return rows.filter { $0.device == reference && ($0.era.map(eras.contains) ?? true) }.map {
            .init(device: device, orientation: $0.orientation, mode: $0.mode, era: $0.era, height: $0.height,
                  intermediateHeights: $0.intermediateHeights,
                  source: "estimate: the " + reference + " row, the same 320-wide keyboard (" + $0.source + ")")
        }
    }

    /// The hardware-keyboard shortcut bar (W8, P3) per device and orientation; 0 on iPhone.
    public static let shortcutBarRows: [ShortcutBarRow] = Device.all.flatMap(shortcutBarRows(for:))

    /// The phones of before today's classes, and the iPhone X's portrait (its landscape is every Face ID
    /// iPhone's, `faceIDLandscape`).
    static let phoneRows: [KeyboardHeightRow] = [
        // iPhone SE, 320×568.
        .init(device: "iphone-se", orientation: .portrait, mode: .english, height: 253,
              source: Src.soIOS8 + "; " + Src.specialFor),
        .init(device: "iphone-se", orientation: .portrait, mode: .englishNoPredictive, height: 216,
              source: Src.kawa + " (iOS 8 showed 224 with the collapsed bar's handle; iOS 10+ drops it)"),
        .init(device: "iphone-se", orientation: .portrait, mode: .chinesePinyin, height: 253,
              intermediateHeights: [216, 252],
              source: "estimate: the candidate bar takes the QuickType bar's place, so the final height is "
                + "English's 253; " + Src.pinyinIntermediates),
        .init(device: "iphone-se", orientation: .portrait, mode: .chinese10Key, height: 251.5,
              source: Src.chinese9Key),
        .init(device: "iphone-se", orientation: .portrait, mode: .emoji, height: 253,
              source: Src.emojiLike(Src.soIOS8 + "; " + Src.specialFor)),
        .init(device: "iphone-se", orientation: .portrait, mode: .numberPad, height: 216,
              source: "estimate: the number pad has no QuickType bar and fills the 216 pt key area (" + Src.kawa + ")"),
        .init(device: "iphone-se", orientation: .landscape, mode: .english, height: 193, source: Src.soIOS8),
        .init(device: "iphone-se", orientation: .landscape, mode: .englishNoPredictive, height: 162,
              source: Src.kawa),
        .init(device: "iphone-se", orientation: .landscape, mode: .chinesePinyin, height: 193,
              intermediateHeights: [162],
              source: "estimate: as in portrait the candidate bar replaces the QuickType bar (English 193); "
                + "landscape shows one earlier WillShow with the bare keys (162)"),
        .init(device: "iphone-se", orientation: .landscape, mode: .chinese10Key, height: 192,
              source: "estimate: keys 162 + a 30 pt landscape candidate bar (portrait's 35.5 pt bar over "
                + "216 scaled as QuickType shrinks from 37 to 31 pt); W1: differs from English"),
        .init(device: "iphone-se", orientation: .landscape, mode: .emoji, height: 193, source: Src.emojiLike(Src.soIOS8)),
        .init(device: "iphone-se", orientation: .landscape, mode: .numberPad, height: 162,
              source: "estimate: no QuickType bar on the number pad; the landscape key area is 162 (" + Src.kawa + ")"),

        // iPhone 6, 375×667 (iOS 8 to 12): the iOS 8 tables measured it.
        .init(device: "iphone-6", orientation: .portrait, mode: .english, height: 258,
              source: Src.soIOS8 + "; " + Src.specialFor + "; " + Src.cnblogs),
        .init(device: "iphone-6", orientation: .portrait, mode: .englishNoPredictive, height: 216,
              source: Src.kawa + "; " + Src.benacquista),
        .init(device: "iphone-6", orientation: .portrait, mode: .chinesePinyin, height: 258,
              intermediateHeights: [216, 252],
              source: "estimate: the candidate bar takes the QuickType bar's place (English 258; cnblogs "
                + "huahuahu calls iOS 9's Chinese keyboard only 'a little' taller, no figure); "
                + Src.pinyinIntermediates),
        .init(device: "iphone-6", orientation: .portrait, mode: .chinese10Key, height: 251.5,
              source: "estimate: the iPhone SE figure (" + Src.chinese9Key + "), since the key area does not "
                + "grow with the width (" + Src.benacquista + ")"),
        .init(device: "iphone-6", orientation: .portrait, mode: .emoji, height: 258,
              source: Src.emojiLike(Src.soIOS8 + "; " + Src.cnblogs)),
        .init(device: "iphone-6", orientation: .portrait, mode: .numberPad, height: 216,
              source: "estimate: the number pad has no QuickType bar and fills the 216 pt key area (" + Src.kawa + ")"),
        .init(device: "iphone-6", orientation: .landscape, mode: .english, height: 194, source: Src.soIOS8),
        .init(device: "iphone-6", orientation: .landscape, mode: .englishNoPredictive, height: 162,
              source: Src.kawa),
        .init(device: "iphone-6", orientation: .landscape, mode: .chinesePinyin, height: 194,
              intermediateHeights: [162],
              source: "estimate: the candidate bar replaces the QuickType bar (English 194); one earlier "
                + "WillShow with the bare keys (162)"),
        .init(device: "iphone-6", orientation: .landscape, mode: .chinese10Key, height: 192,
              source: "estimate: as on the iPhone SE in landscape, keys 162 + a 30 pt candidate bar"),
        .init(device: "iphone-6", orientation: .landscape, mode: .emoji, height: 194, source: Src.emojiLike(Src.soIOS8)),
        .init(device: "iphone-6", orientation: .landscape, mode: .numberPad, height: 162,
              source: "estimate: no QuickType bar on the number pad; the landscape key area is 162 (" + Src.kawa + ")"),

        // iPhone X, 375×812: the iPhone 8 keyboard plus a 75 pt strip for the globe and dictation
        // keys above the home indicator (333 − 258).
        .init(device: "iphone-x", orientation: .portrait, mode: .english, height: 333,
              source: Src.x2018 + "; " + Src.specialFor + " (iOS 12 and 13: 335, see the era rows)"),
        .init(device: "iphone-x", orientation: .portrait, mode: .englishNoPredictive, height: 291,
              source: Src.rainbow + " (812); 333 without the 42 pt QuickType bar of the iPhone 8 (258 − 216): "
                + Src.benacquista),
        .init(device: "iphone-x", orientation: .portrait, mode: .chinesePinyin, height: 333,
              intermediateHeights: [291, 327],
              source: "estimate: the candidate bar replaces the QuickType bar (English 333); earlier "
                + "WillShow heights are the iPhone 8's 216 and 252 plus the 75 pt bottom strip"),
        .init(device: "iphone-x", orientation: .portrait, mode: .chinese10Key, height: 326.5,
              source: "estimate: the iPhone SE's 251.5 (" + Src.chinese9Key + ") plus the 75 pt bottom strip"),
        .init(device: "iphone-x", orientation: .portrait, mode: .emoji, height: 333, source: Src.emojiLike(Src.x2018)),
        .init(device: "iphone-x", orientation: .portrait, mode: .numberPad, height: 291,
              source: "estimate: the 216 pt number pad plus the 75 pt bottom strip; the pad sits above "
                + "the safe area (https://joecieplinski.com/blog/2017/11/23/on-keyboard-placement/)"),
    ] + faceIDLandscape

    private struct Key: Hashable {
        let device: String
        let orientation: KeyboardHeightOrientation
        let mode: KeyboardHeightMode
        let era: KeyboardHeightEra?
    }

    private static let index: [Key: KeyboardHeightRow] = {
        var index: [Key: KeyboardHeightRow] = [:]
        for row in rows { index[Key(device: row.device, orientation: row.orientation, mode: row.mode, era: row.era)] = row }
        return index
    }()

    /// The row for a device (by `Device.name`), orientation, mode and era: the era's own row, else the
    /// row for every era; nil when the table has neither.
    public static func row(
        device: String, orientation: KeyboardHeightOrientation, mode: KeyboardHeightMode, era: KeyboardHeightEra? = nil
    ) -> KeyboardHeightRow? {
        var era = era
        while let e = era {
            if let row = index[Key(device: device, orientation: orientation, mode: mode, era: e)] { return row }
            era = e.fallback
        }
        return index[Key(device: device, orientation: orientation, mode: mode, era: nil)]
    }

    /// Which row decides the height for an input mode and keyboard type. Nil for a third-party
    /// keyboard (its own height), unless the keyboard type is one iOS always serves with the
    /// system number pad.
    public static func mode(
        for inputMode: InputMode, keyboardType: KeyboardType = .default, predictive: Bool = true
    ) -> KeyboardHeightMode? {
        switch keyboardType {
        case .phonePad:
            return .numberPad   // iOS never offers a third-party keyboard for phone numbers
        case .numberPad, .decimalPad, .asciiCapableNumberPad:
            if inputMode.isThirdParty { return nil }
            return .numberPad
        default:
            break
        }
        switch inputMode {
        case .english: return predictive ? .english : .englishNoPredictive
        case .swedish: return predictive ? .swedish : .englishNoPredictive
        case .chinesePinyin: return .chinesePinyin
        case .chinese10Key: return .chinese10Key
        case .emoji: return .emoji
        case .thirdParty: return nil
        }
    }

    /// Height of the system keyboard. `predictive` is the QuickType bar (on by default); `era` the
    /// profile's height era (nil: the rows of every era).
    public static func height(
        device: Device, orientation: Orientation, inputMode: InputMode,
        keyboardType: KeyboardType = .default, predictive: Bool = true, era: KeyboardHeightEra? = nil
    ) -> KeyboardHeight {
        guard let mode = mode(for: inputMode, keyboardType: keyboardType, predictive: predictive) else {
            if case .thirdParty(_, let h) = inputMode {
                return KeyboardHeight(height: h, intermediateHeights: [], source: "the extension's own height (W1)")
            }
            preconditionFailure("only third-party keyboards have no row")
        }
        let o = KeyboardHeightOrientation(orientation)
        if let row = row(device: device.name, orientation: o, mode: mode, era: era) { return row.keyboardHeight }
        // A language without rows of its own is as tall as English (estimate: only iOS 26 is reported
        // to size keyboards by language, KeyboardKit #1006).
        if mode == .swedish {
            let english = height(device: device, orientation: orientation, inputMode: .english,
                                 keyboardType: keyboardType, predictive: predictive, era: era)
            return KeyboardHeight(height: english.height, intermediateHeights: [],
                                  source: "estimate: as tall as English where no Swedish figure is known; " + english.source)
        }
        // A device without rows of its own: borrow the closest profile's.
        let stand = device.isPad ? Device.ipadPro11 : (device.hasHomeIndicator ? Device.iphoneX : Device.iphone6)
        let row = self.row(device: stand.name, orientation: o, mode: mode, era: era)!
        return KeyboardHeight(
            height: row.height, intermediateHeights: row.intermediateHeights,
            source: "estimate: no row for \(device.name); \(stand.name)'s: \(row.source)")
    }

    /// The bar iPad shows at the bottom with a hardware keyboard attached (W8); 0 on iPhone.
    public static func shortcutBarHeight(device: Device, orientation: Orientation) -> Double {
        let o = KeyboardHeightOrientation(orientation)
        if let row = shortcutBarRows.first(where: { $0.device == device.name && $0.orientation == o }) {
            return row.height
        }
        return device.isPad ? 55 : 0
    }

    /// Height of the bar that holds the predictions. On iPhone it is the QuickType bar, the
    /// difference between the English rows with and without it (37/42 pt portrait, 31/32 pt
    /// landscape). On iPad the predictions share the 55 pt shortcut bar, which stays when
    /// Predictive is off, so turning Predictive off does not change the keyboard's height there.
    public static func predictiveBarHeight(device: Device, orientation: Orientation) -> Double {
        if device.isPad { return 55 }
        let on = height(device: device, orientation: orientation, inputMode: .english, predictive: true)
        let off = height(device: device, orientation: orientation, inputMode: .english, predictive: false)
        return on.height - off.height
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

// MARK: - iOS 5 to 7, and languages (N14)

extension KeyboardHeightTable {
    /// iOS 5 to 7 had no predictive bar: every keyboard is its keys (and Pinyin's 36 pt candidate bar).
    static let oldRows: [KeyboardHeightRow] = {
        let dumps = "logged iOS 5/6 userInfo on 320-wide iPhones, e.g. FrameEnd {{0, 264}, {320, 216}} on 320×480 "
            + "(Stack Overflow 19482573, iOS 7; Chinese blog dumps of 2012 with UIKeyboardFrameChangedByUserInteraction)"
        let kawa = Src.kawa
        var rows: [KeyboardHeightRow] = []
        for (o, keys, bar) in [(KeyboardHeightOrientation.portrait, 216.0, 36.0), (.landscape, 162.0, 30.0)] {
            let keysSource = o == .portrait ? dumps : kawa
            rows += [
                .init(device: "iphone-se", orientation: o, mode: .english, era: .iOS5to7, height: keys, source: keysSource),
                .init(device: "iphone-se", orientation: o, mode: .englishNoPredictive, era: .iOS5to7, height: keys,
                      source: "estimate: nothing to turn off before iOS 8's QuickType bar; " + keysSource),
                .init(device: "iphone-se", orientation: o, mode: .emoji, era: .iOS5to7, height: keys,
                      source: "estimate: the emoji keyboard filled the key area; " + keysSource),
                .init(device: "iphone-se", orientation: o, mode: .numberPad, era: .iOS5to7, height: keys,
                      source: "estimate: the number pad fills the key area; " + keysSource),
                .init(device: "iphone-se", orientation: o, mode: .chinesePinyin, era: .iOS5to7, height: keys + bar,
                      intermediateHeights: [keys],
                      source: o == .portrait ? Src.chinese9Key + " (the 252 pt Pinyin keyboard)"
                        : "estimate: keys 162 + a 30 pt landscape candidate bar"),
                .init(device: "iphone-se", orientation: o, mode: .chinese10Key, era: .iOS5to7,
                      height: o == .portrait ? 251.5 : 192,
                      source: o == .portrait ? Src.chinese9Key : "estimate: keys 162 + a 30 pt candidate bar"),
            ]
        }
        let ipad = "the keys alone, 768×264 portrait and 1024×352 landscape (" + kawaIPadKeys + "); Stack Overflow "
            + "10749311's iOS 5 iPad userInfo: Bounds 1024×352 in landscape"
        for (o, h) in [(KeyboardHeightOrientation.portrait, 264.0), (.landscape, 352.0)] {
            for mode in KeyboardHeightMode.allCases where mode != .swedish {
                // Pinyin's candidate bar sits on the keys (M1: a WillShow with the keys first).
                let pinyin = mode == .chinesePinyin
                rows.append(.init(device: "ipad-9.7", orientation: o, mode: mode, era: .iOS5to7, height: pinyin ? h + 36 : h,
                                  intermediateHeights: pinyin ? [h] : [],
                                  source: mode == .english ? ipad
                                    : "estimate: " + (pinyin ? "the keys plus the iOS 7-era 36 pt candidate bar; " : "as the English keys; ") + ipad))
            }
        }
        return rows
    }()

    static let kawaIPadKeys = "\"iPhone・iPad のソフトウェアキーボードのサイズ・縦横比まとめ\" "
        + "(https://kawa.at.webry.info/comment?article_id=8893185)"

    /// The Swedish keyboard where it differs from English: iOS 26.0's English keyboard was
    /// "noticeably taller than the Swedish one" until a later iOS 26 release reduced English
    /// (KeyboardKit #1006, February 2026). The figure is an estimate: Swedish as tall as the reduced
    /// English keyboard of iOS 26.2 (335 on a 402-wide iPhone).
    static let languageRows: [KeyboardHeightRow] =
        ["iphone-16-pro", "iphone-15", "iphone-12", "iphone-13-mini"].map {
            KeyboardHeightRow(device: $0, orientation: .portrait, mode: .swedish, era: .iOS26_0, height: 335,
                  source: "estimate: " + Src.keyboardKit1006 + ": before it, English was noticeably taller than Swedish; "
                    + "Swedish taken as the reduced English of 26.2 on the 402-wide iPhone (" + Src.rnkc1284 + "), "
                    + "the compact Face ID class's")
        }
        + ["iphone-16-pro-max", "iphone-11", "iphone-14-plus", "iphone-15-pro-max"].map {
            KeyboardHeightRow(device: $0, orientation: .portrait, mode: .swedish, era: .iOS26_0, height: 345,
                  source: "estimate: the iPhone 16 Pro's difference (10 pt shorter than 26.0's English) applied to the "
                    + "large Face ID class; " + Src.keyboardKit1006)
        }
}
