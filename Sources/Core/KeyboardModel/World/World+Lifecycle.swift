// Timed lifecycle transitions (issue 3 §1): leaving the foreground is active → inactive
// (WillResignActive) → background (DidEnterBackground) → suspended, each after a profile delay;
// coming back is WillEnterForeground → DidBecomeActive. K3 and K7 come out of these timings
// together with the delivery rule; nothing here sends keyboard notifications by itself.

extension KeyboardWorld {
    mutating func lifecycle(_ slot: Int, _ name: LifecycleNotificationName) {
        let id = slots[slot].bundleId
        out.append(.lifecycleNotification(app: id, name: name))
        record(app: id, .lifecycle(name))
        publish()
    }

    mutating func setState(_ slot: Int, _ state: AppState, _ phase: AppPhase) {
        let old = slots[slot].state
        slots[slot].state = state
        slots[slot].phase = phase
        if old.isRunning != state.isRunning { deliveryGeneration &+= 1 }
        markDirty(slot)
        if old != state { record(app: slots[slot].bundleId, .state(state)) }
    }

    /// A new transition: whatever the previous one still had scheduled is stale.
    mutating func newTransition(_ slot: Int) -> (serial: UInt64, transition: UInt32) {
        slots[slot].transition &+= 1
        return (slots[slot].serial, slots[slot].transition)
    }

    /// Apps on screen now (the frontmost and its Split View partner; in Stage Manager every window
    /// on the stage, P4).
    @inline(__always)
    var foregroundSlots: [Int] {
        if settings.stageManager { return stageSlots }
        if let split {
            var s: [Int] = []
            if isForeground(split.primary) { s.append(split.primary) }
            if isForeground(split.secondary) { s.append(split.secondary) }
            return s
        }
        if let f = frontmostSlot, isForeground(f) { return [f] }
        return []
    }

    /// The person leaves `leaving` for `incoming` (LaunchApp) or for the home screen (nil).
    mutating func switchApps(leaving: [Int], to incoming: Int?, isSwitch: Bool) {
        // K4: without late-snapshot the snapshot is taken before the keyboard leaves the app.
        for slot in leaving where !quirkSet.contains(.lateSnapshot) { takeSnapshot(slot) }
        // Usually one app leaves: its resigned responder is kept without an array (an allocation).
        var resigned: (slot: Int, responder: Responder)?
        var moreResigned: [(Int, Responder)] = []
        for slot in leaving {
            slots[slot].hadKeyboardWhenLeaving = keyboard.ownerSlot == slot && keyboard.visible
            dropSheet(over: slot)
            // K2/K3: an app switch resigns the leaving app's responder and it is never given back.
            if isSwitch && quirkSet.contains(.responderResetOnSwitch), let r = clearResponder(slot) {
                if resigned == nil { resigned = (slot, r) } else { moreResigned.append((slot, r)) }
            }
        }
        endSplitView()
        frontmostSlot = incoming
        // The keyboard leaves first (K2, K5: hide, then WillResignActive), while the leaving apps
        // are still active and so still receive their own hide; it goes with its app (N12).
        reconcileKeyboard(cause: .ownerLeft)
        if let (slot, r) = resigned { postEditing(slot, r, began: false) }
        for (slot, r) in moreResigned { postEditing(slot, r, began: false) }
        for slot in leaving { beginLeaving(slot) }
        if let incoming { bringToForeground(incoming) }
        publish()
    }

    /// WillResignActive now (if it was active), DidEnterBackground later.
    mutating func beginLeaving(_ slot: Int) {
        let state = slots[slot].state
        guard state == .active || state == .inactive, slots[slot].phase != .leaving else { return }
        let wasActive = state == .active
        let (serial, t) = newTransition(slot)
        setState(slot, .inactive, .leaving)
        if wasActive { lifecycle(slot, .willResignActive) }
        schedule(.enterBackground(slot: slot, serial: serial, transition: t), after: timings.enterBackground)
    }

    /// Cold launch, return from background, or a change of mind while still leaving.
    mutating func bringToForeground(_ slot: Int) {
        switch slots[slot].state {
        case .notRunning:
            let (serial, t) = newTransition(slot)
            setState(slot, .inactive, .launching)
            lifecycle(slot, .didFinishLaunching)
            schedule(.becomeActive(slot: slot, serial: serial, transition: t), after: timings.launch)
        case .background, .suspended:
            let (serial, t) = newTransition(slot)
            setState(slot, .inactive, .entering)
            lifecycle(slot, .willEnterForeground)
            schedule(.becomeActive(slot: slot, serial: serial, transition: t), after: timings.activation)
            // P6: iPadOS 18 brings an app back with the on-screen keyboard collapsed to the bar above
            // the hardware keyboard (KeyboardKit/KeyboardKitPro #21).
            if quirkSet.contains(.foregroundCollapsesToBar), device.isPad, keyboard.hardware,
               keyboard.pad.onScreenWithHardware {
                keyboard.pad.onScreenWithHardware = false
            }
            // M5: with foreground-resend a surviving responder gets its keyboard back now, inactive.
            reconcileKeyboard()
        case .inactive where slots[slot].phase == .leaving:
            // Never reached background: no WillEnterForeground (as after an alert, K5).
            let (serial, t) = newTransition(slot)
            setState(slot, .inactive, .entering)
            schedule(.becomeActive(slot: slot, serial: serial, transition: t), after: timings.activation)
            reconcileKeyboard()
        case .inactive, .active:
            break
        }
        markDirty(slot)
    }

