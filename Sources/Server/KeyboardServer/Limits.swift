import DBus
import KeyboardContract
import KeyboardModel

/// keyboardd's configurable bounds (keyboardd --max-apps, --max-name-length, --trace-limit): what
/// one client can make the daemon hold. Going over a bound is `LimitsExceeded` with a message that
/// names it; the trace is a ring that drops its oldest records instead. Nothing grows unbounded.
public struct Limits: Sendable, Equatable {
    /// Apps registered at once (the model refuses one more).
    public var maxApps: Int
    /// Bytes of a name an app makes up: its responders, text input context identifiers, the
    /// facts it reports, a third-party keyboard's name. Bundle ids keep the contract's 1...255.
    public var maxNameLength: Int
    /// Trace records kept (Control1.Trace returns at most this many).
    public var traceLimit: Int

    public static let maxAppsRange = 1...10_000
    /// The model never takes a name longer than 255 bytes.
    public static let nameLengthRange = 1...255
    /// A full trace must fit one D-Bus reply (arrays are at most 64 MiB).
    public static let traceLimitRange = 1...100_000

    public init(maxApps: Int = 1024, maxNameLength: Int = 255, traceLimit: Int = 4096) {
        self.maxApps = maxApps
        self.maxNameLength = maxNameLength
        self.traceLimit = traceLimit
    }

    /// Throws LimitsExceeded when `name` is longer than `maxNameLength` bytes (without echoing it).
    func checkName(_ name: String, _ what: String) throws(DBusError) {
        let length = name.utf8.count
        guard length <= maxNameLength else {
            throw DBusError(name: KeyboarddErrorName.limitsExceeded.rawValue,
                            message: "\(what) is \(length) bytes long; this keyboardd takes names of at most \(maxNameLength) bytes (--max-name-length)")
        }
    }

    /// A third-party input mode's keyboard name (`third-party:NAME:HEIGHT`) is a made-up name too.
    func checkInputMode(_ mode: String) throws(DBusError) {
        if case .thirdParty(let name, _)? = InputMode(name: mode) { try checkName(name, "the third-party keyboard's name") }
    }

    /// The names a Control1 call makes up (an input mode's keyboard name).
    func check(_ request: Control1.Call) throws(DBusError) {
        switch request {
        case .setInputMode(let mode), .setInputModeFromMenu(let mode): try checkInputMode(mode)
        default: return
        }
    }

    /// The names an App1 call makes up: a responder, its text input context, the facts it reports.
    func check(_ request: App1.Call) throws(DBusError) {
        switch request {
        case .becomeFirstResponder(let responder, let traits):
            try checkName(responder, "the responder's name")
            if let context = traits.textInputContextIdentifier {
                try checkName(context, App1.BecomeFirstResponderTraits.Key.textInputContextIdentifier.rawValue)
            }
        case .report(let facts):
            for name in facts.keys { try checkName(name, "a fact's name") }
        default: return
        }
    }
}
