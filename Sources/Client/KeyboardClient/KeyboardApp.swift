import DBus
import Foundation
import KeyboardContract
import Logging
import Synchronization

/// An app process's link to keyboardd: registers one app (`Server1.RegisterApp`) and delivers
/// its notifications in two shapes, both on `queue`, in delivery order:
///
/// - UIKit-shaped: posted to `notificationCenter` with UIKit's names and userInfo (`CGRect`
///   frames, `TimeInterval`, `Int` curve, `Bool` IsLocal, plus `Sequence`, `Time`, `Owner`);
///   `applicationState` changes before each lifecycle notification is posted, as in UIKit.
/// - Swift-native: `events` (a new `AsyncStream<ClientEvent>` per call) and `status`, the
///   current keyboard frame, visibility and app state as Observation values.
///
/// When keyboardd leaves the bus the client says so (log, `.disconnected`) and registers again
/// with the same bundle id and options as soon as it is back (log, `.reregistered`).
public final class KeyboardApp: KeyboardAppActions {
    public let bundleId: String
    public let bus: KeyboardBus
    public let options: RegistrationOptions
    public let notificationCenter: NotificationCenter
    /// Where every notification is posted and every value of `status` changes (serial).
    public let queue: DispatchQueue
    /// The app's object path, `/org/keyboardd/Server1/apps/<escaped bundle id>`.
    public let objectPath: ObjectPath
    /// Current values, changed on `queue` (see `AppStatus`).
    public let status: AppStatus

    let logger: Logger
    let connection: Connection
    /// What the app hears of keyboardd's name and of the bus, through the connection it is
    /// registered on: one the process keeps (`init(bundleId:on:)`) or one of its own.
    let keyboardConnection: KeyboardConnection
    /// A connection of its own closes with the app; a kept one stays open for the next.
    let ownsConnection: Bool
    let link = Mutex(Link())
    let uikitState = Mutex(UIApplication.State.inactive)
    let subscriptions = Mutex<[Subscription]>([])
    let eventStreams = EventStreams()

    /// Connects to `bus`, registers `bundleId` with `options` and starts delivering. Throws
    /// when there is no bus or no keyboardd on it (the message says how to start it), or with
    /// keyboardd's error name and message when it refuses (`...Error.AppExists`, `InvalidArgs`).
    public convenience init(
        bundleId: String, bus: KeyboardBus = .session, options: RegistrationOptions = RegistrationOptions(),
        notificationCenter: NotificationCenter = .default, queue: DispatchQueue = .main,
        logger: Logger = Logger(label: "keyboard.client")
    ) throws(KeyboardClientError) {
        try self.init(bundleId: bundleId, on: KeyboardConnection(bus: bus), owned: true,
                      options: options, notificationCenter: notificationCenter, queue: queue, logger: logger)
    }

    /// Registers `bundleId` on a connection the process keeps (`KeyboardConnection`), as the
    /// other initialiser does on a connection of its own, with no connection and Hello to wait
    /// for. `close()` unregisters the app and leaves the connection open for the next one.
    public convenience init(
        bundleId: String, on shared: KeyboardConnection, options: RegistrationOptions = RegistrationOptions(),
        notificationCenter: NotificationCenter = .default, queue: DispatchQueue = .main,
        logger: Logger = Logger(label: "keyboard.client")
    ) throws(KeyboardClientError) {
        try self.init(bundleId: bundleId, on: shared, owned: false,
                      options: options, notificationCenter: notificationCenter, queue: queue, logger: logger)
    }

    private init(
        bundleId: String, on keyboardConnection: KeyboardConnection, owned: Bool,
        options: RegistrationOptions, notificationCenter: NotificationCenter, queue: DispatchQueue, logger: Logger
    ) throws(KeyboardClientError) {
        self.bundleId = bundleId
        bus = keyboardConnection.bus
        self.options = options
        self.notificationCenter = notificationCenter
        self.queue = queue
        // The trackers' and views' state checks against it (Confined), whichever thread runs it.
        ConfinementContext.register(queue)
        status = AppStatus(queue: queue)
        self.logger = logger
        objectPath = App1.path(bundleId)
        self.keyboardConnection = keyboardConnection
        connection = keyboardConnection.connection
        ownsConnection = owned
        SharedApplication.claim(self)
        do throws(KeyboardClientError) {
            try listen()
            let owner = try register()
            finishFirstRegistration(owner)
        } catch {
            // Nothing registered to unregister: on a kept connection the bundle id may be
            // another app's of this process (AppExists).
            link.withLock { if $0.phase == .registering { $0.phase = .unregistered } }
            close()
            throw error
        }
    }

    /// The subscriptions, all made before RegisterApp so that nothing after it is missed.
    /// keyboardd's owner and the connection's loss come through the connection's own watch.
    private func listen() throws(KeyboardClientError) {
        do throws(DBusError) {
            // Unicast signals reach this connection without a match rule on the bus.
            let notifications = try connection.subscribe(
                MatchRule(path: objectPath, interface: App1.name), addToBus: false
            ) { [weak self] message in self?.receive(message) }
            let properties = try connection.subscribe(
                MatchRule(sender: Contract.busName, path: objectPath, interface: StandardInterfaces.properties,
                          member: PropertiesChangedSignal.member)
            ) { [weak self] message in self?.receivePropertiesChanged(message) }
            subscriptions.withLock { $0 = [notifications, properties] }
        } catch {
            throw KeyboardClientError(error)
        }
        keyboardConnection.join(ObjectIdentifier(self), KeyboardConnection.Member(
            ownerChanged: { [weak self] old, new in self?.daemonOwnerChanged(from: old, to: new) },
            lost: { [weak self] in self?.busLost() }))
    }

