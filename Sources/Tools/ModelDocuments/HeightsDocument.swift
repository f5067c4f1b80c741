// docs/HEIGHTS.md: the height table's rows and the shortcut bar's, with their sources.

import KeyboardModel

enum HeightsDocument {
    static let file = GeneratedFile(path: "docs/HEIGHTS.md") { render() }

    static func render() -> String {
        let rows = KeyboardHeightTable.rows
        func count(_ basis: HeightBasis) -> Int { rows.filter { $0.basis == basis }.count }
        var out = """
            # Keyboard heights

            Generated from `KeyboardHeightTable.rows` in
            `Sources/Core/KeyboardModel/Devices/KeyboardHeightTable.swift` by `scripts/generate`; do not edit
            by hand.

            Heights are points, as `UIKeyboardFrameEndUserInfoKey` reports them for a docked keyboard
            without an input accessory view, including the strip under the keys on devices with a home
            indicator. A row whose era is "every era" holds for every era without a row of its own; the
            profiles take the rows of these eras (N14): \(eraMapping). "Earlier WillShow" lists the
            heights of the WillShow notifications that come before the final one in one appearance (M1).
            Third-party keyboards have whatever height the extension asks for (W1) and are not in the table.
            Which iOS each device ran, and so which eras it plays: [DEVICES.md](DEVICES.md).

            \(rows.count) rows: \(count(.sourced)) sourced, \(count(.derived)) derived, \(count(.estimate)) estimates. A
            sourced row gives a public measurement of that screen; a derived one ("derived:") carries a
            sourced figure over by the rule it states (the same width and keyboard class, a reading plus the
            inset it leaves out, the emoji keyboard as tall as the predictive one); an estimate says why.

            | device | orientation | mode | era | height | earlier WillShow | source |
            |---|---|---|---|---:|---|---|

            """
        for row in rows {
            let earlier = row.intermediateHeights.map(points).joined(separator: ", ")
            out += "| \(row.device) | \(row.orientation.rawValue) | \(row.mode.rawValue) | \(row.era?.rawValue ?? "every era") | "
                + "\(points(row.height)) | \(earlier) | \(cell(row.source)) |\n"
        }
        out += """

            ## Hardware keyboard shortcut bar (W8, P3)

            The bar's height on screen. Eras with `hardware-bar-full-frame` announce it as the full
            keyboard rect pushed down until only this much is on screen; the minimized bar is
            \(points(KeyboardHeightTable.minimizedShortcutBarHeight)) pt (estimate: a compact bar about a navigation bar high; no
            public source gives its frame).

            | device | orientation | height | source |
            |---|---|---:|---|

            """
        for row in KeyboardHeightTable.shortcutBarRows {
            out += "| \(row.device) | \(row.orientation.rawValue) | \(points(row.height)) | \(cell(row.source)) |\n"
        }
        return out
    }

    /// "ios8 → iOS 8; ios9-beta4, ios9 → iOS 9–10; …", from the eras.
    static var eraMapping: String {
        KeyboardHeightEra.allCases.map { era in
            Era.allCases.filter { $0.heightEra == era }.map(\.name).joined(separator: ", ") + " → " + era.rawValue
        }.joined(separator: "; ")
    }
}
