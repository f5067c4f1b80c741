import Foundation
import KeyboardClient
import Synchronization

/// One app the bench made: the client, what it received, the observer that records it.
// Unchecked for `observer`: an opaque token, only handed back to the center's thread-safe removeObserver.
struct BenchApp: @unchecked Sendable {
    let app: KeyboardApp
    let recorder: NotificationRecorder
    let observer: NSObjectProtocol
}

/// A point in the stream of what the bench's apps received: take one before an action, then
/// ask what an app received since.
public struct BenchMark: Sendable, Equatable, Comparable {
    let received: Int

    /// Before anything was received.
    public static let start = BenchMark(received: 0)

    public static func < (a: BenchMark, b: BenchMark) -> Bool { a.received < b.received }
}

extension KeyboardBench {
    /// An app process's client on a connection of its own (`KeyboardApp`, registered with
    /// RegisterApp): `launch: false` registers it in the background, for `control.launchApp`.
    /// Its notifications go to a private `NotificationCenter` on a private serial queue, and the
    /// bench records each (``received(by:since:)``). Settle (or advance) to let the launch run.
    public func app(_ bundleId: String, launch: Bool = true, windowFrame: CGRect? = nil,
                    backgroundModes: [String] = []) throws -> KeyboardApp {
        let center = NotificationCenter()
        let recorder = NotificationRecorder()
        // Observing before RegisterApp: its first notifications are posted as soon as it returns.
        // The observer holds the numbering, not the bench: a bench held by an observer that is
        // recording would outlive its scope, and stop keyboardd after the test looked.
        let observer = center.addObserver(forName: nil, object: nil, queue: nil) { [numbering] notification in
            guard let event = ClientEvent(notification) else { return }
            recorder.record(event, number: numbering.next())
        }
        let app: KeyboardApp
        do {
            app = try KeyboardApp(
                bundleId: bundleId, bus: .address(address),
                options: RegistrationOptions(launch: launch, windowFrame: windowFrame, backgroundModes: backgroundModes),
                notificationCenter: center, queue: DispatchQueue(label: "keyboard-bench.\(bundleId)"),
                logger: appLogger)
        } catch {
            center.removeObserver(observer)
            throw error
        }
        state.withLock { $0.apps.append(BenchApp(app: app, recorder: recorder, observer: observer)) }
        return app
    }

    /// The apps made by ``app(_:launch:windowFrame:backgroundModes:)`` since the last reset.
    public var apps: [KeyboardApp] { state.withLock { $0.apps.map(\.app) } }

    /// Returns once every app has handled every notification keyboardd sent before the call
    /// (a round trip on each app's connection, then its queue). An app that is closed or
    /// unregistered only has its queue drained.
    public func synchronize() {
        for entry in state.withLock({ $0.apps }) {
            let done = DispatchSemaphore(value: 0)
            do {
                try entry.app.synchronize { done.signal() }
                done.wait()
            } catch {
                entry.app.queue.sync {}
            }
        }
    }

    /// Now, after every notification sent so far has been received.
    public func mark() -> BenchMark {
        synchronize()
        return BenchMark(received: numbering.current)
    }

    /// What `app` received after `mark`, in delivery order: keyboard, editing and lifecycle notifications.
    public func received(by app: KeyboardApp, since mark: BenchMark = .start) -> [ClientEvent] {
        synchronize()
        guard let entry = state.withLock({ $0.apps.first { $0.app === app } }) else { return [] }
        return entry.recorder.events(after: mark.received)
    }

    /// The keyboard notifications `app` received after `mark`.
    public func keyboardNotifications(of app: KeyboardApp, since mark: BenchMark = .start) -> [KeyboardEvent] {
        received(by: app, since: mark).compactMap { if case .keyboard(let event) = $0 { event } else { nil } }
    }

    /// The editing notifications `app` received after `mark`.
    public func editingNotifications(of app: KeyboardApp, since mark: BenchMark = .start) -> [EditingEvent] {
        received(by: app, since: mark).compactMap { if case .editing(let event) = $0 { event } else { nil } }
    }

    /// The lifecycle notifications `app` received after `mark`.
    public func lifecycleNotifications(of app: KeyboardApp, since mark: BenchMark = .start) -> [LifecycleEvent] {
        received(by: app, since: mark).compactMap { if case .lifecycle(let event) = $0 { event } else { nil } }
    }

    /// Closes every app's connection (keyboardd sees those processes end) and forgets them.
    func closeApps() {
        let ended = state.withLock { state -> [BenchApp] in
            defer { state.apps.removeAll() }
            return state.apps
        }
        for entry in ended {
            // Unregister is answered after keyboardd removed the app, so the disconnect that
            // follows finds no app to terminate: nothing reaches the trace after a reset.
            try? entry.app.unregister()
            entry.app.close()
            entry.app.notificationCenter.removeObserver(entry.observer)
        }
    }
}

/// Every notification any app of a bench received gets the next number: marks compare them.
final class ReceiptNumbers: Sendable {
    private let last = Mutex(0)

    func next() -> Int {
        last.withLock { last -> Int in
            last += 1
            return last
        }
    }

    var current: Int { last.withLock { $0 } }
}

/// What one app received, each with the bench-wide number it got.
final class NotificationRecorder: Sendable {
    private let records = Mutex<[(number: Int, event: ClientEvent)]>([])

    func record(_ event: ClientEvent, number: Int) {
        records.withLock { $0.append((number, event)) }
    }

    func events(after number: Int) -> [ClientEvent] {
        records.withLock { $0.filter { $0.number > number }.map(\.event) }
    }
}

extension ClientEvent {
    /// A notification as posted by `KeyboardApp`: one of the six keyboard notifications with
    /// its userInfo, an editing one, or a lifecycle one; nil for anything else.
    init?(_ notification: Notification) {
        if let event = KeyboardEvent(notification) {
            self = .keyboard(event)
        } else if let event = EditingEvent(notification) {
            self = .editing(event)
        } else if let event = LifecycleEvent(notificationName: notification.name) {
            self = .lifecycle(event)
        } else {
            return nil
        }
    }
}
