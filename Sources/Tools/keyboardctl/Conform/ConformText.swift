import Conformance

/// `conform`'s report on stdout: the table, each difference, what keyboardd lacks, the summary.
enum ConformText {
    static func lines(_ report: ConformanceReport, files: [String], palette: AppPalette) -> [String] {
        let header = ["LOG", "ERA", "DEVICE", "EVIDENCE", "VERDICT"]
        let rows = report.logs.map { entry in
            [entry.log, entry.era, entry.device, entry.evidence,
             entry.verdict + (entry.reasons.map { " (" + $0.map(\.lacks).joined(separator: "; ") + ")" } ?? "")]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacing(/\s+$/, with: "")
        }
        var lines = [line(header)] + rows.map(line)
        for (entry, file) in zip(report.logs, files) {
            if let differences = entry.differences {
                lines += ["", palette.warning("\(entry.log): differs") + " (\(file))"]
                lines += differences.flatMap(\.text).map { "  " + $0 }
            }
            if let reasons = entry.reasons {
                lines += ["", "\(entry.log): not expressible (\(file))"] + reasons.map { "  " + $0.detail }
            }
        }
        lines += ["", report.summary.differs == 0 ? palette.good(report.summaryLine) : report.summaryLine]
        return lines
    }
}
