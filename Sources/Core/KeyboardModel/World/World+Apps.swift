// Calls an app makes about itself (App1) and its registration (Server1.RegisterApp).

extension KeyboardWorld {
    @inline(__always)
    func slot(of bundleId: String) throws(ModelError) -> Int {
        guard let slot = findSlot(bundleId) else { throw .unknownApp(message("no app \"", bundleId, "\" is registered")) }
        return slot
    }

    @inline(__always)
    func findSlot(_ bundleId: String) -> Int? { appTable.find(bundleId) }

    /// The app's process must be running for it to call: a terminated or suspended app cannot.
    @inline(__always)
    func runningSlot(_ bundleId: String, for what: String) throws(ModelError) -> Int {
        let s = try slot(of: bundleId)
        let state = slots[s].state
        guard state.isRunning else {
            throw .wrongState(message(bundleId, " is ", state.rawValue, ": it cannot ", what))
        }
        return s
    }

    mutating func registerApp(_ id: String, launch: Bool, windowFrame: Rect?, backgroundModes: [String]) throws(ModelError) {
        _ = try Validate.bundleId(id)
        if let frame = windowFrame { _ = try Validate.rect(frame, "WindowFrame") }
        guard backgroundModes.count <= BackgroundModes.maxCount else {
            throw .invalidArgs("at most \(BackgroundModes.maxCount) background modes")
        }
        for m in backgroundModes where !BackgroundModes.known.contains(m) {
            throw .invalidArgs("unknown background mode \"\(m)\" (known: \(BackgroundModes.known.sorted().joined(separator: ", ")))")
        }
        guard findSlot(id) == nil else { throw .appExists(message(id, " is already registered")) }
        guard order.count < configuration.maxApps else {
            throw .limitsExceeded("at most \(configuration.maxApps) apps may be registered")
        }
        if launch && alertKind != nil { throw .wrongState("an alert is on screen: dismiss it before launching \(id)") }

        let slot = appTable.add(id, backgroundModes: backgroundModes, windowFrame: windowFrame ?? screen,
                                followsScreen: windowFrame == nil)
        deliveryGeneration &+= 1
        out.append(.appAdded(id))
        publish()
        if launch {
            switchApps(leaving: foregroundSlots, to: slot, isSwitch: true)
        } else {
            // Launched into the background (as iOS does for background fetch or VoIP).
            _ = newTransition(slot)
            setState(slot, .inactive, .launching)
            lifecycle(slot, .didFinishLaunching)
            enterBackground(slot)
        }
    }

    /// The connection is gone (Unregister, or the process died): no more notifications to it; if
    /// it owned the keyboard the keyboard hides with the usual notifications to the others.
    mutating func removeApp(_ id: String) throws(ModelError) {
        let slot = try slot(of: id)
        leaveScreen(slot)
        dropSheet(over: slot)
        if split?.primary == slot || split?.secondary == slot { endSplitView() }
        appTable.remove(slot)
        keyboard.recipients.removeAll { $0.slot == slot }
        deliveryGeneration &+= 1
        out.append(.appRemoved(id))
        reconcileKeyboard(cause: .ownerLeft)
        publish()
    }

    mutating func becomeFirstResponder(_ id: String, _ name: String, _ traits: ResponderTraits) throws(ModelError) {
        _ = try Validate.name(name, "responder")
        try traits.validate()
        let slot = try runningSlot(id, for: "become first responder")
        // iOS refuses focus to a view of an app that is not on screen.
        guard isForeground(slot) else {
            out.append(.reply(false))
            return
        }
        // Split View: the app the person taps gets the focus, and with it the keyboard.
        if let s = split, s.primary == slot || s.secondary == slot { frontmostSlot = slot }
        if settings.stageManager { frontmostSlot = slot }   // P4: any window on the stage (it is on screen)
        let responder = Responder(name: name, traits: traits)
        // Focus moving to another responder ends the old one's editing first (N13); the same
        // responder asked again keeps editing.
        let old = slots[slot].responder
        let same = old?.name == name
        // The same responder with new traits is UIKit's reloadInputViews() after a change of
        // inputView or accessory (C12): announced as a reload.
        let reloaded = same && old?.traits != traits
        // N19: the first responder refuses to resign: the new one does not become first responder.
        if !same, let old, !old.traits.shouldEndEditing {
            out.append(.reply(false))
            reconcileKeyboard(cause: .refusedResign)
            publish()
            return
        }
        if !same, let old = clearResponder(slot) { postEditing(slot, old, began: false) }
        slots[slot].responder = responder
        slots[slot].alertStashedResponder = nil
        markDirty(slot)
        out.append(.reply(true))
        // W7: the input mode last used with this context comes back.
        if let ctx = traits.textInputContextIdentifier, slot == frontmostSlot, let mode = memory.mode(for: ctx) {
            keyboard.inputMode = mode
        }
        if same {
            reconcileKeyboard(cause: reloaded ? .reload : .plain)
        } else {
            beginEditing(slot, responder, cause: old.map { focusChangeCause(from: $0.traits, to: traits) } ?? .plain)
        }
        simulatorHide(slot)
        rememberInputMode()
        publish()
    }

    /// What moving the focus between two responders of one app means to the era's rules: into a
    /// password field (N5), or to another field (N2) unless both show one accessory view object
    /// (they name the same `InputAccessoryViewId`); two toolbars of one height are two views (C10).
    func focusChangeCause(from old: ResponderTraits, to new: ResponderTraits) -> ChangeCause {
        if new.isPasswordEntry && !old.isPasswordEntry { return .focusToPassword }
        if new.isPasswordEntry && old.isPasswordEntry { return .passwordToPassword }
        if old.inputAccessoryViewHeight > 0, let id = old.inputAccessoryViewId, id == new.inputAccessoryViewId {
            return .plain
        }
        return .focusChange
    }

