// Control1.Begin/Move/EndInteractiveDismiss: the person drags the docked keyboard down in a scroll
// view whose keyboardDismissMode is interactive (N7, K8). The keyboard really moves with the finger
// (the truth follows it). With `silent-interactive-dismiss` (every iOS era: openradar 15341512,
// 14847817) nothing is posted until the finger lifts; without it each move is an instant frame change.

extension KeyboardWorld {
    mutating func beginInteractiveDismiss() throws(ModelError) {
        guard profile.era != .ios6 else {
            throw .notSupported("ios6 has no interactive dismissal: keyboardDismissMode came with iOS 7")
        }
        // N16: dragging an interactive-dismiss scroll view with no keyboard up (SwiftUI's
        // scrollDismissesKeyboard with no focused field) posts the era's Hide for nothing.
        if !keyboard.visible, quirkSet.contains(.sheetHideWithoutKeyboard), let f = frontmostSlot, isForeground(f) {
            hideWithoutKeyboard(for: f)
            publish()
            return
        }
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
        guard f != keyboard.frame else { return }
        announceGesture(to: f, cause: .interactiveMove, keepingLayout: true)
    }

    /// The finger lifts: the responder resigns and the keyboard hides, or the keyboard goes back up
    /// with a frame change. Either begins where the last announced animation ended (N1): in a silent
    /// era that is where the keyboard rested, not where the finger let go.
    mutating func endInteractiveDismiss(_ dismissed: Bool) throws(ModelError) {
        guard keyboard.interactiveDismiss else { throw .wrongState("no interactive dismissal is under way") }
        keyboard.interactiveDismiss = false
        if dismissed, let owner = keyboard.ownerSlot {
            let r = clearResponder(owner)
            reconcileKeyboard()
            if let r { postEditing(owner, r, began: false) }
        } else {
            announceGesture(to: keyboard.layoutFrame, cause: .interactiveReturn)
        }
        publish()
    }
}
