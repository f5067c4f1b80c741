import BusTestSupport
import Conformance
import Foundation
import ProcessSupport
import Testing

/// `keyboardctl conform`: the built binary plays the repository's corpus on a keyboardd of its
/// own (--embedded) or on a test's private bus, holds it to the committed verdicts, and reports
/// bad input.
@Suite struct ConformTests {
    typealias F = ConformanceFixtures
    static var verdicts: String { F.repository.appendingPathComponent(ConformanceDocuments.verdictsPath).path }

    static func committed() throws -> ConformanceReport {
        try ConformanceReport.decode(try Data(contentsOf: URL(fileURLWithPath: verdicts)))
    }

    /// keyboardctl run from `directory` (a shell `cd` first: ChildProcess has no working directory).
    static func keyboardctlIn(_ directory: String, _ arguments: [String], stderr: Bool = false) async throws -> CtlRun {
        let script = "cd \"$1\" && shift && exec \"$@\""
        let process = try CtlProcess(["-c", script, "sh", directory, KeyboardctlBinary.path] + arguments,
                                     executable: "/bin/sh", stderr: stderr)
        return try await process.finish(within: HangGuard.seconds)
    }

    /// The whole corpus from the repository's root, as CI and scripts/generate run it: exit 0, the
    /// table, the summary line of the committed verdicts, and no progress lines when piped.
    @Test func theCorpusOnItsOwnKeyboardd() async throws {
        let run = try await Self.keyboardctlIn(F.repository.path, ["conform", "--embedded", "--no-color"])
        #expect(run.status == 0, "\(run)")
        let baseline = try Self.committed()
        #expect(run.lines.last == baseline.summaryLine, "\(run)")
        #expect(run.lines.first?.hasPrefix("LOG ") == true)
        #expect(run.lines.filter { $0.hasPrefix("csdn-51909337-didchangeframe-414 ") }.count == 1)
        #expect(!run.output.contains("[1/"), "progress is for a terminal only")
    }

