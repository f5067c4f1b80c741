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
    private let refreshPending = Mutex(false)
    /// On `work`: the last trace record sent to the tabs, every record since the session began
    /// (for a tab opened later), the state last sent, the animations already sampled.
    var lastSequence: UInt64 = 0
    var records: [[String: Any]] = []
    var lastState: [String: Any]?
    private var lastStateText = ""
    private var sampled: Set<String> = []
    private var pending: [PendingMotion] = []
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
        guard let signal = try? Keyboard1.Notification(message), let json = try? JSONEncoder().encode(signal) else { return }
        playground.tabs.broadcast(text: String(decoding: json, as: UTF8.self))
    }

    private func scheduleRefresh() {
        let first = refreshPending.withLock { pending -> Bool in
            defer { pending = true }
            return !pending
        }
        guard first else { return }
        playground.work.async { [self] in
            refreshPending.withLock { $0 = false }
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
                queueMotions(in: new)
            }
            let state = try StateSnapshot.read(playground)
            if !pending.isEmpty, let now = (state["server"] as? [String: Any])?["Now"] as? UInt64 {
                for motion in sampleMotions(now: now) { playground.tabs.broadcast(["motion": motion]) }
            }
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
         "data": DBusValue.vardict(record.data.keys.sorted().map { ($0, record.data[$0]!) }).json.foundation]
    }

    /// An animation announced and not yet wholly sampled: keyboardd answers FrameAt only for times
    /// its clock has reached, so each refresh samples what the clock has passed.
    struct PendingMotion {
        var id: String
        var name: String
        var start: UInt64
        var end: UInt64
        var duration: Double
        /// The next sample's offset from `start`, ms.
        var next: Double = 0
    }

    /// Each keyboard animation that began in `records` (a Will with a duration; the Wills of one
    /// animation, ChangeFrame and Show or Hide, are one), queued for sampling.
    private func queueMotions(in records: [Control1.TraceRecord]) {
        for record in records where record.event.hasPrefix("UIKeyboardWill") {
            guard case .double(let duration)? = record.data[NotificationUserInfo.Key.animationDuration]?.unwrappedVariant,
                  duration > 0 else { continue }
            let end = record.data[NotificationUserInfo.Key.frameEnd].map { "\($0)" } ?? ""
            let id = "\(record.time)|\(end)"
            guard !sampled.contains(id) else { continue }
            sampled.insert(id)
            if sampled.count > 1000 { sampled.removeAll() }
            // A spring settles after its nominal duration (iOS 26 overshoots): a little more, at most 2 s.
            let span = UInt64(min(duration * 1000 + 150, 2000).rounded())
            pending.append(PendingMotion(id: id, name: record.event, start: record.time, end: record.time + span, duration: duration))
        }
    }

    /// The keyboard's frames along each pending animation up to keyboardd's `now`, a display frame
    /// apart (Keyboard1.FrameAt): the page plays them at the display's rate as they come.
    private func sampleMotions(now: UInt64) -> [[String: Any]] {
        var messages: [[String: Any]] = []
        for index in pending.indices {
            var motion = pending[index]
            var frames: [[Double]] = []
            while true {
                let t = motion.start + UInt64(motion.next.rounded())
                guard t <= min(now, motion.end), let frame = try? playground.keyboard.frameAt(t: t) else { break }
                frames.append([Double(t), frame.x, frame.y, frame.width, frame.height])
                motion.next += Self.frameInterval
            }
            let done = motion.start + UInt64(motion.next.rounded()) > motion.end
            pending[index] = motion
            if !frames.isEmpty || done {
                messages.append(["id": motion.id, "name": motion.name, "start": motion.start, "duration": motion.duration,
                                 "frames": frames, "done": done])
            }
        }
        pending.removeAll { $0.start + UInt64($0.next.rounded()) > $0.end }
        return messages
    }

    /// Whether an animation still waits for the clock (real time then refreshes each frame).
    var isMoving: Bool { !pending.isEmpty }
}
