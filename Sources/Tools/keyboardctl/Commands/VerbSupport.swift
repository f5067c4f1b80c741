import ArgumentParser
import DBus
import KeyboardContract

extension BusOptions {
    /// Connects, runs `body` against keyboardd and reports a failure with its exit status.
    func withDaemon(_ body: (Daemon) async throws -> Void) async throws {
        try await reportingFailures {
            let daemon = try connect()
            try await body(daemon)
        }
    }

    /// Calls through the typed proxies, nothing printed: the usual shape of a verb,
    /// `try await bus.call { try await $0.control.goHome() }`.
    func call(_ body: @escaping (Daemon) async throws(DBusError) -> Void) async throws {
        try await withDaemon { daemon in try await daemon.bus(body) }
    }

    /// Sets a value with `set` when one was given, or prints the current one (a Server1 or
    /// Keyboard1 property): `keyboardctl profile` answers, `keyboardctl profile ideal` sets.
    func setOrShow<Value: Sendable>(_ value: Value?, set: @escaping (Daemon, Value) async throws(DBusError) -> Void,
                                    show: @escaping (Daemon) async throws(DBusError) -> String) async throws {
        try await withDaemon { daemon in
            if let value {
                try await daemon.bus { daemon async throws(DBusError) in try await set(daemon, value) }
            } else {
                Terminal.printLine(try await daemon.bus(show))
            }
        }
    }

    /// A property as a person reads it: strings bare, booleans on/off, lists one per line.
    static func plain(_ value: DBusValue) -> String {
        switch value.unwrappedVariant {
        case .string(let s): s
        case .boolean(let b): plain(b)
        case .array(_, let items): items.map { plain($0) }.joined(separator: "\n")
        case let other: (try? Rect(dbusValue: other))?.description ?? other.description
        }
    }

    static func plain(_ value: Bool) -> String { value ? "on" : "off" }
}

/// `on` or `off`, for the verbs that switch something.
enum Switch: String, ExpressibleByArgument, CaseIterable, Sendable {
    case on, off
    var isOn: Bool { self == .on }
}
