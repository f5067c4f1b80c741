/// `status` for a person: the daemon, the keyboard, then one row per app (loginctl's shape).
extension DaemonStatus {
    func text(palette: AppPalette) -> String {
        var lines: [String] = []
        func field(_ name: String, _ value: String) {
            lines.append(String(repeating: " ", count: max(0, 18 - name.count)) + name + ": " + value)
        }
        func yesNo(_ b: Bool) -> String { b ? "yes" : "no" }
        func app(_ id: String) -> String { id.isEmpty ? "none" : palette.app(id) }

        lines.append("keyboardd \(version) on \(address)")
        field("Device", "\(device), \(orientation)")
        field("Era", profile)
        field("Quirks", quirks.isEmpty ? "none" : quirks.joined(separator: ", "))
        field("Clock", "\(clock), now \(now) ms")
        field("Frontmost", frontmost.isEmpty ? "none (home screen)" : palette.app(frontmost))
        lines.append("Keyboard")
        field("Visible", yesNo(keyboard.visible) + (keyboard.animating ? " (animating)" : ""))
        field("Frame", keyboard.frame.description)
        field("Owner", app(keyboard.owner))
        field("Mode", keyboard.mode)
        field("Input mode", keyboard.inputMode)
        field("Hardware keyboard", keyboard.hardwareKeyboard ? "attached" : "not attached")
        lines.append("Apps (\(apps.count))")
        guard !apps.isEmpty else { return lines.joined(separator: "\n") }

        let header = ["BUNDLE ID", "STATE", "FIRST RESPONDER", "WINDOW", "KEYBOARD OVERLAP"]
        let rows = apps.map { a in
            [a.bundleId, a.state, a.firstResponder.isEmpty ? "-" : a.firstResponder, a.windowFrame.description,
             a.keyboardOverlap.isEmpty ? "none" : a.keyboardOverlap.description]
        }
        let widths = header.indices.map { i in ([header[i]] + rows.map { $0[i] }).map(\.count).max() ?? 0 }
        func row(_ cells: [String], tint: String = "") -> String {
            var out = "  "
            for (i, cell) in cells.enumerated() {
                let padded = i == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
                out += i == 0 ? palette.tinted(padded, as: tint) : padded
            }
            return out
        }
        lines.append(palette.dim(row(header)))
        for (a, cells) in zip(apps, rows) { lines.append(row(cells, tint: a.bundleId)) }
        return lines.joined(separator: "\n")
    }
}
