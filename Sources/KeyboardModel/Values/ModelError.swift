// Errors of the model, one case per error of the bus contract (CONTRACT.md "Names"), each with
// a message that says what was wrong. An event that throws changes nothing.

public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownApp(String)
    case appExists(String)
    case notSupported(String)
    case wrongState(String)
    case limitsExceeded(String)
    case invalidArgs(String)

    /// The contract's error name: `org.keyboardd.Server1.Error.<Name>` or the standard InvalidArgs.
    public var contractName: String {
        switch self {
        case .unknownApp: "org.keyboardd.Server1.Error.UnknownApp"
        case .appExists: "org.keyboardd.Server1.Error.AppExists"
        case .notSupported: "org.keyboardd.Server1.Error.NotSupported"
        case .wrongState: "org.keyboardd.Server1.Error.WrongState"
        case .limitsExceeded: "org.keyboardd.Server1.Error.LimitsExceeded"
        case .invalidArgs: "org.freedesktop.DBus.Error.InvalidArgs"
        }
    }

    public var message: String {
        switch self {
        case .unknownApp(let m), .appExists(let m), .notSupported(let m), .wrongState(let m),
             .limitsExceeded(let m), .invalidArgs(let m):
            m
        }
    }

    public var description: String { "\(contractName): \(message)" }
}

/// An error message from parts, with one allocation: a random stream has errors for almost half
/// of its events, and interpolation costs several times more for the same text.
func message(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> String {
    let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
        var at = copyUTF8(a, into: buffer, at: 0)
        at = copyUTF8(b, into: buffer, at: at)
        at = copyUTF8(c, into: buffer, at: at)
        at = copyUTF8(d, into: buffer, at: at)
        return copyUTF8(e, into: buffer, at: at)
    }
}

@inline(__always)
private func copyUTF8(_ s: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    var s = s
    return s.withUTF8 { bytes in
        guard let source = bytes.baseAddress, bytes.count > 0 else { return offset }
        (buffer.baseAddress! + offset).update(from: source, count: bytes.count)
        return offset + bytes.count
    }
}
