// The keyboard's input mode: what the globe key switches (W1, W7, M1).

public enum InputMode: Hashable, Sendable {
    case english                 // en-US, with the predictive bar
    case swedish                 // sv-SE: its own height on iOS 26 (N14, KeyboardKit #1006)
    case chinesePinyin           // zh-Hans-Pinyin: candidate bar (M1)
    case chinese10Key            // zh-Hans-10key
    case emoji
    case thirdParty(name: String, height: Double)   // a keyboard extension: any height (W1)

    /// Parses the contract's names: `en-US`, `zh-Hans-Pinyin`, `zh-Hans-10key`, `emoji`,
    /// `third-party:NAME:HEIGHT`. Nil for anything else.
    public init?(name: String) {
        switch name {
        case "en-US": self = .english
        case "sv-SE": self = .swedish
        case "zh-Hans-Pinyin": self = .chinesePinyin
        case "zh-Hans-10key": self = .chinese10Key
        case "emoji": self = .emoji
        default:
            // `third-party:NAME:HEIGHT`: NAME is everything between the prefix and the last colon
            // (so a name may itself hold colons and still round-trip), HEIGHT a finite positive
            // number of points up to `InputMode.maximumThirdPartyHeight`.
            let prefix = "third-party:"
            guard name.hasPrefix(prefix) else { return nil }
            let rest = name.dropFirst(prefix.count)
            guard let colon = rest.lastIndex(of: ":") else { return nil }
            let extensionName = rest[..<colon]
            let heightText = rest[rest.index(after: colon)...]
            guard !extensionName.isEmpty, let height = Double(heightText), height.isFinite,
                  height > 0, height <= InputMode.maximumThirdPartyHeight
            else { return nil }
            self = .thirdParty(name: String(extensionName), height: height)
        }
    }

    /// The tallest third-party keyboard `init(name:)` accepts, in points.
    public static let maximumThirdPartyHeight = 2000.0

    /// The system keyboards, in the order the globe key cycles through them.
    public static let systemModes: [InputMode] = [.english, .swedish, .chinesePinyin, .chinese10Key, .emoji]

    public var isThirdParty: Bool {
        if case .thirdParty = self { return true }
        return false
    }

    public var name: String {
        switch self {
        case .english: "en-US"
        case .swedish: "sv-SE"
        case .chinesePinyin: "zh-Hans-Pinyin"
        case .chinese10Key: "zh-Hans-10key"
        case .emoji: "emoji"
        case .thirdParty(let name, let height):
            "third-party:\(name):\(height == height.rounded() && abs(height) < 1e15 ? String(Int64(height)) : String(height))"
        }
    }

    /// Input modes with a candidate bar that iOS 8+ grows in steps (M1).
    public var hasCandidateBar: Bool { self == .chinesePinyin }
}

/// `UIKeyboardType` names the contract accepts in the `KeyboardType` trait.
public enum KeyboardType: String, CaseIterable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, url = "URL", numberPad, phonePad,
         namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
