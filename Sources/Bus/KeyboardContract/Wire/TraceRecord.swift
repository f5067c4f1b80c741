import DBus

extension Control1 {
    /// One record of `Control1.Trace`, `(ttssa{sv})`: the record's own sequence, the daemon's
    /// time in ms, the app (empty for the server and the keyboard), the event (a Control1 or App1
    /// method, a notification's name, StateChanged, Snapshot, Report) and its data, the variants
    /// unwrapped.
    public struct TraceRecord: Hashable, Sendable, CustomStringConvertible {
        public var sequence: UInt64
        public var time: UInt64
        public var app: String
        public var event: String
        public var data: [String: DBusValue]

        public init(sequence: UInt64, time: UInt64, app: String, event: String, data: [String: DBusValue]) {
            (self.sequence, self.time, self.app, self.event, self.data) = (sequence, time, app, event, data)
        }

        /// nil when `value` is not a `(ttssa{sv})` record.
        public init?(_ value: DBusValue) {
            guard let record = try? TraceRecord(dbusValue: value) else { return nil }
            self = record
        }

        public var description: String { "#\(sequence) t=\(time) \(app) \(event)" }
    }
}

extension Control1.TraceRecord: DBusCodable {
    public static var dbusSignature: String { "(ttssa{sv})" }

    /// The data's keys sorted, so the wire form is deterministic.
    public var dbusValue: DBusValue {
        .structure([.uint64(sequence), .uint64(time), .string(app), .string(event),
                    .vardict(data.keys.sorted().map { ($0, data[$0]!) })])
    }

    public init(dbusValue: DBusValue) throws(DBusError) {
        guard case .structure(let f) = dbusValue, f.count == 5, case .uint64(let sequence) = f[0],
              case .uint64(let time) = f[1], case .string(let app) = f[2], case .string(let event) = f[3],
              case .dictionary(_, _, let entries) = f[4] else {
            throw .invalidArgs("expected a trace record '(ttssa{sv})', got '\(dbusValue.signature)'")
        }
        var data: [String: DBusValue] = [:]
        for entry in entries { if case .string(let key) = entry.key { data[key] = entry.value.unwrappedVariant } }
        self.init(sequence: sequence, time: time, app: app, event: event, data: data)
    }
}

/// The name `Control1.TraceRecord` had before the contract was generated.
public typealias ControlTraceRecord = Control1.TraceRecord
