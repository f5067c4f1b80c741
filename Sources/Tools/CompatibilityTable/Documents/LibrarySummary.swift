import StrategyMatrix

/// One line per library for the contents: the stories its bare set-up fails, each with the eras
/// (iOS versions) it fails on, and what does not apply to it.
enum LibrarySummary {
    static func line(_ library: TableLibrary, _ report: TableReport) -> String {
        guard let setup = library.setups.first else { return "" }
        var failing: [String] = []
        for story in report.grid.stories {
            let eras = report.grid.eras.filter { report.result(setup, story, $0)?.isWrong == true }
            guard !eras.isEmpty else { continue }
            failing.append("\(story.id) (\(span(eras, of: report.grid.eras)))")
        }
        let counts = report.counts(setup)
        var parts = [failing.isEmpty ? "fails on no story" : "fails on \(failing.count): " + failing.joined(separator: "; ")]
        var outside: [String: Set<String>] = [:]
        for story in report.grid.stories {
            for era in report.grid.eras {
                guard let reason = report.result(setup, story, era)?.notApplicable, reason.kind != .storyCannotBeTold else { continue }
                outside[reason.kind == .beforeMinimum ? reason.reason : story.id, default: []].insert(reason.reason)
            }
        }
        let minimum = outside.keys.filter { $0.hasPrefix("before ") }.sorted()
        let stories = outside.keys.filter { !$0.hasPrefix("before ") }.sorted()
        if !minimum.isEmpty || !stories.isEmpty {
            parts.append("not applicable: " + (minimum.map { $0.components(separatedBy: " (").first ?? $0 } + stories)
                .joined(separator: ", "))
        }
        parts.append("\(counts.clean) clean, \(counts.wrong) wrong, \(counts.notApplicable) not applicable")
        return parts.joined(separator: " · ")
    }

    /// "iOS 13 to 26", "ideal, iOS 17": the first and last era of each run of failing eras.
    static func span(_ eras: [String], of all: [String]) -> String {
        var runs: [[String]] = []
        var lastIndex: Int?
        for era in eras {
            let index = all.firstIndex(of: era) ?? 0
            if let lastIndex, index == lastIndex + 1 { runs[runs.count - 1].append(era) } else { runs.append([era]) }
            lastIndex = index
        }
        return runs.map { run in
            run.count == 1 ? TableLabels.era(run[0]) : "\(TableLabels.era(run[0])) to \(TableLabels.era(run[run.count - 1]))"
        }.joined(separator: ", ")
    }
}
