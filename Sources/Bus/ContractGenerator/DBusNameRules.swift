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

    private static func isElement(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, !isDigit(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
