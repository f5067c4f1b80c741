import Foundation
import KeyboardTesting
import ScenarioFiles
import StrategyMatrix

/// The bus of the keyboardd the playground shows: one at an address, the session bus, or an
/// embedded one (a private dbus-daemon and keyboardd on the virtual clock, KeyboardTesting's
/// bench, stopped by PID when the playground ends).
public final class Bus: Sendable {
    public let address: String
    let bench: KeyboardBench?

    public init(address: String?, embedded: Bool, keyboardd: String) throws {
        if embedded {
            bench = try KeyboardBench(keyboarddPath: keyboardd)
            self.address = bench!.address
        } else if let address {
            bench = nil
            self.address = address
        } else {
            guard let session = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else {
                throw BusFailure("no session bus: DBUS_SESSION_BUS_ADDRESS is not set; pass --embedded for a keyboardd of the "
                                 + "playground's own, or --address ADDRESS of a running bus")
            }
            bench = nil
            self.address = session
        }
    }

    public func close() { bench?.close() }

    public struct BusFailure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}

public enum PlaygroundScenario {
    /// A scenario file, read and checked as `keyboardctl run` reads it.
    public static func load(_ path: String) throws -> ScenarioScript {
        try ScenarioFile.load(path: path)
    }
}
