import StrategyMatrix
import Testing
@testable import keyboardctl

/// What `run` prints, as pure functions: the list diff and the failure report.
@Suite struct ScriptReportTests {
    typealias Line = ListDiff.Line

    @Test func theDiffKeepsCommonItemsAligned() {
        #expect(ListDiff.lines(expected: ["a", "b", "c"], found: ["a", "b", "c"]) == [.same("a"), .same("b"), .same("c")])
        #expect(ListDiff.lines(expected: ["a", "c"], found: ["a", "b", "c"]) == [.same("a"), .foundOnly("b"), .same("c")])
        #expect(ListDiff.lines(expected: ["a", "b", "c"], found: ["a", "c"]) == [.same("a"), .expectedOnly("b"), .same("c")])
        #expect(ListDiff.lines(expected: ["a", "b"], found: ["a", "x"]) == [.same("a"), .expectedOnly("b"), .foundOnly("x")])
        #expect(ListDiff.lines(expected: [], found: ["x"]) == [.foundOnly("x")])
        #expect(ListDiff.lines(expected: ["x"], found: []) == [.expectedOnly("x")])
        #expect(ListDiff.lines(expected: [], found: []) == [])
    }

    @Test func aFailureReadsAsFileLineAndDiff() {
        let report = ScriptReport(palette: AppPalette(enabled: false))
        let result = ExpectationResult(line: 31, subject: "ike's keyboard notifications since line 22", passed: false,
                                       expected: ["WillHide", "DidHide"], found: ["WillHide", "WillShow (not local)", "DidHide"])
        #expect(report.diff(result, file: "k3.yaml") == [
            "k3.yaml:31: ike's keyboard notifications since line 22 (- expected, + found)",
            "      WillHide",
            "    + WillShow (not local)",
            "      DidHide",
        ])
        #expect(report.line(.result(index: 4, result))
                == "     31  ✗ ike's keyboard notifications since line 22: expected WillHide, DidHide, found WillHide, "
                + "WillShow (not local), DidHide")
        let empty = ExpectationResult(line: 9, subject: "ike's notifications since the start", passed: true, expected: [], found: [])
        #expect(report.line(.result(index: 1, empty)) == "      9  ✓ ike's notifications since the start: nothing")
        #expect(report.line(.step(index: 0, line: 120, description: "Settle", now: 650))
                == "    120  Settle" + String(repeating: " ", count: 38) + "t=650 ms")
    }

    @Test func severalProfilesNameTheirFiles() {
        #expect(Run.path("out/k3.svg", inserting: "ios13") == "out/k3.ios13.svg")
        #expect(Run.path("k3", inserting: "ideal") == "k3.ideal")
        #expect(Run.path("a.b/trace.jsonl", inserting: "ios9") == "a.b/trace.ios9.jsonl")
    }
}
