import DBus
import Foundation
import KeyboardContract

/// The test bench's side of keyboardd: Control1 verbs and the truth (properties, trace), blocking.
struct KeyboarddControl {
    let connection: Connection

    @discardableResult
    func control(_ verb: String, _ arguments: [DBusValue] = []) throws -> [DBusValue] {
        try connection.call(destination: Contract.busName, path: Contract.serverPath,
                            interface: Contract.controlInterface, member: verb, arguments: arguments)
    }

    func property(_ path: ObjectPath, _ interface: String, _ name: String) throws -> DBusValue {
        let reply = try connection.call(destination: Contract.busName, path: path,
                                        interface: "org.freedesktop.DBus.Properties", member: "Get",
                                        arguments: [.string(interface), .string(name)])
        return reply.first?.unwrappedVariant ?? .string("")
    }

    func appState(_ bundleId: String) throws -> String {
        if case .string(let s) = try property(Contract.appPath(bundleId), Contract.appInterface, "State") { return s }
        return ""
    }

    func keyboardMode() throws -> String {
        if case .string(let s) = try property(Contract.keyboardPath, Contract.keyboardInterface, "Mode") { return s }
        return ""
    }

    func appRect(_ bundleId: String, _ name: String) throws -> Rect {
        Rect(try property(Contract.appPath(bundleId), Contract.appInterface, name))
    }

    /// `App1.Windows`: (id, kind, hidden, frame), bottom first.
    func windows(_ bundleId: String) throws -> [(id: String, kind: String, hidden: Bool, frame: Rect)] {
        guard case .array(_, let items) = try property(Contract.appPath(bundleId), Contract.appInterface, "Windows")
        else { return [] }
        return items.compactMap { item in
            guard case .structure(let f) = item, f.count == 4, case .string(let id) = f[0],
                  case .string(let kind) = f[1], case .boolean(let hidden) = f[2] else { return nil }
            return (id, kind, hidden, Rect(f[3]))
        }
    }

    /// The trace's records for one app and event name, oldest first: their data dictionaries.
    func traceData(app: String, event: String) throws -> [[String: DBusValue]] {
        try trace(after: 0).filter { $0.app == app && $0.event == event }.map(\.data)
    }

    /// Control1.Trace: the records after a record sequence number, oldest first.
    func trace(after sequence: UInt64) throws -> [TraceRecord] {
        guard case .array(_, let records)? = try control("Trace", [.uint64(sequence)]).first else { return [] }
        return records.compactMap(TraceRecord.init)
    }

    /// Server1.Now: the clock, ms.
    func now() throws -> UInt64 {
        if case .uint64(let t) = try property(Contract.serverPath, Contract.serverInterface, "Now") { return t }
        return 0
    }
}

/// Control1.Trace records, as the scenario runner reads them.
typealias TraceRecord = ControlTraceRecord

extension ControlTraceRecord {
    var isKeyboardNotification: Bool { event.hasPrefix("UIKeyboard") && event.hasSuffix("Notification") }
    var isLifecycleNotification: Bool { event.hasPrefix("UIApplication") && event.hasSuffix("Notification") }
    /// A notification record as a file would expect it (lifecycle ones have no IsLocal or frame).
    var pattern: NotificationPattern {
        var frameEnd: [Double]?
        if let value = data["UIKeyboardFrameEndUserInfoKey"], case .rect(let numbers)? = PropertyValue(value) {
            frameEnd = numbers
        }
        return NotificationPattern(Self.shortName(event), isLocal: isLocal, frameEnd: frameEnd)
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

/// A `(dddd)` rect: x, y, width, height.
struct Rect: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0

    init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ value: DBusValue) {
        guard case .structure(let f) = value, f.count == 4 else {
            self.init()
            return
        }
        let d: [Double] = f.map { field -> Double in
            if case .double(let v) = field { return v }
            return 0
        }
        self.init(x: d[0], y: d[1], width: d[2], height: d[3])
    }

    var maxY: Double { y + height }
    var description: String { "(\(format(x)), \(format(y)), \(format(width)), \(format(height)))" }
}

/// Figures as people write them: no trailing ".0".
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
}
