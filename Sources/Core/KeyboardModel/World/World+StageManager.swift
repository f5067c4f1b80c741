// Control1.MoveAppWindow: in Stage Manager the person moves or resizes an app's window (P4).
// Only iPads with the stage-manager setting on have movable windows.

extension KeyboardWorld {
    mutating func moveAppWindow(_ id: String, _ frame: Rect) throws(ModelError) {
        _ = try Validate.rect(frame, "frame")
        let slot = try slot(of: id)
        guard device.isPad && settings.stageManager else {
            throw .notSupported(message("windows move only in Stage Manager (an iPad with the stage-manager setting on), not on ",
                                        device.name))
        }
        slots[slot].windowFrame = frame
        slots[slot].followsScreen = false
        markDirty(slot)
        reconcileKeyboard()
        publish()
    }
}
