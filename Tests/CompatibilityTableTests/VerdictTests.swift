import CompatibilityTable
import Foundation
import KeyboardClient
import KeyboardFixtures
import KeyboardTrackers
import StrategyMatrix
import Testing

/// The table's verdicts as a library's maintainer reads them (issue 38): the harness faults that
/// made false cells, each library judged by what it promises, not applicable where a cell asks
/// what a library does not promise or its port does not model, the error at the check in the
/// mark's direction, and each cell's evidence. Every cell here was wrong before.
@Suite struct VerdictTests {
    static let stories = try! TableStories.load(root: CompatibilityDocumentsTests.root)

    func cell(_ name: String) throws -> (TableCell, CellResult) {
        let grid = CompatibilityGrid(stories: Self.stories.stories)
        let cell = try Explanation.cell(name, grid: grid)
        return (cell, CompatibilityGrid.play(cell))
    }

    // MARK: The harness faults

    /// From iOS 17 the keyboard's motion outlasts its last notification: UIKit's guide, which
    /// follows the keyboard's view, ends on the keyboard's top (it froze at 535.5 over 516).
    @Test func theGuideFollowsTheKeyboardToItsEnd() throws {
        #expect(try cell("switch-with-keyboard · keyboard-layout-guide · ios17").1.mark == "✓")
        #expect(try cell("password-prompt · keyboard-layout-guide · ios18").1.mark == "✓")
    }

    /// The silent interactive dismissal (N7): the guide follows the finger; and a window moved by
    /// Stage Manager or Slide Over (P4).
    @Test func theGuideFollowsTheDragAndTheWindow() throws {
        #expect(try cell("silent-interactive-dismissal · keyboard-layout-guide · ios15").1.mark == "✓")
        #expect(try cell("stage-manager-window · keyboard-layout-guide · ios17").1.mark == "✓")
        #expect(try cell("slide-over · keyboard-layout-guide · ios17").1.mark == "✓")
    }

    /// `followsUndockedKeyboard` follows the floating keyboard: its view ends on the floating
    /// keyboard's top (y 300 after the drop), where the default guide rests at the bottom.
    @Test func theUndockedGuideIsItsOwnVariant() throws {
        let follows = try cell("floating-keyboard · keyboard-layout-guide-undocked · ideal").1
        let rests = try cell("floating-keyboard · keyboard-layout-guide · ideal").1
        #expect(follows.mark == "✓" && rests.mark == "✓")
        #expect(follows.evidence?.steps.last?.viewBottom == 300)
        #expect(rests.evidence?.steps.last?.viewBottom == 1194)
    }

    /// KeyboardAvoidingView pads inside its current layout: a Stage Manager window moved before
    /// any keyboard is no lift (it read ▲294 from the first layout's height).
    @Test func keyboardAvoidingViewIsJudgedOnItsCurrentLayout() throws {
        #expect(try cell("stage-manager-window · rn-keyboard-avoiding-view · ideal").1.mark == "✓")
        #expect(try cell("slide-over · rn-keyboard-avoiding-view · ideal").1.mark == "✓")
    }

    /// The final error, in the mark's direction: react-native-keyboard-controller ends 94 pt too
    /// high in the Stage Manager window (#1223), though its view first left its place downwards.
    @Test func theErrorAtTheCheckAgreesWithTheMark() throws {
        let result = try cell("stage-manager-window · rn-keyboard-controller · ios16").1
        #expect(result.mark == "▲94")
        #expect(result.words.hasPrefix("lifted too high: 94 pt above its place at the check"))
        #expect(!result.words.contains("below") && !result.words.contains("too low"), "\(result.words)")
    }