    mutating func becomeActive(_ slot: Int) {
        let wasDismissingAlert = slots[slot].phase == .alertDismissing
        _ = newTransition(slot)
        setState(slot, .active, .none)
        lifecycle(slot, .didBecomeActive)
        // K5 without the quirk: the responder the alert took comes back only now, after DidBecomeActive.
        if wasDismissingAlert, let r = restoreAlertResponder(slot) {
            beginEditing(slot, r)
        } else {
            reconcileKeyboard()
        }
    }

    mutating func enterBackground(_ slot: Int) {
        let (serial, t) = newTransition(slot)
        setState(slot, .background, .none)
        lifecycle(slot, .didEnterBackground)
        // K4: with late-snapshot the picture is taken now, after the app lost the keyboard.
        if quirkSet.contains(.lateSnapshot) { takeSnapshot(slot) }
        if !slots[slot].keepsRunning {
            schedule(.suspend(slot: slot, serial: serial, transition: t), after: timings.suspend)
        }
        publish()
    }

    /// Suspended apps get nothing (K1); iOS tells them nothing either.
    mutating func suspend(_ slot: Int) {
        _ = newTransition(slot)
        setState(slot, .suspended, .none)
        publish()
    }

    /// K4: what the App Switcher will show for the app.
    mutating func takeSnapshot(_ slot: Int) {
        let snapshot: Snapshot
        if slots[slot].windows.contains(where: { $0.kind == .snapshotCover && !$0.hidden }) {
            snapshot = .cover
        } else if keyboard.ownerSlot == slot && keyboard.visible {
            snapshot = .keyboard
        } else if slots[slot].hadKeyboardWhenLeaving {
            snapshot = .hole
        } else {
            snapshot = .plain
        }
        slots[slot].snapshot = snapshot
        record(app: slots[slot].bundleId, .snapshot(snapshot))
    }

    /// Gives back the responder the alert took; returns it when it came back (the caller posts its
    /// DidBeginEditing around the keyboard's change: `beginEditing`).
    mutating func restoreAlertResponder(_ slot: Int) -> Responder? {
        guard let r = slots[slot].alertStashedResponder else { return nil }
        slots[slot].alertStashedResponder = nil
        markDirty(slot)
        guard !hasResponder(slot) else { return nil }
        slots[slot].responder = r
        return r
    }

    /// Split View ends: each side's window goes back to the whole screen.
    mutating func endSplitView() {
        guard let s = split else { return }
        split = nil
        for slot in [s.primary, s.secondary] where isOccupied(slot) {
            slots[slot].windowFrame = screen
            slots[slot].followsScreen = true
            markDirty(slot)
        }
    }

    /// The process is gone (TerminateApp): WillTerminate if it was running, then notRunning.
    mutating func terminate(_ slot: Int) {
        let wasRunning = slots[slot].state.isRunning
        leaveScreen(slot)
        if wasRunning { lifecycle(slot, .willTerminate) }
        _ = newTransition(slot)
        slots[slot].responder = nil
        slots[slot].alertStashedResponder = nil
        slots[slot].hadKeyboardWhenLeaving = false
        // N18: the next launch is a new process, whose first keyboard is a first appearance again.
        slots[slot].keyboardShownInProcess = false
        slots[slot].thirdPartyShownInProcess = false
        slots[slot].keychainReturns = 0
        slots[slot].windows.removeSubrange(1...)
        markDirty(slot)
        setState(slot, .notRunning, .none)
        reconcileKeyboard(cause: .ownerLeft)
        publish()
    }

    /// Takes an app off the screen bookkeeping (frontmost, Split View, alert) without transitions.
    mutating func leaveScreen(_ slot: Int) {
        if frontmostSlot == slot { alertKind = nil }
        dropSheet(over: slot)
        if let s = split, s.primary == slot || s.secondary == slot {
            let other = s.primary == slot ? s.secondary : s.primary
            endSplitView()
            frontmostSlot = isForeground(other) ? other : nil
        }
        if frontmostSlot == slot { frontmostSlot = settings.stageManager ? stageSlot(besides: slot) : nil }
    }
}
