import Conformance
import Foundation
import Testing

/// docs/CONFORMANCE.md's verdicts and format, and the README's line, are what the committed
/// verdicts and notes make (`scripts/generate`); the baseline rule, on reports made here.
@Suite struct ConformanceDocumentsTests {
    static var root: String { ConformanceFixtures.repository.path }

    @Test func theGeneratedPartsAreUpToDate() throws {
        let documents = try ConformanceDocuments(root: Self.root)
        #expect(documents.drift().isEmpty, "\(documents.drift())")
    }

    /// The README says how many real logs keyboardd reproduces, from the same verdicts.
    @Test func theReadmeLineCountsTheVerdicts() throws {
        let documents = try ConformanceDocuments(root: Self.root)
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let s = documents.report.summary
        #expect(readme.contains("keyboardd reproduces \(s.matched) of the \(s.expressible) expressible notification logs"))
        #expect(s.logs == ConformanceFixtures.files.count, "every log of the corpus has its verdict: run scripts/generate")
    }

    /// Every log of the corpus is in the verdicts, and every note names one of them.
    @Test func theVerdictsAndNotesCoverTheCorpus() throws {
        let documents = try ConformanceDocuments(root: Self.root)
        let ids = try ConformanceFixtures.files.map { try ConformanceFile.load(path: $0).id }
        #expect(documents.report.logs.map(\.log) == ids)
        #expect(!documents.notes.isEmpty)
    }

    @Test func aNoteForNoLogIsAnError() throws {
        let directory = try ConformanceFixtures.temporaryDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data(ConformanceReport([]).json.utf8).write(to: directory.appendingPathComponent(ConformanceDocuments.verdictsPath))
        try "nobody: a reading\n".write(to: directory.appendingPathComponent(ConformanceDocuments.notesPath), atomically: true, encoding: .utf8)
        #expect(throws: DocumentError.self) { try ConformanceDocuments(root: directory.path) }
    }

    static func entry(_ id: String, _ verdict: Verdict) throws -> ConformanceReport.Entry {
        var log = try ConformanceFixtures.parse()
        log.id = id
        return ConformanceReport.Entry(log, verdict)
    }

    @Test func theSummaryCountsEachVerdict() throws {
        let report = ConformanceReport([
            try Self.entry("a", .matched), try Self.entry("b", .differs([.names(role: "app", ["+ WillShow"])])),
            try Self.entry("c", .notExpressible([Reason(lacks: "era ios6", detail: "…")])),
        ])
        #expect(report.summary == .init(logs: 3, expressible: 2, matched: 1, differs: 1, notExpressible: 1))
        #expect(report.summaryLine == "keyboardd reproduces 1 of 2 expressible logs; 1 not expressible")
        #expect(try ConformanceReport.decode(Data(report.json.utf8)) == report, "the JSON round-trips")
    }

    /// A log the baseline says matched must match: differing or inexpressible now is a regression;
    /// a log the baseline does not know, or says differs, is not.
    @Test func theBaselineRule() throws {
        let differs = Verdict.differs([.names(role: "app", ["+ WillShow"])])
        let baseline = ConformanceReport([try Self.entry("a", .matched), try Self.entry("b", .matched),
                                          try Self.entry("c", differs), try Self.entry("d", .matched)])
        let now = ConformanceReport([
            try Self.entry("a", .matched), try Self.entry("b", differs), try Self.entry("c", .matched),
            try Self.entry("d", .notExpressible([Reason(lacks: "era ios6", detail: "…")])), try Self.entry("e", differs),
        ])
        let regressions = now.regressions(against: baseline)
        #expect(regressions.map(\.log) == ["b", "d"])
        #expect(regressions.map(\.now) == ["differs", "not expressible"])
    }
}
