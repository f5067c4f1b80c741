// The keyboard follows the world: after any change, `reconcileKeyboard` compares where the keyboard
// should be with where it is and announces the difference as one notification sequence.

extension KeyboardWorld {
    /// The app whose first responder gets the keyboard: the frontmost app, active (or inactive in
    /// the two quirk cases that show the keyboard early: M5, K5), with a responder that wants it.
    func desiredOwnerSlot() -> Int? {
        guard let f = frontmostSlot, slots[f].responder?.traits.wantsKeyboard == true else { return nil }
        switch (slots[f].state, slots[f].phase) {
        case (.active, _): return f
        case (.inactive, .entering) where quirkSet.contains(.foregroundResend): return f
        case (.inactive, .alertDismissing) where quirkSet.contains(.alertRestoresBeforeActive): return f
        default: return nil
        }
    }

    /// Announces the difference between the keyboard and what the world wants. `force` announces
    /// even an unchanged frame (a drag that ends where it began still lands: K11).
    mutating func reconcileKeyboard(force: Bool = false) {
        let ownerSlot = desiredOwnerSlot()
        let traits = ownerSlot.flatMap { slots[$0].responder?.traits } ?? keyboard.traits
        let layout = cachedLayoutInput(traits: traits)
        let height = KeyboardGeometry.fullHeight(layout)
        let visible = ownerSlot != nil && height > 0
        let mode = KeyboardGeometry.effectiveMode(layout)
        let frame = visible ? KeyboardGeometry.frame(layout)
                            : KeyboardGeometry.hidden(screen: screen, like: hiddenTemplate(layout))
        if !visible && keyboard.dragging { keyboard.dragging = false }

        let ownerSerial = ownerSlot.map { slots[$0].serial } ?? 0
        let sameOwner = ownerSlot == keyboard.ownerSlot && ownerSerial == keyboard.ownerSerial
        if sameOwner && visible == keyboard.visible && frame == keyboard.layoutFrame && mode == keyboard.layoutMode && !force {
            keyboard.traits = traits
            return
        }

        let change = KeyboardChange(
            fromVisible: keyboard.visible, fromMode: keyboard.layoutMode, toVisible: visible, toMode: mode,
            toFrame: frame, intermediateHeights: KeyboardGeometry.intermediateHeights(layout),
            candidateBar: keyboard.inputMode.hasCandidateBar && traits.inputView == .keyboard && !keyboard.hardware,
            shrinkFrame: KeyboardGeometry.splitShrinkFrame(layout))
        let stages = AnnouncementRules.stages(change, quirks: quirkSet, timings: timings)

        // The owner a hide is about is the one losing the keyboard (IsLocal in its own hide).
        let previousOwner = keyboard.ownerSlot
        commitOwner(ownerSlot, serial: ownerSerial)
        keyboard.visible = visible
        keyboard.layoutMode = mode
        keyboard.traits = traits
        keyboard.announcedOwner = ownerSlot ?? previousOwner

        if stages.isEmpty {
            // Nothing to tell (a hidden keyboard moved): the frames just follow. A running
            // announcement still ends with its Dids: nothing superseded it.
            keyboard.layoutFrame = frame
            keyboard.frame = frame
            // The chain of FrameBegin = previous FrameEnd stays as the apps were told.
            updateKeyboardWindows()
            publish()
            return
        }
        start(stages)
    }

    /// What a hidden keyboard's frame is shaped like: the last visible size, or the layout's.
    private func hiddenTemplate(_ layout: KeyboardLayoutInput) -> Rect {
        if keyboard.layoutFrame.height > 0 && keyboard.layoutFrame.width == screen.width { return keyboard.layoutFrame }
        var l = layout
        l.mode = .docked
        return KeyboardGeometry.frame(l)
    }

    mutating func commitOwner(_ slot: Int?, serial: UInt64) {
        let old = keyboard.ownerSlot
        keyboard.ownerSlot = slot
        keyboard.ownerSerial = serial
        if let slot { keyboard.ownerName = slots[slot].bundleId }
        if old != slot {
            if let old, isOccupied(old) { markDirty(old) }
            if let slot { markDirty(slot) }
        }
    }

    mutating func cancelAnimation() {
        keyboard.animation &+= 1
        keyboard.stages.removeAll(keepingCapacity: true)
        keyboard.pendingDid = -1
        keyboard.stagesRunning = false
    }

    /// Starts a new announcement, superseding any running one: its pending Dids are never sent
    /// (the new FrameBegin is the frame the superseded Will announced).
    mutating func start(_ stages: [AnimationStage]) {
        cancelAnimation()
        keyboard.stages.append(contentsOf: stages)
        keyboard.stagesRunning = true
        // The layout is where the keyboard is going: a reconcile mid-way with the same goal is a no-op.
        keyboard.layoutFrame = stages[stages.count - 1].frame
        runStage(0)
    }

    mutating func runStage(_ index: Int) {
        guard index < keyboard.stages.count else { return }
        let stage = keyboard.stages[index]
        keyboard.frame = stage.frame
        updateKeyboardWindows()
        collectRecipients()
        for name in stage.willNames { deliver(name, frameEnd: stage.announced) }
        if stage.hasDid {
            keyboard.pendingDid = index
            schedule(.keyboardDid(animation: keyboard.animation, stage: index), after: timings.keyboardAnimation)
        }
        if index + 1 < keyboard.stages.count {
            schedule(.keyboardStage(animation: keyboard.animation, stage: index + 1), after: stage.nextAfter)
        }
        publish()
    }

