import Foundation

/// Compares what each role logged with what keyboardd sent it from `record` on, among the names
/// the log observed: the names in order, then each value the log has, on the notifications the
/// two lists share (aligned by their longest common subsequence, so one extra notification is
/// one difference, not a shift of all the rest).
public enum Comparison {
    /// Frames, centers, bounds and heights: within half a point (logs print whole or half points).
    public static let pointTolerance = 0.5
    /// Durations, seconds: printed with three or more decimals.
    public static let durationTolerance = 0.001
    /// `at` against keyboardd's Time, seconds: log timestamps have milliseconds, keyboardd's clock steps in ms.
    public static let timeTolerance = 0.005

    /// `matched` or `differs`; `received` is per role, from `record` on, every keyboard notification.
    public static func verdict(_ log: ConformanceLog, received: [String: [ReceivedNotification]]) -> Verdict {
        let differences = log.logged.flatMap { role, notifications in
            compare(role: role, logged: notifications, received: (received[role] ?? []).filter { log.observed.contains($0.name) })
        }
        return differences.isEmpty ? .matched : .differs(differences)
    }

    static func compare(role: String, logged: [ConformanceLog.Logged], received: [ReceivedNotification]) -> [Difference] {
        let alignment = Alignment(logged.map(\.name), received.map(\.name))
        var differences: [Difference] = []
        if logged.map(\.name) != received.map(\.name) {
            differences.append(.names(role: role, alignment.diffLines))
        }
        // `at` counts from the first notification keyboardd sent of those the log observed.
        let origin = received.first?.time
        for (i, j) in alignment.pairs {
            differences += values(logged[i], received[j], origin: origin).map { field, expected, got in
                .value(role: role, notification: i + 1, name: logged[i].name, line: logged[i].line, field: field,
                       logged: expected, keyboardd: got)
            }
        }
        return differences
    }

    /// (field, logged, keyboardd) for each value of `logged` that keyboardd's does not match.
    static func values(_ logged: ConformanceLog.Logged, _ got: ReceivedNotification,
                       origin: UInt64?) -> [(String, String, String)] {
        var found: [(String, String, String)] = []
        func numbers(_ field: String, _ expected: [Double]?, _ actual: [Double]?, tolerance: Double = pointTolerance) {
            guard let expected else { return }
            guard let actual else { return found.append((field, Format.list(expected), "absent")) }
            if !zip(expected, actual).allSatisfy({ abs($0 - $1) <= tolerance }) {
                found.append((field, Format.list(expected), Format.list(actual)))
            }
        }
        numbers("begin", logged.begin, got.frameBegin)
        numbers("end", logged.end, got.frameEnd)
        numbers("center-begin", logged.centerBegin, got.centerBegin)
        numbers("center-end", logged.centerEnd, got.centerEnd)
        numbers("bounds", logged.bounds, got.bounds)
        if let duration = logged.duration {
            if let actual = got.duration {
                if abs(actual - duration) > durationTolerance { found.append(("duration", Format.number(duration), Format.number(actual))) }
            } else {
                found.append(("duration", Format.number(duration), "absent"))
            }
        }
        if let curve = logged.curve, got.curve != curve {
            found.append(("curve", String(curve), got.curve.map(String.init) ?? "absent"))
        }
        if let local = logged.local, got.isLocal != local {
            found.append(("local", String(local), got.isLocal.map(String.init) ?? "absent (no UIKeyboardIsLocalUserInfoKey)"))
        }
        if let keys = logged.keys.map(Set.init), keys != got.keys {
            found.append(("keys", Format.keys(keys.subtracting(got.keys)), Format.keys(got.keys.subtracting(keys))))
        }
        if let at = logged.at {
            if let time = got.time, let origin {
                let actual = Double(time) / 1000 - Double(origin) / 1000
                if abs(actual - at) > timeTolerance { found.append(("at", Format.number(at), Format.number(actual))) }
            } else {
                found.append(("at", Format.number(at), "absent (no Time)"))
            }
        }
        if let height = logged.height {
            if let end = got.frameEnd {
                if abs(end[3] - height) > pointTolerance { found.append(("height", Format.number(height), Format.number(end[3]))) }
            } else {
                found.append(("height", Format.number(height), "absent (no FrameEnd)"))
            }
        }
        return found
    }
}

/// Figures as the logs print them: no trailing zeros.
public enum Format {
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    public static func list(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }

    static func keys(_ keys: Set<String>) -> String { keys.isEmpty ? "none" : keys.sorted().joined(separator: ", ") }
}
