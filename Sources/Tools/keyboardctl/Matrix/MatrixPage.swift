import StrategyMatrix

/// `matrix --html`: one self-contained page with the table of every cell run (expected beside
/// found, the cells that differ marked) and, for each cell that differs, the SVG timeline of its
/// run, so the way it went wrong can be seen.
enum MatrixPage {
    static func page(_ cells: [MatrixCell], results: [MatrixCell: CellResult], subtitle: String) -> String {
        let e = SVGText.escape
        let differing = cells.filter { results[$0]?.asExpected == false }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>keyboardd: the strategy matrix</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
            table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; font-size: 13px; vertical-align: top; }
            th { background: #f4f4f4; }
            tr.differs td { background: #fde8e8; }
            .ok { color: #2a7a2a; } .bad { color: \(TimelineSVG.leakColor); font-weight: bold; }
            .timeline { overflow-x: auto; border: 1px solid #ddd; margin-bottom: 2em; }
            code { background: #f4f4f4; padding: 0 3px; }
            </style>
            </head>
            <body>
            <h1>The strategy matrix</h1>
            <p>\(e(subtitle))</p>
            <p>\(cells.count) cell\(cells.count == 1 ? "" : "s") run: \(cells.count - differing.count) as expected, \
            <span class="\(differing.isEmpty ? "ok" : "bad")">\(differing.count) differ</span>.</p>

            """
        for scenario in Scenario.all {
            let rows = cells.filter { $0.scenario == scenario }
            guard !rows.isEmpty else { continue }
            html += "<h2>\(e(scenario.id)): \(e(scenario.title))</h2>\n"
            html += "<p>\(e(scenario.behaviours.joined(separator: ", "))) · device \(scenario.devices.map { "<code>\(e($0))</code>" }.joined(separator: ", then ")) · apps "
                + scenario.apps.map { "<code>\(e($0.example))</code>" }.joined(separator: ", ") + "</p>\n"
            html += "<table>\n<tr><th>tracker + fixes</th><th>profile</th><th>expected</th><th>found</th><th>why</th></tr>\n"
            for cell in rows {
                let result = results[cell]
                let differs = result?.asExpected == false
                let found: String
                if let result {
                    let text = e(result.outcomeText) + (result.detailText.isEmpty ? "" : "<br><small>\(e(result.detailText))</small>")
                    found = differs ? "<a class=\"bad\" href=\"#\(anchor(cell))\">✗ \(text)</a>" : "<span class=\"ok\">✓</span> \(text)"
                } else {
                    found = "not run"
                }
                html += "<tr\(differs ? " class=\"differs\"" : "")><td><code>\(e(cell.setup.description))</code></td>"
                    + "<td><code>\(e(cell.profile))</code></td><td>\(e(cell.expected.rawValue))</td><td>\(found)</td>"
                    + "<td>\(e(cell.why))</td></tr>\n"
            }
            html += "</table>\n"
        }
        if !differing.isEmpty {
            html += "<h2>The cells that differ, as timelines</h2>\n"
            for cell in differing {
                guard let result = results[cell] else { continue }
                html += "<h3 id=\"\(anchor(cell))\">\(e(cell.description))</h3>\n"
                html += "<p>expected <b>\(e(cell.expected.rawValue))</b>, found <b class=\"bad\">\(e(result.outcomeText))</b>"
                    + (result.detailText.isEmpty ? "" : ": \(e(result.detailText))") + ". \(e(cell.why))</p>\n"
                if var svg = result.svg {
                    if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") { svg = String(svg[svg.index(after: end)...]) }
                    html += "<div class=\"timeline\">\n\(svg)</div>\n"
                } else {
                    html += "<p>No timeline: the story could not be played.</p>\n"
                }
            }
            html += TimelineHTML.legend()
        }
        return html + "</body>\n</html>\n"
    }

    /// `cell-alert-naive-unsubscribe-while-inactive-ios13`: a stable anchor per cell.
    static func anchor(_ cell: MatrixCell) -> String {
        let raw = ([cell.scenario.id, cell.setup.tracker] + cell.setup.fixes + [cell.profile]).joined(separator: "-")
        return "cell-" + String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}

extension CellResult {
    var detailText: String {
        if case .verdict(let verdict) = found { return verdict.detail }
        return ""
    }
}