    /// The committed verdicts are what keyboardd does now: the baseline's drift test. A model
    /// change that makes a log match, or differ, fails here until `scripts/generate` is run.
    @Test func theCommittedVerdictsAreUpToDate() async throws {
        let run = try await keyboardctl(["conform", "--embedded", "--json", "--no-baseline"] + F.files)
        #expect(run.status == 0, "\(run)")
        let now = try ConformanceReport.decode(Data(run.output.utf8))
        let committed = try Self.committed()
        for (new, old) in zip(now.logs, committed.logs) where new != old {
            Issue.record("\(new.log): \(old.verdict) in \(ConformanceDocuments.verdictsPath), \(new.verdict) now: run scripts/generate")
        }
        #expect(now == committed, "docs/conformance-verdicts.json is stale: run scripts/generate")
        #expect(run.output + "\n" == (try String(contentsOfFile: Self.verdicts, encoding: .utf8)),
                "the file is --json's output as it is")
    }

    /// A log the baseline says matched that differs now fails the run (exit 1), naming it.
    @Test func aMatchedLogThatNowDiffersFails() async throws {
        var baseline = try Self.committed()
        let index = try #require(baseline.logs.firstIndex { $0.verdict == Verdict.differsWord })
        let log = baseline.logs[index].log
        baseline.logs[index].verdict = Verdict.matchedWord
        baseline.logs[index].differences = nil
        let directory = try F.temporaryDirectory(["baseline.json": baseline.json])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = F.path("\(log).yaml")
        let run = try await keyboardctl(["conform", "--embedded", file, "--baseline", directory.appendingPathComponent("baseline.json").path],
                                        stderr: true)
        #expect(run.status == 1, "\(run)")
        #expect(run.lines.contains { $0.hasPrefix("keyboardctl: \(log): ") && $0.hasSuffix("says matched, now differs") }, "\(run)")
        // The committed baseline holds the same log: it differs there too, so the run passes.
        let held = try await keyboardctl(["conform", "--embedded", file, "--baseline", Self.verdicts])
        #expect(held.status == 0, "\(held)")
    }

    /// On a test's own bus and keyboardd: the log's verdict, and --json and --html of it.
    @Test func oneLogOnABusOfTheTests() async throws {
        let bench = try await CtlBench()
        defer { bench.fixture.stop() }
        let directory = try F.temporaryDirectory([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let html = directory.appendingPathComponent("conform.html").path
        let file = F.path("mixi-iostraining-willshow-258.yaml")
        let run = try await bench.ctl(["conform", file, "--json", "--html", html, "--no-baseline"])
        #expect(run.status == 0, "\(run)")
        let report = try ConformanceReport.decode(Data(run.output.utf8))
        #expect(report.logs.map(\.verdict) == ["matched"])
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<code>mixi-iostraining-willshow-258</code>") && page.contains(report.summaryLine))
        // keyboardctl's apps are gone: it unregistered them after the story.
        #expect(try await bench.server("KeyboardOwner") == .string(""))
    }

    @Test func aDifferenceIsShownAsADiff() async throws {
        let run = try await keyboardctl(["conform", "--embedded", "--no-color", "--no-baseline", F.path("iqkeyboardmanager-1445-first-didshow-258.yaml")])
        #expect(run.status == 0, "\(run)")
        let heading = try #require(run.lines.firstIndex { $0.hasPrefix("iqkeyboardmanager-1445-first-didshow-258: differs") }, "\(run)")
        #expect(run.lines[heading + 1] == "  app's notifications (- logged, + keyboardd):")
        #expect(run.lines[heading + 2] == "        DidShow")
        #expect(run.lines[heading + 3] == "      + DidHide")
        #expect(run.lines.last == "keyboardd reproduces 0 of 1 expressible logs; 0 not expressible")
    }

    @Test func notExpressibleSaysWhatKeyboarddLacks() async throws {
        let run = try await keyboardctl(["conform", "--embedded", "--no-baseline", F.path("so-10749311-ipad-undock-slide.yaml")])
        #expect(run.status == 0, "\(run)")
        #expect(run.lines.contains { $0.hasPrefix("  keyboardd has no step for line 27: ") }, "\(run)")
        #expect(run.lines.last == "keyboardd reproduces 0 of 0 expressible logs; 1 not expressible")
    }

    /// `input-view HEIGHT`: the focused field asks again with a custom input view (C12's swap on
    /// ios26: WillHide, DidHide 42 ms on, WillShow at 45 ms); without a focused field it is refused.
    @Test func theInputViewStepSwapsTheFocusedFieldsKeyboard() async throws {
        let swap = try await keyboardctl(["conform", "--embedded", "--no-baseline", F.path("rnkc-1599-ios26-inputview-swap.yaml")])
        #expect(swap.status == 0, "\(swap)")
        #expect(swap.lines.last == "keyboardd reproduces 1 of 1 expressible logs; 0 not expressible", "\(swap)")

        let entry = try await verdictOfTheTinyLog(F.replacing("  - app: focus field\n", with: "  - app: input-view 260\n"))
        #expect(entry.verdict == "not expressible")
        #expect(entry.reasons?.first?.lacks == "app: input-view 260 refused", "\(entry)")
        #expect(entry.reasons?.first?.detail.contains("no step before it focuses one") == true, "\(entry)")
    }

    /// A refusal while playing: an input mode keyboardd does not know.
    @Test func aRefusedCallIsNotExpressible() async throws {
        let entry = try await verdictOfTheTinyLog(F.replacing("orientation: portrait", with: "orientation: portrait\ninput-mode: klingon"))
        #expect(entry.verdict == "not expressible")
        #expect(entry.reasons?.first?.lacks == "SetInputMode klingon refused", "\(entry)")
        #expect(entry.reasons?.first?.detail.contains("[InvalidArgs]") == true, "\(entry)")
    }

    /// `text` (the tiny log, changed) played alone on an embedded keyboardd: its verdict.
    func verdictOfTheTinyLog(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ConformanceReport.Entry {
        let directory = try F.temporaryDirectory(["tiny-willshow.yaml": text])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await keyboardctl(["conform", "--embedded", "--json", "--no-baseline",
                                         directory.appendingPathComponent("tiny-willshow.yaml").path])
        #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
        return try #require(try ConformanceReport.decode(Data(run.output.utf8)).logs.first, sourceLocation: sourceLocation)
    }

    @Test func badInputIsExit64WithEveryProblem() async throws {
        let broken = F.replacing("evidence: uikit-userinfo", with: "evidence: guess")
            .replacingOccurrences(of: "    - name: WillShow", with: "    - name: WillShw")
        let directory = try F.temporaryDirectory(["tiny-willshow.yaml": broken, "renamed.yaml": F.valid])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await Self.keyboardctlIn(directory.path, ["conform", "--embedded", "tiny-willshow.yaml", "renamed.yaml"],
                                             stderr: true)
        #expect(run.status == 64, "\(run)")
        #expect(run.lines == [
            "keyboardctl: tiny-willshow.yaml:\(F.line(of: "evidence:")):11: unknown evidence 'guess'; valid: uikit-userinfo, uikit-names, library-event",
            "keyboardctl: tiny-willshow.yaml:\(F.line(of: "- name: WillShow")):13: unknown logged.app[0].name 'WillShw' (did you mean 'WillShow'?); "
                + "valid: WillShow, DidShow, WillHide, DidHide, WillChangeFrame, DidChangeFrame",
            "keyboardctl: renamed.yaml:1:6: log 'tiny-willshow' must be the file's name without .yaml, 'renamed'",
        ], "\(run)")
    }

    @Test func unreadableFilesAndBaselines() async throws {
        let missing = try await keyboardctl(["conform", "--embedded", "/nonexistent/log.yaml"], stderr: true)
        #expect(missing.status == 74, "\(missing)")
        #expect(missing.lines == ["keyboardctl: /nonexistent/log.yaml:1:1: no such file"])
        let noBaseline = try await keyboardctl(["conform", "--embedded", F.path("mixi-iostraining-willshow-258.yaml"),
                                                "--baseline", "/nonexistent/verdicts.json"], stderr: true)
        #expect(noBaseline.status == 74, "\(noBaseline)")
        let directory = try F.temporaryDirectory(["verdicts.json": "{}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = try await keyboardctl(["conform", "--embedded", F.path("mixi-iostraining-willshow-258.yaml"),
                                         "--baseline", directory.appendingPathComponent("verdicts.json").path], stderr: true)
        #expect(bad.status == 64, "\(bad)")
        #expect(bad.output.contains("is not a verdicts file"), "\(bad)")
        let nowhere = try await Self.keyboardctlIn(directory.path, ["conform", "--embedded"], stderr: true)
        #expect(nowhere.status == 64, "\(nowhere)")
        #expect(nowhere.output.contains("no conformance/ directory in "), "\(nowhere)")
    }

    @Test func noKeyboarddOrTheRealClock() async throws {
        let file = F.path("mixi-iostraining-willshow-258.yaml")
        let bus = try PrivateBus()
        defer { bus.stop() }
        let none = try await keyboardctl(["conform", file, "--address", bus.address], stderr: true)
        #expect(none.status == 69, "\(none)")
        let real = try await CtlBench(["--clock", "real"])
        defer { real.fixture.stop() }
        let run = try await real.ctl(["conform", file], stderr: true)
        #expect(run.status == 69, "\(run)")
        #expect(run.output.contains("runs the real clock"), "\(run)")
    }
}
