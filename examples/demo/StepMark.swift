/// The mark at the end of a row of the story's table: whether Ike's view is where the keyboard
/// says, judged as the story's checks judge it: at rest, with Ike on screen. After a step that
/// starts an animation (a focus, a launch) the truth is where the keyboard is along its way; a view
/// that already moved to where the keyboard is going is ahead of it, not wrong. While Ike is not
/// the frontmost app its window is off screen and the truth is zero by definition
/// (App1.KeyboardOverlap): what its view believes then shows only when it comes back.
enum StepMark: String, Equatable {
    /// The view is where the keyboard covers it.
    case agrees = ""
    /// They differ while the keyboard still moves: judged when it comes to rest.
    case moving = "   … keyboard moving"
    /// They differ while the app is off screen: judged when it comes back.
    case offScreen = "   … off screen"
    /// They differ with the keyboard at rest.
    case wrong = "   ✗ wrong"

    /// `believedLift` and `truthLift` in points; within half a point they agree (rounding).
    init(believedLift: Double, truthLift: Double, keyboardMoving: Bool, onScreen: Bool) {
        if abs(believedLift - truthLift) < 0.5 {
            self = .agrees
        } else if !onScreen {
            self = .offScreen
        } else {
            self = keyboardMoving ? .moving : .wrong
        }
    }
}
