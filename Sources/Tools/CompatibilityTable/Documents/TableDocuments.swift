import Foundation

/// The table's two documents on disk: written from a report, or compared with one.
public enum TableDocuments {
    /// Writes docs/COMPATIBILITY.md and docs/compatibility.html under `root`; the paths written.
    public static func write(_ report: TableReport, root: String) throws -> [String] {
        let files = [(CompatibilityMarkdown.path, CompatibilityMarkdown.document(report)),
                     (CompatibilityPage.path, CompatibilityPage.page(report))]
        for (path, text) in files {
            try text.write(to: URL(fileURLWithPath: root).appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return files.map(\.0)
    }

    /// What differs between the report and the documents: for the whole table both files as they
    /// are; for a shard its libraries' sections of COMPATIBILITY.md. Empty when they hold it.
    public static func drift(_ report: TableReport, root: String, whole: Bool) -> [String] {
        func read(_ path: String) -> String? {
            try? String(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(path), encoding: .utf8)
        }
        guard let markdown = read(CompatibilityMarkdown.path) else { return ["\(CompatibilityMarkdown.path) cannot be read"] }
        var drift: [String] = []
        if whole {
            if markdown != CompatibilityMarkdown.document(report) {
                drift.append("\(CompatibilityMarkdown.path) is stale: run scripts/generate")
            }
            if read(CompatibilityPage.path) != CompatibilityPage.page(report) {
                drift.append("\(CompatibilityPage.path) is stale: run scripts/generate")
            }
            return drift
        }
        for library in report.libraries {
            let computed = CompatibilityMarkdown.section(library, report)
            let heading = computed.prefix { $0 != "\n" }
            guard let written = section(of: markdown, heading: String(heading)) else {
                drift.append("\(CompatibilityMarkdown.path) has no section \(heading)")
                continue
            }
            if written != computed { drift.append("\(CompatibilityMarkdown.path): \(heading) is stale: run scripts/generate") }
        }
        return drift
    }

    /// The section of `markdown` that starts with the line `heading`, up to the next `## `.
    static func section(of markdown: String, heading: String) -> String? {
        guard let start = markdown.range(of: "\n" + heading + "\n") else { return nil }
        let from = markdown.index(after: start.lowerBound)
        let rest = markdown[start.upperBound...]
        let end = rest.range(of: "\n## ").map { markdown.index(after: $0.lowerBound) } ?? markdown.endIndex
        return String(markdown[from..<end])
    }
}
