import DBus
import Foundation
import KeyboardContract
import Synchronization

// From keyboardd's signals to the app's queue. Handlers run on the connection's loop thread in
// arrival order and only enqueue; everything the app sees happens on `queue`, in that order.
extension KeyboardApp {
    /// `KeyboardNotification`, `EditingNotification` and `LifecycleNotification`, unicast to this
    /// app by keyboardd.
    func receive(_ message: Message) {
        guard message.sender != nil, message.sender == link.withLock({ $0.daemon }),
              let args = try? message.arguments(), case .string(let name)? = args.first else { return }
        switch message.member {
        case App1.SignalName.keyboardNotification.rawValue:
            guard args.count == 2, let event = KeyboardEvent(name: name, userInfo: args[1]) else {
                logger.warning("ignored a keyboard notification that is not the contract's: \(name) \(args.dropFirst())")
                return
            }
            queue.async { [self] in
                status.apply(event)
                notificationCenter.postKeyboardNotification(event)
                yield(.keyboard(event))
            }
        case App1.SignalName.editingNotification.rawValue:
            guard args.count == 2, case .string(let responder) = args[1],
                  let kind = EditingEvent.Kind(notificationName: Notification.Name(name)) else {
                logger.warning("ignored an editing notification that is not the contract's: \(name) \(args.dropFirst())")
                return
            }
            let event = EditingEvent(kind: kind, responder: responder)
            queue.async { [self] in
                notificationCenter.post(name: kind.notificationName, object: nil, userInfo: event.userInfo)
                yield(.editing(event))
            }
        case App1.SignalName.lifecycleNotification.rawValue:
            guard let event = LifecycleEvent(notificationName: Notification.Name(name)) else {
                logger.warning("ignored a lifecycle notification that is not the contract's: \(name)")
                return
            }
            queue.async { [self] in
                if let state = event.applicationState { setApplicationState(state) }
                notificationCenter.post(name: event.notificationName, object: UIApplication.shared)
                yield(.lifecycle(event))
            }
        default:
            return
        }
    }

    /// PropertiesChanged of the app's object, typed by the contract (App1.PropertiesChanged):
    /// State and WindowFrame for `status`; KeyboardOverlap as `KeyboardViewObservation`'s
    /// notification (what KVO of the keyboard's view would tell the app).
    func receivePropertiesChanged(_ message: Message) {
        guard message.sender != nil, message.sender == link.withLock({ $0.daemon }),
              let changes = try? App1.PropertiesChanged(message) else { return }
        var state: AppState?, frame: CGRect?, overlap: CGRect?
        for change in changes.changed {
            switch change {
            case .state(let value): state = AppState(rawValue: value.rawValue)
            case .windowFrame(let value): frame = CGRect(value)
            case .keyboardOverlap(let value): overlap = CGRect(value)
            default: break
            }
        }
        if let overlap {
            queue.async { [notificationCenter] in
                notificationCenter.post(name: KeyboardViewObservation.keyboardViewDidMove, object: nil,
                                        userInfo: [KeyboardViewObservation.overlapKey: overlap])
            }
        }
        guard state != nil || frame != nil else { return }
        queue.async { [status, state, frame] in
            if let state {
                status.appState = state
                status.appStateFromSignal = true
            }
            if let frame {
                status.windowFrame = frame
                status.windowFrameFromSignal = true
            }
        }
    }

    /// The app's state as UIKit reports it (`UIApplication.shared.applicationState` when this
    /// is the app the process registered last): changed on `queue` before each lifecycle
    /// notification is posted.
    public var applicationState: UIApplication.State {
        uikitState.withLock { $0 }
    }

    func setApplicationState(_ state: UIApplication.State) {
        uikitState.withLock { $0 = state }
        if SharedApplication.isOwned(by: self) { UIApplication.shared.applicationState = state }
    }

    // MARK: Event streams

    /// Every notification and link change from now on, in delivery order, each as it is posted
    /// on `queue`. Each call returns a new stream (any number of consumers); a stream ends
    /// when the client closes or the bus connection is lost.
    public var events: AsyncStream<ClientEvent> {
        eventStreams.makeStream()
    }

    /// On `queue`.
    func yield(_ event: ClientEvent) {
        eventStreams.yield(event)
    }
}

/// The live `events` streams.
final class EventStreams: Sendable {
    private struct Streams {
        var continuations: [UInt64: AsyncStream<ClientEvent>.Continuation] = [:]
        var nextID: UInt64 = 0
        var finished = false

        var all: [AsyncStream<ClientEvent>.Continuation] {
            continuations.keys.sorted().map { continuations[$0]! }
        }
    }

    private let streams = Mutex(Streams())

    func makeStream() -> AsyncStream<ClientEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ClientEvent.self, bufferingPolicy: .unbounded)
        let id = streams.withLock { streams -> UInt64? in
            guard !streams.finished else { return nil }
            streams.nextID += 1
            streams.continuations[streams.nextID] = continuation
            return streams.nextID
        }
        if let id {
            continuation.onTermination = { [weak self] _ in
                _ = self?.streams.withLock { $0.continuations.removeValue(forKey: id) }
            }
        } else {
            continuation.finish()
        }
        return stream
    }

    func yield(_ event: ClientEvent) {
        for continuation in streams.withLock({ $0.all }) { continuation.yield(event) }
    }

    /// Ends every stream; later ones end at once.
    func finishAll() {
        let all = streams.withLock { streams -> [AsyncStream<ClientEvent>.Continuation] in
            streams.finished = true
            defer { streams.continuations.removeAll() }
            return streams.all
        }
        for continuation in all { continuation.finish() }
    }
}
