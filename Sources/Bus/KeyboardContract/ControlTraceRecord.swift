import DBus

/// One record of Control1.Trace, `(ttssa{sv})`, as it comes off the bus: the record's own
/// sequence, the daemon's time in ms, the app (empty for the server and the keyboard), the event
/// (a Control1 or App1 method, a notification's name, StateChanged, Snapshot, Report) and its
/// data, the variants unwrapped. One decoder for every reader of the trace.
public struct ControlTraceRecord: Hashable, Sendable, CustomStringConvertible {
    public var sequence: UInt64
    public var time: UInt64
    public var app: String
    public var event: String
    public var data: [String: DBusValue]

    /// nil when `value` is not a `(ttssa{sv})` record.
    public init?(_ value: DBusValue) {
        guard case .structure(let f) = value, f.count == 5, case .uint64(let sequence) = f[0],
              case .uint64(let time) = f[1], case .string(let app) = f[2], case .string(let event) = f[3],
              case .dictionary(_, _, let entries) = f[4] else { return nil }
        var data: [String: DBusValue] = [:]
        for entry in entries { if case .string(let key) = entry.key { data[key] = entry.value.unwrappedVariant } }
        (self.sequence, self.time, self.app, self.event, self.data) = (sequence, time, app, event, data)
    }

    public var description: String { "#\(sequence) t=\(time) \(app) \(event)" }
}
