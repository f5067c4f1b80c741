import Foundation
import StrategyMatrix

/// `keyboardd-compat --explain 'STORY · SETUP · ERA'`: one cell played in process, with where the
/// tracked view is after every step beside where it belongs for the truth, as the demo prints it.
public enum Explanation {
    public struct UnknownCell: Error, CustomStringConvertible {
        public let description: String
    }

    public static func lines(_ name: String, grid: CompatibilityGrid) throws -> [String] {
        let parts = name.components(separatedBy: " · ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else { throw UnknownCell(description: "a cell is 'STORY · SETUP · ERA', e.g. 'switch-with-keyboard · naive + responder-guard · ios13'") }
        guard let story = grid.stories.first(where: { $0.id == parts[0] }) else {
            throw UnknownCell(description: "no story '\(parts[0])'; stories: \(grid.stories.map(\.id).joined(separator: ", "))")
        }
        let words = parts[1].components(separatedBy: " + ")
        let setup = TrackerChoice(words[0], fixes: Array(words.dropFirst()))
        guard grid.eras.contains(parts[2]), let era = KeyboardEra.named(parts[2]) else {
            throw UnknownCell(description: "no era '\(parts[2])'; eras: \(grid.eras.joined(separator: ", "))")
        }
        guard let device = story.device(for: era) else { return ["\(name): no device of the story's kind ran \(parts[2])"] }
        var lines = ["\(story.id) · \(setup) · \(parts[2]) on \(device): \(story.scenario.title)",
                     "   " + pad("step", 44) + pad("view bottom", 14) + pad("belongs at", 14) + "keyboard covers"]
        let run: StoryRun
        do {
            run = try InProcessRunner(judgesFieldTrackersByField: true).run(story.scenario, setup, profile: parts[2], device: device)
        } catch {
            return lines + ["   → not applicable: \(error)"]
        }
        for place in run.steps {
            lines.append("   " + pad("\(place.number). \(place.step)", 44) + pad(Departure.points(place.viewBottom), 14)
                         + pad(Departure.points(place.belongs), 14) + Departure.points(place.truth)
                         + (place.isInPlace ? "" : "   ✗ \(Departure.points(abs(place.offset))) pt " + (place.offset > 0 ? "too high" : "too low")))
        }
        lines.append("   → \(run.verdict)" + (run.departure.map { "; left its place at \($0)" } ?? ""))
        return lines
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
