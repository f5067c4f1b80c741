// The D-Bus specification's rules for interface and member names ("Valid Names"). The generated
// code hands the contract's names to libdbus unchecked (`SignalMember(generated:member:)`), so
// the reader refuses an XML file that breaks them. The DBus module asks libdbus at run time
// (`Names`); ContractTests hold the two to the same answers. Public for those tests.

public enum DBusNameRules {
    /// Names longer than this are invalid.
    public static let maxLength = 255

    /// Two or more `.`-separated elements of `[A-Za-z_][A-Za-z0-9_]*`; error names follow the same rules.
    public static func isValidInterface(_ name: String) -> Bool {
        let elements = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return name.utf8.count <= maxLength && elements.count >= 2 && elements.allSatisfy(isElement)
    }

    /// One element: `[A-Za-z_][A-Za-z0-9_]*`, for methods, signals and properties.
    public static func isValidMember(_ name: String) -> Bool {
        name.utf8.count <= maxLength && isElement(name.utf8[...])
    }

    /// One complete type of a signature ("Signatures"): `s`, `as`, `(dddd)`, `a{sv}`...
    public static func isSingleCompleteType(_ signature: String) -> Bool {
        let codes = Array(signature.utf8)
        return completeType(codes, 0).map { $0 == codes.count } ?? false
    }

    /// Where the complete type starting at `i` ends, nil when none starts there.
    private static func completeType(_ s: [UInt8], _ i: Int, depth: Int = 0) -> Int? {
        guard i < s.count, depth < 64 else { return nil }
        switch s[i] {
        case UInt8(ascii: "a"):
            if i + 1 < s.count, s[i + 1] == UInt8(ascii: "{") {
                guard i + 2 < s.count, basicCodes.contains(s[i + 2]),
                      let end = completeType(s, i + 3, depth: depth + 1), end < s.count, s[end] == UInt8(ascii: "}") else { return nil }
                return end + 1
            }
            return completeType(s, i + 1, depth: depth + 1)
        case UInt8(ascii: "("):
            var at = i + 1
            while at < s.count, s[at] != UInt8(ascii: ")") {
                guard let end = completeType(s, at, depth: depth + 1) else { return nil }
                at = end
            }
            return at < s.count && at > i + 1 ? at + 1 : nil
        case UInt8(ascii: "v"):
            return i + 1
        default:
            return basicCodes.contains(s[i]) ? i + 1 : nil
        }
    }

    private static let basicCodes = Set("ybnqiuxtdsogh".utf8)

    private static func isElement(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, !isDigit(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
