import Conformance
import Foundation
import FoundationXML
import Testing
@testable import keyboardctl

/// What `conform` prints and writes, as pure functions: the progress line of each verdict, the
/// table with the diffs and the summary, and the HTML page.
@Suite struct ConformOutputTests {
    static func report() throws -> (ConformanceReport, [String]) {
        var log = try ConformanceFixtures.parse()
        func entry(_ id: String, _ verdict: Verdict) -> ConformanceReport.Entry {
            log.id = id
            return ConformanceReport.Entry(log, verdict)
        }
        let report = ConformanceReport([
            entry("a-matched", .matched),
            entry("b-differs", .differs([
                .names(role: "app", ["  WillShow", "+ DidHide"]),
                .value(role: "app", notification: 1, name: "WillShow", line: 30, field: "height", logged: "226", keyboardd: "270"),
            ])),
            entry("c-missing", .notExpressible([Reason(lacks: "era ios6", detail: "keyboardd has no era ios6 (its eras: ideal)")])),
        ])
        return (report, ["conformance/a-matched.yaml", "conformance/b-differs.yaml", "conformance/c-missing.yaml"])
    }

    @Test func oneProgressLinePerLog() throws {
        let progress = ConformProgress(total: 33, shown: true, palette: AppPalette(enabled: false))
        let log = try ConformanceFixtures.parse()
        #expect(progress.line(log, .matched, number: 1) == "✓ [1/33] tiny-willshow (ios9, iphone-6): matched")
        #expect(progress.line(log, .differs([.names(role: "app", ["+ DidHide"])]), number: 2)
                == "✗ [2/33] tiny-willshow (ios9, iphone-6): differs (1)")
        #expect(progress.line(log, .notExpressible([Reason(lacks: "era ios6", detail: ""), Reason(lacks: "step at line 9", detail: "")]),
                              number: 3) == "– [3/33] tiny-willshow (ios9, iphone-6): not expressible (era ios6; step at line 9)")
    }

    @Test func theTableTheDiffsAndTheSummary() throws {
        let (report, files) = try Self.report()
        let lines = ConformText.lines(report, files: files, palette: AppPalette(enabled: false))
        #expect(lines == [
            "LOG        ERA   DEVICE    EVIDENCE        VERDICT",
            "a-matched  ios9  iphone-6  uikit-userinfo  matched",
            "b-differs  ios9  iphone-6  uikit-userinfo  differs",
            "c-missing  ios9  iphone-6  uikit-userinfo  not expressible (era ios6)",
            "",
            "b-differs: differs (conformance/b-differs.yaml)",
            "  app's notifications (- logged, + keyboardd):",
            "        WillShow",
            "      + DidHide",
            "  app's notification 1 (WillShow, line 30): height: logged 226, keyboardd 270",
            "",
            "c-missing: not expressible (conformance/c-missing.yaml)",
            "  keyboardd has no era ios6 (its eras: ideal)",
            "",
            "keyboardd reproduces 1 of 2 expressible logs; 1 not expressible",
        ])
    }

    /// The page parses as XML (it is XHTML-clean), has one row per log and one diff section.
    @Test func thePage() throws {
        let (report, files) = try Self.report()
        let page = ConformPage.page(report, files: files)
        #expect(page.components(separatedBy: "<tr class=").count - 1 == 3)
        #expect(page.contains("<h2 id=\"b-differs\">b-differs: differs</h2>"))
        #expect(page.contains("<span class=\"only-keyboardd\">    + DidHide</span>"))
        #expect(page.contains("<li><code>c-missing</code>: keyboardd has no era ios6 (its eras: ideal)</li>"))
        let body = try #require(page.range(of: "<body>")).lowerBound
        _ = try XMLDocument(xmlString: String(page[body...]).replacingOccurrences(of: "</html>", with: ""), options: [])
    }
}
