// docs/SCENARIO-SCHEMA.md's index of examples/scenarios: one row per file, from the file's own
// header (`title`, `behaviours`, `device`, `era`/`eras`), so a new file is listed the day it is
// added. The hand-written tables below it tell the stories and their checks.

import Foundation

enum ScenarioFilesIndex {
    static let folder = "examples/scenarios"

    @Sendable static func render(root: URL) -> String {
        let directory = root.appendingPathComponent(folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        var out = "| file | title | ids | device | era at the start |\n|---|---|---|---|---|\n"
        for name in names {
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let header = topLevelValues(text)
            let eras = header["eras"] ?? header["era"] ?? ""
            out += "| [`\(name)`](../\(folder)/\(name)) | \(cell(header["title"])) | \(cell(header["behaviours"])) "
                + "| \(cell(header["device"])) | \(cell(eras)) |\n"
        }
        return out
    }

    /// The scalar values of the file's top-level keys (a flow list keeps its brackets off):
    /// the header every scenario file starts with, read without a YAML parser.
    static func topLevelValues(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if value.hasPrefix("["), value.hasSuffix("]") {
                value = value.dropFirst().dropLast().split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")
            }
            if values[key] == nil, !value.isEmpty { values[key] = value }
        }
        return values
    }

    private static func cell(_ value: String?) -> String {
        guard let value, !value.isEmpty else { return "" }
        return value.replacingOccurrences(of: "|", with: "\\|")
    }
}
