// Errors of the model, one case per error of the bus contract (docs/CONTRACT.md "Names"), each with
// a message that says what was wrong. An event that throws changes nothing.

public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownApp(ModelErrorMessage)
    case appExists(ModelErrorMessage)
    case notSupported(ModelErrorMessage)
    case wrongState(ModelErrorMessage)
    case limitsExceeded(ModelErrorMessage)
    case invalidArgs(ModelErrorMessage)

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
            m.text
        }
    }

    public var description: String { "\(contractName): \(message)" }
}

/// An error's message, kept as its parts and joined only when read: about half of a random
/// stream's events are refused, and a caller that only counts refusals never reads the text.
/// A literal or an interpolated string makes one too; equal when the texts are equal.
public struct ModelErrorMessage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    private let a: String, b: String, c: String, d: String, e: String

    init(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
    }

    public init(_ text: String) { self.init(text, "", "", "", "") }
    public init(stringLiteral value: String) { self.init(value, "", "", "", "") }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation), "", "", "", "")
    }

    /// The message, joined with one allocation.
    public var text: String {
        if b.isEmpty && c.isEmpty && d.isEmpty && e.isEmpty { return a }
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = copyUTF8(a, into: buffer, at: 0)
            at = copyUTF8(b, into: buffer, at: at)
            at = copyUTF8(c, into: buffer, at: at)
            at = copyUTF8(d, into: buffer, at: at)
            return copyUTF8(e, into: buffer, at: at)
        }
    }

    public var description: String { text }

    public static func == (l: ModelErrorMessage, r: ModelErrorMessage) -> Bool { l.text == r.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// An error message from parts, joined when it is read.
func message(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "") -> ModelErrorMessage {
    ModelErrorMessage(a, b, c, d, e)
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
