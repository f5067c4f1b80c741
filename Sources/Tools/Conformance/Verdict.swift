/// What keyboardd made of one log.
public enum Verdict: Sendable, Equatable {
    /// Every logged notification, with every value the log shows, as keyboardd sent it.
    case matched
    /// keyboardd sent something else: each difference.
    case differs([Difference])
    /// keyboardd cannot play the story: the era, device, setting, input mode or step it lacks.
    case notExpressible([Reason])

    /// `matched`, `differs`, `not expressible`: the words of the table, the JSON and the baseline.
    public var word: String {
        switch self {
        case .matched: Self.matchedWord
        case .differs: Self.differsWord
        case .notExpressible: Self.notExpressibleWord
        }
    }

    public static let matchedWord = "matched"
    public static let differsWord = "differs"
    public static let notExpressibleWord = "not expressible"
    public static let words = [matchedWord, differsWord, notExpressibleWord]

    public var differences: [Difference] { if case .differs(let d) = self { d } else { [] } }
    public var reasons: [Reason] { if case .notExpressible(let r) = self { r } else { [] } }
}

/// Why keyboardd cannot play a log: what it lacks, in a few words for a table cell, and in full.
public struct Reason: Sendable, Equatable, Codable {
    /// e.g. `era ios6`, `step at line 27`, `SetKeyboardMode refused`.
    public var lacks: String
    /// e.g. `keyboardd has no era ios6 (its eras: ideal, ios8, …)`.
    public var detail: String

    public init(lacks: String, detail: String) {
        self.lacks = lacks
        self.detail = detail
    }
}

/// One way keyboardd's notifications differ from a log's: the names (a list diff), or one value
/// of one notification.
public struct Difference: Sendable, Equatable, Codable {
    public var role: String
    /// The names as a list diff, each line `  NAME` (both), `- NAME` (only logged) or `+ NAME`
    /// (only keyboardd's); nil for a value's difference.
    public var names: [String]?
    /// The logged notification, 1-based, with its name and its line in the file.
    public var notification: Int?
    public var name: String?
    public var line: Int?
    /// The field as the file names it (`end`, `height`, `keys`...).
    public var field: String?
    /// What the log has and what keyboardd sent; for `keys`, the keys only the log has and the
    /// keys only keyboardd sent.
    public var logged: String?
    public var keyboardd: String?

    public static func names(role: String, _ lines: [String]) -> Difference {
        Difference(role: role, names: lines)
    }

    public static func value(role: String, notification: Int, name: String, line: Int, field: String,
                             logged: String, keyboardd: String) -> Difference {
        Difference(role: role, notification: notification, name: name, line: line, field: field, logged: logged,
                   keyboardd: keyboardd)
    }

    /// Readable lines: a heading and the diff for names, one line for a value.
    public var text: [String] {
        if let names {
            return ["\(role)'s notifications (- logged, + keyboardd):"] + names.map { "    " + $0 }
        }
        let which = "\(role)'s notification \(notification ?? 0) (\(name ?? "?"), line \(line ?? 0))"
        if field == "keys" {
            return ["\(which): keys only in the log: \(logged ?? "none"); only in keyboardd's: \(keyboardd ?? "none")"]
        }
        return ["\(which): \(field ?? "?"): logged \(logged ?? "?"), keyboardd \(keyboardd ?? "?")"]
    }
}
