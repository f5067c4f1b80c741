// The keyboard's input mode: what the globe key switches (W1, W7, M1).

public enum InputMode: Hashable, Sendable {
    case english                 // en-US, with the predictive bar
    case chinesePinyin           // zh-Hans-Pinyin: candidate bar (M1)
    case chinese10Key            // zh-Hans-10key
    case emoji
    case thirdParty(name: String, height: Double)   // a keyboard extension: any height (W1)

    /// Parses the contract's names: `en-US`, `zh-Hans-Pinyin`, `zh-Hans-10key`, `emoji`,
    /// `third-party:NAME:HEIGHT`. Nil for anything else.
    public init?(name: String) {
        switch name {
        case "en-US": self = .english
        case "zh-Hans-Pinyin": self = .chinesePinyin
        case "zh-Hans-10key": self = .chinese10Key
        case "emoji": self = .emoji
        default:
            let parts = name.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "third-party", !parts[1].isEmpty,
                  let height = Double(parts[2]), height.isFinite, height > 0, height <= 2000
            else { return nil }
            self = .thirdParty(name: String(parts[1]), height: height)
        }
    }

    public var name: String {
        switch self {
        case .english: "en-US"
        case .chinesePinyin: "zh-Hans-Pinyin"
        case .chinese10Key: "zh-Hans-10key"
        case .emoji: "emoji"
        case .thirdParty(let name, let height):
            "third-party:\(name):\(height == height.rounded() ? String(Int(height)) : String(height))"
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
