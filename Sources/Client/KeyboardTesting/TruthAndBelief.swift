import DBus
import Foundation
import KeyboardClient
import KeyboardContract

/// What an app last told keyboardd it believes (its latest `Report`, e.g. from a tracker of
/// KeyboardTrackers), with what the keyboard really covered at that moment.
public struct ReportedBelief: Sendable, Equatable, CustomStringConvertible {
    /// The facts as reported: `Tracker`, `TrackedKeyboardHeight`, `ViewBottom`, ...
    public var facts: [String: ReportValue]
    /// KeyboardOverlap in the app's window when it reported (window coordinates).
    public var overlapWhenReported: CGRect
    /// keyboardd's clock at the report, in ms; the trace record's sequence number.
    public var time: UInt64
    public var record: UInt64

    /// How much of the window's bottom the app believes the keyboard covers.
    public var trackedKeyboardHeight: Double? { facts["TrackedKeyboardHeight"]?.double }
    /// Where the app put the bottom of what it keeps above the keyboard (window coordinates).
    public var viewBottom: Double? { facts["ViewBottom"]?.double }

    public var description: String {
        let height = trackedKeyboardHeight.map { "\($0)" } ?? "nothing"
        return "TrackedKeyboardHeight \(height) (Report #\(record) at t=\(time) ms)"
    }
}

/// The truth (KeyboardOverlap now) beside the app's belief (its latest Report).
public struct KeyboardVerdict: Sendable, Equatable, CustomStringConvertible {
    public var bundleId: String
    /// App1.KeyboardOverlap now: the part of the app's window the keyboard covers.
    public var overlap: CGRect
    public var belief: ReportedBelief?

    /// The belief's height is the overlap's, within half a point; no report believes "no keyboard".
    public var agrees: Bool { abs((belief?.trackedKeyboardHeight ?? 0) - Double(overlap.height)) <= 0.5 }

    public var description: String {
        "\(bundleId): the keyboard covers \(Double(overlap.height)) pt of its window (KeyboardOverlap "
            + "\(overlap.origin.x), \(overlap.origin.y), \(overlap.width), \(overlap.height)), the app believes "
            + (belief.map { "\($0.trackedKeyboardHeight ?? 0) pt: \($0)" } ?? "0 pt (it never reported)")
    }
}

extension KeyboardBench {
    /// The truth: App1.KeyboardOverlap of `app`, window coordinates (zero when it has no keyboard).
    public func truth(of app: KeyboardApp) throws -> CGRect {
        let overlap = try App1.Proxy(connection, bundleId: app.bundleId).keyboardOverlap()
        return CGRect(x: overlap.x, y: overlap.y, width: overlap.width, height: overlap.height)
    }

    /// The app's latest Report in keyboardd's trace, after every notification sent so far
    /// was handled (a tracker reports as it acts on one); nil when it has not reported.
    public func belief(of app: KeyboardApp) throws -> ReportedBelief? {
        synchronize()
        guard let record = try trace().last(where: { $0.app == app.bundleId && $0.event == App1.MethodName.report.rawValue }) else { return nil }
        var facts: [String: ReportValue] = [:]
        if case .dictionary(_, _, let entries)? = record.data["Facts"]?.unwrappedVariant {
            for entry in entries {
                if case .string(let key) = entry.key, let value = ReportValue(entry.value.unwrappedVariant) { facts[key] = value }
            }
        }
        let overlap = record.data["KeyboardOverlap"].flatMap { try? Rect(dbusValue: $0.unwrappedVariant) } ?? .zero
        return ReportedBelief(facts: facts, overlapWhenReported: CGRect(x: overlap.x, y: overlap.y, width: overlap.width,
                                                                         height: overlap.height),
                              time: record.time, record: record.sequence)
    }

    /// The truth beside the belief, for `app`, now.
    public func verdict(for app: KeyboardApp) throws -> KeyboardVerdict {
        let belief = try belief(of: app)
        return KeyboardVerdict(bundleId: app.bundleId, overlap: try truth(of: app), belief: belief)
    }
}

extension ReportValue {
    init?(_ value: DBusValue) {
        switch value {
        case .double(let d): self = .double(d)
        case .int32(let i): self = .int(Int(i))
        case .int64(let i): self = .int(Int(i))
        case .boolean(let b): self = .bool(b)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    var double: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }
}
