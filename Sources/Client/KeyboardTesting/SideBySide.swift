// A failed expectation shows what was expected and what was received in two columns, row by
// row, each row marked ✓ or ✗, so the first wrong notification is found at a glance.

enum SideBySide {
    /// `expected` and `received` in two columns under a heading; `agrees(i)` says whether row i
    /// matches (rows beyond either list never do).
    static func table(expected: [String], received: [String], agrees: (Int) -> Bool) -> String {
        let rows = max(expected.count, received.count)
        let width = max("expected".count, expected.map(\.count).max() ?? 0) + 3
        func padded(_ text: String) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        var lines = ["    " + padded("expected") + "received"]
        if rows == 0 { lines.append("    " + padded("nothing") + "nothing") }
        for row in 0..<rows {
            let left = row < expected.count ? expected[row] : "—"
            let right = row < received.count ? received[row] : "—"
            let mark = row < expected.count && row < received.count && agrees(row) ? "✓" : "✗"
            lines.append("  \(mark) " + padded(left) + right)
        }
        return lines.joined(separator: "\n")
    }
}
