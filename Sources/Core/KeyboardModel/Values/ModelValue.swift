// A small value type for trace data, app reports and option dictionaries, so the model
// needs no D-Bus types: the shell maps `a{sv}` to and from it.

public indirect enum ModelValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case rect(Rect)
    case point(Point)
    case strings([String])
    case dictionary([String: ModelValue])

    public var description: String {
        switch self {
        case .bool(let v): "\(v)"
        case .int(let v): "\(v)"
        case .double(let v): "\(v)"
        case .string(let v): "\"\(v)\""
        case .rect(let v): v.description
        case .point(let v): v.description
        case .strings(let v): "\(v)"
        case .dictionary(let d):
            "{" + d.keys.sorted().map { "\($0): \(d[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    /// A number as a Double (ints convert), for options such as heights.
    public var doubleValue: Double? {
        switch self {
        case .double(let v): v
        case .int(let v): Double(v)
        default: nil
        }
    }

    public var boolValue: Bool? { if case .bool(let v) = self { v } else { nil } }
    public var stringValue: String? { if case .string(let v) = self { v } else { nil } }
    public var rectValue: Rect? { if case .rect(let v) = self { v } else { nil } }
    public var stringsValue: [String]? { if case .strings(let v) = self { v } else { nil } }

    /// Every double inside is finite (reports and options must be; NaN cannot be compared).
    var isFinite: Bool {
        switch self {
        case .double(let v): v.isFinite
        case .rect(let r): r.isFinite
        case .point(let p): p.isFinite
        case .dictionary(let d): d.values.allSatisfy(\.isFinite)
        default: true
        }
    }

    /// Rough size in values, to bound what a report may put in the trace.
    var weight: Int {
        switch self {
        case .strings(let s): 1 + s.count
        case .dictionary(let d): 1 + d.values.reduce(0) { $0 + $1.weight }
        default: 1
        }
    }
}
