import DBus
import Foundation
import KeyboardContract
import Testing

/// An app as the bus sees it, in the test process: its own connection, registered, collecting
/// the keyboard, editing and lifecycle notifications unicast to it (and, when asked, the
/// PropertiesChanged of its object), in arrival order.
public final class BusApp: Sendable {
    /// One notification as the app received it; `info` is nil for lifecycle and editing
    /// notifications, `responder` nil for all but editing ones.
    public struct Received: Sendable, CustomStringConvertible {
        /// Short name, as the model tests write it: "WillShow", "WillResignActive", "TextFieldDidBeginEditing".
        public var name: String
        public var info: [String: DBusValue]?
        public var responder: String? = nil
        public var description: String { name }

        public var isLocal: Bool? { if case .boolean(let b)? = info?["UIKeyboardIsLocalUserInfoKey"] { b } else { nil } }
        public var owner: String? { if case .string(let s)? = info?["Owner"] { s } else { nil } }
        public var frameBegin: Rect? { info?["UIKeyboardFrameBeginUserInfoKey"].flatMap { try? Rect(dbusValue: $0.unwrappedVariant) } }
        public var frameEnd: Rect? { info?["UIKeyboardFrameEndUserInfoKey"].flatMap { try? Rect(dbusValue: $0.unwrappedVariant) } }
        public var sequence: UInt64? { if case .uint64(let s)? = info?["Sequence"] { s } else { nil } }
        public var duration: Double? { if case .double(let d)? = info?["UIKeyboardAnimationDurationUserInfoKey"] { d } else { nil } }
        public var curve: Int? { if case .int32(let c)? = info?["UIKeyboardAnimationCurveUserInfoKey"] { Int(c) } else { nil } }

        /// One short line: "WillShow local=true end=(0.0, 479.0, 375.0, 333.0) #12", "DidEnterBackground".
        public var line: String {
            guard let info else { return name }
            var line = name
            if case .boolean(let local)? = info["UIKeyboardIsLocalUserInfoKey"] { line += " local=\(local)" }
            if let end = info["UIKeyboardFrameEndUserInfoKey"] { line += " end=\(end)" }
            if case .uint64(let sequence)? = info["Sequence"] { line += " #\(sequence)" }
            return line
        }
    }

    public let id: String
    public let connection: Connection
    public let path: ObjectPath
    /// Its object, called on its own connection.
    public let proxy: App1.Proxy
    /// What the app heard, filled by its subscriptions on the connection's loop thread.
    private struct Heard {
        var received: [Received] = []
        var changed: [App1.PropertyValue] = []
    }

    private let heard = Locked(Heard())
    private let subscription: Subscription
    private let propertiesSubscription: Subscription?

    /// Registers `id` (launched unless `launch` is false). With `propertyChanges` false the app
    /// adds no match rule to the bus: it only hears what keyboardd unicasts to it.
    public init(_ id: String, bus: any TestBus, launch: Bool = true, options: [(String, DBusValue)] = [],
                propertyChanges: Bool = true) async throws {
        self.id = id
        connection = try bus.connect()
        path = App1.path(id)
        proxy = App1.Proxy(connection, bundleId: id)
        // Unicast notifications reach this connection without a match rule on the bus.
        let heard = heard
        subscription = try connection.subscribe(MatchRule(path: path, interface: App1.name), addToBus: false) { message in
            guard let args = try? message.arguments(), case .string(let name)? = args.first else { return }
            let info: [String: DBusValue]? = message.member == "KeyboardNotification"
                ? (args.count > 1 ? (try? [String: DBusValue](dbusValue: args[1])) ?? [:] : [:]) : nil
            var responder: String?
            if message.member == "EditingNotification" { responder = if case .string(let r)? = args.dropFirst().first { r } else { "" } }
            heard.update { $0.received.append(Received(name: BusApp.short(name), info: info, responder: responder)) }
        }
        // PropertiesChanged is broadcast: it needs a match rule, added before registering so
        // that nothing after the registration is missed.
        // Typed by the generated decoder (what `App1.Proxy.propertiesChanged()` streams), in the
        // order each signal carries them.
        propertiesSubscription = !propertyChanges ? nil : try connection.subscribe(
            MatchRule(path: path, interface: StandardInterfaces.properties, member: "PropertiesChanged")) { message in
            guard let changes = try? App1.PropertiesChanged(message) else { return }
            heard.update { $0.changed += changes.changed }
        }
        // Untyped, as any client may send them: the server's refusals are what some tests check.
        let options = Dictionary([("Launch", .boolean(launch))] + options) { _, last in last }
        let reply = try await Server1.Proxy(connection).object.call(Server1.MethodName.registerApp.rawValue, [.string(id), options.dbusValue])
        #expect(try reply.decode(ObjectPath.self) == App1.path(id))
    }

