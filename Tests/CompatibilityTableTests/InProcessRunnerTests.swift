import CompatibilityTable
import Foundation
import StrategyMatrix
import Testing

/// The in-process runner alone: the curated cells as MATRIX.md expects them, the same story twice
/// alike, and where a wrong cell's view left its place.
@Suite struct InProcessRunnerTests {
    @Test func curatedCellsAsExpected() throws {
        let runner = InProcessRunner()
        for cell in StrategyMatrix.cells {
            let run = try runner.run(cell.scenario, cell.setup, profile: cell.profile)
            #expect(run.verdict.outcome == cell.expected, "\(cell): \(run.verdict)")
        }
    }

    @Test func aStoryPlaysAlikeEveryTime() throws {
        let runner = InProcessRunner(judgesByPromise: true)
        for tracker in ["rn-keyboard-controller", "flutter", "iqkeyboardmanager", "naive"] {
            let first = try runner.run(.switchWithKeyboard, TrackerChoice(tracker), profile: "ios26")
            let second = try runner.run(.switchWithKeyboard, TrackerChoice(tracker), profile: "ios26")
            #expect(first.checks == second.checks, "\(tracker)")
            #expect(first.steps == second.steps, "\(tracker)")
        }
    }

    /// K3 on iOS 13: Ike's view leaves its place when Notes focuses (Ike still leaving hears its
    /// WillShow) and stays out of it up to the check: 335 pt too high from step 7.
    @Test func departureIsWhereTheViewLeftItsPlaceForGood() throws {
        let run = try InProcessRunner().run(.switchWithKeyboard, TrackerChoice("naive"), profile: "ios13")
        #expect(run.verdict.outcome == .liftedTooHigh)
        let departure = try #require(run.departure)
        #expect(departure.step.number == 7)
        #expect(departure.step.step == "notes: focus")
        #expect(departure.description == "step 7 (notes: focus)")
        #expect(run.failing?.place?.offset == 335, "the error at the check: 335 pt above its place")
        // Before it the view was where it belonged (lifted for Ike's own keyboard).
        let before = run.steps.filter { $0.number < 7 }
        #expect(before.allSatisfy { $0.isInPlace }, "\(before)")
    }

    /// A check not about the view (K4's snapshot) has no departure; a clean run none either.
    @Test func onlyChecksAboutTheViewHaveADeparture() throws {
        let snapshot = try InProcessRunner().run(.snapshot, TrackerChoice("naive"), profile: "ios13")
        #expect(snapshot.verdict.outcome == .snapshotHole)
        #expect(snapshot.departure == nil)
        let clean = try InProcessRunner().run(.switchWithKeyboard, TrackerChoice("naive"), profile: "ideal")
        #expect(clean.verdict.outcome == .clean)
        #expect(clean.departure == nil)
    }

    /// IQKeyboardManager promises its field above the keyboard: judged by its promise, by the field.
    @Test func fieldTrackersAreJudgedByTheirField() throws {
        let byView = try InProcessRunner().run(.passwordField, TrackerChoice("iqkeyboardmanager"), profile: "ios17")
        let byField = try InProcessRunner(judgesByPromise: true)
            .run(.passwordField, TrackerChoice("iqkeyboardmanager"), profile: "ios17")
        #expect(byView.checks.first?.detail.contains("view bottom") == true)
        #expect(byField.checks.first?.detail.contains("field bottom") == true)
    }

    /// A step the era has not is the model's refusal, with the step.
    @Test func aStepTheEraHasNotIsRefused() throws {
        #expect(throws: StoryStepError.self) {
            try InProcessRunner().run(.floatingKeyboard, TrackerChoice("naive"), profile: "ios11", device: "ipad-9.7")
        }
        do {
            _ = try InProcessRunner().run(.floatingKeyboard, TrackerChoice("naive"), profile: "ios11", device: "ipad-9.7")
        } catch let error as StoryStepError {
            #expect(error.number == 4)
            #expect(error.description.contains("SetKeyboardMode floating"))
            #expect(error.description.contains("NotSupported"))
        }
    }
}
