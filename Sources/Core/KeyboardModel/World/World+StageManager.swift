// Stage Manager (P4): on an iPad with the stage-manager setting on, apps sit in windows anywhere on
// screen (iPadOS 16 to 18; on iPadOS 26 the same geometry is its windowed apps). The apps on the
// stage are the apps on screen: every one of them hears the keyboard notifications (IsLocal only
// in the owner) and is covered by the docked keyboard where it meets its window (KeyboardOverlap,
// in that window's coordinates). The keyboard stays at the screen's bottom, as wide as the screen:
// wider than a window, and below a window that ends above the screen's bottom.

extension KeyboardWorld {
    /// Control1.MoveAppWindow: the person moves or resizes an app's window. An app not on screen
    /// joins the stage (as dragging it in from the side strip does): it comes to the foreground,
    /// launching if it is not running, and takes the focus only if no app has it.
    mutating func moveAppWindow(_ id: String, _ frame: Rect) throws(ModelError) {
        _ = try Validate.rect(frame, "frame")
        let slot = try slot(of: id)
        guard device.isPad && settings.stageManager else {
            throw .notSupported(message("windows move only in Stage Manager (an iPad with the stage-manager setting on), not on ",
                                        device.name))
        }
        try requireNoAlert(message("moving ", id, "'s window"))
        slots[slot].windowFrame = frame
        slots[slot].followsScreen = false
        markDirty(slot)
        if !isForeground(slot) {
            if frontmostSlot == nil { frontmostSlot = slot }
            bringToForeground(slot)
        }
        reconcileKeyboard()
        publish()
    }

    /// The apps on the stage, in delivery order. (Inlined: `foregroundSlots` reads it from mutating
    /// code, where an outlined call copies the whole world first.)
    @inline(__always)
    var stageSlots: [Int] {
        var s: [Int] = []
        for slot in order where isForeground(slot) { s.append(slot) }
        return s
    }

    /// Another app on the stage to take the focus when `slot` leaves it; nil when none is left.
    @inline(__always)
    func stageSlot(besides slot: Int) -> Int? {
        for other in order where other != slot && isForeground(other) { return other }
        return nil
    }

    /// Stage Manager starts: a Split View pair stays on the stage, each in its window as it was.
    mutating func enterStageManager() {
        guard let s = split else { return }
        split = nil
        markDirty(s.primary)
        markDirty(s.secondary)
    }

    /// Stage Manager ends: the focused app stays on screen, the rest of the stage leaves it.
    mutating func leaveStage() {
        for slot in order where slot != frontmostSlot && !isInSplitView(slot) && isForeground(slot) {
            beginLeaving(slot)
        }
    }
}
