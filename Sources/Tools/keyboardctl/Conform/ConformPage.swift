import Conformance

/// `conform --html`: one self-contained page with the table of logs and, below it, each
/// difference and what keyboardd lacks for each log it cannot play.
enum ConformPage {
    static func page(_ report: ConformanceReport, files: [String]) -> String {
        let e = SVGText.escape
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>keyboardd against real devices' logs</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
            table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; font-size: 13px; vertical-align: top; }
            th { background: #f4f4f4; }
            tr.differs td { background: #fde8e8; } tr.inexpressible td { color: #777; }
            pre { background: #f7f7f7; padding: 0.6em; font-size: 12px; overflow-x: auto; }
            .only-logged { color: #b22; } .only-keyboardd { color: #2a7a2a; }
            </style>
            </head>
            <body>
            <h1>keyboardd against real devices' logs</h1>
            <p>\(e(report.summaryLine)) (\(report.summary.logs) logs).</p>
            <table>
            <tr><th>log</th><th>source</th><th>era</th><th>device</th><th>evidence</th><th>verdict</th></tr>

            """
        for entry in report.logs {
            let kind = entry.isMatched ? "matched" : entry.isExpressible ? "differs" : "inexpressible"
            let verdict = entry.isExpressible ? (entry.isMatched ? entry.verdict : "<a href=\"#\(e(entry.log))\">differs</a>")
                : "not expressible: " + e((entry.reasons ?? []).map(\.lacks).joined(separator: "; "))
            html += "<tr class=\"\(kind)\"><td><code>\(e(entry.log))</code></td>"
                + "<td><a href=\"\(e(entry.source))\">\(e(entry.project)), \(e(entry.ref))</a></td>"
                + "<td>\(e(entry.era))</td><td>\(e(entry.device))</td><td>\(e(entry.evidence))</td><td>\(verdict)</td></tr>\n"
        }
        html += "</table>\n"
        for (entry, file) in zip(report.logs, files) {
            if let differences = entry.differences {
                html += "<h2 id=\"\(e(entry.log))\">\(e(entry.log)): differs</h2>\n<p>\(e(entry.title)) (<code>\(e(file))</code>)</p>\n<pre>"
                html += differences.flatMap(\.text).map { line in
                    let trimmed = line.drop { $0 == " " }
                    let kind = trimmed.hasPrefix("- ") ? "only-logged" : trimmed.hasPrefix("+ ") ? "only-keyboardd" : nil
                    return kind.map { "<span class=\"\($0)\">\(e(line))</span>" } ?? e(line)
                }.joined(separator: "\n") + "</pre>\n"
            }
        }
        let missing = report.logs.filter { $0.reasons != nil }
        if !missing.isEmpty {
            html += "<h2>Not expressible</h2>\n<ul>\n"
            for entry in missing {
                html += "<li><code>\(e(entry.log))</code>: " + e((entry.reasons ?? []).map(\.detail).joined(separator: "; ")) + "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
