// docs/PROFILES.md's era × quirk table and the notes on each quirk, from the quirks' declarations.

import KeyboardModel

enum ProfilesDocument {
    static let file = GeneratedFile(path: "docs/PROFILES.md", section: "quirks") { render() }

    static func render() -> String {
        let eras = Era.allCases
        var out = "| quirk | " + eras.map(\.name).joined(separator: " | ") + " | ids |\n"
        out += "|---|" + eras.map { _ in ":-:|" }.joined() + "---|\n"
        for quirk in Quirk.allCases {
            let d = quirk.declaration
            out += "| `\(quirk.rawValue)` | "
                + eras.map { d.eras[$0]?.rawValue ?? "" }.joined(separator: " | ")
                + " | \(d.ids.joined(separator: ", ")) |\n"
        }
        out += "\nWhat each quirk does, where its mechanism lives, what a story needs for it to act, the sources "
            + "behind its cells, and why it starts or stops where it does:\n"
        for quirk in Quirk.allCases {
            let d = quirk.declaration
            out += "\n### `\(quirk.rawValue)` (\(d.ids.joined(separator: ", ")))\n\n"
            out += "\(d.summary) Mechanism: `\(d.mechanism)`."
            if !d.needs.isEmpty { out += " Needs: " + d.needs.map(\.rawValue).joined(separator: ", ") + "." }
            out += "\n\n\(d.detail)\n\n"
            var on = false
            for era in d.transitions {
                on.toggle()
                out += "- \(on ? "On" : "Off") from `\(era.name)`: \(d.boundaries[era] ?? "")\n"
            }
        }
        return out
    }
}
