import Foundation
import ScenarioFiles
import Yams

/// Reads conformance files (conformance/*.yaml). Every problem is reported with its line, column
/// and field; nothing half-valid is returned. Names keyboardd may lack (an era, a device) are not
/// problems: they make the log "not expressible" when it is played (`Expressibility`).
public enum ConformanceFile {
    /// Reads and checks the file at `path`; its `log` must be the file's name without `.yaml`.
    public static func load(path: String) throws(ConformanceFileError) -> ConformanceLog {
        var warnings: [ScenarioFileProblem] = []
        return try load(path: path, warnings: &warnings)
    }

    /// `load`, with what the file may still say but should not (an old key) in `warnings`.
    public static func load(path: String, warnings: inout [ScenarioFileProblem]) throws(ConformanceFileError) -> ConformanceLog {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw ConformanceFileError(kind: .unreadable, source: path, problems: [.init(line: 1, column: 1, message: reason)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConformanceFileError(kind: .invalid, source: path,
                                       problems: [.init(line: 1, column: 1, message: "the file is not UTF-8 text")])
        }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try parse(text, source: path, expectedId: stem, warnings: &warnings)
    }

    /// Checks `text` (named `source` in messages); with `expectedId`, `log` must be it.
    public static func parse(_ text: String, source: String, expectedId: String? = nil) throws(ConformanceFileError) -> ConformanceLog {
        var warnings: [ScenarioFileProblem] = []
        return try parse(text, source: source, expectedId: expectedId, warnings: &warnings)
    }

    /// `parse`, with the file's warnings (old spellings) in `warnings`.
    public static func parse(_ text: String, source: String, expectedId: String? = nil,
                             warnings: inout [ScenarioFileProblem]) throws(ConformanceFileError) -> ConformanceLog {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ConformanceFileError(kind: .invalid, source: source, problems: [
                    .init(line: 1, column: 1, message: "the file is empty: a conformance log needs at least "
                          + ConformanceFormat.topLevel.filter(\.required).map(\.name).joined(separator: ", "))])
            }
            root = node
        } catch let error as ConformanceFileError {
            throw error
        } catch {
            throw ConformanceFileError(kind: .invalid, source: source, problems: [ScenarioFile.syntaxProblem(error)])
        }
        let reader = YAMLReader()
        let log = LogBuilder(reader: reader, expectedId: expectedId).log(root)
        let problems = reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        warnings += reader.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard problems.isEmpty, let log else {
            throw ConformanceFileError(kind: .invalid, source: source, problems: problems)
        }
        return log
    }

    /// The `.yaml` files of a directory, sorted by name (the corpus's order everywhere).
    public static func files(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { (directory.hasSuffix("/") ? directory : directory + "/") + $0 }
    }
}
