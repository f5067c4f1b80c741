import DBus
import Foundation
import KeyboardContract

/// The test bench's side of keyboardd: Control1 verbs and the truth (properties, trace), blocking,
/// through the contract's typed proxies. Each proxy is taken for one call, so taking one counts
/// a round trip (`roundTrips`).
struct KeyboarddControl {
    let connection: Connection
    let roundTrips: RoundTripCounter

    var control: Control1.Proxy { counted(Control1.Proxy(connection)) }
    var server: Server1.Proxy { counted(Server1.Proxy(connection)) }
    var keyboard: Keyboard1.Proxy { counted(Keyboard1.Proxy(connection)) }
    func app(_ bundleId: String) -> App1.Proxy { counted(App1.Proxy(connection, bundleId: bundleId)) }

    private func counted<Proxy>(_ proxy: Proxy) -> Proxy {
        roundTrips.keyboardd()
        return proxy
    }

    /// A Control1 method named at run time, as scenario steps name them (`Control1.description`
    /// lists them); every call the runner names itself goes through `control`'s typed methods.
    @discardableResult
    func call(_ method: String, _ arguments: [DBusValue] = []) throws -> [DBusValue] {
        try control.object.call(method, arguments)
    }

    func appState(_ bundleId: String) throws -> String { try app(bundleId).state().rawValue }

    func keyboardMode() throws -> String { try keyboard.mode() }

    /// `App1.KeyboardOverlap` or `App1.WindowFrame`.
    func appRect(_ bundleId: String, _ name: String) throws -> Rect {
        switch name {
        case App1.PropertyName.keyboardOverlap.rawValue: try app(bundleId).keyboardOverlap()
        default: try app(bundleId).windowFrame()
        }
    }

    /// `App1.Windows`: (id, kind, hidden, frame), bottom first.
    func windows(_ bundleId: String) throws -> [(id: String, kind: String, hidden: Bool, frame: Rect)] {
        try app(bundleId).windows().map { ($0.id, $0.kind.rawValue, $0.hidden, $0.frame) }
    }

    /// The trace's records for one app and event name, oldest first: their data dictionaries.
    func traceData(app: String, event: String) throws -> [[String: DBusValue]] {
        try trace(after: 0).filter { $0.app == app && $0.event == event }.map(\.data)
    }

    /// Control1.Advance sent with NO_REPLY_EXPECTED, not waited for: keyboardd handles one
    /// connection's calls one after the other on its loop, so the next call (a Trace) is answered
    /// after the clock has moved, and the two cost one round trip. keyboardd answers nothing to
    /// it, not even an error: what went wrong shows in the calls after it.
    func advanceWithoutReply(ms: UInt64) throws {
        let message = try Message.methodCall(destination: Contract.busName, path: Control1.path, interface: Control1.name,
                                             member: Control1.MethodName.advance.rawValue, arguments: [ms.dbusValue])
        message.noReply = true
        try connection.send(message)
    }

    /// Control1.Trace: the records after a record sequence number, oldest first.
    func trace(after sequence: UInt64) throws -> [TraceRecord] {
        try control.trace(afterSequence: sequence)
    }

    /// Server1.Now: the clock, ms.
    func now() throws -> UInt64 { try server.now() }
}

/// Control1.Trace records, as the scenario runner reads them.
typealias TraceRecord = Control1.TraceRecord

extension Control1.TraceRecord {
    var isKeyboardNotification: Bool { event.hasPrefix("UIKeyboard") && event.hasSuffix("Notification") }
    var isLifecycleNotification: Bool { event.hasPrefix("UIApplication") && event.hasSuffix("Notification") }
    var isEditingNotification: Bool { NotificationPattern.editingNames.contains(Self.shortName(event)) }
    /// A notification record as a file would expect it (lifecycle ones have no IsLocal or frame).
    var pattern: NotificationPattern {
        /// A rect's or a point's numbers.
        func numbers(_ key: String) -> [Double]? {
            guard case .structure(let fields)? = data[key]?.unwrappedVariant else { return nil }
            let numbers = fields.compactMap { field -> Double? in if case .double(let d) = field { d } else { nil } }
            return numbers.count == fields.count ? numbers : nil
        }
        return NotificationPattern(Self.shortName(event), isLocal: isLocal,
                                   hasIsLocalKey: isKeyboardNotification ? isLocal != nil : nil,
                                   frameBegin: numbers("UIKeyboardFrameBeginUserInfoKey"),
                                   frameEnd: numbers("UIKeyboardFrameEndUserInfoKey"),
                                   centerBegin: numbers("UIKeyboardCenterBeginUserInfoKey"),
                                   centerEnd: numbers("UIKeyboardCenterEndUserInfoKey"),
                                   bounds: numbers("UIKeyboardBoundsUserInfoKey"))
    }

    var isLocal: Bool? { if case .boolean(let b)? = data["UIKeyboardIsLocalUserInfoKey"] { b } else { nil } }

    /// `WillShow` from `UIKeyboardWillShowNotification`, `DidEnterBackground` from the lifecycle's.
    static func shortName(_ name: String) -> String {
        var s = Substring(name)
        for prefix in ["UIKeyboard", "UIApplication"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }
}

/// Figures as people write them: no trailing ".0".
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
}