    /// Keyboard and lifecycle notifications since the last `clear()`, in order.
    public var log: [Received] { heard.get().received.filter { $0.responder == nil } }
    /// Keyboard, editing and lifecycle notifications since the last `clear()`, in arrival order.
    public var logWithEditing: [Received] { heard.get().received }
    /// Short names of `logWithEditing`: "TextFieldDidBeginEditing", "WillChangeFrame", ...
    public var namesWithEditing: [String] { logWithEditing.map(\.name) }
    /// The editing notifications alone: (short name, responder).
    public var editing: [(name: String, responder: String)] {
        logWithEditing.compactMap { r in r.responder.map { (r.name, $0) } }
    }
    public var names: [String] { log.map(\.name) }
    /// The log as short lines (`Received.line`).
    public var lines: [String] { log.map(\.line) }
    public var keyboardNames: [String] { log.filter { $0.info != nil }.map(\.name) }
    public var keyboard: [(name: String, info: [String: DBusValue])] {
        log.compactMap { r in r.info.map { (r.name, $0) } }
    }
    /// PropertiesChanged of this app's object since the last `clear()`, typed, in order.
    public var propertyChanges: [App1.PropertyValue] { heard.get().changed }
    /// The values one property took, in order.
    public func changes(of property: App1.PropertyName) -> [App1.PropertyValue] { propertyChanges.filter { $0.propertyName == property } }

    /// Forgets what was received so far, after a round trip: the signals of a call made on
    /// another connection (a Control1 verb's) may still be on their way to this one when that
    /// call's reply is in, and would otherwise land in the log after the clear.
    public func clear() async throws {
        try await sync()
        heard.set(Heard())
    }

    /// A round trip to keyboardd on this app's own connection: every signal keyboardd sent to
    /// this connection before has been handled once this returns (one sender, one order).
    public func sync() async throws {
        try await connection.roundTripToKeyboardd()
    }

    /// "UIKeyboardWillShowNotification" → "WillShow", "UIApplicationDidBecomeActiveNotification" →
    /// "DidBecomeActive", "UITextFieldTextDidBeginEditingNotification" → "TextFieldDidBeginEditing".
    public static func short(_ name: String) -> String {
        var s = Substring(name)
        for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        for (prefix, kind) in [("UITextFieldText", "TextField"), ("UITextViewText", "TextView")] where s.hasPrefix(prefix) {
            return kind + s.dropFirst(prefix.count)
        }
        return String(s)
    }

    /// BecomeFirstResponder (default traits unless given, untyped: the server's refusals are what
    /// some tests check); the reply.
    @discardableResult
    public func focus(_ responder: String = "field", _ traits: [(String, DBusValue)] = []) async throws -> Bool {
        let traits = Dictionary(traits) { _, last in last }
        return try await proxy.object.call(App1.MethodName.becomeFirstResponder.rawValue, [.string(responder), traits.dbusValue])
            .decode(Bool.self)
    }

    /// One property's value as Get answers it, typed, for comparing with what PropertiesChanged carried.
    public func property(_ name: App1.PropertyName) throws -> App1.PropertyValue {
        try App1.PropertyValue(name: name.rawValue, value: proxy.object.propertyValue(name.rawValue))
    }

    /// `Windows`, decoded: bottom first.
    public func windows() throws -> [WindowEntry] {
        try proxy.windows()
    }

    /// Closes its connection: to keyboardd the app is gone.
    public func close() {
        subscription.cancel()
        propertiesSubscription?.cancel()
        connection.close()
    }

    deinit { close() }
}
