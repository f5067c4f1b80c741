import Foundation
import KeyboardModel
import ProcessSupport
import StrategyMatrix

/// The page's data: the whole table as one compact JSON document the page's own script decodes
/// and draws. Everything repeated is kept once and referred to by index: strings (marks, words,
/// step names, notification names), step tables, check lists and notification streams, so that
/// ~20,000 cells with their evidence fit in a few hundred kilobytes. The layout is the page's
/// business (PageScript reads it); docs/COMPATIBILITY.md says how to read the page, not this.
struct PageData {
    private var strings = Interned<String>()
    private var steps = Interned<String>()
    private var checks = Interned<String>()
    private var streams = Interned<String>()
    private var evidence = Interned<String>()
    private var cells = Interned<String>()

    /// The JSON text, safe inside a `<script type="application/json">` element.
    static func json(_ report: TableReport) -> String {
        var data = PageData()
        return data.encode(report).replacingOccurrences(of: "</", with: "<\\/")
    }

    private mutating func encode(_ report: TableReport) -> String {
        let eras = report.grid.eras
        let eraRows = eras.map { era -> String in
            let versions = TableLabels.versions(era).map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null"
            return "[\(q(era)),\(q(TableLabels.era(era))),\(q(TableLabels.column(era))),\(versions)]"
        }
        var deviceNames: [String] = []
        let storyRows = report.grid.stories.map { story -> String in
            let devices = eras.map { era -> Int in
                guard let e = Era.named(era), let device = story.device(for: e) else { return -1 }
                if let index = deviceNames.firstIndex(of: device) { return index }
                deviceNames.append(device)
                return deviceNames.count - 1
            }
            return "[\(q(story.id)),\(q(story.scenario.title)),\(story.runnableFile.map(q) ?? "null"),"
                + "[\(devices.map(String.init).joined(separator: ","))],\(q(story.scenario.behaviours.joined(separator: ", ")))]"
        }
        let libraries = report.libraries.map { library -> String in
            let profile = LibraryProfile.of(library.tracker)
            let setups = library.setups.map { setup -> String in
                let counts = report.counts(setup)
                let rows = report.grid.stories.map { story -> String in
                    "[" + eras.map { era in String(cell(TableCell(setup: setup, story: story, era: era), report)) }
                        .joined(separator: ",") + "]"
                }
                return "[\(q(setup.description)),\(q(setup.tracker)),\(q(setup.fixes.joined(separator: " "))),"
                    + "[\(counts.clean),\(counts.wrong),\(counts.notApplicable)],[\(rows.joined(separator: ","))]]"
            }
            let minimum = profile.minimum.map { "\($0.name) (\($0.source))" }
            return "[\(q(library.tracker.rawValue)),\(q(library.title)),\(q(profile.version)),\(q(profile.configuration)),"
                + "\(minimum.map(q) ?? "null"),\(q(profile.version.isEmpty ? "" : CompatibilityMarkdown.promiseText(profile.promise))),"
                + "\(q(LibrarySummary.line(library, report))),[\(setups.joined(separator: ","))]]"
        }
        let devices = deviceNames.map { "[\(q($0)),\(q(TableLabels.device($0)))]" }
        return "{\"eras\":[\(eraRows.joined(separator: ","))],\"devices\":[\(devices.joined(separator: ","))],"
            + "\"stories\":[\(storyRows.joined(separator: ","))],\"libraries\":[\(libraries.joined(separator: ","))],"
            + "\"cells\":[\(cells.items.joined(separator: ","))],\"evidence\":[\(evidence.items.joined(separator: ","))],"
            + "\"steps\":[\(steps.items.joined(separator: ","))],\"checks\":[\(checks.items.joined(separator: ","))],"
            + "\"streams\":[\(streams.items.joined(separator: ","))],\"strings\":[\(strings.items.map(q).joined(separator: ","))]}"
    }

    /// A cell: [mark, kind, words, evidence or -1, curated 0/1, inference or -1]; kind is `c` clean,
    /// `w` wrong, or the not-applicable kind (`story`, `minimum`, `promise`, `model`).
    private mutating func cell(_ cell: TableCell, _ report: TableReport) -> Int {
        guard let result = report.results[cell] else { return -1 }
        let kind = result.notApplicable?.kind.rawValue ?? (result.isWrong ? "w" : "c")
        let curated = Acceptance.curatedReason(cell)
        var words = result.words
        if let curated { words += "; MATRIX.md expects \(curated.expected.rawValue): \(curated.why)" }
        let evidenceIndex = result.evidence.map { self.evidence($0) } ?? -1
        let inference = result.inference.map { string($0) } ?? -1
        let row = "[\(string(result.mark)),\(q(kind)),\(string(words)),\(evidenceIndex),\(curated == nil ? 0 : 1),\(inference)]"
        return cells.index(row)
    }

    private mutating func evidence(_ evidence: CellEvidence) -> Int {
        let stepRows = evidence.steps.map { "[\($0.number),\(string($0.step)),\(n($0.viewBottom)),\(n($0.belongs)),\(n($0.truth))]" }
        let checkRows = evidence.checks.map { check -> String in
            let place = check.place.map { ",\(n($0.viewBottom)),\(n($0.belongs)),\(n($0.truth))" } ?? ""
            return "[\(check.number),\(string(check.verdict.outcome.rawValue)),\(string(check.verdict.detail))\(place)]"
        }
        var stream: [String] = []
        for received in evidence.received { stream.append(notification(received)) }
        let row = "[\(steps.index("[" + stepRows.joined(separator: ",") + "]")),\(checks.index("[" + checkRows.joined(separator: ",") + "]")),"
            + "\(streams.index("[" + stream.joined(separator: ",") + "]"))]"
        return self.evidence.index(row)
    }

    /// [time, kind, name, truth, begin or null, end or null, duration or null, isLocal 0/1/-1, detail or -1].
    private mutating func notification(_ received: ReceivedNotification) -> String {
        func rect(_ r: KeyboardModel.Rect?) -> String {
            guard let r else { return "null" }
            return "[\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))]"
        }
        let frames = received.frames
        let duration = received.duration.map(n) ?? "null"
        let local = received.isLocal.map { $0 ? 1 : 0 } ?? -1
        let name = received.name.replacingOccurrences(of: "Notification", with: "")
        return "[\(received.time),\(q(String(received.kind.rawValue.prefix(1)))),\(string(name)),\(n(received.truth)),"
            + "\(rect(frames?.begin)),\(rect(frames?.end)),\(duration),\(local),"
            + "\(received.detail.map { string($0) } ?? -1)]"
    }

    private mutating func string(_ text: String) -> Int { strings.index(text) }

    /// A number as short as it is exact to a tenth of a point.
    private func n(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "null" : value > 0 ? "1e999" : "-1e999" }
        let tenth = (value * 10).rounded() / 10
        return tenth == tenth.rounded() ? String(Int(tenth)) : String(tenth)
    }

    /// A JSON string literal: the one quoter of the project's JSON writers.
    private func q(_ text: String) -> String { JSONValue.quote(text) }
}

/// Values kept once, in first-seen order, each found again by its index.
struct Interned<Value: Hashable> {
    private(set) var items: [Value] = []
    private var indices: [Value: Int] = [:]

    mutating func index(_ value: Value) -> Int {
        if let known = indices[value] { return known }
        indices[value] = items.count
        items.append(value)
        return items.count - 1
    }
}
