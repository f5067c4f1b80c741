import StrategyMatrix

/// What `keyboardctl run` prints: the story's heading, one line per step as it plays, and for
/// every expectation that did not hold a diff of expected against found. Pure text, so the
/// format is tested without a bus.
struct ScriptReport {
    let palette: AppPalette

    func heading(_ script: ScenarioScript, file: String, profile: String, address: String) -> [String] {
        var lines = ["\(script.id): \(script.title) (\(script.behaviours.joined(separator: ", ")))",
                     "  \(file) on keyboardd at \(address): device \(script.device), era \(profile)"]
        for app in script.apps {
            lines.append("  app \(app.spec.role): \(app.spec.example) as \(app.spec.bundleId), \(app.setupDescription)"
                         + (app.spec.launch ? "" : ", registered without launching"))
        }
        return lines
    }

    /// One line per step: its line in the file, what it did or what it judged, and the clock.
    func line(_ event: ScriptEvent) -> String? {
        switch event {
        case .ready:
            return nil
        case .step(_, let line, let description, let now):
            return "  " + Self.pad(String(line), 5, right: true) + "  " + Self.pad(description, 44) + "t=\(now) ms"
        case .result(_, let result):
            let mark = result.passed ? palette.good("✓") : palette.warning("✗")
            var text = "  " + Self.pad(String(result.line), 5, right: true) + "  \(mark) \(result.subject)"
            if result.passed {
                text += ": " + (result.found.isEmpty ? "nothing" : result.found.joined(separator: ", "))
            } else {
                text += ": expected " + Self.short(result.expected) + ", found " + Self.short(result.found)
            }
            return text
        }
    }

    /// After the story: every failure with its diff, then one summary line.
    func summary(_ run: ScriptRun, file: String) -> [String] {
        var lines: [String] = []
        for failure in run.failures {
            lines.append("")
            lines += diff(failure, file: file)
        }
        lines.append("")
        let count = run.results.count
        if run.passed {
            lines.append(palette.good("passed") + ": \(count) expectation\(count == 1 ? "" : "s") held on \(run.profile)")
        } else {
            lines.append(palette.warning("failed") + ": \(run.failures.count) of \(count) expectations did not hold on \(run.profile)")
        }
        return lines
    }

    /// `file:line: subject`, then the lists as a diff (`-` expected only, `+` found only).
    func diff(_ result: ExpectationResult, file: String) -> [String] {
        var lines = ["\(file):\(result.line): \(result.subject) (- expected, + found)"]
        for line in ListDiff.lines(expected: result.expected, found: result.found) {
            switch line {
            case .same(let item): lines.append("      \(item)")
            case .expectedOnly(let item): lines.append("    " + palette.warning("- \(item)"))
            case .foundOnly(let item): lines.append("    " + palette.good("+ \(item)"))
            }
        }
        if result.expected.isEmpty && result.found.isEmpty { lines.append("      (nothing expected, nothing found)") }
        if !result.detail.isEmpty { lines.append("    \(result.detail)") }
        return lines
    }

    /// A list as one phrase, cut when long: the diff below has it in full.
    static func short(_ items: [String]) -> String {
        if items.isEmpty { return "nothing" }
        let text = items.joined(separator: ", ")
        return text.count <= 60 ? text : items.count == 1 ? String(text.prefix(57)) + "…" : "\(items.count) items"
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text + " " }
        let space = String(repeating: " ", count: width - text.count)
        return right ? space + text : text + space
    }
}

extension AppPalette {
    func good(_ text: String) -> String {
        enabled ? "\u{1B}[32m\(text)\u{1B}[0m" : text
    }
}
