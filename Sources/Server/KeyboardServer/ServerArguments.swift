import ArgumentParser
import Foundation
import KeyboardContract
import KeyboardModel
import Logging
import ProcessSupport

/// keyboardd's command line, the part that shapes the server (all but `--bus`): parsed once, here,
/// by keyboardd and by anything that runs the server in its own process (BusTestSupport's
/// InProcessKeyboardd), so a flag, its default, its range and its message live in one place.
public struct ServerArguments: ParsableArguments {
    @Option(help: "real (model time follows a monotonic clock) or virtual (only Advance/Settle move it).")
    public var clock: Server1.ClockMode = .real

    @Option(help: ArgumentHelp(
        "The device: \(ModelCatalog.devices.map(\.name).joined(separator: ", ")).",
        discussion: "Default: \(Device.default.name), or with --era that era's own device. It must have run the era's iOS.",
        valueName: "name"))
    public var device: String?

    @Option(help: ArgumentHelp(
        "The iOS era (its quirks and timings): \(ModelCatalog.eras.map(\.name).joined(separator: ", ")).",
        discussion: "Default: \(Profile.default.name), or with --device the newest era that device ran.",
        valueName: "name"))
    public var era: String?

    /// The era's old name, taken for a release with a warning.
    @Option(name: .customLong("profile"), help: .hidden)
    public var oldProfile: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    public var logLevel: LogLevel = .info

    @Option(help: ArgumentHelp(
        "Where the input-mode memory is kept (default: $XDG_STATE_HOME/keyboardd or ~/.local/state/keyboardd).",
        valueName: "directory"))
    public var stateDir: String?

    @Option(help: ArgumentHelp("Apps registered at once (\(Limits.maxAppsRange.lowerBound)...\(Limits.maxAppsRange.upperBound)); one more is LimitsExceeded.", valueName: "count"))
    public var maxApps: Int = Limits().maxApps

    @Option(help: ArgumentHelp(
        "Bytes of a name an app makes up: responder, text input context, fact, third-party keyboard (\(Limits.nameLengthRange.lowerBound)...\(Limits.nameLengthRange.upperBound)); longer is LimitsExceeded.",
        valueName: "bytes"))
    public var maxNameLength: Int = Limits().maxNameLength

    @Option(help: ArgumentHelp("Trace records kept (\(Limits.traceLimitRange.lowerBound)...\(Limits.traceLimitRange.upperBound)); the oldest are dropped beyond.", valueName: "records"))
    public var traceLimit: Int = Limits().traceLimit

    public init() {}

    public func validate() throws {
        guard Limits.maxAppsRange.contains(maxApps) else {
            throw ValidationError("--max-apps must be within \(Limits.maxAppsRange), got \(maxApps)")
        }
        guard Limits.nameLengthRange.contains(maxNameLength) else {
            throw ValidationError("--max-name-length must be within \(Limits.nameLengthRange), got \(maxNameLength)")
        }
        guard Limits.traceLimitRange.contains(traceLimit) else {
            throw ValidationError("--trace-limit must be within \(Limits.traceLimitRange), got \(traceLimit)")
        }
        if oldProfile != nil {
            guard era == nil else { throw ValidationError("give --era, not both --era and --profile (its old name)") }
            Self.warn("--profile is deprecated and goes in a later release; say --era")
        }
        _ = try pairing()
    }

    /// A warning about the command line, on standard error at parse time: before any refusal.
    static func warn(_ message: String) {
        OutputChannel.standardError.write("keyboardd: warning: \(message)\n")
    }

    /// The device and profile to start with; an unknown name or a device that never ran the era
    /// is a usage error (exit 64) with the model's message.
    public func pairing() throws -> (Device, Profile) {
        do {
            return try Configuration.pairing(device: device, profile: era ?? oldProfile)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The server's options: `--state-dir`, else `defaultStateDirectory` (nil keeps the input-mode
    /// memory in memory only); the server logs to `logger`.
    public func options(logger: Logger, defaultStateDirectory: URL?) throws -> KeyboardServer.Options {
        let (device, profile) = try pairing()
        return KeyboardServer.Options(
            clock: clock, device: device, profile: profile,
            stateDirectory: stateDir.map { URL(fileURLWithPath: $0) } ?? defaultStateDirectory,
            limits: Limits(maxApps: maxApps, maxNameLength: maxNameLength, traceLimit: traceLimit), logger: logger)
    }
}

extension Server1.ClockMode: ExpressibleByArgument {}

/// `--log-level`: swift-log's levels by name.
public enum LogLevel: String, ExpressibleByArgument, CaseIterable, Sendable {
    case trace, debug, info, notice, warning, error, critical
    public var level: Logger.Level { Logger.Level(rawValue: rawValue)! }
}
