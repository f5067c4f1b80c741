@testable import keyboardd_demo
import Testing

/// The main job's table (scripts/run) marks a row wrong only when the keyboard is at rest: after
/// `ike: focus` Ike's view is already lifted 335 while the keyboard has only begun to rise.
@Suite struct StepMarkTests {
    @Test func aViewAheadOfAMovingKeyboardIsNotWrong() {
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: true) == .moving)
        #expect(StepMark(believedLift: 0, truthLift: 335, keyboardMoving: true) == .moving)
    }

    @Test func aViewAwayFromAKeyboardAtRestIsWrong() {
        // K3 on iOS 13, back in Ike: lifted 335 over no keyboard.
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: false) == .wrong)
        #expect(StepMark(believedLift: 335, truthLift: 0, keyboardMoving: false).rawValue.contains("✗ wrong"))
    }

    @Test func aViewWhereTheKeyboardIsIsUnmarked() {
        #expect(StepMark(believedLift: 335, truthLift: 335, keyboardMoving: false).rawValue.isEmpty)
        #expect(StepMark(believedLift: 335, truthLift: 335.2, keyboardMoving: true) == .agrees)
    }
}
