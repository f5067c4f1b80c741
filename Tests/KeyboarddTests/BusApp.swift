import BusTestSupport
import DBus
import Foundation
import KeyboardServer
import Testing

/// An app as the bus sees it: its own connection, registered, collecting the keyboard and
/// lifecycle notifications unicast to it and the PropertiesChanged of its object, in arrival order.
///
/// Unchecked Sendable: `received` and `changed` are guarded by `lock`; the subscriptions are set once, in init.
final class BusApp: @unchecked Sendable {
    /// One notification as the app received it; `info` is nil for lifecycle notifications.
    struct Received: CustomStringConvertible {
        /// Short name, as the model tests write it: "WillShow", "WillResignActive".
        var name: String
        var info: [String: DBusValue]?
        var description: String { name }

        var isLocal: Bool? { if case .boolean(let b)? = info?["UIKeyboardIsLocalUserInfoKey"] { b } else { nil } }
        var owner: String? { if case .string(let s)? = info?["Owner"] { s } else { nil } }
        var frameBegin: BusRect? { info?["UIKeyboardFrameBeginUserInfoKey"].flatMap(BusRect.init) }
        var frameEnd: BusRect? { info?["UIKeyboardFrameEndUserInfoKey"].flatMap(BusRect.init) }
        var sequence: UInt64? { if case .uint64(let s)? = info?["Sequence"] { s } else { nil } }
    }

    let id: String
    let connection: Connection
    let path: ObjectPath
    private let lock = NSLock()
    private var received: [Received] = []
    private var changed: [(name: String, value: DBusValue)] = []
    private var subscription: Subscription?
    private var propertiesSubscription: Subscription?

    init(_ id: String, bus: PrivateBus, launch: Bool = true, options: [(String, DBusValue)] = []) async throws {
        self.id = id
        connection = try bus.connect()
        path = Contract.appPath(id)
        // Unicast notifications reach this connection without a match rule on the bus.
        subscription = try connection.subscribe(MatchRule(path: path, interface: Contract.appInterface), addToBus: false) { [weak self] message in
            guard let self, let args = try? message.arguments(), case .string(let name)? = args.first else { return }
            let info: [String: DBusValue]? = message.member == "KeyboardNotification"
                ? (args.count > 1 ? (try? [String: DBusValue](dbusValue: args[1])) ?? [:] : [:]) : nil
            lock.withLock { received.append(Received(name: Self.short(name), info: info)) }
        }
        // PropertiesChanged is broadcast: it needs a match rule, added before registering so
        // that nothing after the registration is missed.
        propertiesSubscription = try connection.subscribe(
            MatchRule(path: path, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged")) { [weak self] message in
            guard let self, let args = try? message.arguments(), args.count > 1,
                  let dict = try? [String: DBusValue](dbusValue: args[1]) else { return }
            // One property per signal from keyboardd; sorted keys keep any other shape stable.
            lock.withLock { for key in dict.keys.sorted() { changed.append((key, dict[key]!.unwrappedVariant)) } }
        }
        let reply = try await connection.call(destination: Contract.busName, path: Contract.serverPath,
                                              interface: Contract.serverInterface, member: "RegisterApp",
                                              arguments: [.string(id), .vardict([("Launch", .boolean(launch))] + options)])
        #expect(reply == [.objectPath(Contract.appPath(id))])
    }

    /// Keyboard and lifecycle notifications since the last `clear()`, in order.
    var log: [Received] { lock.withLock { received } }
    var names: [String] { log.map(\.name) }
    var keyboardNames: [String] { log.filter { $0.info != nil }.map(\.name) }
    var keyboard: [(name: String, info: [String: DBusValue])] {
        log.compactMap { r in r.info.map { (r.name, $0) } }
    }
    /// PropertiesChanged of this app's object since the last `clear()`: (property, new value).
    var propertyChanges: [(name: String, value: DBusValue)] { lock.withLock { changed } }
    /// The values one property took, in order.
    func changes(of property: String) -> [DBusValue] { propertyChanges.filter { $0.name == property }.map(\.value) }

    /// Forgets what was received so far, after a round trip: the signals of a call made on
    /// another connection (a Control1 verb's) may still be on their way to this one when that
    /// call's reply is in, and would otherwise land in the log after the clear.
    func clear() async throws {
        try await sync()
        lock.withLock {
            received.removeAll()
            changed.removeAll()
        }
    }

    /// A round trip to keyboardd on this app's own connection: every signal keyboardd sent to
    /// this connection before has been handled once this returns (one sender, one order).
    func sync() async throws {
        _ = try await connection.call(destination: Contract.busName, path: Contract.serverPath,
                                      interface: "org.freedesktop.DBus.Peer", member: "Ping")
    }

    static func short(_ name: String) -> String {
        var s = Substring(name)
        for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }

    func call(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await connection.call(destination: Contract.busName, path: path, interface: Contract.appInterface,
                                  member: method, arguments: arguments)
    }

    /// BecomeFirstResponder with default traits; the reply.
    @discardableResult
    func focus(_ responder: String = "field") async throws -> Bool {
        try await call("BecomeFirstResponder", [.string(responder), .vardict([])]) == [.boolean(true)]
    }

    func property(_ name: String) throws -> DBusValue {
        let reply = try connection.call(destination: Contract.busName, path: path, interface: "org.freedesktop.DBus.Properties",
                                        member: "Get", arguments: [.string(Contract.appInterface), .string(name)])
        return reply[0].unwrappedVariant
    }

    /// `Windows`, decoded: bottom first.
    func windows() throws -> [BusWindow] {
        guard case .array(_, let items) = try property("Windows") else { return [] }
        return items.compactMap(BusWindow.init)
    }

    deinit {
        subscription?.cancel()
        propertiesSubscription?.cancel()
        connection.close()
    }
}

/// A `(dddd)` rect.
struct BusRect: Equatable, CustomStringConvertible {
    var x, y, width, height: Double
    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
    init?(_ value: DBusValue) {
        guard case .structure(let f) = value.unwrappedVariant, f.count == 4,
              case .double(let x) = f[0], case .double(let y) = f[1],
              case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }
    static let zero = BusRect(x: 0, y: 0, width: 0, height: 0)
    var minY: Double { y }
    var maxY: Double { y + height }
    var value: DBusValue { .structure([.double(x), .double(y), .double(width), .double(height)]) }
    func offsetBy(dy: Double) -> BusRect { BusRect(x: x, y: y + dy, width: width, height: height) }
    var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// One entry of App1.Windows.
struct BusWindow: Equatable {
    var id: String
    var kind: String
    var hidden: Bool
    var frame: BusRect
    init?(_ value: DBusValue) {
        guard case .structure(let f) = value, f.count == 4, case .string(let id) = f[0], case .string(let kind) = f[1],
              case .boolean(let hidden) = f[2], let frame = BusRect(f[3]) else { return nil }
        (self.id, self.kind, self.hidden, self.frame) = (id, kind, hidden, frame)
    }
}
