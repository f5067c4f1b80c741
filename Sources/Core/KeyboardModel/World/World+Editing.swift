// App1.EditingNotification: a text field or text view began or ended editing (N13). Custom
// responders post none. Where they fall among the keyboard's notifications is the era's:
// DidEndEditing comes after the hide's Wills in every era (react-native-keyboard-controller
// PR 760); DidBeginEditing before the show's Wills, except for text views on iOS 8 to 13
// (`text-view-editing-after-will`) and every responder on iOS 15 (`editing-after-will-show`).

extension KeyboardWorld {
    /// Posts DidBeginEditing (`began`) or DidEndEditing for the responder of the app in `slot`.
    mutating func postEditing(_ slot: Int, _ responder: Responder, began: Bool) {
        let kind = responder.traits.kind
        guard let name = began ? EditingNotificationName.didBegin(kind) : EditingNotificationName.didEnd(kind) else {
            return
        }
        let id = slots[slot].bundleId
        out.append(.editingNotification(app: id, name: name, responder: responder.name))
        record(app: id, .editing(name, responder: responder.name))
    }

    /// The app's responder is gone (resigned, taken by an alert or a sheet); the caller posts its
    /// DidEndEditing once the keyboard's Wills are out (`postEditing(_:_:began: false)`).
    mutating func clearResponder(_ slot: Int) -> Responder? {
        guard let r = slots[slot].responder else { return nil }
        slots[slot].responder = nil
        markDirty(slot)
        return r
    }

    /// N13: whether this responder's DidBeginEditing comes before the keyboard's Wills.
    @inline(__always)
    func beginsEditingBeforeWills(_ responder: Responder) -> Bool {
        if quirkSet.contains(.editingAfterWillShow) { return false }
        return !(responder.traits.kind == .textView && quirkSet.contains(.textViewEditingAfterWill))
    }

    /// A responder takes the focus in the app (a new one, or one given back): DidBeginEditing
    /// before or after the keyboard's change as the era posts it.
    mutating func beginEditing(_ slot: Int, _ responder: Responder, cause: ChangeCause = .plain) {
        let first = beginsEditingBeforeWills(responder)
        if first { postEditing(slot, responder, began: true) }
        reconcileKeyboard(cause: cause)
        if !first && slots[slot].serial != 0 { postEditing(slot, responder, began: true) }
    }
}
