import DBus
import KeyboardModel
import Logging

/// keyboardd's shell: binds the pure model to the bus. Everything that touches `world` runs on
/// the connection's loop thread (method and property handlers), so the model needs no lock.
public final class KeyboardServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var clock: ClockMode
        public var device: Device
        public var profile: Profile

        public init(clock: ClockMode = .real, device: Device = .default, profile: Profile = .default) {
            self.clock = clock
            self.device = device
            self.profile = profile
        }
    }

    public let connection: Connection
    let clock: ServerClock
    var world: KeyboardWorld
    let logger = Logger(label: "keyboard.server")

    public init(connection: Connection, options: Options) {
        self.connection = connection
        clock = ServerClock(mode: options.clock)
        world = KeyboardWorld(configuration: Configuration(device: options.device, profile: options.profile))
    }

    /// Model time now: the model's own clock when virtual, wall-clock milliseconds when real.
    var now: UInt64 {
        clock.mode == .virtual ? world.now : max(world.now, clock.elapsedMilliseconds())
    }

    /// Serves every object first, then takes the well-known name, so no call can reach a
    /// half-built service. Throws `NameTaken` when another process owns the name.
    public func start() throws(DBusError) {
        try connection.export(Contract.serverPath, interfaces: [serverInterface()], objectManager: true)
        try connection.requestName(Contract.busName)
        logger.info("serving \(Contract.busName) as \(connection.uniqueName ?? "?") (device \(world.device.name), profile \(world.profile.name), clock \(clock.mode.rawValue))")
    }

    /// Gives the name back and closes the connection.
    public func stop() {
        try? connection.releaseName(Contract.busName)
        connection.close()
    }
}
