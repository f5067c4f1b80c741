/// The Markdown of docs/CONFORMANCE.md's generated parts and the README's line.
enum ConformanceMarkdown {
    /// The summary, the table of logs, each difference (with its reading from the notes file) and
    /// what keyboardd lacks for each log it cannot play.
    static func verdicts(_ report: ConformanceReport, notes: [String: String]) -> String {
        var md = "**\(report.summaryLine)** (\(report.summary.logs) logs).\n\n"
        md += "| log | source | era | device | evidence | verdict |\n|---|---|---|---|---|---|\n"
        for entry in report.logs {
            let verdict = switch entry.verdict {
            case Verdict.matchedWord: "matched"
            case Verdict.differsWord: "**differs**"
            default: "not expressible: " + (entry.reasons ?? []).map(\.lacks).joined(separator: "; ")
            }
            md += "| [`\(entry.log)`](../conformance/\(entry.log).yaml) | [\(cell(entry.project)), \(cell(entry.ref))](\(entry.source)) "
                + "| `\(entry.era)` | `\(entry.device)` | \(entry.evidence) | \(cell(verdict)) |\n"
        }
        // A match says little until one knows what makes it: which quirk, and whether it cites the log.
        let readMatches = report.logs.filter { $0.verdict == Verdict.matchedWord && notes[$0.log] != nil }
        if !readMatches.isEmpty {
            md += "\n### What the matches rest on\n\n"
            for entry in readMatches { md += "- `\(entry.log)`: \(notes[entry.log] ?? "")\n" }
        }
        let differing = report.logs.filter { $0.differences != nil }
        md += "\n### Differences\n\n"
        md += differing.isEmpty ? "None: every expressible log is reproduced.\n" : ""
        for entry in differing {
            md += "#### `\(entry.log)`\n\n\(entry.title) ([source](\(entry.source)); `\(entry.era)` on `\(entry.device)`)\n\n"
            md += "```text\n" + (entry.differences ?? []).flatMap(\.text).joined(separator: "\n") + "\n```\n\n"
            if let note = notes[entry.log] { md += "Reading (docs/conformance-notes.yaml): \(note)\n\n" }
        }
        let missing = report.logs.filter { $0.reasons != nil }
        md += "### Not expressible\n\n"
        md += missing.isEmpty ? "None: keyboardd can play every log.\n" : ""
        for entry in missing {
            md += "- `\(entry.log)`: " + (entry.reasons ?? []).map(\.detail).joined(separator: "; ") + "\n"
            if let note = notes[entry.log] { md += "  Reading: \(note)\n" }
        }
        return md
    }

    /// The keys of a file, table by table, from `ConformanceFormat`.
    static func format() -> String {
        let tables: [(String, [ConformanceFormat.Key])] = [
            ("The log", ConformanceFormat.topLevel), ("`source`", ConformanceFormat.source),
            ("`reported`", ConformanceFormat.reported), ("`keyboardd`", ConformanceFormat.keyboardd),
            ("Each of `apps`", ConformanceFormat.app), ("Each of `responders`", ConformanceFormat.responder),
            ("Each notification of `logged`", ConformanceFormat.logged),
        ]
        return tables.map { title, keys in
            "\(title):\n\n| key | required | what it holds |\n|---|---|---|\n"
                + keys.map { "| `\($0.name)` | \($0.required ? "yes" : "") | \(cell($0.description)) |\n" }.joined()
        }.joined(separator: "\n")
    }

    /// README's feature line.
    static func readmeLine(_ report: ConformanceReport) -> String {
        let s = report.summary
        return "- **Checked against real devices**: keyboardd reproduces \(s.matched) of the \(s.expressible) expressible "
            + "notification logs that people published from real iPhones and iPads (\(s.notExpressible) more need an era, "
            + "device or step keyboardd lacks yet); `keyboardctl conform` plays them all. See "
            + "[docs/CONFORMANCE.md](docs/CONFORMANCE.md).\n"
    }

    /// A table cell: `|` escaped, new lines folded.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
