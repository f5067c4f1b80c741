import BusTestSupport
import DBus
import Dispatch
import Foundation
import KeyboardClient
import KeyboardContract
import Logging
import Synchronization
import Testing

/// A private bus, the real keyboardd on it (virtual clock), and a control connection that also
/// hears every Keyboard1.Notification broadcast: what keyboardd says it delivered, to compare
/// with what the client posted.
final class ClientBench: Sendable {
    let bus: PrivateBus
    let connection: Connection
    /// Control1 on the control connection. A verb's reply follows every signal it caused, so the
    /// broadcasts are all in `delivered` when it returns.
    let control: Control1.Proxy
    let daemon: DaemonProcess
    /// The apps' queue, serial, as the main queue is.
    let queue = DispatchQueue(label: "keyboard-client-tests")
    private let heard = Broadcasts()
    private let subscription: Subscription

    init(profile: String = "ios13", device: String? = nil) async throws {
        bus = try PrivateBus()
        connection = try bus.connect()
        control = Control1.Proxy(connection)
        subscription = try connection.subscribe(MatchRule(sender: Contract.busName, path: Keyboard1.path,
                                                       interface: Keyboard1.name, member: "Notification")) { [heard] in
            heard.append($0)
        }
        var arguments = ["--bus", bus.address, "--clock", "virtual", "--era", profile]
        if let device { arguments += ["--device", device] }
        daemon = try await DaemonProcess(arguments: arguments, observer: connection)
    }

    /// A second keyboardd on the same bus (after the first was stopped).
    func startAnotherDaemon() async throws -> DaemonProcess {
        try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "virtual"], observer: connection)
    }

    func app(_ bundleId: String, options: RegistrationOptions = RegistrationOptions(),
             center: NotificationCenter = NotificationCenter(), logger: Logger = Logger(label: "keyboard.client")) throws(KeyboardClientError) -> KeyboardApp {
        try KeyboardApp(bundleId: bundleId, bus: .address(bus.address), options: options,
                        notificationCenter: center, queue: queue, logger: logger)
    }

    /// An app whose posts are recorded (on a notification center of its own), launched and
    /// settled, with what it posted on the way forgotten. The caller closes it.
    func recordedApp(_ bundleId: String = "com.example.ike") async throws -> (KeyboardApp, PostedNotifications) {
        let center = NotificationCenter()
        let posted = PostedNotifications(center)
        let app = try app(bundleId, center: center)
        do {
            _ = try await control.settle()
            try await posted.clear(after: app)
        } catch {
            app.close()
            throw error
        }
        return (app, posted)
    }

    /// Control1.Settle, then waits until `app` has posted everything keyboardd sent until then.
    func settle(_ app: KeyboardApp) async throws {
        _ = try await control.settle()
        try await app.synchronize()
    }

    /// The keyboard notifications keyboardd says it delivered to `bundleId`, in order, since
    /// the bench started (complete up to the last control call that returned).
    func delivered(to bundleId: String) -> [Broadcast] {
        heard.all.filter { $0.recipients.contains(bundleId) }
    }

    deinit {
        subscription.cancel()
        daemon.stop()
        connection.close()
        bus.stop()
    }
}

/// What keyboardd broadcast on Keyboard1 about one notification.
struct Broadcast: Equatable, CustomStringConvertible {
    var name: String
    var sequence: UInt64
    var recipients: [String]

    init?(_ message: Message) {
        guard let notification = try? Keyboard1.Notification(message) else { return nil }
        (name, sequence, recipients) = (notification.name, notification.userInfo.sequence, notification.recipients)
    }

    var description: String { "\(name)#\(sequence)" }
}

final class Broadcasts: Sendable {
    private let items = Mutex<[Broadcast]>([])
    func append(_ message: Message) {
        guard let broadcast = Broadcast(message) else { return }
        items.withLock { $0.append(broadcast) }
    }
    var all: [Broadcast] { items.withLock { $0 } }
}

/// The notifications posted to one NotificationCenter, in order, with the app's
/// `applicationState` at the moment of each post.
final class PostedNotifications: Sendable {
    struct Posted: @unchecked Sendable {   // unchecked: Notification's userInfo is [AnyHashable: Any]; a Posted never changes
        var notification: Notification
        var applicationState: UIApplication.State?
        var sharedApplicationState: UIApplication.State
        /// The keyboard animation its observers ran inside (N21).
        var animation: KeyboardAnimationContext?
        var name: String { notification.name.rawValue }
        var userInfo: [AnyHashable: Any] { notification.userInfo ?? [:] }
        var sequence: UInt64? { userInfo["Sequence"] as? UInt64 }
        /// "name#sequence", as `Broadcast` describes itself.
        var description: String { "\(name)#\(sequence.map(String.init) ?? "-")" }
    }

    private struct Record {
        var items: [Posted] = []
        weak var observed: KeyboardApp?
    }

    private let record = Mutex(Record())

    /// Records from now on; the center keeps the observer for as long as it lives.
    init(_ center: NotificationCenter) {
        _ = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] notification in
            guard let self else { return }
            let app = record.withLock { $0.observed }
            let posted = Posted(notification: notification, applicationState: app?.applicationState,
                                sharedApplicationState: UIApplication.shared.applicationState,
                                animation: KeyboardAnimationContext.current)
            record.withLock { $0.items.append(posted) }
        }
    }

    /// The app whose `applicationState` each post records.
    func observe(_ app: KeyboardApp) { record.withLock { $0.observed = app } }

    var all: [Posted] { record.withLock { $0.items } }
    var names: [String] { all.map(\.name) }
    var keyboard: [Posted] { all.filter { $0.name.hasPrefix("UIKeyboard") } }
    var lifecycle: [Posted] { all.filter { $0.name.hasPrefix("UIApplication") } }
    var editing: [Posted] { all.filter { $0.name.hasPrefix("UITextField") || $0.name.hasPrefix("UITextView") } }

    /// Forgets what was posted so far, once `app` has posted everything keyboardd sent before
    /// (`synchronize`): a Control1 verb's reply can come before its notifications reach the app.
    func clear(after app: KeyboardApp) async throws {
        try await app.synchronize()
        record.withLock { $0.items.removeAll() }
    }
}

/// Runs `body` on `queue` (where the client changes its values) and returns its result.
func onQueue<T: Sendable>(_ queue: DispatchQueue, _ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        queue.async { continuation.resume(returning: body()) }
    }
}

/// The client events the posted notifications stand for, in the same order.
func clientEvents(_ posted: [PostedNotifications.Posted]) -> [ClientEvent] {
    posted.compactMap { post in
        if let keyboard = KeyboardEvent(post.notification) { return .keyboard(keyboard) }
        if let editing = EditingEvent(post.notification) { return .editing(editing) }
        return LifecycleEvent(notificationName: post.notification.name).map { .lifecycle($0) }
    }
}

/// A flag set from any thread.
final class Flag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}

/// The error `body` throws, or nil (recorded as an issue) when it throws none.
func caught<T>(_ body: () throws(KeyboardClientError) -> T, sourceLocation: SourceLocation = #_sourceLocation) -> KeyboardClientError? {
    do {
        _ = try body()
        Issue.record("no error was thrown", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
