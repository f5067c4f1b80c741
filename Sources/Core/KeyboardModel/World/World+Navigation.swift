// App1.PushViewController / PopViewController, and the other triggers of N16's Hide for nothing:
// a navigation controller pushes or pops a screen (N19), an interactive-dismiss scroll view is dragged
// with no keyboard up. What each announces is the era's, through AnnouncementRules' causes.

extension KeyboardWorld {
    /// A screen is pushed. From iOS 15 the push takes the keyboard down with the responder of the
    /// screen it covers (`push-dismisses-keyboard`); so did iOS 5 and 6, sideways with the covered
    /// screen (`keyboard-slides-with-navigation`); between them the keyboard stays. A pushed screen
    /// with a search field posts the era's Hide for nothing when no keyboard is up (N16).
    mutating func pushViewController(_ id: String, searchField: Bool) throws(ModelError) {
        let slot = try runningSlot(id, for: "push a screen")
        guard isForeground(slot) else { throw .wrongState(message(id, " is not on screen")) }
        let wasVisible = keyboard.visible
        if quirkSet.contains(.pushDismissesKeyboard) || quirkSet.contains(.keyboardSlidesWithNavigation),
           let r = clearResponder(slot) {
            reconcileKeyboard(cause: .navigationPush)
            postEditing(slot, r, began: false)
        }
        if searchField && !wasVisible { hideWithoutKeyboard(for: slot) }
        publish()
    }

    /// The top screen is popped: its first responder leaves the window with it and the keyboard
    /// hides (on iOS 5 and 6 sideways with the screen: `keyboard-slides-with-navigation`). A screen
    /// shown again with a search field posts the era's Hide for nothing when no keyboard is up (N16).
    mutating func popViewController(_ id: String, searchField: Bool) throws(ModelError) {
        let slot = try runningSlot(id, for: "pop a screen")
        guard isForeground(slot) else { throw .wrongState(message(id, " is not on screen")) }
        let wasVisible = keyboard.visible
        if let r = clearResponder(slot) {
            reconcileKeyboard(cause: .navigationPop)
            postEditing(slot, r, began: false)
        }
        if searchField && !wasVisible { hideWithoutKeyboard(for: slot) }
        publish()
    }

    /// N16: a Hide group for a keyboard that is not there, about the app in `slot`, where the era
    /// posts one (`sheet-hide-without-keyboard`): begin off screen, end at the bottom with height 0.
    mutating func hideWithoutKeyboard(for slot: Int) {
        guard !keyboard.visible else { return }
        reconcileKeyboard(force: true, cause: .phantomHide, announcedFor: slot)
    }
}
