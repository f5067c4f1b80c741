// Control1.PresentSheet / DismissSheet: a system sheet over the frontmost app (N5, N11). Like an
// alert it takes the app's responder (the keyboard hides) and UIKit gives it back when the sheet
// has gone; unlike an alert the app stays active. What the sheet is (SheetKind) and the era decide
// what else is announced, through AnnouncementRules' causes: a Hide group with no keyboard on screen
// (`sheet-hide-without-keyboard`), the keyboard back while the sheet is still leaving
// (`keyboard-returns-under-sheet`), a shorter keyboard after a full-screen sheet
// (`photo-picker-short-frame`), the password prompt's WillShow and instant WillHide over a visible
// keyboard (`password-prompt-flash`).

extension KeyboardWorld {
    /// PresentSheet's kinds.
    public static let sheetKinds = SheetKind.all.map(\.name)

    mutating func presentSheet(_ kind: SheetKind) throws(ModelError) {
        try requireNoAlert("presenting a sheet")
        guard sheet == nil else { throw .wrongState("a sheet is already on screen: dismiss it first") }
        guard let f = frontmostSlot, slots[f].state == .active else {
            throw .wrongState("a sheet needs an active app on screen")
        }
        let stashed = clearResponder(f)
        sheet = Sheet(kind: kind, slot: f, serial: slots[f].serial, stashedResponder: stashed)
        let wasVisible = keyboard.visible
        reconcileKeyboard(cause: kind.passwordPrompt ? .passwordPrompt : kind == .passwords ? .keychainPresent : .plain)
        if !wasVisible && !keyboard.visible {
            // N16: "keyboard was not even present": a Hide group for nothing, where the era has one.
            hideWithoutKeyboard(for: f)
        }
        if let stashed { postEditing(f, stashed, began: false) }
        publish()
    }

    /// DismissSheetBy's ways.
    public static var sheetDismissals: [String] { SheetDismissal.allCases.map(\.rawValue) }

    /// The sheet starts leaving, dismissed with one of its buttons (Cancel, Done, Add) or pulled
    /// down; it is gone after its transition (`sheetGone`).
    mutating func dismissSheet(by how: SheetDismissal = .button) throws(ModelError) {
        guard let s = sheet, !s.dismissing else { throw .wrongState("no sheet is on screen") }
        sheetGeneration &+= 1
        sheet?.dismissing = true
        sheet?.pulledDown = how == .pullDown
        let comesBack = s.stashedResponder != nil && isOccupied(s.slot) && slots[s.slot].serial == s.serial
        if comesBack && quirkSet.contains(.keyboardReturnsUnderSheet) { giveBackResponder() }
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
        // N11, N19: only a full-screen sheet's buttons give the keyboard back short (the photo picker's
        // Cancel or Add, not a pull-down: flutter/flutter #133537, #134798). N5: the credential picker's.
        let cause: ChangeCause = s.kind == .passwords ? .keychainReturn
            : s.kind.fullScreen && !s.pulledDown ? .fullScreenSheetReturn : .sheetReturn
        beginEditing(s.slot, r, cause: cause)
        if s.kind == .passwords { slots[s.slot].keychainReturns += 1 }
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