    mutating func resignFirstResponder(_ id: String, animated: Bool = true) throws(ModelError) {
        let slot = try runningSlot(id, for: "resign its first responder")
        guard hasResponder(slot) else {
            out.append(.reply(false))
            return
        }
        // N19: textFieldShouldEndEditing said no: the responder stays (iOS 14 announces it again).
        guard slots[slot].responder.unsafelyUnwrapped.traits.shouldEndEditing else {
            out.append(.reply(false))
            reconcileKeyboard(cause: .refusedResign)
            publish()
            return
        }
        out.append(.reply(true))
        let wasVisible = keyboard.visible
        let r = clearResponder(slot)
        reconcileKeyboard(cause: animated ? .plain : .unanimated)
        if let r { postEditing(slot, r, began: false) }
        // O4: the Simulator's hide for nothing, not after an accessory's own Hide.
        if !wasVisible { simulatorHide(slot) }
        publish()
    }

    /// O4: the Simulator with its hardware keyboard connected posts a WillHide (and its group) when a
    /// field becomes first responder and when it resigns: the software keyboard is hidden both times.
    mutating func simulatorHide(_ slot: Int) {
        guard settings.simulator, keyboard.hardware, !keyboard.visible else { return }
        reconcileKeyboard(force: true, cause: .simulatorHide, announcedFor: slot)
    }

    /// N8: the app reloads its first responder's input views.
    mutating func reloadInputViews(_ id: String) throws(ModelError) {
        let slot = try runningSlot(id, for: "reload its input views")
        guard hasResponder(slot) else { throw .wrongState(message(id, " has no first responder")) }
        reconcileKeyboard(cause: .reload)
        publish()
    }

    /// W6: a growing accessory view changes the keyboard frame.
    mutating func setAccessoryHeight(_ id: String, _ height: Double) throws(ModelError) {
        let h = try Validate.height(height, "height")
        let slot = try runningSlot(id, for: "change its accessory view")
        guard hasResponder(slot) else { throw .wrongState(message(id, " has no first responder")) }
        slots[slot].responder!.traits.inputAccessoryViewHeight = h
        reconcileKeyboard()
        publish()
    }

    /// Moves one of the app's windows. The keyboard window moves the keyboard only if it is the
    /// live one: the topmost, visible keyboard window of the owner (K8); moving the hidden
    /// duplicate of K9 moves nothing on screen.
    mutating func setWindowFrame(_ id: String, _ windowId: String, _ frame: Rect) throws(ModelError) {
        _ = try Validate.name(windowId, "window id")
        let slot = try runningSlot(id, for: "move a window")
        guard let index = slots[slot].windows.firstIndex(where: { $0.id == windowId }) else {
            throw .invalidArgs("\(id) has no window \"\(windowId)\" (has: \(slots[slot].windows.map(\.id).joined(separator: ", ")))")
        }
        let kind = slots[slot].windows[index].kind
        _ = try Validate.rect(frame, "frame", allowEmpty: kind == .keyboard)
        slots[slot].windows[index].frame = frame
        markDirty(slot)
        switch kind {
        case .app:
            slots[slot].followsScreen = false
        case .keyboard:
            let live = index == slots[slot].windows.lastIndex(where: { $0.kind == .keyboard }) && !slots[slot].windows[index].hidden
            if live && keyboard.ownerSlot == slot && keyboard.visible {
                placeKeyboard(at: frame)
            }
        case .textEffects, .snapshotCover:
            break
        }
        publish()
    }

    /// K4's fix: the app's own picture on top of its window.
    mutating func setSnapshotCover(_ id: String, _ covered: Bool) throws(ModelError) {
        let slot = try runningSlot(id, for: "change its snapshot cover")
        let has = slots[slot].windows.contains { $0.kind == .snapshotCover }
        if covered && !has {
            let cover = WindowInfo(id: WindowInfo.snapshotCoverWindowId, kind: .snapshotCover, hidden: false,
                                   frame: slots[slot].windowFrame)
            slots[slot].windows.append(cover)
        } else if !covered && has {
            slots[slot].windows.removeAll { $0.kind == .snapshotCover }
        }
        markDirty(slot)
        publish()
    }

    /// What the app believes, recorded beside the truth (docs/ARCHITECTURE.md "Truth beside belief").
    mutating func report(_ id: String, _ facts: [String: ModelValue]) throws(ModelError) {
        let slot = try slot(of: id)
        guard facts.count <= 64 else { throw .limitsExceeded("a report holds at most 64 facts") }
        for (k, v) in facts {
            _ = try Validate.name(k, "fact name")
            guard v.isFinite else { throw .invalidArgs("fact \(k) is not finite") }
        }
        guard facts.values.reduce(0, { $0 + $1.weight }) <= 256 else {
            throw .limitsExceeded("a report holds at most 256 values")
        }
        let frame = liveKeyboardFrame
        record(app: id, .report(facts: facts, overlap: overlap(slot, frame: frame), keyboardFrame: frame,
                                keyboardVisible: keyboard.visible))
    }

    /// W7: remember the input mode in use for the owner's context identifier.
    mutating func rememberInputMode() {
        guard let slot = keyboard.ownerSlot, let ctx = responderTraits(slot)?.textInputContextIdentifier else {
            return
        }
        let mode = keyboard.inputMode.name
        if memory.remember(ctx, mode) { out.append(.inputModeRemembered(contextIdentifier: ctx, inputMode: mode)) }
    }
}