    /// IQKeyboardManager's iOS 26 hide fix only on iOS 26, and its over-lifts shown: the floating
    /// keyboard announced 55 pt on screen on iOS 17 (P1) lifts its field 65 pt for nothing.
    @Test func iqKeyboardManagerByItsPromise() throws {
        #expect(try cell("floating-keyboard · iqkeyboardmanager · ios17").1.mark == "▲65")
        #expect(try cell("slide-over · iqkeyboardmanager · ios13").1.mark == "▲24")
        #expect(try cell("stage-manager-window · iqkeyboardmanager · ideal").1.mark == "✓",
                "its field 10 pt above the keyboard's part of the window")
        #expect(try cell("third-party-keyboard · iqkeyboardmanager · ios26").1.mark == "✓", "10 pt above the keyboard is its place")
    }

    // MARK: Not applicable, with the reason

    @Test func erasBeforeTheMinimumAreNotApplicable() throws {
        let old = try cell("switch-with-keyboard · keyboard-layout-guide · ios14").1
        #expect(old.notApplicable?.kind == .beforeMinimum)
        #expect(old.notApplicable?.reason.contains("iOS 15") == true)
        #expect(old.evidence == nil, "not played")
        #expect(try cell("switch-with-keyboard · iqkeyboardmanager · ios11").1.notApplicable?.reason.contains("iOS 13") == true)
        #expect(try cell("switch-with-keyboard · rn-keyboard-avoiding-view · ios14").1.notApplicable?.reason.contains("iOS 15.1") == true)
        #expect(try cell("switch-with-keyboard · iqkeyboardmanager · ios13").1.notApplicable == nil, "iOS 12 and 13: 13 is in")
    }

    @Test func outsideThePromiseOrTheModelIsNotApplicable() throws {
        let scroll = try cell("form-last-field · flutter · ios17").1.notApplicable
        #expect(scroll?.kind == .outsidePromise && scroll?.reason.contains("Dart framework") == true)
        let rotation = try cell("rotation-begin.yaml · iqkeyboardmanager · ios16").1.notApplicable
        #expect(rotation?.kind == .notModelled && rotation?.reason.contains("orientation") == true)
        let design = try cell("stage-manager-window.yaml · flutter · ios17").1
        #expect(design.notApplicable?.reason.contains("55624") == true, "\(design.words)")
        #expect(design.evidence != nil, "played: the evidence shows the other app's keyboard")
        #expect(try cell("snapshot · flutter · ios17").1.notApplicable?.kind == .outsidePromise)
    }

    /// SwiftUI's rules are inferred: each cell says so, or cites the report behind it.
    @Test func swiftUIsCellsSayTheyAreInferred() throws {
        #expect(try cell("switch-with-keyboard · swiftui-safe-area · ios17").1.inference == "inferred")
        #expect(try cell("floating-keyboard · swiftui-safe-area · ios17").1.inference?.contains("MeshCoreOne") == true)
        #expect(try cell("switch-with-keyboard · flutter · ios17").1.inference == nil)
    }

    // MARK: Evidence

    /// Every row has a scenario file that tells its story (keyboardctl run can draw every cell),
    /// and a played cell keeps its steps and the notifications the app received beside the truth.
    @Test func everyCellHasItsEvidence() throws {
        let missing = Self.stories.stories.filter { $0.runnableFile == nil }.map(\.id)
        #expect(missing.isEmpty, "no scenario file tells \(missing)")
        let evidence = try #require(try cell("switch-with-keyboard · naive · ios13").1.evidence)
        #expect(evidence.steps.count == 10 && evidence.checks.count == 2)
        let notLocal = evidence.received.filter { $0.name == "UIKeyboardWillShowNotification" && $0.userInfo["UIKeyboardIsLocalUserInfoKey"] == .bool(false) }
        #expect(notLocal.count == 1, "Notes' WillShow, heard by Ike while it leaves")
        #expect(evidence.received.contains { $0.kind == .lifecycle && $0.name == "UIApplicationDidEnterBackgroundNotification" })
    }

    // MARK: Bad input

    @Test func anUnknownStorySetUpOrEraNamesTheValidOnes() throws {
        let grid = CompatibilityGrid(stories: Self.stories.stories)
        func message(_ name: String) -> String {
            do { _ = try Explanation.cell(name, grid: grid); return "" } catch { return "\(error)" }
        }
        #expect(message("nothing · naive · ios13").hasPrefix("no story 'nothing'; stories: switch-with-keyboard, "))
        #expect(message("switch-with-keyboard · fluter · ios13").hasPrefix("no set-up 'fluter'; set-ups: naive, naive + responder-guard"))
        #expect(message("switch-with-keyboard · naive · ios99").hasPrefix("no era 'ios99'; eras: ideal, ios6"))
        #expect(message("switch-with-keyboard").hasPrefix("a cell is 'STORY · SETUP · ERA'"))
    }

    // MARK: Run your own tracker

    /// Every cell's stream in the corpus's replay format, with the truth: KeyboardFixtures reads it.
    @Test func cellsExportAsReplayFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let story = try #require(Self.stories.stories.first { $0.id == "switch-with-keyboard" })
        let grid = CompatibilityGrid(libraries: [], stories: [story], eras: ["ios13", "ios6"])
        let written = try CellExport.write(grid, to: directory, jobs: 2)
        #expect(written == ["switch-with-keyboard/ios13.iphone-x/com.southpark.ike.json",
                            "switch-with-keyboard/ios6.iphone-se/com.southpark.ike.json"])
        let data = try Data(contentsOf: directory.appendingPathComponent(written[0]))
        let replay = try KeyboardReplayFile.decode(data)
        #expect(replay.profile == "ios13" && replay.windowRect == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(replay.notifications.contains { $0.shortName == "WillShow" && $0.isLocal == false })
        let table = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["table"] as? [String: Any])
        let checks = try #require(table["checks"] as? [[String: Any]])
        #expect(checks.count == 2 && checks.last?["check"] as? String == "view-follows-keyboard")
        #expect(checks.first?["covers"] as? Double == 335 && checks.last?["covers"] as? Double == 0)
    }

    /// A tracker of one's own through the same stories, judged the same way.
    @Test func aTrackerOfOnesOwnGetsTheSameGrid() throws {
        let mine = ForeignTracker(name: "my-naive") { app, scene in NaiveTracker(app: app, view: scene.tummy) }
        let grid = try mine.run(root: CompatibilityDocumentsTests.root, stories: ["switch-with-keyboard"], jobs: 2)
        #expect(grid.result("switch-with-keyboard", "ios13")?.mark == "▲335", "as the naive tracker's own row")
        #expect(grid.result("switch-with-keyboard", "ideal")?.mark == "✓")
        #expect(grid.markdown.contains("| `switch-with-keyboard` | ✓ |"))
    }
}