    /// RegisterApp, then the device idiom and the first values of `status`; returns the unique
    /// name of the keyboardd it registered with.
    @discardableResult
    func register() throws(KeyboardClientError) -> String {
        let current: String?
        do throws(DBusError) {
            if let owner = try connection.nameOwner(Contract.busName) {
                current = owner
            } else {
                current = try startByActivation()
            }
        } catch {
            throw KeyboardClientError(error)
        }
        guard let owner = current else { throw .notRunning(bus) }
        // Signals are accepted from this sender only, and it must be known before the first one.
        link.withLock { $0.daemon = owner }
        do throws(DBusError) {
            let path = try Server1.Proxy(connection).registerApp(bundleId: bundleId, options: try WireValues.options(options))
            guard path == App1.path(bundleId) else {
                throw DBusError(name: KeyboardClientError.unexpectedReplyName, message: "RegisterApp answered \(path)")
            }
        } catch {
            throw mapped(error)
        }
        let device = try? onServer { server throws(DBusError) in try server.device() }
        if let device {
            // K12: trackers ask `UIDevice.current.userInterfaceIdiom == .pad`.
            UIDevice.current.userInterfaceIdiom = device.hasPrefix("ipad") ? .pad : .phone
        }
        readFirstValues()
        logger.info("registered as \(bundleId) at \(objectPath) (keyboardd \(owner), device \(device ?? "unknown"))")
        return owner
    }

    /// Where the bus can start keyboardd (its .service file is installed), it does; the owner
    /// then, or nil.
    private func startByActivation() throws(DBusError) -> String? {
        do throws(DBusError) {
            try connection.startService(Contract.busName)
        } catch where error.name == DBusError.serviceUnknownName {
            return nil
        }
        return try connection.nameOwner(Contract.busName)
    }

    /// The first State and WindowFrame, each kept only if no PropertiesChanged brought a newer one.
    private func readFirstValues() {
        let state = try? self.state()
        let frame = try? windowFrame()
        queue.async { [status] in
            if let state, !status.appStateFromSignal { status.appState = state }
            if let frame, !status.windowFrameFromSignal { status.windowFrame = frame }
        }
    }

    private func finishFirstRegistration(_ owner: String) {
        // keyboardd may have changed hands while RegisterApp was on its way.
        let current = link.withLock { link -> String?? in
            guard link.phase == .registering else { return .none }
            if link.daemon == owner {
                link.phase = .registered
                return .none
            }
            link.phase = .away
            return .some(link.daemon)
        }
        if case .some(let newOwner) = current {
            announceLeft(owner)
            if let newOwner { connection.perform { [weak self] in self?.reregister(with: newOwner) } }
        }
    }

    /// Ends the link, idempotent. On a connection of its own, the connection closes (keyboardd
    /// sees the process die and terminates the app). On a kept one (`init(bundleId:on:)`), the
    /// app unregisters unless it has, and the connection stays open. Either way the event
    /// streams finish after what is already queued.
    ///
    /// On a kept connection, once `close()` returns no signal keyboardd sent this app is still
    /// to be handled, so none can reach an app registered next under the same bundle id (the
    /// same object path): keyboardd sends an app's signals before its reply to any later call,
    /// the bus keeps one sender's order, and the connection hands signals and replies over in
    /// arrival order. The Unregister made here, or the app's own `unregister()`, is that later
    /// call. (Not from the connection's own loop thread: a blocking call there reads ahead.)
    public func close() {
        let was = link.withLock { link -> Link.Phase in
            defer { link.phase = .closed }
            return link.phase
        }
        guard was != .closed else { return }
        if !ownsConnection, was == .registering || was == .registered {
            // UnknownApp (a Reset removed the app) is a reply from keyboardd all the same.
            do throws(DBusError) {
                try App1.Proxy(connection, bundleId: bundleId).unregister()
            } catch {
                logger.debug("\(bundleId) closing: Unregister: \(error.message)")
            }
        }
        let ended = subscriptions.withLock { all -> [Subscription] in
            defer { all.removeAll() }
            return all
        }
        for subscription in ended { subscription.cancel() }
        keyboardConnection.leave(ObjectIdentifier(self))
        if ownsConnection { keyboardConnection.close() }
        queue.async { [eventStreams] in eventStreams.finishAll() }
    }

    deinit {
        close()
    }
}

/// The client's link to keyboardd, guarded by `KeyboardApp.link`.
struct Link {
    enum Phase: Equatable {
        case registering, registered, away, unregistered, closed
    }

    var phase = Phase.registering
    /// The unique name of the keyboardd the app is registered with (or is registering with).
    var daemon: String?
}

/// `UIApplication.shared` follows the app this process registered last.
enum SharedApplication {
    private static let owner = Mutex<ObjectIdentifier?>(nil)

    static func claim(_ app: KeyboardApp) {
        owner.withLock { $0 = ObjectIdentifier(app) }
        UIApplication.shared.applicationState = .inactive
    }

    static func isOwned(by app: KeyboardApp) -> Bool {
        owner.withLock { $0 == ObjectIdentifier(app) }
    }
}
