// App1.EditingNotification: a text field or text view began or ended editing (N13). Custom
// responders post none.

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

    /// The app's responder ends editing and is gone (resigned, taken by an alert or a sheet).
    mutating func takeResponder(_ slot: Int) -> Responder? {
        guard let r = slots[slot].responder else { return nil }
        slots[slot].responder = nil
        markDirty(slot)
        postEditing(slot, r, began: false)
        return r
    }
}
