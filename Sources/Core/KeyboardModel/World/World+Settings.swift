// Control1.SetSetting: the person changes a device setting. A change while the keyboard is up
// re-lays it out and announces what the era announces (N3 for the predictive bar).

extension KeyboardWorld {
    mutating func setSetting(_ setting: Setting, _ on: Bool) throws(ModelError) {
        var next = settings
        next[setting] = on
        try checkSettings(next, on: device)
        apply(next, predictiveToggled: setting == .predictive)
    }

    /// Whether the device and the era have what the settings ask for: Stage Manager only on the
    /// iPads that had it, from the iPadOS that brought it to each (StageManagerDevices, X1).
    func checkSettings(_ next: Settings, on device: Device, era: Era? = nil) throws(ModelError) {
        if next.stageManager, let why = StageManagerDevices.refusal(device, era ?? profile.era) {
            throw .notSupported(.init(why))
        }
    }

    /// The person switches settings (checked): what changed is laid out and announced.
    mutating func apply(_ next: Settings, predictiveToggled: Bool) {
        guard next != settings else { return }
        let stageManagerEnds = settings.stageManager && !next.stageManager
        let stageManagerStarts = !settings.stageManager && next.stageManager
        settings = next
        if stageManagerStarts { enterStageManager() }
        if stageManagerEnds {
            leaveStage()
            windowsBackToScreen()
        }
        reconcileKeyboard(cause: predictiveToggled ? .predictiveToggle : .plain)
        if stageManagerStarts || stageManagerEnds { announceMultitaskingChange() }   // P2
        publish()
    }

    /// Leaving Stage Manager: every app window not in Split View fills the screen again (P4).
    mutating func windowsBackToScreen() {
        for slot in order where !slots[slot].followsScreen && !isInSplitView(slot) {
            slots[slot].followsScreen = true
        }
        layoutWindowsForScreen()
    }

    @inline(__always)
    func isInSplitView(_ slot: Int) -> Bool {
        guard let s = split else { return false }
        return s.primary == slot || s.secondary == slot
    }
}
