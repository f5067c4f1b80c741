import DBus
import KeyboardContract

/// Every error KeyboardClient throws: a D-Bus error name and a message. Errors from keyboardd
/// keep the contract's names (`org.keyboardd.Server1.Error.AppExists`, `...WrongState`,
/// `org.freedesktop.DBus.Error.InvalidArgs`, ...) and its message; the client's own are named
/// under `org.keyboardd.Client.Error`.
public struct KeyboardClientError: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }

    // keyboardd's own names (docs/CONTRACT.md), so callers need not import the contract.
    public static let unknownAppName = KeyboarddErrorName.unknownApp.rawValue
    public static let appExistsName = KeyboarddErrorName.appExists.rawValue
    public static let notSupportedName = KeyboarddErrorName.notSupported.rawValue
    public static let wrongStateName = KeyboarddErrorName.wrongState.rawValue
    public static let limitsExceededName = KeyboarddErrorName.limitsExceeded.rawValue
    public static let invalidArgsName = DBusError.invalidArgsName
    public static let accessDeniedName = DBusError.accessDeniedName

    // The client's own.
    /// No connection to the bus (no session bus, or a bad address).
    public static let noBusName = "org.keyboardd.Client.Error.NoBus"
    /// Nobody owns org.keyboardd.Server1 on the bus.
    public static let notRunningName = "org.keyboardd.Client.Error.KeyboarddNotRunning"
    /// keyboardd left the bus after the app registered; calls fail until it is back.
    public static let keyboarddAwayName = "org.keyboardd.Client.Error.KeyboarddAway"
    /// The app was unregistered or the client closed.
    public static let closedName = "org.keyboardd.Client.Error.Closed"
    /// keyboardd answered with a shape the contract does not have.
    public static let unexpectedReplyName = "org.keyboardd.Client.Error.UnexpectedReply"

    static let howToStart = "start it with `keyboardd --bus embedded` (then export the DBUS_SESSION_BUS_ADDRESS line it prints) or `scripts/run` from the repository"

    static func noBus(_ detail: String) -> KeyboardClientError {
        .init(name: noBusName, message: "\(detail); keyboardd runs on the session bus or on a bus of its own: \(howToStart)")
    }

    static func notRunning(_ bus: KeyboardBus) -> KeyboardClientError {
        .init(name: notRunningName,
              message: "keyboardd is not running on \(bus) (nobody owns \(Contract.busName)): \(howToStart)")
    }

    static func away(_ bundleId: String) -> KeyboardClientError {
        .init(name: keyboarddAwayName,
              message: "keyboardd has left the bus; \(bundleId) registers again as soon as it is back (\(howToStart))")
    }

    static func closed(_ bundleId: String, _ why: String) -> KeyboardClientError {
        .init(name: closedName, message: "\(bundleId) \(why)")
    }

    static func unexpectedReply(_ detail: String) -> KeyboardClientError {
        .init(name: unexpectedReplyName, message: detail)
    }

    init(_ error: DBusError) {
        self.init(name: error.name, message: error.message)
    }
}
