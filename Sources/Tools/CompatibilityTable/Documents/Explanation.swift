import Foundation
import StrategyMatrix

/// `keyboardd-compat --explain 'STORY · SETUP · ERA'`: one cell played in process, with where the
/// tracked view is after every step beside where it belongs for the truth, its checks and its
/// verdict; the page shows the same table when a cell is opened.
public enum Explanation {
    /// A cell name that names no cell of the table, with the valid values.
    public struct UnknownCell: Error, CustomStringConvertible {
        public let description: String
    }

    /// The cell `name` names: `STORY · SETUP · ERA` with a story, set-up and era of the table.
    public static func cell(_ name: String, grid: CompatibilityGrid) throws -> TableCell {
        let parts = name.components(separatedBy: "·").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else {
            throw UnknownCell(description: "a cell is 'STORY · SETUP · ERA', e.g. 'switch-with-keyboard · naive + responder-guard · ios13'; got '\(name)'")
        }
        guard let story = grid.stories.first(where: { $0.id == parts[0] }) else {
            throw UnknownCell(description: "no story '\(parts[0])'; stories: \(grid.stories.map(\.id).joined(separator: ", "))")
        }
        let setups = grid.libraries.flatMap(\.setups)
        let words = parts[1].components(separatedBy: "+").map { $0.trimmingCharacters(in: .whitespaces) }
        let setup = TrackerChoice(words[0], fixes: Array(words.dropFirst()))
        guard setups.contains(setup) else {
            throw UnknownCell(description: "no set-up '\(parts[1])'; set-ups: \(setups.map(\.description).joined(separator: ", "))")
        }
        guard grid.eras.contains(parts[2]) else {
            throw UnknownCell(description: "no era '\(parts[2])'; eras: \(grid.eras.joined(separator: ", "))")
        }
        return TableCell(setup: setup, story: story, era: parts[2])
    }

    /// The cell `name` played and explained; throws `UnknownCell` for a name that is not a cell.
    public static func lines(_ name: String, grid: CompatibilityGrid) throws -> [String] {
        let cell = try cell(name, grid: grid)
        return lines(cell, CompatibilityGrid.play(cell))
    }

    /// What a computed cell says: its device and story, the library's version, then its steps,
    /// checks and verdict (or why it does not apply).
    public static func lines(_ cell: TableCell, _ result: CellResult) -> [String] {
        var lines = ["\(cell)" + (result.device.map { " on \($0)" } ?? "") + ": \(cell.story.scenario.title)"]
        if let tracker = TableLibrary.library(of: cell.setup)?.tracker {
            let profile = LibraryProfile.of(tracker)
            if !profile.version.isEmpty { lines.append("   library: \(profile.version)") }
            if !profile.configuration.isEmpty { lines.append("   configured: \(profile.configuration)") }
        }
        if let inference = result.inference { lines.append("   rules: \(inference == "inferred" ? "inferred, no report backs this cell" : "inferred; backed by \(inference)")") }
        if let evidence = result.evidence {
            lines.append("   " + pad("step", 44) + pad("view bottom", 14) + pad("belongs at", 14) + "keyboard covers")
            var rows = evidence.steps.map { (number: $0.number, text: "   " + row($0)) }
            rows += evidence.checks.map { (number: $0.number, text: "   " + pad("\($0.number). check", 44) + $0.verdict.description) }
            lines += rows.sorted { $0.number < $1.number }.map(\.text)
            lines.append("   notifications the app received (ms, name, FrameBegin → FrameEnd, duration, IsLocal; keyboard covers):")
            for received in evidence.received { lines.append("     " + notification(received)) }
        }
        lines.append("   → \(result.words)")
        return lines
    }

    /// `5600 WillShow (0, 812, 375, 335) → (0, 477, 375, 335) 0.25 s local; covers 0`.
    static func notification(_ received: ReceivedNotification) -> String {
        func rect(_ key: String) -> String? {
            guard case .rect(let x, let y, let w, let h)? = received.userInfo[key] else { return nil }
            return "(" + [x, y, w, h].map(Departure.points).joined(separator: ", ") + ")"
        }
        var text = "\(received.time) " + received.name.replacingOccurrences(of: "Notification", with: "")
        if let begin = rect("UIKeyboardFrameBeginUserInfoKey"), let end = rect("UIKeyboardFrameEndUserInfoKey") {
            text += " \(begin) → \(end)"
        }
        if case .double(let d)? = received.userInfo["UIKeyboardAnimationDurationUserInfoKey"] { text += " \(Departure.points(d)) s" }
        if case .bool(let local)? = received.userInfo["UIKeyboardIsLocalUserInfoKey"] { text += local ? " local" : " not local" }
        if let detail = received.detail { text += " \(detail)" }
        return text + "; covers \(Departure.points(received.truth))"
    }

    static func row(_ place: StepPlace) -> String {
        pad("\(place.number). \(place.step)", 44) + pad(Departure.points(place.viewBottom), 14) + pad(Departure.points(place.belongs), 14)
            + Departure.points(place.truth)
            + (place.isInPlace ? "" : "   ✗ \(Departure.points(abs(place.offset))) pt " + (place.offset > 0 ? "above its place" : "below its place"))
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
