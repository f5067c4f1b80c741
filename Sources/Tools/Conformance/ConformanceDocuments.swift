import Foundation
import Yams

/// The generated parts of docs/CONFORMANCE.md and README.md, made from the committed verdicts
/// (docs/conformance-verdicts.json) and the hand-written notes (docs/conformance-notes.yaml):
/// `keyboardctl conform --write-docs` (scripts/generate) writes them, `--check-docs` and
/// ConformanceDocumentsTests say when they are stale. Each part sits between the same markers
/// as ModelDocuments' generated sections, so that the rest of the page stays hand-written.
public struct ConformanceDocuments {
    public static let corpusDirectory = "conformance"
    public static let verdictsPath = "docs/conformance-verdicts.json"
    public static let notesPath = "docs/conformance-notes.yaml"
    public static let documentPath = "docs/CONFORMANCE.md"
    public static let readmePath = "README.md"

    /// One generated part: a file and the marked section of it.
    public struct Section: Sendable {
        public let path: String
        public let id: String
        public let text: String
    }

    public let root: String
    public let report: ConformanceReport
    /// Log id → the reading of a difference (a contest between sources), folded in under its diff.
    public let notes: [(log: String, text: String)]

    /// Reads the verdicts (`verdicts`, else the committed file) and the notes under `root`. A
    /// note for a log the verdicts do not have is an error: it would be lost from the page.
    public init(root: String, verdicts: String? = nil) throws {
        self.root = root
        let verdictsPath = verdicts ?? URL(fileURLWithPath: root).appendingPathComponent(Self.verdictsPath).path
        guard let data = FileManager.default.contents(atPath: verdictsPath) else {
            throw DocumentError("cannot read \(verdictsPath): run `keyboardctl conform --embedded --json > \(Self.verdictsPath)`")
        }
        do {
            report = try ConformanceReport.decode(data)
        } catch {
            throw DocumentError("\(verdictsPath) is not a verdicts file: \(error)")
        }
        notes = try Self.notes(at: URL(fileURLWithPath: root).appendingPathComponent(Self.notesPath).path,
                               logs: Set(report.logs.map(\.log)))
    }

    public init(root: String, report: ConformanceReport, notes: [(log: String, text: String)]) {
        self.root = root
        self.report = report
        self.notes = notes
    }

    /// docs/conformance-notes.yaml: `LOG-ID: text` for each log whose difference needs a reading.
    static func notes(at path: String, logs: Set<String>) throws -> [(log: String, text: String)] {
        guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else { return [] }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch { throw DocumentError("\(path): not YAML: \(error)") }
        guard let node else { return [] }
        guard case .mapping(let mapping) = node else { throw DocumentError("\(path): must be a mapping of log id to text") }
        var notes: [(log: String, text: String)] = []
        for (key, value) in mapping {
            let line = key.mark?.line ?? 1
            guard let id = key.string, let note = value.string, !note.isEmpty else {
                throw DocumentError("\(path):\(line): each entry is `LOG-ID: text`")
            }
            guard logs.contains(id) else { throw DocumentError("\(path):\(line): no log '\(id)' in the verdicts") }
            notes.append((id, note))
        }
        return notes
    }

    public var sections: [Section] {
        [
            Section(path: Self.documentPath, id: "conformance-verdicts",
                    text: ConformanceMarkdown.verdicts(report, notes: Dictionary(notes.map { ($0.log, $0.text) }) { $1 })),
            Section(path: Self.documentPath, id: "conformance-format", text: ConformanceMarkdown.format()),
            Section(path: Self.readmePath, id: "conformance-line", text: ConformanceMarkdown.readmeLine(report)),
        ]
    }

    /// The file with `section` put between its markers.
    static func replacing(_ section: Section, in current: String) throws -> String {
        let begin = "<!-- BEGIN GENERATED: \(section.id) (scripts/generate; do not edit) -->\n"
        let end = "<!-- END GENERATED: \(section.id) -->"
        guard let b = current.range(of: begin), let e = current.range(of: end, range: b.upperBound..<current.endIndex) else {
            throw DocumentError("\(section.path) has no \(begin.dropLast()) / \(end) pair")
        }
        return String(current[..<b.upperBound]) + section.text + String(current[e.lowerBound...])
    }

    func url(_ path: String) -> URL { URL(fileURLWithPath: root).appendingPathComponent(path) }

    /// What each file should hold, by path.
    func expected() throws -> [(path: String, current: String, wanted: String)] {
        var result: [(path: String, current: String, wanted: String)] = []
        for path in Set(sections.map(\.path)).sorted() {
            guard let current = try? String(contentsOf: url(path), encoding: .utf8) else {
                throw DocumentError("cannot read \(path)")
            }
            var wanted = current
            for section in sections where section.path == path { wanted = try Self.replacing(section, in: wanted) }
            result.append((path, current, wanted))
        }
        return result
    }

    /// Why each stale file is stale; empty when every part is what the verdicts make.
    public func drift() -> [String] {
        do {
            return try expected().filter { $0.current != $0.wanted }.map { "\($0.path) is stale: run scripts/generate" }
        } catch {
            return ["\(error)"]
        }
    }

    /// Rewrites the stale files; their paths.
    public func write() throws -> [String] {
        var written: [String] = []
        for file in try expected() where file.current != file.wanted {
            try file.wanted.write(to: url(file.path), atomically: true, encoding: .utf8)
            written.append(file.path)
        }
        return written
    }
}

public struct DocumentError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
