// A file of the repository made from the model's declarations: rendered by scripts/generate, and
// checked by GeneratedFilesTests so that a committed copy never drifts from what the model says.

import Foundation

public struct GeneratedFile: Sendable {
    /// Relative to the repository's root.
    public let path: String
    /// The whole file, or the part between `<!-- BEGIN GENERATED: id -->` and
    /// `<!-- END GENERATED: id -->` of a document whose other parts are written by hand.
    public let section: String?
    /// The path, and the section's name for a section: `README.md#keyboardd-options`.
    public var id: String { section.map { "\(path)#\($0)" } ?? path }
    /// The text, given the repository's root (for the few made from another committed file:
    /// docs/BEHAVIOURS.md's ids).
    let make: @Sendable (URL) -> String

    public init(path: String, section: String? = nil, render: @escaping @Sendable () -> String) {
        self.init(path: path, section: section, reading: { _ in render() })
    }

    public init(path: String, section: String? = nil, reading make: @escaping @Sendable (URL) -> String) {
        self.path = path
        self.section = section
        self.make = make
    }

    /// The file's (or the section's) text, for the repository at `root`.
    public func render(root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> String {
        make(root)
    }

    /// What the file should hold, given what it holds now (needed for a section).
    public func expected(current: String?, root: URL) throws -> String {
        let render = { make(root) }
        guard let section else { return render() }
        let begin = "<!-- BEGIN GENERATED: \(section) (scripts/generate; do not edit) -->\n"
        let end = "<!-- END GENERATED: \(section) -->"
        guard let current, let b = current.range(of: begin), let e = current.range(of: end, range: b.upperBound..<current.endIndex)
        else { throw GeneratedFileError.missingMarkers(path: path, section: section) }
        return String(current[..<b.upperBound]) + render() + String(current[e.lowerBound...])
    }

    /// Writes the file when it differs; true when it was rewritten.
    public func write(root: URL) throws -> Bool {
        let url = root.appendingPathComponent(path)
        let current = try? String(contentsOf: url, encoding: .utf8)
        let wanted = try expected(current: current, root: root)
        guard wanted != current else { return false }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try wanted.write(to: url, atomically: true, encoding: .utf8)
        return true
    }

    /// Nil when the committed file is what the model makes; otherwise why not.
    public func drift(root: URL) -> String? {
        let url = root.appendingPathComponent(path)
        let current = try? String(contentsOf: url, encoding: .utf8)
        do {
            let wanted = try expected(current: current, root: root)
            return wanted == current ? nil : "\(path) is stale: run scripts/generate"
        } catch {
            return "\(error)"
        }
    }
}

public enum GeneratedFileError: Error, CustomStringConvertible {
    case missingMarkers(path: String, section: String)

    public var description: String {
        switch self {
        case .missingMarkers(let path, let section):
            "\(path) has no <!-- BEGIN GENERATED: \(section) ... --> / <!-- END GENERATED: \(section) --> pair"
        }
    }
}

/// Markdown table cells: `|` escaped, new lines folded.
func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
}

func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
