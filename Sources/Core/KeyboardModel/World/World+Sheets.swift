// Control1.PresentSheet / DismissSheet: a system sheet over the frontmost app (N5, N11). Like an
// alert it takes the app's responder (the keyboard hides) and UIKit gives it back on dismissal;
// unlike an alert the app stays active.

extension KeyboardWorld {
    static let sheetKinds = ["share", "photo-picker", "password-save"]

    mutating func presentSheet(_ kind: String) throws(ModelError) {
        guard Self.sheetKinds.contains(kind) else {
            throw .invalidArgs(.init("unknown sheet kind \"\(kind)\" (" + Self.sheetKinds.joined(separator: ", ") + ")"))
        }
        try requireNoAlert("presenting a sheet")
        guard sheet == nil else { throw .wrongState("a sheet is already on screen: dismiss it first") }
        guard let f = frontmostSlot, slots[f].state == .active else {
            throw .wrongState("a sheet needs an active app on screen")
        }
        let stashed = takeResponder(f)
        sheet = Sheet(kind: kind, slot: f, serial: slots[f].serial, stashedResponder: stashed)
        reconcileKeyboard()
        publish()
    }

    mutating func dismissSheet() throws(ModelError) {
        guard let s = sheet else { throw .wrongState("no sheet is on screen") }
        sheet = nil
        if isOccupied(s.slot), slots[s.slot].serial == s.serial, !hasResponder(s.slot), let r = s.stashedResponder {
            slots[s.slot].responder = r
            markDirty(s.slot)
            postEditing(s.slot, r, began: true)
        }
        reconcileKeyboard()
        publish()
    }

    /// The sheet goes with its app when the app leaves the screen; the responder under it stays the app's.
    mutating func dropSheet(over slot: Int) {
        guard let s = sheet, s.slot == slot else { return }
        sheet = nil
        if isOccupied(slot), slots[slot].serial == s.serial, !hasResponder(slot), let r = s.stashedResponder {
            slots[slot].responder = r
            markDirty(slot)
        }
    }
}
