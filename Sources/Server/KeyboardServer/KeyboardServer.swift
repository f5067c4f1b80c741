import CallEvents
import DBus
import Foundation
import KeyboardContract
import KeyboardModel
import Logging

/// keyboardd's shell: binds the pure model to the bus. Every bus call becomes a model event;
/// every effect becomes a signal, a property change or an object. All of it runs on the
/// connection's loop thread (method handlers, timers, name-owner changes, and `start` and `stop`
/// too), so the model and the registry need no lock; each is `LoopBound`, which checks that.
///
/// It serves on whatever bus its connection is on: keyboardd's (dbus-daemon), or a test's
/// `InProcessBus`, which answers RequestName and announces NameOwnerChanged as dbus-daemon does,
/// so the same code takes the name and hears an app's process leave on both.
///
/// Unchecked Sendable: its mutable state is `LoopBound` (checked on every access), the rest `let`.
public final class KeyboardServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var clock: Server1.ClockMode
        public var device: Device
        public var profile: Profile
        /// Where the input-mode memory (W7) lives; nil keeps it in memory only.
        public var stateDirectory: URL?
        public var limits: Limits
        /// Where the shell logs: the process's handler for keyboardd, none for a server a test
        /// runs in its own process.
        public var logger: Logger

        public init(clock: Server1.ClockMode = .real, device: Device = .default, profile: Profile = .default,
                    stateDirectory: URL? = nil, limits: Limits = Limits(), logger: Logger = Logger(label: "keyboard.server")) {
            self.clock = clock
            self.device = device
            self.profile = profile
            self.stateDirectory = stateDirectory
            self.limits = limits
            self.logger = logger
        }
    }

    public let connection: Connection
    let clock: ServerClock
    let limits: Limits
    @LoopBound var world: KeyboardWorld
    /// The values Get answers and PropertiesChanged announced (PublishedProperties).
    @LoopBound var published: PublishedProperties
    /// Bundle id → the unique name of the connection that registered it (its process).
    var owners: [String: String] {
        get { registeredOwners }
        set {
            registeredOwners = newValue
            ownersGeneration &+= 1
        }
    }
    @LoopBound private var registeredOwners: [String: String]
    /// Counts changes of `owners`, so EffectEmitter's per-recipient cache knows when it is stale.
    @LoopBound var ownersGeneration: UInt64
    /// Owner and path of the recipients of the last notification, in delivery order (EffectEmitter).
    @LoopBound var recipientCache: RecipientCache
    /// Bundle id → its escaped object path (EffectEmitter), while the app exists.
    @LoopBound var appPaths: [String: ObjectPath]
    /// PropertiesChanged signals marshalled before, by the model's values (EffectEmitter): the
    /// keyboard shows and hides with the same few property sets over and over.
    @LoopBound var propertySignals: PropertiesChangedCache<PropertyGroup>
    /// What serves each interface (the generated tables hold them unowned).
    private(set) lazy var serverObject = ServerObject(self)
    private(set) lazy var controlObject = ControlObject(self)
    private(set) lazy var keyboardObject = KeyboardObject(self)
    /// Bundle id → what serves its App1, while the app exists.
    @LoopBound var appObjects: [String: AppObject]
    let logger: Logger
    @LoopBound private var timer: TimerToken?
    @LoopBound private var nameWatch: Subscription?
    @LoopBound private var effects: [Effect]
    /// Saves the input-mode memory (W7) when it changes; set when a state directory is in use.
    var persistInputModes: (([String: String]) -> Void)?

    public init(connection: Connection, options: Options) {
        self.connection = connection
        clock = ServerClock(mode: options.clock)
        limits = options.limits
        logger = options.logger
        _registeredOwners = LoopBound(wrappedValue: [:], on: connection, "KeyboardServer.owners")
        _ownersGeneration = LoopBound(wrappedValue: 0, on: connection, "KeyboardServer.ownersGeneration")
        _recipientCache = LoopBound(wrappedValue: RecipientCache(), on: connection, "KeyboardServer.recipientCache")
        _appPaths = LoopBound(wrappedValue: [:], on: connection, "KeyboardServer.appPaths")
        _propertySignals = LoopBound(wrappedValue: PropertiesChangedCache(), on: connection, "KeyboardServer.propertySignals")
        _appObjects = LoopBound(wrappedValue: [:], on: connection, "KeyboardServer.appObjects")
        _timer = LoopBound(wrappedValue: nil, on: connection, "KeyboardServer.timer")
        _nameWatch = LoopBound(wrappedValue: nil, on: connection, "KeyboardServer.nameWatch")
        _effects = LoopBound(wrappedValue: [], on: connection, "KeyboardServer.effects")
        // The shell reads the trace from the ring (Control1.Trace); trace effects would only be dropped.
        var configuration = Configuration(device: options.device, profile: options.profile,
                                          traceCapacity: limits.traceLimit, traceEffects: false, maxApps: limits.maxApps)
        if let directory = options.stateDirectory {
            // W7's memory survives restarts; a bad file is set aside and reported, never fatal.
            let file = InputModeStateFile(directory: directory, entryLimit: configuration.inputModeMemoryLimit)
            let (memory, problem) = file.load()
            if let problem { logger.warning("\(problem)") }
            configuration.inputModeMemory = memory
            logger.info("input-mode memory: \(memory.count) entries from \(file.fileURL.path)")
            persistInputModes = { [logger] memory in
                do { try file.save(memory) } catch { logger.error("\(error)") }
            }
        }
        let world = KeyboardWorld(configuration: configuration)
        _world = LoopBound(wrappedValue: world, on: connection, "KeyboardServer.world")
        _published = LoopBound(wrappedValue: PublishedProperties(world), on: connection, "KeyboardServer.published")
    }

    /// Model time now: the model's own clock when virtual, wall-clock milliseconds when real.
    var now: UInt64 {
        clock.mode == .virtual ? world.now : max(world.now, clock.elapsedMilliseconds())
    }

    /// Serves every object first, then takes the well-known name, so no call can reach a
    /// half-built service. Throws when another process owns the name. Runs on the loop thread
    /// (the property getters that `export` reads, and a process leaving meanwhile, run there).
    public func start() throws(DBusError) {
        try connection.performAndWait { [self] () throws(DBusError) in
            try connection.export(Server1.path, interfaces: [Server1.table(serverObject), Control1.table(controlObject)],
                                  objectManager: true)
            try connection.export(Keyboard1.path, interfaces: [Keyboard1.table(keyboardObject)])
            // A process that dies leaves the bus: its apps terminate (docs/CONTRACT.md "Delivery and time").
            nameWatch = try connection.watchNameOwner { [unowned self] name, _, newOwner in
                guard newOwner == nil, name.hasPrefix(":") else { return }
                processLeft(name)
            }
            try connection.requestName(Contract.busName)
            logger.info("serving \(Contract.busName) as \(connection.uniqueName ?? "?") (device \(world.device.name), profile \(world.profile.name), clock \(clock.mode.rawValue))")
        }
    }

    /// Gives the name back and closes the connection.
    public func stop() {
        try? connection.performAndWait { [self] in
            timer?.cancel()
            nameWatch?.cancel()
        }
        try? connection.releaseName(Contract.busName)
        connection.close()
    }

    // MARK: Running the model

    /// Applies `event` now and sends what it causes before returning, so the caller's reply
    /// comes after every signal it caused (docs/CONTRACT.md: what a call makes due is sent first).
    @discardableResult
    func run(_ event: Event) throws(DBusError) -> [Effect] {
        effects.removeAll(keepingCapacity: true)
        // Real clock: first what fell due since the last wake-up.
        if clock.mode == .real { world.advance(to: now, into: &effects) }
        do {
            try world.apply(event, at: clock.mode == .real ? now : world.now, into: &effects)
        } catch {
            emit(effects)
            throw error.dbusError
        }
        let produced = effects
        emit(produced)
        rearmTimer()
        return produced
    }

    /// When the model's next scheduled event is due, nil when nothing is pending. Read through an
    /// in-place access: a computed property of the model read through `LoopBound` copies the whole
    /// model first (a retain and a release of each of its arrays and strings).
    var nextDueTime: UInt64? {
        func read(_ world: inout KeyboardWorld) -> UInt64? { world.nextDueTime }
        return read(&world)
    }

    /// Virtual clock: runs everything due up to `time`.
    func advanceVirtual(to time: UInt64) {
        effects.removeAll(keepingCapacity: true)
        world.advance(to: time, into: &effects)
        emit(effects)
    }

    /// Real clock: wakes the loop when the next scheduled event is due (no busy loop).
    private func rearmTimer() {
        guard clock.mode == .real else { return }
        timer?.cancel()
        timer = nil
        guard let due = nextDueTime else { return }
        let delay = due > now ? due - now : 0
        timer = connection.schedule(after: .milliseconds(Int64(delay))) { [unowned self] in
            effects.removeAll(keepingCapacity: true)
            world.advance(to: now, into: &effects)
            emit(effects)
            rearmTimer()
        }
    }

    /// A connection left the bus: every app it registered terminates.
    private func processLeft(_ uniqueName: String) {
        for (app, owner) in owners.sorted(by: { $0.key < $1.key }) where owner == uniqueName {
            logger.info("\(app)'s process (\(uniqueName)) left the bus")
            do { try run(.processDied(app: app)) } catch {
                logger.warning("terminating \(app): \(error.message)")
            }
        }
    }
}
