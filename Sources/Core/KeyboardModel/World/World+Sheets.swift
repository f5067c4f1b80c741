// Control1.PresentSheet / DismissSheet: a system sheet over the frontmost app (N5, N11). Like an
// alert it takes the app's responder (the keyboard hides) and UIKit gives it back when the sheet
// has gone; unlike an alert the app stays active. The era decides what else is announced:
// a Hide group with no keyboard on screen (`sheet-hide-without-keyboard`), the keyboard back while
// the sheet is still leaving (`keyboard-returns-under-sheet`), a shorter keyboard after the photo
// picker (`photo-picker-short-frame`), the password prompt's WillShow/WillHide (`password-prompt-flash`).

extension KeyboardWorld {
    /// PresentSheet's kinds.
    public static let sheetKinds = ["share", "photo-picker", "password-save"]

    mutating func presentSheet(_ kind: String) throws(ModelError) {
        guard Self.sheetKinds.contains(kind) else {
            throw .invalidArgs(.init("unknown sheet kind \"\(kind)\" (" + Self.sheetKinds.joined(separator: ", ") + ")"))
        }
        try requireNoAlert("presenting a sheet")
        guard sheet == nil else { throw .wrongState("a sheet is already on screen: dismiss it first") }
        guard let f = frontmostSlot, slots[f].state == .active else {
            throw .wrongState("a sheet needs an active app on screen")
        }
        let stashed = clearResponder(f)
        sheet = Sheet(kind: kind, slot: f, serial: slots[f].serial, stashedResponder: stashed)
        let wasVisible = keyboard.visible
        reconcileKeyboard()
        if !wasVisible && !keyboard.visible && quirkSet.contains(.sheetHideWithoutKeyboard) {
            // N11: "keyboard was not even present": a Hide group from where it was last announced.
            keyboard.announcedOwner = f
            start([AnimationStage(frame: keyboard.layoutFrame, announced: keyboard.layoutFrame, kind: .hide,
                                  duration: timings.keyboardAnimation)])
        }
        if let stashed { postEditing(f, stashed, began: false) }
        publish()
    }

    /// The sheet starts leaving; it is gone after its transition (`sheetGone`).
    mutating func dismissSheet() throws(ModelError) {
        guard let s = sheet, !s.dismissing else { throw .wrongState("no sheet is on screen") }
        sheetGeneration &+= 1
        sheet?.dismissing = true
        let comesBack = s.stashedResponder != nil && isOccupied(s.slot) && slots[s.slot].serial == s.serial
        if comesBack && quirkSet.contains(.keyboardReturnsUnderSheet) {
            giveBackResponder()
        } else if !comesBack && s.kind == "password-save" && !keyboard.visible && quirkSet.contains(.passwordPromptFlash) {
            passwordPromptFlash(over: s.slot)
        }
        schedule(.sheetGone(generation: sheetGeneration), after: timings.sheetTransition)
        publish()
    }

    /// The sheet's dismissal transition is over: it is gone, and the responder comes back if it
    /// has not already.
    mutating func sheetGone() {
        guard sheet != nil else { return }
        giveBackResponder()
        sheet = nil
        publish()
    }

    /// UIKit restores the responder the sheet took (N11), once.
    mutating func giveBackResponder() {
        guard let s = sheet, let r = s.stashedResponder else { return }
        sheet?.stashedResponder = nil
        guard isOccupied(s.slot), slots[s.slot].serial == s.serial, !hasResponder(s.slot) else { return }
        slots[s.slot].responder = r
        markDirty(s.slot)
        beginEditing(s.slot, r, cause: s.kind == "photo-picker" ? .photoPickerReturn : .plain)
    }

    /// N5: the "save password?" prompt going away posts a WillShow for a keyboard that never comes,
    /// then at once a WillHide with duration 0.
    mutating func passwordPromptFlash(over slot: Int) {
        let hidden = keyboard.layoutFrame
        let shown = KeyboardGeometry.docked(screen: screen, height: layoutShape().dockedFrame.height)
        var show = AnimationStage(frame: hidden, announced: shown, kind: .show, duration: timings.keyboardAnimation)
        show.hasDid = false
        keyboard.announcedOwner = slot
        start([show, AnimationStage(frame: hidden, announced: hidden, kind: .hide, duration: 0).instant])
    }

    /// The sheet goes with its app when the app leaves the screen; the responder under it stays the app's.
    mutating func dropSheet(over slot: Int) {
        guard let s = sheet, s.slot == slot else { return }
        sheet = nil
        sheetGeneration &+= 1
        if isOccupied(slot), slots[slot].serial == s.serial, !hasResponder(slot), let r = s.stashedResponder {
            slots[slot].responder = r
            markDirty(slot)
        }
    }
}
