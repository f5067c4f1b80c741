import Foundation
import StrategyMatrix
import Testing
@testable import keyboardctl

/// `keyboardctl matrix` on a filter (the whole matrix runs in IntegrationTests): the cells on a
/// bus and keyboardd of its own, the Markdown table and the HTML page.
@Suite struct MatrixTests {
    @Test func oneScenarioWritesMarkdownAndHTML() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("keyboardctl-matrix-\(UUID().uuidString.prefix(8))").path
        let markdown = base + ".md", html = base + ".html"
        defer { for path in [markdown, html] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try await keyboardctl(["matrix", "--filter", "scenario=form-last-field", "--markdown", markdown, "--html", html])
        #expect(run.status == 0, "\(run)")
        // Not a terminal: one plain line per cell, then the summary.
        #expect(run.lines == [
            "✓ [1/2] form-last-field · listener · ios13: clean",
            "✓ [2/2] form-last-field · listener · ideal: clean",
            "2 cells: 2 as expected, 0 differ; wrote \(markdown) and \(html)",
        ])
        let table = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(table.contains("## form-last-field: focus the last of five fields in a scroll view"))
        #expect(table.contains("| tracker + fixes | profile | expected | found | why |"))
        #expect(table.contains("| `listener` | `ios13` | clean | clean | F1, F2: inset by the keyboard"))
        #expect(!table.contains("## alert"), "only the cells run")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("2 cells run: 2 as expected, <span class=\"ok\">0 differ</span>"))
        #expect(page.components(separatedBy: "<tr>").count - 1 == 3, "a header and a row per cell")
        #expect(!page.contains("<svg"), "no cell differs, so no timeline")
    }

    /// `--timings`: after the summary, one line per phase that took time, then the total with
    /// the number of stories played.
    @Test func timingsSayWhereTheTimeWent() async throws {
        let run = try await keyboardctl(["matrix", "--filter", "scenario=form-last-field", "--timings"])
        #expect(run.status == 0, "\(run)")
        let phases = run.lines.drop { !$0.hasPrefix("2 cells: 2 as expected") }.dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(phases.map { String($0.prefix { $0 != ":" }) }
                == ["keyboardd", "reset", "clients start", "steps", "checks", "clients stop", "all phases"], "\(run)")
        #expect(phases.last?.hasSuffix("a story (2 stories)") == true, "\(run)")
    }

    @Test func filtersThatMatchNothingListWhatThereIs() async throws {
        let run = try await keyboardctl(["matrix", "--filter", "tracker=nave"], stderr: true)
        #expect(run.status == 64)
        #expect(run.output.hasPrefix("keyboardctl: no cell of the matrix matches tracker=nave; scenarios: alert, "))
        #expect(run.output.contains("trackers: intersection, keyboardman, listener, mailru, naive, naive-incremental, wwdc17-guide;"))

        let field = try await keyboardctl(["matrix", "--filter", "colour=red"], stderr: true)
        #expect(field.status == 64)
        #expect(field.output == "keyboardctl: --filter colour=red: unknown field 'colour'; fields: scenario, tracker, fix, era")
    }

    @Test func listShowsTheCellsWithoutRunningThem() async throws {
        let run = try await keyboardctl(["matrix", "--filter", "switch-*", "--filter", "fix=responder-guard", "--list"])
        #expect(run.status == 0)
        #expect(run.lines == [
            "switch-with-keyboard · naive + responder-guard · ios13: expected clean",
            "switch-with-keyboard · mailru + responder-guard · ios13: expected clean",
            "switch-without-keyboard · naive + responder-guard · ios13: expected lifted too high",
            "switch-without-keyboard · mailru + responder-guard · ios13: expected lifted too high",
        ])
    }

    // MARK: Pure parts

    static let cell = StrategyMatrix.cells.first { $0.scenario == .snapshot && $0.profile == "ios13" && $0.setup.fixes.isEmpty }!

    @Test func filters() throws {
        let snapshot = Self.cell
        #expect(try MatrixFilter("snapshot").matches(snapshot))
        #expect(try MatrixFilter("scenario=snap*").matches(snapshot))
        #expect(try MatrixFilter("ios13").matches(snapshot))
        #expect(try MatrixFilter("fix=none").matches(snapshot))
        #expect(!(try MatrixFilter("tracker=snapshot").matches(snapshot)))
        #expect(!(try MatrixFilter("era=ideal").matches(snapshot)))
        #expect(try MatrixFilter("era=ios13").matches(snapshot))
        // The old field name, with a warning, for a release.
        #expect(try MatrixFilter("profile=ios13") == MatrixFilter("era=ios13"))
        #expect(try MatrixFilter.select(StrategyMatrix.cells, [MatrixFilter("snapshot"), MatrixFilter("fix=snapshot-cover")]).count == 1)
    }

    /// A cell that differs from its expectation gets its timeline on the page, linked from the table.
    @Test func thePageDrawsEveryCellThatDiffers() throws {
        let differs = Self.cell
        let same = StrategyMatrix.cells.first { $0.scenario == .snapshot && $0.profile == "ideal" }!
        var failing = CellResult(found: .verdict(Verdict(.clean, "check 1: snapshot 'keyboard'")), expected: differs.expected)
        failing.svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>t</title></svg>\n"
        let results = [differs: failing, same: CellResult(found: .verdict(Verdict(.clean, "")), expected: .clean)]
        let page = MatrixPage.page([differs, same], results: results, subtitle: "test")
        #expect(page.components(separatedBy: "<svg").count - 1 == 1)
        #expect(!page.contains("<?xml"), "the SVG is inline")
        let anchor = MatrixPage.anchor(differs)
        #expect(anchor == "cell-snapshot-naive-ios13")
        #expect(page.contains("<a class=\"bad\" href=\"#\(anchor)\">✗ clean"))
        #expect(page.contains("<h3 id=\"\(anchor)\">snapshot · naive · ios13</h3>"))
        #expect(page.contains("expected <b>snapshot hole</b>, found <b class=\"bad\">clean</b>"))
        #expect(page.contains("<tr class=\"differs\">"))
        #expect(page.contains("1 differ"))
    }

    @Test func progressLines() {
        let progress = MatrixProgress(total: 41, bar: true, palette: AppPalette(enabled: false))
        #expect(progress.barLine(done: 0, running: Self.cell) == "[------------------------------] 0/41  snapshot · naive · ios13")
        #expect(progress.barLine(done: 41, running: nil) == "[##############################] 41/41")
        let found = CellResult(found: .verdict(Verdict(.clean, "")), expected: .snapshotHole)
        #expect(progress.cellLine(number: 3, Self.cell, found: found) == "✗ [3/41] snapshot · naive · ios13: expected snapshot hole, found clean")
        let error = CellResult(found: .error("ike exited"), expected: .clean)
        #expect(!error.asExpected)
        #expect(error.outcomeText == "error: ike exited")
    }
}