    mutating func runDid(_ index: Int) {
        guard index < keyboard.stages.count else { return }
        let stage = keyboard.stages[index]
        keyboard.pendingDid = -1
        for name in stage.didNames { deliver(name, frameEnd: stage.announced, toRecipientsOnly: true) }
        // Animating ends with the last Did, not before it.
        if index == keyboard.stages.count - 1 { keyboard.stagesRunning = false }
        publish()
    }

    /// Who gets a stage's notifications (K1): every running app with `leaky-transition` (K3, K7
    /// emerge from this and the transition timings), else only apps on screen.
    mutating func collectRecipients() {
        keyboard.recipients.removeAll(keepingCapacity: true)
        let leaky = quirkSet.contains(.leakyTransition)
        for slot in order where slots[slot].state.isRunning && (leaky || slots[slot].isForeground) {
            keyboard.recipients.append(Recipient(slot: slot, serial: slots[slot].serial))
        }
    }

    /// One notification to each recipient still running, in delivery order, then its broadcast.
    mutating func deliver(_ name: KeyboardNotificationName, frameEnd: Rect, toRecipientsOnly: Bool = false) {
        notificationSequence &+= 1
        let ownerSlot = keyboard.announcedOwner
        let ownerName = ownerSlot == nil ? "" : keyboard.ownerName
        // Two userInfos per notification, shared by the effects and the trace: the owner's
        // (IsLocal true, built only when needed) and everyone else's.
        let info = KeyboardUserInfo(
            frameBegin: keyboard.notifiedFrame, frameEnd: frameEnd, duration: timings.keyboardAnimationSeconds,
            curve: timings.keyboardCurve, isLocal: false, sequence: notificationSequence, time: now, owner: ownerName)
        var localInfo: KeyboardUserInfo?
        keyboard.notifiedFrame = frameEnd
        var names: [String] = []
        names.reserveCapacity(keyboard.recipients.count)
        for r in keyboard.recipients {
            guard slots[r.slot].serial == r.serial, slots[r.slot].state.isRunning else { continue }
            let id = slots[r.slot].bundleId
            var userInfo = info
            if r.slot == ownerSlot {
                if localInfo == nil { localInfo = info.with(isLocal: true) }
                userInfo = localInfo!
            }
            out.append(.keyboardNotification(app: id, name: name, userInfo: userInfo))
            record(app: id, .keyboard(name, userInfo))
            names.append(id)
        }
        let broadcastInfo = ownerSlot == nil ? info : (localInfo ?? info.with(isLocal: true))
        out.append(.keyboardBroadcast(name: name, userInfo: broadcastInfo, recipients: names))
        publish()
    }

    /// Keeps each app's keyboard windows in step with the keyboard: the owner's topmost keyboard
    /// window shows the keyboard; every other keyboard window is hidden (K8, K9).
    mutating func updateKeyboardWindows() {
        // Only the owner and the app that last showed the keyboard can have a visible keyboard window.
        let owner = keyboard.visible ? keyboard.ownerSlot : nil
        if let last = keyboard.windowsShownBy, last != owner, isOccupied(last) {
            hideKeyboardWindows(last)
        }
        keyboard.windowsShownBy = owner
        guard let slot = owner else { return }
        if slots[slot].topKeyboardWindowIndex == nil { createKeyboardWindows(slot) }
        let top = slots[slot].topKeyboardWindowIndex!
        for i in slots[slot].windows.indices where slots[slot].windows[i].kind == .keyboard {
            let hidden = i != top
            if slots[slot].windows[i].hidden != hidden {
                slots[slot].windows[i].hidden = hidden
                markDirty(slot)
            }
        }
        if slots[slot].windows[top].frame != keyboard.frame {
            slots[slot].windows[top].frame = keyboard.frame
            markDirty(slot)
        }
    }

    mutating func hideKeyboardWindows(_ slot: Int) {
        for i in slots[slot].windows.indices where slots[slot].windows[i].kind == .keyboard && !slots[slot].windows[i].hidden {
            slots[slot].windows[i].hidden = true
            markDirty(slot)
        }
    }

    /// UIKit adds the text-effects and keyboard windows the first time an app shows a keyboard.
    mutating func createKeyboardWindows(_ slot: Int) {
        let insertAt = slots[slot].windows.firstIndex { $0.kind == .snapshotCover } ?? slots[slot].windows.count
        var add: [WindowInfo] = []
        if !slots[slot].windows.contains(where: { $0.kind == .textEffects }) {
            add.append(WindowInfo(id: WindowInfo.textEffectsWindowId, kind: .textEffects, hidden: false, frame: screen))
        }
        slots[slot].keyboardWindowsCreated += 1
        add.append(WindowInfo(id: WindowInfo.keyboardWindowId(slots[slot].keyboardWindowsCreated), kind: .keyboard,
                              hidden: false, frame: keyboard.frame))
        slots[slot].windows.insert(contentsOf: add, at: insertAt)
        markDirty(slot)
    }

    /// The truth (K13, W3): the docked keyboard over the frontmost app's window, in the window's
    /// coordinates; zero for other apps and when the keyboard is hidden or not docked (K10-K12).
    func overlap(_ slot: Int) -> Rect {
        guard slot == frontmostSlot, keyboard.visible, keyboard.layoutMode == .docked else { return .zero }
        let window = slots[slot].windows[0].frame
        let hit = keyboard.frame.intersection(window)
        return hit.isEmpty ? .zero : hit.converted(toWindow: window)
    }
}
