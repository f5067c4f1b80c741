// Control1.Begin/Move/EndInteractiveDismiss: the person drags the docked keyboard down in a scroll
// view whose keyboardDismissMode is interactive (N7, K8). The keyboard really moves with the finger
// (the truth follows it); what the apps are told is the era's business.

extension KeyboardWorld {
    mutating func beginInteractiveDismiss() throws(ModelError) {
        guard keyboard.visible, keyboard.layoutMode == .docked, keyboard.ownerSlot != nil else {
            throw .wrongState("no docked keyboard is visible")
        }
        guard !keyboard.interactiveDismiss else { throw .wrongState("an interactive dismissal is already under way") }
        keyboard.interactiveDismiss = true
        publish()
    }

    /// The keyboard's top follows the finger to `y`; it does not rise above where it rests.
    mutating func moveInteractiveDismiss(_ y: Double) throws(ModelError) {
        guard y.isFinite, y >= 0, y <= screen.height else {
            throw .invalidArgs("y must be within the screen, 0...\(screen.height), got \(y)")
        }
        guard keyboard.interactiveDismiss else { throw .wrongState("no interactive dismissal is under way") }
        var f = keyboard.layoutFrame
        f.y = max(y, f.y)
        keyboard.frame = f
        updateKeyboardWindows()
        publish()
    }

    /// The finger lifts: the responder resigns and the keyboard hides, or the keyboard goes back up.
    mutating func endInteractiveDismiss(_ dismissed: Bool) throws(ModelError) {
        guard keyboard.interactiveDismiss else { throw .wrongState("no interactive dismissal is under way") }
        keyboard.interactiveDismiss = false
        if dismissed, let owner = keyboard.ownerSlot {
            _ = takeResponder(owner)
            reconcileKeyboard()
        } else {
            // Back to where it rests: a frame change, not a new Show.
            start([AnimationStage(frame: keyboard.layoutFrame, announced: keyboard.layoutFrame, kind: .changeFrame)])
        }
        publish()
    }
}
