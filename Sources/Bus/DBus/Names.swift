import CDBus
import Glibc

/// Validation of names and signatures before they reach libdbus, whose own checks abort the
/// process on invalid input: nothing handed to libdbus may be unchecked.
public enum Names {
    public static func isValidObjectPath(_ s: String) -> Bool { check(s, dbus_validate_path) }
    public static func isValidInterface(_ s: String) -> Bool { check(s, dbus_validate_interface) }
    public static func isValidMember(_ s: String) -> Bool { check(s, dbus_validate_member) }
    public static func isValidErrorName(_ s: String) -> Bool { check(s, dbus_validate_error_name) }
    public static func isValidBusName(_ s: String) -> Bool { check(s, dbus_validate_bus_name) }

    /// A single complete type, e.g. `a{sv}` but not `ss`.
    public static func isValidSingleSignature(_ s: String) -> Bool {
        !containsNUL(s) && s.withCString { dbus_signature_validate_single($0, nil) != 0 }
    }

    /// Any sequence of complete types, including the empty signature.
    public static func isValidSignature(_ s: String) -> Bool {
        !containsNUL(s) && s.withCString { dbus_signature_validate($0, nil) != 0 }
    }

    /// Strings on the wire are UTF-8 without NUL; Swift strings are UTF-8 but may hold NUL.
    public static func isValidString(_ s: String) -> Bool { !containsNUL(s) }

    /// memchr over the string's UTF-8 storage (a byte-by-byte walk of `utf8` costs ~10× more,
    /// and every string and name sent goes through here).
    static func containsNUL(_ s: String) -> Bool {
        if let found = s.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0, bytes.count) != nil
        }) {
            return found
        }
        return s.utf8.contains(0)
    }

    private static func check(
        _ s: String,
        _ validate: (UnsafePointer<CChar>?, UnsafeMutablePointer<CDBus.DBusError>?) -> dbus_bool_t
    ) -> Bool {
        !s.isEmpty && !containsNUL(s) && s.withCString { validate($0, nil) != 0 }
    }

    /// Splits a signature into its complete types (`sa{sv}(dd)` → `s`, `a{sv}`, `(dd)`).
    /// Nil when the signature is not valid.
    public static func splitSignature(_ signature: String) -> [String]? {
        guard isValidSignature(signature) else { return nil }
        var result: [String] = []
        let chars = Array(signature.utf8)
        var index = 0
        while index < chars.count {
            let start = index
            index = endOfCompleteType(chars, from: index)
            result.append(String(decoding: chars[start..<index], as: UTF8.self))
        }
        return result
    }

    /// Index just past the complete type that starts at `start` (signature already validated).
    static func endOfCompleteType(_ chars: [UInt8], from start: Int) -> Int {
        var index = start
        while chars[index] == UInt8(ascii: "a") { index += 1 }
        let opener = chars[index]
        guard opener == UInt8(ascii: "(") || opener == UInt8(ascii: "{") else { return index + 1 }
        var depth = 0
        repeat {
            switch chars[index] {
            case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            index += 1
        } while depth > 0
        return index
    }
}
