import DBus
import Foundation
import KeyboardServer

/// The model's promises, checked from outside on what keyboardd broadcasts (docs/CONTRACT.md
/// "Delivery and time"): every keyboard notification is announced once on Keyboard1.Notification
/// with its recipients; Sequence counts them one by one; recipients are registered apps that are
/// running (never suspended or gone); no keyboard shows for an app that is not; FrameBegin equals
/// the previous FrameEnd; every Will gets its Did after the animation duration unless a new
/// announcement (a WillChangeFrame) supersedes it. App states come from App1's PropertiesChanged
/// and ObjectManager's InterfacesAdded/Removed, in the order keyboardd sent them.
///
/// Unchecked Sendable: `state` is guarded by `lock`; `subscription` is set once, in init.
final class BusInvariants: @unchecked Sendable {
    private let lock = NSLock()
    private var state = Checker()
    private var subscription: Subscription?

    /// Subscribes on `connection` (before anything happens that should be checked).
    init(on connection: Connection) throws {
        subscription = try connection.subscribe(MatchRule(sender: Contract.busName, pathNamespace: Contract.serverPath)) { [weak self] message in
            guard let self else { return }
            lock.withLock { state.consume(message) }
        }
    }

    deinit { subscription?.cancel() }

    var failures: [String] { lock.withLock { state.failures } }
    var notifications: Int { lock.withLock { state.notifications } }
    var deliveries: Int { lock.withLock { state.deliveries } }
    /// Notifications delivered to `app` (as their recipient lists say).
    func deliveries(to app: String) -> Int { lock.withLock { state.perRecipient[app, default: 0] } }

    /// Once nothing is pending (after Settle, and a round trip so that its signals are in),
    /// every Will has had its Did.
    func checkSettled() { lock.withLock { state.checkSettled() } }

    private struct Checker {
        var failures: [String] = []
        var notifications = 0
        var deliveries = 0
        var perRecipient: [String: Int] = [:]
        var states: [String: String] = [:]
        var lastSequence: UInt64?
        var chainEnd: BusFrame?
        var open: [(name: String, time: UInt64, duration: UInt64)] = []
        var closedChangeFrameAt: UInt64?

        static let running: Set<String> = ["active", "inactive", "background"]

        mutating func fail(_ text: String) { if failures.count < 30 { failures.append(text) } }

        mutating func consume(_ message: Message) {
            guard let path = message.path, let args = try? message.arguments() else { return }
            switch (message.interface, message.member) {
            case ("org.freedesktop.DBus.ObjectManager", "InterfacesAdded"):
                if case .objectPath(let added)? = args.first, let app = Self.app(added.rawValue) { states[app] = "notRunning" }
            case ("org.freedesktop.DBus.ObjectManager", "InterfacesRemoved"):
                if case .objectPath(let removed)? = args.first, let app = Self.app(removed.rawValue) { states[app] = nil }
            case ("org.freedesktop.DBus.Properties", "PropertiesChanged"):
                guard args.first == .string(Contract.appInterface), let app = Self.app(path.rawValue), args.count > 1,
                      let changed = try? [String: DBusValue](dbusValue: args[1]),
                      case .string(let value)? = changed["State"]?.unwrappedVariant else { return }
                states[app] = value
            case (Contract.keyboardInterface, "Notification"):
                notification(args)
            default:
                break
            }
        }

        static func app(_ path: String) -> String? {
            let prefix = Contract.serverPath.rawValue + "/apps/"
            guard path.hasPrefix(prefix) else { return nil }
            return ObjectPath.unescapeElement(String(path.dropFirst(prefix.count)))
        }

        mutating func notification(_ args: [DBusValue]) {
            guard args.count == 3, case .string(let fullName) = args[0], let info = try? [String: DBusValue](dbusValue: args[1]),
                  let recipients = try? [String](dbusValue: args[2]),
                  case .uint64(let sequence)? = info["Sequence"], case .uint64(let time)? = info["Time"],
                  let begin = BusFrame(info["UIKeyboardFrameBeginUserInfoKey"]), let end = BusFrame(info["UIKeyboardFrameEndUserInfoKey"]),
                  case .double(let seconds)? = info["UIKeyboardAnimationDurationUserInfoKey"],
                  case .string(let owner)? = info["Owner"] else {
                fail("a Keyboard1.Notification without the contract's arguments: \(args)")
                return
            }
            let name = Self.short(fullName)
            notifications += 1
            deliveries += recipients.count
            for app in recipients { perRecipient[app, default: 0] += 1 }
            if let last = lastSequence, sequence != last + 1 { fail("#\(sequence) \(name): Sequence after \(last)") }
            lastSequence = sequence
            if let chain = chainEnd, chain != begin { fail("#\(sequence) \(name): FrameBegin \(begin) ≠ previous FrameEnd \(chain)") }
            chainEnd = end
            if Set(recipients).count != recipients.count { fail("#\(sequence) \(name): a recipient twice in \(recipients)") }
            for app in recipients where !Self.running.contains(states[app] ?? "gone") {
                fail("#\(sequence) \(name) delivered to \(app), which is \(states[app] ?? "gone")")
            }
            // The keyboard of an app that died hides (its Owner still names it); it never shows.
            if !owner.isEmpty && !Self.running.contains(states[owner] ?? "gone") && name.hasSuffix("Show") {
                fail("#\(sequence) \(name): shown for \(owner), which is \(states[owner] ?? "gone")")
            }
            willDid(name, time: time, duration: UInt64((seconds * 1000).rounded()))
        }

        /// The rule of the model's property tests (InvariantChecker.checkWillDid).
        mutating func willDid(_ name: String, time: UInt64, duration: UInt64) {
            if name.hasPrefix("Will") {
                if name == "WillChangeFrame" {
                    for o in open where time > o.time + o.duration { fail("\(o.name) at \(o.time) got no Did before \(time)") }
                    open.removeAll()
                }
                open.append((name, time, duration))
            } else {
                let will = "Will" + name.dropFirst(3)
                guard let i = open.firstIndex(where: { $0.name == will }) else {
                    // M2: a DidShow whose WillShow was dropped; its group's WillChangeFrame was there.
                    if name == "DidShow" && closedChangeFrameAt == time { return }
                    fail("\(name) at \(time) without its \(will)")
                    return
                }
                if name == "DidChangeFrame" { closedChangeFrameAt = time }
                if open[i].time + open[i].duration != time { fail("\(name) at \(time), its Will at \(open[i].time)") }
                open.remove(at: i)
            }
        }

        mutating func checkSettled() {
            for o in open { fail("\(o.name) at \(o.time) never got its Did") }
        }

        static func short(_ name: String) -> String {
            var s = Substring(name)
            if s.hasPrefix("UIKeyboard") { s = s.dropFirst("UIKeyboard".count) }
            if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
            return String(s)
        }
    }
}

/// A frame from the bus: `(dddd)`.
struct BusFrame: Equatable, CustomStringConvertible {
    let x, y, width, height: Double

    init?(_ value: DBusValue?) {
        guard case .structure(let f)? = value?.unwrappedVariant, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1], case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        (self.x, self.y, width, height) = (x, y, w, h)
    }

    var description: String { "(\(x), \(y), \(width), \(height))" }
}
