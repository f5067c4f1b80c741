import ArgumentParser
import DBus
import KeyboardContract

/// A failure a person can act on: the message says what went wrong and what to do, the exit
/// status says which kind it was (sysexits.h, as busctl and systemctl use them).
struct CtlFailure: Error, Equatable, CustomStringConvertible {
    enum Kind: Int32 {
        /// keyboardd refused the call (unknown name, wrong state, not supported...).
        case daemon = 1
        /// keyboardctl itself was used wrongly (EX_USAGE); ArgumentParser uses it too.
        case usage = 64
        /// No bus, or no keyboardd on it (EX_UNAVAILABLE).
        case unavailable = 69
        /// A file could not be read or written (EX_CANTCREAT / EX_NOINPUT are too fine-grained).
        case io = 74
    }

    var kind: Kind
    var message: String
    var description: String { message }

    static func unavailable(_ message: String) -> CtlFailure { .init(kind: .unavailable, message: message) }
    static func usage(_ message: String) -> CtlFailure { .init(kind: .usage, message: message) }
    static func daemon(_ message: String) -> CtlFailure { .init(kind: .daemon, message: message) }
    static func io(_ message: String) -> CtlFailure { .init(kind: .io, message: message) }

    static let startHint = "start one with `keyboardd` or `scripts/run`"
    /// When there is no bus at all: where one comes from.
    static let busHint = "`scripts/run` starts keyboardd with a bus of its own and prints its address; "
        + "or pass --address ADDRESS of a running bus"

    /// No keyboardd owns the name on the bus at `address`.
    static func noDaemon(on address: String) -> CtlFailure {
        .unavailable("no keyboardd on this bus (\(address)): \(startHint)")
    }

    /// A failed call to keyboardd, as the person should read it.
    static func call(_ error: DBusError, address: String) -> CtlFailure {
        switch error.name {
        case DBusError.serviceUnknownName, DBusError.nameHasNoOwnerName:
            return noDaemon(on: address)
        case DBusError.disconnectedName:
            return .unavailable("lost the bus at \(address): \(error.message)")
        case DBusError.noReplyName, DBusError.timeoutName:
            return .unavailable("keyboardd did not answer on \(address): \(error.message)")
        case DBusError.unknownMethodName, DBusError.unknownObjectName, DBusError.unknownInterfaceName:
            return .unavailable("\(Contract.busName) on \(address) does not speak this keyboardctl's contract: \(error.message)")
        default:
            // The daemon's own message already names the valid choices (e.g. the profiles).
            return .daemon("\(error.message) [\(shortName(error.name))]")
        }
    }

    /// `InvalidArgs` from `org.freedesktop.DBus.Error.InvalidArgs`.
    static func shortName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// Runs a command's body and turns a `CtlFailure` into its message on stderr and its exit status.
/// The same for the commands that run without await (run, matrix, conform, corpus).
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as CtlFailure {
        Terminal.printError(failure.message)
        throw ExitCode(failure.kind.rawValue)
    }
}

func reportingFailures(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let failure as CtlFailure {
        Terminal.printError(failure.message)
        throw ExitCode(failure.kind.rawValue)
    }
}
