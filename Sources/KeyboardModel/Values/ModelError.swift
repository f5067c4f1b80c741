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
