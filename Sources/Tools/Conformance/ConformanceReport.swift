import Foundation

/// Every log's verdict, as `keyboardctl conform --json` prints it and the committed baseline
/// (docs/conformance-verdicts.json) holds it: sorted keys, two spaces, nothing that changes from
/// run to run (no times, no paths, no bus address), so that a run can be compared with the file.
public struct ConformanceReport: Codable, Sendable, Equatable {
    public struct Summary: Codable, Sendable, Equatable {
        public var logs: Int
        public var expressible: Int
        public var matched: Int
        public var differs: Int
        public var notExpressible: Int

        public init(logs: Int, expressible: Int, matched: Int, differs: Int, notExpressible: Int) {
            (self.logs, self.expressible, self.matched, self.differs, self.notExpressible) = (logs, expressible, matched, differs, notExpressible)
        }

        enum CodingKeys: String, CodingKey {
            case logs, expressible, matched, differs
            case notExpressible = "not-expressible"
        }
    }

    /// One log: what it is and what keyboardd made of it.
    public struct Entry: Codable, Sendable, Equatable {
        public var log: String
        public var title: String
        public var source: String
        public var project: String
        public var ref: String
        public var era: String
        public var device: String
        public var evidence: String
        /// `matched`, `differs` or `not expressible`.
        public var verdict: String
        public var differences: [Difference]?
        public var reasons: [Reason]?

        public init(_ log: ConformanceLog, _ verdict: Verdict) {
            self.log = log.id
            title = log.title
            source = log.source.url
            project = log.source.project
            ref = log.source.ref
            era = log.keyboardd.profile
            device = log.keyboardd.device
            evidence = log.evidence.rawValue
            self.verdict = verdict.word
            differences = verdict.differences.isEmpty ? nil : verdict.differences
            reasons = verdict.reasons.isEmpty ? nil : verdict.reasons
        }

        public var isMatched: Bool { verdict == Verdict.matchedWord }
        public var isExpressible: Bool { verdict != Verdict.notExpressibleWord }
    }

    public var summary: Summary
    public var logs: [Entry]

    public init(_ entries: [Entry]) {
        logs = entries
        let matched = entries.filter(\.isMatched).count
        let expressible = entries.filter(\.isExpressible).count
        summary = Summary(logs: entries.count, expressible: expressible, matched: matched, differs: expressible - matched,
                          notExpressible: entries.count - expressible)
    }

    /// `keyboardd reproduces 12 of 20 expressible logs; 13 not expressible`.
    public var summaryLine: String {
        "keyboardd reproduces \(summary.matched) of \(summary.expressible) expressible logs; \(summary.notExpressible) not expressible"
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    public static func decode(_ data: Data) throws -> ConformanceReport {
        try JSONDecoder().decode(ConformanceReport.self, from: data)
    }

    /// The logs the baseline says matched that do not match now (a log the baseline does not
    /// know, or that it says differs, is no regression).
    public func regressions(against baseline: ConformanceReport) -> [(log: String, now: String)] {
        let matchedBefore = Set(baseline.logs.filter(\.isMatched).map(\.log))
        return logs.filter { matchedBefore.contains($0.log) && !$0.isMatched }.map { ($0.log, $0.verdict) }
    }
}
