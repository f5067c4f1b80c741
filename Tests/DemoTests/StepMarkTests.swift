@testable import keyboardd_demo
import Testing

/// The main job's table (scripts/run) marks a row wrong only as the story's checks judge: with the
/// keyboard at rest and Ike on screen. After `ike: focus` Ike's view is already lifted 335 while
/// the keyboard has only begun to rise; while Notes is in front Ike's window is off screen. The
/// old table marked both "✗ wrong", in the clean stories too.
@Suite struct StepMarkTests {
    @Test func aViewAheadOfAMovingKeyboardIsNotWrong() {
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: true, onScreen: true) == .moving)
        #expect(StepMark(believedLift: 0, truthLift: 335, keyboardMoving: true, onScreen: true) == .moving)
        #expect(!StepMark(believedLift: 335, truthLift: 0, keyboardMoving: true, onScreen: true).rawValue.contains("wrong"))
    }

    @Test func aViewOffScreenIsNotWrong() {
        // K6's clean story: Ike, in the background, heard Notes' keyboard; its guard puts it right on return.
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: false, onScreen: false) == .offScreen)
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: true, onScreen: false) == .offScreen)
    }

    @Test func aViewAwayFromAKeyboardAtRestOnScreenIsWrong() {
        // K3 on iOS 13, back in Ike: lifted 335 over no keyboard.
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: false, onScreen: true) == .wrong)
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: false, onScreen: true).rawValue.contains("✗ wrong"))
    }

    @Test func aViewWhereTheKeyboardIsIsUnmarked() {
        #expect(StepMark(believedLift: 335, truthLift: 335, keyboardMoving: false, onScreen: true).rawValue.isEmpty)
        #expect(StepMark(believedLift: 335, truthLift: 335.2, keyboardMoving: true, onScreen: false) == .agrees)
    }
}
