// The keyboard follows the world: after any change, `reconcileKeyboard` compares where the keyboard
// should be with where it is and announces the difference as one notification sequence.

extension KeyboardWorld {
    /// The app whose first responder gets the keyboard: the frontmost app, active (or inactive in
    /// the two quirk cases that show the keyboard early: M5, K5), with a responder that wants it.
    @inline(__always)
    func desiredOwnerSlot() -> Int? {
        guard let f = frontmostSlot, responderTraits(f)?.wantsKeyboard == true else { return nil }
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
        var traits = keyboard.traits
        if let o = ownerSlot, let t = responderTraits(o) { traits = t }
        let shape = layoutShape(traits: traits)
        let visible = ownerSlot != nil && shape.height > 0
        let mode = shape.mode
        let frame = visible ? shape.frame : KeyboardGeometry.hidden(screen: screen, like: hiddenTemplate(shape))
        if !visible && keyboard.dragging { keyboard.dragging = false }
        if keyboard.interactiveDismiss && !(visible && mode == .docked) { keyboard.interactiveDismiss = false }

        // P3: the bar above a hardware keyboard is on screen (not the keys, nor an accessory alone).
        let bar = visible && keyboard.showsBar && traits.inputView == .keyboard
        let ownerSerial = ownerSlot.map { slots[$0].serial } ?? 0
        let sameOwner = ownerSlot == keyboard.ownerSlot && ownerSerial == keyboard.ownerSerial
        if sameOwner && visible == keyboard.visible && frame == keyboard.layoutFrame && mode == keyboard.layoutMode && !force {
            keyboard.traits = traits
            keyboard.pad.layoutBar = bar
            return
        }

        // The M1 steps and K10's shrink frame are laid out only when the rules may use them.
        let candidateBar = keyboard.inputMode.hasCandidateBar && traits.inputView == .keyboard && !keyboard.showsBar
        let mayStep = !keyboard.visible && visible && candidateBar && quirkSet.contains(.repeatedWillShow)
        let mayShrink = keyboard.visible && keyboard.layoutMode == .docked && visible && (mode == .split || mode == .undocked)
            && quirkSet.contains(.splitSendsHide)
        var intermediateHeights: [Double] = []
        var shrinkFrame = Rect.zero
        if mayStep || mayShrink {
            let layout = cachedLayoutInput(traits: traits)
            if mayStep { intermediateHeights = KeyboardGeometry.intermediateHeights(layout) }
            if mayShrink { shrinkFrame = KeyboardGeometry.splitShrinkFrame(layout) }
        }
        let change = KeyboardChange(
            fromVisible: keyboard.visible, fromMode: keyboard.layoutMode, toVisible: visible, toMode: mode,
            toFrame: frame, intermediateHeights: intermediateHeights, candidateBar: candidateBar,
            shrinkFrame: shrinkFrame, pad: padChange(shape, visible: visible, mode: mode, frame: frame, bar: bar, force: force))
        let stages = AnnouncementRules.stages(change, quirks: quirkSet, timings: timings)

        // The owner a hide is about is the one losing the keyboard (IsLocal in its own hide).
        let previousOwner = keyboard.ownerSlot
        commitOwner(ownerSlot, serial: ownerSerial)
        keyboard.visible = visible
        keyboard.layoutMode = mode
        keyboard.traits = traits
        keyboard.announcedOwner = ownerSlot ?? previousOwner
        keyboard.pad.layoutBar = bar

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
    @inline(__always)
    private func hiddenTemplate(_ shape: LayoutShape) -> Rect {
        if keyboard.layoutFrame.height > 0 && keyboard.layoutFrame.width == screen.width { return keyboard.layoutFrame }
        return shape.dockedFrame
    }

    /// The keyboard's height, mode and frames for the traits in the world as it is, from the memo
    /// when the same inputs were laid out recently (reconcile runs after every change).
    mutating func layoutShape(traits: ResponderTraits) -> LayoutShape {
        var inputModeCode: UInt8 = 0
        var thirdPartyHeight = 0.0
        switch keyboard.inputMode {
        case .english: inputModeCode = 0
        case .chinesePinyin: inputModeCode = 1
        case .chinese10Key: inputModeCode = 2
        case .emoji: inputModeCode = 3
        case .thirdParty(_, let h): inputModeCode = 4; thirdPartyHeight = h   // its name does not shape it
        }
        let key = LayoutKey(settings: settingsGeneration, orientation: orientation, mode: keyboard.mode,
                            inputMode: inputModeCode, thirdPartyHeight: thirdPartyHeight,
                            hardware: keyboard.showsBar, barMinimized: keyboard.pad.barMinimized,
                            barDropY: keyboard.pad.barDropY, inputView: traits.inputView,
                            customInputViewHeight: traits.customInputViewHeight,
                            inputAccessoryViewHeight: traits.inputAccessoryViewHeight,
                            keyboardType: traits.keyboardType, undockedY: keyboard.undockedY)
        if let shape = layoutMemo.shape(for: key) { return shape }
        let layout = cachedLayoutInput(traits: traits)
        var docked = layout
        docked.mode = .docked
        let frame = KeyboardGeometry.frame(layout)
        let shape = LayoutShape(height: KeyboardGeometry.fullHeight(layout), mode: KeyboardGeometry.effectiveMode(layout),
                                frame: frame, dockedFrame: KeyboardGeometry.frame(docked),
                                barFullFrame: KeyboardGeometry.barFullFrame(layout, bar: frame))
        layoutMemo.insert(shape, for: key)
        return shape
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
        // Only the first notification can find property changes to publish: delivering changes none.
        let (first, second) = stage.wills
        deliver(first, frameEnd: stage.announced)
        if let second { deliver(second, frameEnd: stage.announced, publishing: false) }
        if stage.hasDid {
            keyboard.pendingDid = index
            schedule(.keyboardDid(animation: keyboard.animation, stage: index), after: timings.keyboardAnimation)
        }
        if index + 1 < keyboard.stages.count {
            schedule(.keyboardStage(animation: keyboard.animation, stage: index + 1), after: stage.nextAfter)
        }
    }

    mutating func runDid(_ index: Int) {
        guard index < keyboard.stages.count else { return }
        let stage = keyboard.stages[index]
        keyboard.pendingDid = -1
        let (first, second) = stage.dids
        let end = stage.didAnnounced ?? stage.announced
        deliver(first, frameEnd: end)
        if let second { deliver(second, frameEnd: end, publishing: false) }
        // Animating ends with the last Did, not before it.
        if index == keyboard.stages.count - 1 { keyboard.stagesRunning = false }
        publish()
    }

    /// Who gets a stage's notifications (K1): every running app with `leaky-transition` (K3, K7
    /// emerge from this and the transition timings), else only apps on screen.
    mutating func collectRecipients() {
        keyboard.recipients.removeAll(keepingCapacity: true)
        // K1 (docs/CONTRACT.md "Delivery"): every running app hears every notification. Without
        // leaky-transition, an app on its way out (resigned, not yet suspended) is cut off at
        // once; apps that run in background for good (audio, voip) are not leaving and still hear.
        let leaky = quirkSet.contains(.leakyTransition)
        for slot in order where slots[slot].state.isRunning
            && (leaky || isForeground(slot) || slots[slot].keepsRunning) {
            keyboard.recipients.append(Recipient(slot: slot, serial: slots[slot].serial))
        }
    }

    /// One notification to each recipient still running, in delivery order, then its broadcast:
    /// one effect and one trace entry for all of them.
    mutating func deliver(_ name: KeyboardNotificationName, frameEnd: Rect, publishing: Bool = true) {
        notificationSequence &+= 1
        let ownerSlot = keyboard.announcedOwner
        let ownerName = ownerSlot == nil ? "" : keyboard.ownerName
        // One userInfo box per notification, shared by the effect and the trace. IsLocal as the
        // broadcast has it; each unicast's is decided by `localIndex`.
        let info = KeyboardUserInfo(
            frameBegin: keyboard.notifiedFrame, frameEnd: frameEnd, duration: timings.keyboardAnimationSeconds,
            curve: timings.keyboardCurve, isLocal: ownerSlot != nil, sequence: notificationSequence, time: now,
            owner: ownerName)
        keyboard.notifiedFrame = frameEnd
        let localIndex = refreshDelivered(owner: ownerSlot)
        let shift = slideOverShift()
        let delivery = KeyboardDelivery(name: name, userInfo: info, recipients: keyboard.deliveredNames,
                                        localIndex: localIndex, shiftedIndex: shift.index, shiftY: shift.dy)
        out.append(.keyboardNotification(delivery))
        trace.add(time: now, delivery: delivery)
        if configuration.traceEffects {
            for i in delivery.recipients.indices { out.append(.trace(trace.record(time: now, delivery: delivery, index: i))) }
        }
        if publishing { publish() }
    }

    /// Brings `keyboard.delivered` and its names up to the recipients still running (the names
    /// array is kept, and shared by the effects, while they stay the same). Returns the owner's
    /// index among them, -1 when it is not one.
    mutating func refreshDelivered(owner: Int?) -> Int {
        var localIndex = -1
        var k = 0
        var same = true
        for r in keyboard.recipients where slots[r.slot].serial == r.serial && slots[r.slot].state.isRunning {
            if r.slot == owner { localIndex = k }
            if same && (k >= keyboard.delivered.count || keyboard.delivered[k] != r) { same = false }
            k += 1
        }
        if same && k == keyboard.delivered.count { return localIndex }
        keyboard.delivered.removeAll(keepingCapacity: true)
        var names: [String] = []
        names.reserveCapacity(k)
        for r in keyboard.recipients where slots[r.slot].serial == r.serial && slots[r.slot].state.isRunning {
            keyboard.delivered.append(r)
            names.append(slots[r.slot].bundleId)
        }
        keyboard.deliveredNames = names
        return localIndex
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
        if !slots[slot].windows.contains(where: { $0.kind == .keyboard }) { createKeyboardWindows(slot) }
        if slots[slot].showKeyboard(in: keyboard.frame) { markDirty(slot) }
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

    /// The truth (K13, W3, P4): the docked keyboard over an on-screen app's window, in the window's
    /// coordinates, for every app on screen (Split View, Slide Over, Stage Manager: "all visible
    /// apps" hear and are covered); zero for apps off screen and when the keyboard is hidden or not
    /// docked (K10-K12), or is the minimized bar outside Stage Manager (P3).
    @inline(__always)
    func overlap(_ slot: Int) -> Rect {
        guard keyboard.visible, keyboardCovers, isForeground(slot) else { return .zero }
        let window = slots[slot].windows[0].frame
        let hit = keyboard.frame.intersection(window)
        return hit.isEmpty ? .zero : hit.converted(toWindow: window)
    }
}
