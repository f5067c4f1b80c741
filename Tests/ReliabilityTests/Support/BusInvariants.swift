import AnimationRules
import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import struct KeyboardModel.Device

/// The model's promises, checked from outside on what keyboardd broadcasts (docs/CONTRACT.md
/// "Delivery and time"): every keyboard notification is announced once on Keyboard1.Notification
/// with its recipients; Sequence counts them one by one; recipients are registered apps that are
/// running (never suspended or gone); no keyboard shows for an app that is not; one userInfo per
/// animation (N1, the rule the model's property tests check: AnimationRules); every Will gets its
/// Did after the animation duration unless a new announcement (a WillChangeFrame) supersedes it. App states come from App1's PropertiesChanged
/// and ObjectManager's InterfacesAdded/Removed, in the order keyboardd sent them.
final class BusInvariants: Sendable {
    private let checker: Locked<Checker>
    private let subscription: Subscription

    /// Subscribes on `connection` (before anything happens that should be checked); `device` is
    /// keyboardd's, whose screen tells hidden frames (N1).
    init(on connection: Connection, device: Device = .default) throws {
        let checker = Locked(Checker(n1: OneUserInfoPerAnimation(screenWidth: device.portraitSize.width,
                                                                   screenHeight: device.portraitSize.height)))
        self.checker = checker
        subscription = try connection.subscribe(MatchRule(sender: Contract.busName, pathNamespace: Server1.path)) { message in
            checker.update { $0.consume(message) }
        }
    }

    deinit { subscription.cancel() }

    var failures: [String] { checker.update { $0.failures } }
    var notifications: Int { checker.update { $0.notifications } }
    var deliveries: Int { checker.update { $0.deliveries } }
    /// Notifications delivered to `app` (as their recipient lists say).
    func deliveries(to app: String) -> Int { checker.update { $0.perRecipient[app, default: 0] } }

    /// Once nothing is pending (after Settle, and a round trip so that its signals are in),
    /// every Will has had its Did.
    func checkSettled() { checker.update { $0.checkSettled() } }

    private struct Checker {
        var failures: [String] = []
        var notifications = 0
        var deliveries = 0
        var perRecipient: [String: Int] = [:]
        var states: [String: String] = [:]
        var lastSequence: UInt64?
        var n1: OneUserInfoPerAnimation<Rect>
        var open: [(name: String, time: UInt64, duration: UInt64)] = []
        var closedChangeFrameAt: UInt64?

        static let running: Set<String> = ["active", "inactive", "background"]

        mutating func fail(_ text: String) { if failures.count < 30 { failures.append(text) } }

        mutating func consume(_ message: Message) {
            guard let path = message.path, let args = try? message.arguments() else { return }
            switch (message.interface, message.member) {
            case (StandardInterfaces.objectManager, "InterfacesAdded"):
                if case .objectPath(let added)? = args.first, let app = Self.app(added) { states[app] = "notRunning" }
            case (StandardInterfaces.objectManager, "InterfacesRemoved"):
                if case .objectPath(let removed)? = args.first, let app = Self.app(removed) { states[app] = nil }
            case (StandardInterfaces.properties, "PropertiesChanged"):
                guard args.first == .string(App1.name), let app = Self.app(path), args.count > 1,
                      let changed = try? [String: DBusValue](dbusValue: args[1]),
                      case .string(let value)? = changed["State"]?.unwrappedVariant else { return }
                states[app] = value
            case (Keyboard1.name, "Notification"):
                notification(message, args)
            default:
                break
            }
        }

        static func app(_ path: ObjectPath) -> String? {
            let prefix = App1.parentPath.rawValue + "/"
            guard path.rawValue.hasPrefix(prefix) else { return nil }
            return ObjectPath.unescapeElement(String(path.rawValue.dropFirst(prefix.count)))
        }

        mutating func notification(_ message: Message, _ args: [DBusValue]) {
            guard let notification = try? Keyboard1.Notification(message) else {
                fail("a Keyboard1.Notification without the contract's arguments: \(args)")
                return
            }
            let (fullName, info, recipients) = (notification.name, notification.userInfo, notification.recipients)
            let (sequence, time) = (info.sequence, info.time)
            let (seconds, owner) = (info.animationDuration, info.owner)
            let name = BusApp.short(fullName)
            notifications += 1
            deliveries += recipients.count
            for app in recipients { perRecipient[app, default: 0] += 1 }
            if let last = lastSequence, sequence != last + 1 { fail("#\(sequence) \(name): Sequence after \(last)") }
            lastSequence = sequence
            if let failure = n1.check(name, AnimationKeys(info)) { fail("#\(sequence) \(failure)") }
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
    }
}
