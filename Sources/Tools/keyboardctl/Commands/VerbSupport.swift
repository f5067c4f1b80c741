import ArgumentParser
import DBus

extension BusOptions {
    /// Connects, runs `body` against keyboardd and reports a failure with its exit status.
    func withDaemon(_ body: (Daemon) async throws -> Void) async throws {
        try await reportingFailures {
            let daemon = try connect()
            try await body(daemon)
        }
    }

    /// One Control1 call, nothing printed: the usual shape of a verb.
    func control(_ method: String, _ arguments: [DBusValue] = []) async throws {
        try await withDaemon { daemon in try await daemon.control(method, arguments) }
    }

    /// Sets a named value through `method`, or prints the current one (a Server1 or Keyboard1
    /// property) when no name was given: `keyboardctl profile` answers, `keyboardctl profile ideal` sets.
    func setOrShow(_ value: DBusValue?, method: String, current: (Daemon) async throws(CtlFailure) -> DBusValue) async throws {
        try await withDaemon { daemon in
            if let value {
                try await daemon.control(method, [value])
            } else {
                Terminal.printLine(Self.plain(try await current(daemon)))
            }
        }
    }

    /// A property as a person reads it: strings bare, booleans on/off, lists one per line.
    static func plain(_ value: DBusValue) -> String {
        switch value.unwrappedVariant {
        case .string(let s): s
        case .boolean(let b): b ? "on" : "off"
        case .array(_, let items): items.map { plain($0) }.joined(separator: "\n")
        case let other: Rect(other)?.description ?? other.description
        }
    }
}

/// `on` or `off`, for the verbs that switch something.
enum Switch: String, ExpressibleByArgument, CaseIterable, Sendable {
    case on, off
    var isOn: Bool { self == .on }
}
