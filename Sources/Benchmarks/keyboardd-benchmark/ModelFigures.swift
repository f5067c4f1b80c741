import Foundation
import ProcessSupport

/// The model alone, in-process, no bus: model-benchmark (built beside this program) run as a
/// child; its lines are passed through and its events/s figures kept for the summary.
enum ModelFigures {
    struct Line {
        var label: String
        var eventsPerSecond: Double
        /// keyboardd runs the model with trace effects off (it reads the trace from the ring):
        /// model-benchmark's labels end "trace effects on" or "off".
        var isKeyboarddConfiguration: Bool { label.hasSuffix("trace effects off") }
    }

    static func run(events: Int, report: (String) -> Void) throws -> [Line] {
        let child = try ChildProcess(BenchmarkFiles.sibling("model-benchmark"), ["\(events)", "42", "both", "all"],
                                     stdout: .pipe, stderr: .inherit)
        var lines: [Line] = []
        for line in child.readLines(until: { _ in false }) {
            report("  " + line)
            // "random, iphone-x, trace effects off   1000000 events (...) in 1.23 s = 812345 events/s; ..."
            guard let range = line.range(of: " events/s") else { continue }
            let before = line[..<range.lowerBound]
            guard let equals = before.lastIndex(of: "="), let value = Double(before[before.index(after: equals)...]
                .trimmingCharacters(in: .whitespaces)) else { continue }
            // model-benchmark pads the run's label to 40 characters.
            lines.append(Line(label: String(line.prefix(40)).trimmingCharacters(in: .whitespaces), eventsPerSecond: value))
        }
        guard child.wait() == 0 else { throw BenchmarkError("model-benchmark failed") }
        return lines
    }
}
