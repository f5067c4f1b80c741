import DBus
import Foundation
import KeyboardContract
import Synchronization

/// What the playground hears from keyboardd, and what it tells the tabs about it. It listens to
/// broadcasts only, as `keyboardctl monitor` does: Keyboard1.Notification (each keyboard
/// notification with its recipients, pushed to the tabs the moment it arrives),
/// PropertiesChanged of every object, apps registered and removed, keyboardd coming and going.
/// Each of these asks for one refresh, coalesced: the trace since the last one (each app's
/// notifications, lifecycle and editing ones included, with their whole userInfo, and the apps'
/// reports), keyboardd's properties if they changed, and the keyboard's path along the era's curve
/// for each new animation (Keyboard1.FrameAt a display frame apart). No signal, no work.
final class KeyboarddWatch: @unchecked Sendable {
    unowned let playground: Playground
    private var subscriptions: [Subscription] = []
    private let pending = Mutex(false)
    /// On `work`: the last trace record sent to the tabs, every record since the session began
    /// (for a tab opened later), the state last sent, the animations already sampled.
    var lastSequence: UInt64 = 0
    var records: [[String: Any]] = []
    var lastState: [String: Any]?
    private var lastStateText = ""
    private var sampled: Set<UInt64> = []
    /// The most records kept for tabs opened later (keyboardd keeps its own last 4096).
    static let recordLimit = 20_000
    /// A display frame, in ms: the keyboard's position is sampled this far apart.
    static let frameInterval = 1000.0 / 60.0

    init(playground: Playground) {
        self.playground = playground
    }

    static let rules: [MatchRule] = [
        MatchRule(sender: Contract.busName, path: Keyboard1.path, interface: Keyboard1.name,
                  member: Keyboard1.SignalName.notification.rawValue),
        MatchRule(sender: Contract.busName, interface: StandardInterfaces.properties, member: PropertiesChangedSignal.member),
        MatchRule(sender: Contract.busName, path: Server1.path, interface: StandardInterfaces.objectManager),
        MatchRule(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                  member: "NameOwnerChanged", arg0: Contract.busName),
    ]

    func start() throws(DBusError) {
        let notification = Keyboard1.SignalName.notification.rawValue
        for rule in Self.rules {
            subscriptions.append(try playground.connection.subscribe(rule) { [weak self] message in
                guard let self else { return }
                if message.member == notification { forward(message) }
                scheduleRefresh()
            })
        }
    }

    func stop() {
        subscriptions.forEach { $0.cancel() }
        subscriptions = []
    }

    /// A keyboard notification, straight to every tab as the contract's signal (on the loop thread:
    /// the fastest way from keyboardd to the page).
    private func forward(_ message: Message) {
        guard let arguments = try? message.arguments(),
              let description = Keyboard1.description.signals.first(where: { $0.name == message.member }) else { return }
        playground.tabs.broadcast(ContractSignalMessage.json(description, interface: Keyboard1.name, arguments: arguments))
    }

    private func scheduleRefresh() {
        let first = pending.withLock { pending -> Bool in
            defer { pending = true }
            return !pending
        }
        guard first else { return }
        playground.work.async { [self] in
            pending.withLock { $0 = false }
            refresh()
        }
    }

    /// On `work`: what changed since the last refresh, to every tab.
    func refresh() {
        do {
            let new = try playground.control.trace(afterSequence: lastSequence)
            if let last = new.last { lastSequence = last.sequence }
            if !new.isEmpty {
                let json = new.map(Self.json)
                records.append(contentsOf: json)
                if records.count > Self.recordLimit { records.removeFirst(records.count - Self.recordLimit) }
                playground.tabs.broadcast(["records": json])
                for motion in motions(in: new) { playground.tabs.broadcast(["motion": motion]) }
            }
            let state = try StateSnapshot.read(playground)
            let text = Tabs.text(state) ?? ""
            if text != lastStateText {
                lastStateText = text
                lastState = state
                playground.tabs.broadcast(["state": state])
            }
        } catch {
            playground.tabs.broadcast(Playground.errorFrame(nil, error as? DBusError ?? .failed("\(error)")))
        }
    }

    static func json(_ record: Control1.TraceRecord) -> [String: Any] {
        ["sequence": record.sequence, "time": record.time, "app": record.app, "event": record.event,
         "data": DBusToJSON.value(.vardict(record.data.keys.sorted().map { ($0, record.data[$0]!) }))]
    }

    /// For each keyboard animation that began in `records` (a Will with a duration, once per
    /// notification Sequence), the keyboard's frame from its start to its end, a display frame
    /// apart, from keyboardd (Keyboard1.FrameAt): the page plays it at the display's rate.
    private func motions(in records: [Control1.TraceRecord]) -> [[String: Any]] {
        var motions: [[String: Any]] = []
        for record in records where record.event.hasPrefix("UIKeyboardWill") {
            guard case .uint64(let sequence)? = record.data[NotificationUserInfo.Key.sequence]?.unwrappedVariant,
                  !sampled.contains(sequence),
                  case .double(let duration)? = record.data[NotificationUserInfo.Key.animationDuration]?.unwrappedVariant,
                  duration > 0 else { continue }
            sampled.insert(sequence)
            // A spring settles after its nominal duration (iOS 26 overshoots): a little more, at most 2 s.
            let span = min(duration * 1000 + 150, 2000)
            var frames: [[Double]] = []
            var offset = 0.0
            while offset <= span {
                let t = record.time + UInt64(offset.rounded())
                guard let frame = try? playground.keyboard.frameAt(t: t) else { break }
                frames.append([Double(t), frame.x, frame.y, frame.width, frame.height])
                offset += Self.frameInterval
            }
            if !frames.isEmpty {
                motions.append(["sequence": sequence, "name": record.event, "start": record.time,
                                "duration": duration, "frames": frames])
            }
        }
        return motions
    }
}
