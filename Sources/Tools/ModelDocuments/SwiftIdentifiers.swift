// keyboardd's names for devices and eras as Swift identifiers (`iphone-16-pro-max` →
// `iPhone16ProMax`, `ios9-beta4` → `iOS9Beta4`), one rule for every file that spells them:
// ModelCatalog's `swiftName` (which keyboardctl's corpus writer reads) and KeyboardFixtures'
// typed names. A name the rule cannot make an identifier of stops the generator, so a new
// device or era is never silently left out.

import SourceLiterals

enum SwiftIdentifiers {
    /// Words Apple spells in mixed case.
    private static let brands = ["iphone": "iPhone", "ipad": "iPad", "se": "SE", "x": "X"]

    /// lowerCamelCase of the name's dash-separated words; a brand keeps Apple's spelling, a
    /// leading `ios` becomes `iOS`, a dot becomes `_` (`ipad-9.7` → `iPad9_7`).
    static func identifier(_ name: String) -> String {
        let words = name.split(separator: "-").map(String.init)
        var result = ""
        for (index, word) in words.enumerated() {
            if let brand = brands[word] {
                result += brand
            } else if word.hasPrefix("ios") {
                result += "iOS" + word.dropFirst(3)
            } else if index == 0 {
                result += word
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        result = result.replacingOccurrences(of: ".", with: "_")
        precondition(isIdentifier(result), "keyboardd-generate: '\(name)' makes no Swift identifier ('\(result)'): extend SwiftIdentifiers")
        return result
    }

    /// Whether `text` is an ASCII Swift identifier.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// A Swift string literal.
    static func literal(_ s: String) -> String { SourceLiteral.quoted(s) }
}
