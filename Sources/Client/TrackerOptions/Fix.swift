import Foundation

/// The articles' fixes as options for a sample app's `--fix` flag and the strategy matrix.
public struct Fix: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// K6: `ResponderGuard`.
    public static let responderGuard = Fix(rawValue: 1 << 0)
    /// K4: `SnapshotCover`.
    public static let snapshotCover = Fix(rawValue: 1 << 1)
    /// K9: `InteractiveDismissal` searches the window list topmost first (without: `.first`).
    public static let reversedWindowSearch = Fix(rawValue: 1 << 2)
    /// K5, the wrong fix: `UnsubscribeWhileInactive`.
    public static let unsubscribeWhileInactive = Fix(rawValue: 1 << 3)
    /// K12 for `MailRuKeyboardTracker`: the undocked check and DidChangeFrame on iPad (without:
    /// the tracker as first written, which K11 throws off screen).
    public static let undockedCheck = Fix(rawValue: 1 << 4)
    /// K14: a `Watchdog` over the tracker.
    public static let watchdog = Fix(rawValue: 1 << 5)

    /// Every fix with its flag name, in this order.
    public static let named: [(name: String, fix: Fix)] = [
        ("responder-guard", .responderGuard),
        ("snapshot-cover", .snapshotCover),
        ("reversed-window-search", .reversedWindowSearch),
        ("unsubscribe-while-inactive", .unsubscribeWhileInactive),
        ("undocked-check", .undockedCheck),
        ("watchdog", .watchdog),
    ]

    /// The good fixes of the articles (everything but the wrong one).
    public static let good: Fix = [.responderGuard, .snapshotCover, .reversedWindowSearch, .undockedCheck, .watchdog]

    /// Parses flag names separated by commas ("responder-guard,snapshot-cover"); "" and "none"
    /// are no fix, "good" the good ones. Nil for an unknown name.
    public init?(names: String) {
        var fixes: Fix = []
        for part in names.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            switch part {
            case "none": continue
            case "good": fixes.formUnion(.good)
            default:
                guard let fix = Fix.named.first(where: { $0.name == part })?.fix else { return nil }
                fixes.formUnion(fix)
            }
        }
        self = fixes
    }

    /// The flag names of the fixes in this set, comma separated; "none" for the empty set.
    public var description: String {
        let names = Fix.named.filter { contains($0.fix) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
