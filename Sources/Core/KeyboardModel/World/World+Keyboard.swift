// The keyboard follows the world: after any change, `reconcileKeyboard` compares where the keyboard
// should be with where it is and announces the difference as one notification sequence.

extension KeyboardWorld {
    /// The app whose first responder gets the keyboard: the frontmost app, active (or inactive in
    /// the two quirk cases that show the keyboard early: M5, K5), with a responder that wants it.
    @inline(__always)
    func desiredOwnerSlot() -> Int? {
        guard let f = frontmostSlot, hasResponder(f), slots[f].responder.unsafelyUnwrapped.traits.wantsKeyboard else {
            return nil
        }
        switch (slots[f].state, slots[f].phase) {
        case (.active, _): return f
        case (.inactive, .entering) where quirkSet.contains(.foregroundResend): return f
        case (.inactive, .alertDismissing) where quirkSet.contains(.alertRestoresBeforeActive): return f
        default: return nil
        }
    }

    /// Announces the difference between the keyboard and what the world wants. `force` announces
    /// even an unchanged frame (a drag that ends where it began still lands: K11; a sheet's Hide for
    /// nothing: N11); `cause` is why, where a rule of the era depends on it (N2-N5, N8, N11, N12);
    /// `announcedFor` the app a change with no owner is about (the sheet's app).
    mutating func reconcileKeyboard(force: Bool = false, cause: ChangeCause = .plain, announcedFor: Int? = nil) {
        let ownerSlot = desiredOwnerSlot()
        let previousInputView = keyboard.traits.inputView
        // The keyboard takes its owner's traits now (nothing below reads `keyboard.traits` before
        // they would be stored at the end anyway), and they are read in place from there: one copy
        // of the traits (a retain and an outlined copy) instead of three.
        if let o = ownerSlot { keyboard.traits = slots[o].responder.unsafelyUnwrapped.traits }
        let shape = layoutShape()
        let inputView = keyboard.traits.inputView
        let accessoryHeight = keyboard.traits.inputAccessoryViewHeight
        let visible = ownerSlot != nil && shape.height > 0
        let mode = shape.mode
        let frame = visible ? shape.frame : KeyboardGeometry.hidden(screen: screen, like: hiddenTemplate(shape))
        if !visible && keyboard.dragging { keyboard.dragging = false }
        if keyboard.interactiveDismiss && !(visible && mode == .docked) { keyboard.interactiveDismiss = false }

        // P3: the bar above a hardware keyboard is on screen (not the keys, nor an accessory alone).
        let bar = visible && keyboard.showsBar && inputView == .keyboard
        let ownerSerial = ownerSlot.map { slots[$0].serial } ?? 0
        let sameOwner = ownerSlot == keyboard.ownerSlot && ownerSerial == keyboard.ownerSerial
        let unchanged = sameOwner && visible == keyboard.visible && frame == keyboard.layoutFrame && mode == keyboard.layoutMode
        // N2, N5, N8: eras that announce an unchanged keyboard.
        let forced = force || (unchanged && visible && keyboard.visible && mode == .docked && reannounces(cause))
        if unchanged && !forced {
            keyboard.pad.layoutBar = bar
            return
        }

        // Steps, K10's shrink frame and the keys-only frame are laid out only when the rules may use them.
        let appearing = !keyboard.visible && visible
        // The system keys are on screen (not a custom input view, nor the bar of a hardware keyboard: P3).
        let systemKeys = inputView == .keyboard && !keyboard.showsBar
        let candidateBar = keyboard.inputMode.hasCandidateBar && systemKeys
        // N18: the owner's process has not shown a keyboard (or a third-party one) yet.
        let firstInProcess = appearing && ownerSlot.map { !slots[$0].keyboardShownInProcess } ?? false
        // N18: both reports of iOS 8's chatty first show focus a UITextView; the one report of a
        // single WillShow does not say (first-show-chatty's detail). IQKeyboardManager #228's two
        // WillShows are the same show cut short by the toolbar the library adds after the Wills.
        let chattyFirstShow = firstInProcess && systemKeys && keyboard.traits.kind == .textView
            && quirkSet.contains(.firstShowChatty)
        let firstThirdParty = ownerSlot.map { !slots[$0].thirdPartyShownInProcess } ?? false
        let thirdParty = appearing && systemKeys && mode == .docked && keyboard.inputMode.isThirdParty
            && quirkSet.contains(.thirdPartySteps) && (firstThirdParty || !quirkSet.contains(.thirdPartyFirstUseOnly))
        let mayStep = appearing && candidateBar && quirkSet.contains(.repeatedWillShow)
        let mayShrink = keyboard.visible && keyboard.layoutMode == .docked && visible && (mode == .split || mode == .undocked)
            && quirkSet.contains(.splitSendsHide)
        let password = visible && systemKeys && keyboard.traits.isPasswordEntry
        // C12: the same owner's system keyboard gives way to its custom input view.
        var cause = cause
        if cause == .plain || cause == .reload, sameOwner, keyboard.visible, visible, previousInputView == .keyboard, inputView == .custom {
            cause = .inputViewSwap
        }
        // N5: a field offered saved credentials above the keys (a username field).
        let credentials = visible && systemKeys && keyboard.traits.textContentType == .username
        let mayNeedKeys = (password && ((appearing && quirkSet.contains(.passwordTwoStepShow))
            || (cause == .focusToPassword && quirkSet.contains(.secureFieldExtraFrames))
            || (cause == .passwordToPassword && quirkSet.contains(.passwordSwitchFlicker))))
            || chattyFirstShow
            || (credentials && quirkSet.contains(.autofillCredentialsWrongFrame))
        var change = KeyboardChange(
            fromVisible: keyboard.visible, fromMode: keyboard.layoutMode, fromFrame: keyboard.layoutFrame,
            fromAnnounced: keyboard.announcedEnd,
            toVisible: visible, toMode: mode, toFrame: frame, cause: cause, candidateBar: candidateBar,
            shrinkFrame: .zero, passwordEntry: password, accessoryHeight: accessoryHeight,
            accessoryOwner: keyboard.traits.inputAccessoryOwner, screen: screen, settings: settings)
        change.firstInProcess = firstInProcess
        change.chattyFirstShow = chattyFirstShow
        if cause == .rotation {
            keyboard.rotationsWhileUp += 1
            change.rotationsWhileUp = keyboard.rotationsWhileUp
            switch keyboard.traits.keyboardType {
            case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad: change.numberPad = true
            default: break
            }
        }
        if !visible { keyboard.rotationsWhileUp = 0 }
        change.credentialSuggestions = credentials
        if let o = ownerSlot { change.keychainReturns = slots[o].keychainReturns }
        if mayStep || mayShrink || mayNeedKeys {
            let layout = cachedLayoutInput(traits: keyboard.traits)
            if mayStep { change.intermediateHeights = KeyboardGeometry.intermediateHeights(layout) }
            if mayShrink { change.shrinkFrame = KeyboardGeometry.splitShrinkFrame(layout) }
            if mayNeedKeys { change.keysOnlyFrame = KeyboardGeometry.frame(cachedLayoutInput(traits: keyboard.traits, predictive: false)) }
        }
        if thirdParty {
            // N10: the era's steps, scaled to this device on iOS 26 (KeyboardHeightTable.thirdPartySteps).
            change.intermediateHeights = KeyboardHeightTable.thirdPartySteps(
                first: timings.thirdPartyFirstStep, second: timings.thirdPartySecondStep, device: device,
                orientation: orientation, era: profile.heightEra).map { $0 + accessoryHeight }
            change.thirdPartySteps = true
        }
        if device.isPad { change.pad = padChange(shape, visible: visible, mode: mode, frame: frame, bar: bar, force: force) }
        // N4: emoji picked from the globe menu is not announced at all: the keyboard just changes
        // (openradar 33990607: switching back from emoji is announced). O3: iOS 9.0's betas say
        // nothing when the focus moves to a field whose keyboard is another height. O5: iOS 14.2's
        // host hears nothing when the keyboard extension resizes itself.
        // Each is a change of a keyboard that stays up.
        let silent = visible && keyboard.visible
            && ((cause == .globeMenu && keyboard.inputMode == .emoji && quirkSet.contains(.globeMenuSilent))
                || (cause == .extensionResize && quirkSet.contains(.extensionResizeSilent))
                || ((cause == .focusChange || cause == .focusToPassword || cause == .passwordToPassword)
                    && frame.height != keyboard.layoutFrame.height && quirkSet.contains(.fieldSwitchSilent)))
        // (Empty after the last `startStaged` traded it for the cancelled stages: skip the call then.)
        if !stageBuffer.isEmpty { stageBuffer.removeAll(keepingCapacity: true) }
        if !silent { AnnouncementRules.stages(change, quirks: quirkSet, timings: timings, into: &stageBuffer) }

        // N18: the process has now shown a keyboard (a third-party one too).
        if visible, let o = ownerSlot {
            slots[o].keyboardShownInProcess = true
            if systemKeys && keyboard.inputMode.isThirdParty { slots[o].thirdPartyShownInProcess = true }
        }
        // The owner a hide is about is the one losing the keyboard (IsLocal in its own hide).
        let previousOwner = keyboard.ownerSlot
        commitOwner(ownerSlot, serial: ownerSerial)
        keyboard.visible = visible
        keyboard.layoutMode = mode
        keyboard.announcedOwner = ownerSlot ?? announcedFor ?? previousOwner
        keyboard.pad.layoutBar = bar

        if stageBuffer.isEmpty {
            // Nothing to tell (hidden → hidden, or N4's silence): the frames just follow. A
            // running announcement still ends with its Dids: nothing superseded it.
            keyboard.layoutFrame = frame
            placeKeyboard(at: frame)
            // N1: a show begins off screen, so a hidden keyboard laid out again (rotation) starts
            // its next animation from the new hidden frame. N4: the apps were told nothing, so the
            // next animation begins where the last announced one ended.
            if !silent { keyboard.announcedEnd = frame }
            updateKeyboardWindows()
            publish()
            return
        }
        // C15: a keyboard that comes up begins off screen with the size it is about to have (every
        // logged show's FrameBegin and FrameEnd have one size), not the size it hid with, and not
        // where a hide that did not end below the screen said it went (cross-fade's empty rect,
        // iOS 6's pop to the right, the accessory's strip on iOS 26: estimate, no logged show follows
        // one); C17: so does the keyboard's Show after a rotation, off screen in the new orientation
        // (unless the rotation starts with a Hide: O2).
        if mode == .docked, appearing || (cause == .rotation && visible && stageBuffer[0].kind == .show) {
            keyboard.announcedEnd = KeyboardGeometry.hidden(screen: screen, like: stageBuffer[0].announced)
        }
        startStaged()
    }

    /// Announces a change the layout does not make (a gesture's frames, a multitasking change)
    /// through the same rules as every other change (AnnouncementRules); when the era posts nothing
    /// for it, the keyboard just goes where `change` takes it. `keepingLayout`: the finger moves the
    /// keyboard, its layout stays where it rests (N7).
    mutating func announce(_ change: KeyboardChange, keepingLayout: Bool = false) {
        if !stageBuffer.isEmpty { stageBuffer.removeAll(keepingCapacity: true) }
        AnnouncementRules.stages(change, quirks: quirkSet, timings: timings, into: &stageBuffer)
        keyboard.announcedOwner = keyboard.ownerSlot
        guard !stageBuffer.isEmpty else {
            placeKeyboard(at: change.toFrame)
            updateKeyboardWindows()
            publish()
            return
        }
        startStaged(keepingLayout: keepingLayout)
    }

    /// Announces the keyboard as it is going to `frame` (shown, same mode) for `cause`. (Mutating:
    /// a non-mutating helper called from a mutating method got a copy of the whole world, 2.3 KB.)
    mutating func announceGesture(to frame: Rect, cause: ChangeCause, keepingLayout: Bool = false) {
        let change = KeyboardChange(
            fromVisible: keyboard.visible, fromMode: keyboard.layoutMode, fromFrame: keyboard.frame,
            fromAnnounced: keyboard.announcedEnd, toVisible: keyboard.visible, toMode: keyboard.layoutMode,
            toFrame: frame, cause: cause, candidateBar: false, shrinkFrame: .zero, screen: screen, settings: settings)
        announce(change, keepingLayout: keepingLayout)
    }

    /// Whether the era announces a visible keyboard that stays as it is, for this cause.
    @inline(__always)
    func reannounces(_ cause: ChangeCause) -> Bool {
        switch cause {
        case .focusChange: quirkSet.contains(.focusChangeReannounce)
        // N19: a responder that refuses to resign is announced again on iOS 14.
        case .refusedResign: quirkSet.contains(.refusedResignReannounces)
        case .focusToPassword: quirkSet.contains(.secureFieldExtraFrames) || quirkSet.contains(.focusChangeReannounce)
        case .passwordToPassword: quirkSet.contains(.passwordSwitchFlicker) || quirkSet.contains(.focusChangeReannounce)
        // N8: a reload during the keyboard's own animation (a WillShow handler's) only from iOS 14 (C6).
        case .reload: quirkSet.contains(.reloadReannounces)
            && (!keyboard.stagesRunning || quirkSet.contains(.reloadInAnimationReannounces))
        default: false
        }
    }

    /// What a hidden keyboard's frame is shaped like: the last visible size, or the layout's.
    @inline(__always)
    private func hiddenTemplate(_ shape: LayoutShape) -> Rect {
        if keyboard.layoutFrame.height > 0 && keyboard.layoutFrame.width == screen.width { return keyboard.layoutFrame }
        return shape.dockedFrame
    }

    /// The keyboard's height, mode and frames for its traits (`keyboard.traits`, read in place) in
    /// the world as it is, from the memo when the same inputs were laid out recently (reconcile
    /// runs after every change).
    mutating func layoutShape() -> LayoutShape {
        var inputModeCode: UInt8 = 0
        var thirdPartyHeight = 0.0
        switch keyboard.inputMode {
        case .english: inputModeCode = 0
        case .chinesePinyin: inputModeCode = 1
        case .chinese10Key: inputModeCode = 2
        case .emoji: inputModeCode = 3
        case .thirdParty(_, let h): inputModeCode = 4; thirdPartyHeight = h   // its name does not shape it
        case .swedish: inputModeCode = 5
        }
        let key = LayoutKey(settings: settingsGeneration, orientation: orientation, mode: keyboard.mode,
                            inputMode: inputModeCode, thirdPartyHeight: thirdPartyHeight,
                            hardware: keyboard.showsBar, barMinimized: keyboard.pad.barMinimized,
                            barDropY: keyboard.pad.barDropY, inputView: keyboard.traits.inputView,
                            customInputViewHeight: keyboard.traits.customInputViewHeight,
                            inputAccessoryViewHeight: keyboard.traits.inputAccessoryViewHeight,
                            keyboardType: keyboard.traits.keyboardType, undockedY: keyboard.undockedY,
                            passwordEntry: keyboard.traits.isPasswordEntry,
                            quickTypeCollapsed: keyboard.quickTypeCollapsed,
                            autocorrectionHidesBar: autocorrectionHidesBar(keyboard.traits))
        if let shape = layoutMemo.shape(for: key) { return shape }
        let layout = cachedLayoutInput(traits: keyboard.traits)
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
    /// (the new FrameBegin is the FrameEnd the superseded animation announced: N1). The stages are
    /// the ones the rules wrote into `stageBuffer`: the two arrays trade buffers (copying the
    /// stages, 209 bytes each, was a `memcpy` per announcement).
    mutating func startStaged(keepingLayout: Bool = false) {
        cancelAnimation()
        swap(&keyboard.stages, &stageBuffer)
        keyboard.animationOwner = keyboard.announcedOwner
        keyboard.animationOwnerName = keyboard.announcedOwner == nil ? "" : keyboard.ownerName
        keyboard.animationKeys = UserInfoKeys(isLocal: !quirkSet.contains(.noIsLocalKey), animation: true,
                                              frameChangedByUserInteraction: quirkSet.contains(.frameChangedByUserInteractionKey))
        keyboard.animationDidsWithoutAnimationKeys = quirkSet.contains(.didsWithoutAnimationKeys)
        keyboard.animationCurve = timings.keyboardCurve
        keyboard.animationUnrotation = quirkSet.contains(.unrotatedFrames) && orientation != .portrait ? orientation : nil
        keyboard.stagesRunning = true
        // The layout is where the keyboard is going: a reconcile mid-way with the same goal is a no-op.
        // (A stage that only follows the finger of an interactive dismissal keeps it: N7.)
        if !keepingLayout { keyboard.layoutFrame = keyboard.stages[keyboard.stages.count - 1].frame }
        runStage(0)
    }

    mutating func runStage(_ index: Int) {
        guard index < keyboard.stages.count else { return }
        // N1: one animation, one userInfo: it begins where the animation announced before it ended.
        keyboard.stages[index].begin = keyboard.stages[index].beginOverride ?? keyboard.announcedEnd
        // C15: a Show that follows a Hide in one announcement (C12's swap) comes up from below
        // with its own size, as every logged show's FrameBegin has its FrameEnd's size.
        if index > 0, keyboard.stages[index].beginOverride == nil, keyboard.stages[index].kind == .show,
           keyboard.announcedEnd.minY >= screen.height, keyboard.stages[index].announced.height > 0 {
            keyboard.stages[index].begin = KeyboardGeometry.hidden(screen: screen, like: keyboard.stages[index].announced)
        }
        keyboard.announcedEnd = keyboard.stages[index].announced
        let stage = keyboard.stages[index]
        // N15: the keyboard travels to the stage's frame; a Did due when it arrives publishes it there.
        let curve = motionCurve(for: stage)
        moveKeyboard(to: stage.frame, curve: curve, publishesAtEnd: !(stage.hasDid && stage.didAfter == curve.length))
        updateKeyboardWindows()
        collectRecipients(stage: index)
        // P4: the Slide Over app's shift is part of the stage's userInfo too (N1), fixed as it starts.
        keyboard.animationShift = slideOverShift()
        // Only the first notification can find property changes to publish: delivering changes none.
        if stage.onlyDidShow {
            publish()
        } else {
            let (first, second) = stage.wills
            deliver(first, stage, index)
            if let second { deliver(second, stage, index, publishing: false) }
        }
        if stage.hasDid {
            keyboard.pendingDid = index
            schedule(.keyboardDid(animation: keyboard.animation, stage: index), after: stage.didAfter)
        }
        if index + 1 < keyboard.stages.count {
            schedule(.keyboardStage(animation: keyboard.animation, stage: index + 1), after: stage.nextAfter)
        }
    }

    mutating func runDid(_ index: Int) {
        guard index < keyboard.stages.count else { return }
        let stage = keyboard.stages[index]
        keyboard.pendingDid = -1
        // The Dids' property changes (the live keyboard's frame where it got to, Animating ending)
        // are published once, after them: one PropertiesChanged per object for the event.
        if stage.onlyDidShow {
            deliver(.didShow, stage, index, publishing: false)
        } else {
            let (first, second) = stage.dids
            deliver(first, stage, index, publishing: false)
            if let second { deliver(second, stage, index, publishing: false) }
        }
        // P3's Dids told the real frame after bogus Wills: the next animation begins there.
        if let real = stage.didAnnounced, index == keyboard.stages.count - 1 { keyboard.announcedEnd = real }
        // Animating ends with the last Did, not before it.
        if index == keyboard.stages.count - 1 { keyboard.stagesRunning = false }
        publish()
    }

    /// Who gets a stage's notifications (K1): every running app with `leaky-transition` (K3, K7
    /// emerge from this and the transition timings), else only apps on screen.
    mutating func collectRecipients(stage: Int) {
        // A later stage keeps each recipient's first stage; the apps new to the list join now.
        let earlier = stage > 0 ? keyboard.recipients : []
        keyboard.recipients.removeAll(keepingCapacity: true)
        deliveryGeneration &+= 1
        // K1 (docs/CONTRACT.md "Delivery"): every running app hears every notification. Without
        // leaky-transition, an app on its way out (resigned, not yet suspended) is cut off at
        // once; apps that run in background for good (audio, voip) are not leaving and still hear.
        let leaky = quirkSet.contains(.leakyTransition)
        var k = 0   // by index: `for slot in order` holds the array for the loop
        while k < order.count {
            let slot = order[k]
            k += 1
            guard slots[slot].state.isRunning && (leaky || isForeground(slot) || slots[slot].keepsRunning) else { continue }
            let serial = slots[slot].serial
            let since = stage > 0 ? earlier.first { $0.slot == slot && $0.serial == serial }?.since ?? stage : 0
            keyboard.recipients.append(Recipient(slot: slot, serial: serial, since: since))
        }
    }

    /// One notification of a stage to each recipient still running, in delivery order, then its
    /// broadcast: one effect and one trace entry for all of them. The stage's userInfo (N1) with
    /// this notification's Sequence and Time. The one exception: P3's Dids after bogus Wills carry
    /// the real FrameEnd (`didAnnounced`).
    mutating func deliver(_ name: KeyboardNotificationName, _ stage: AnimationStage, _ stageIndex: Int,
                          publishing: Bool = true) {
        notificationSequence &+= 1
        let ownerSlot = keyboard.animationOwner
        let ownerName = keyboard.animationOwnerName
        // One userInfo box per notification, shared by the effect and the trace. IsLocal as the
        // broadcast has it; each unicast's is decided by `localIndex`.
        var begin = stage.begin
        var end = name.isWill ? stage.announced : stage.didAnnounced ?? stage.announced
        var keys = keyboard.animationKeys
        // O1: iOS 5 to 7 leave the animation keys out of the Dids, and post the frames unrotated;
        // N20: iOS 8's QuickType toggle leaves them out of all four.
        if (keyboard.animationDidsWithoutAnimationKeys && !name.isWill) || stage.withoutAnimationKeys { keys.animation = false }
        keys.byUserInteraction = stage.byUserInteraction
        var windowBegin: Rect?, windowEnd: Rect?
        if let o = keyboard.animationUnrotation {
            (windowBegin, windowEnd) = (begin, end)
            begin = KeyboardGeometry.unrotated(begin, from: o, portrait: device.portraitSize)
            end = KeyboardGeometry.unrotated(end, from: o, portrait: device.portraitSize)
        }
        let info = KeyboardUserInfo(
            frameBegin: begin, frameEnd: end, duration: Double(stage.duration) / 1000,
            curve: keyboard.animationCurve, isLocal: ownerSlot != nil, sequence: notificationSequence, time: now,
            owner: ownerName, keys: keys, windowBegin: windowBegin, windowEnd: windowEnd, reusing: trace.takeSpareBox())
        let localIndex = refreshDelivered(owner: ownerSlot, stage: stageIndex)
        let shift = keyboard.animationShift
        let shiftedIndex = shift.dy > 0 ? keyboard.delivered.firstIndex { $0 == shift.recipient } ?? -1 : -1
        let delivery = KeyboardDelivery(name: name, userInfo: info, recipients: keyboard.deliveredNames,
                                        localIndex: localIndex, shiftedIndex: shiftedIndex, shiftY: shift.dy)
        // The trace first, so that the effect is the delivery's last use and takes it without a
        // copy (an outlined copy and destroy of the struct per notification otherwise).
        trace.add(time: now, delivery: delivery)
        if configuration.traceEffects {
            out.append(.keyboardNotification(delivery))
            for i in delivery.recipients.indices { out.append(.trace(trace.record(time: now, delivery: delivery, index: i))) }
        } else {
            out.append(.keyboardNotification(consume delivery))
        }
        if publishing { publish() }
    }

    /// Brings `keyboard.delivered` and its names up to the recipients still running that heard
    /// `stage` from its start (the names array is kept, and shared by the effects, while they stay
    /// the same). Returns the owner's index among them, -1 when it is not one.
    mutating func refreshDelivered(owner: Int?, stage: Int) -> Int {
        // Nothing that decides who hears moved since the last notification: the same recipients.
        if let last = keyboard.deliveredFor, last.generation == deliveryGeneration, last.owner == owner,
           last.stage == stage {
            return last.localIndex
        }
        let localIndex = walkDelivered(owner: owner, stage: stage)
        keyboard.deliveredFor = DeliveredCheck(generation: deliveryGeneration, owner: owner, stage: stage,
                                               localIndex: localIndex)
        return localIndex
    }

    private func hears(_ r: Recipient, stage: Int) -> Bool {
        r.since <= stage && slots[r.slot].serial == r.serial && slots[r.slot].state.isRunning
    }

    private mutating func walkDelivered(owner: Int?, stage: Int) -> Int {
        var localIndex = -1
        var k = 0
        var same = true
        for r in keyboard.recipients where hears(r, stage: stage) {
            if r.slot == owner { localIndex = k }
            if same && (k >= keyboard.delivered.count || keyboard.delivered[k] != r) { same = false }
            k += 1
        }
        if same && k == keyboard.delivered.count { return localIndex }
        keyboard.delivered.removeAll(keepingCapacity: true)
        var names: [String] = []
        names.reserveCapacity(k)
        for r in keyboard.recipients where hears(r, stage: stage) {
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
        if !slots[slot].windows.contains(where: { $0.kind == (profile.era.listsKeyboardWindows ? .keyboard : .textEffects) }) {
            createKeyboardWindows(slot)
        }
        if slots[slot].showKeyboard(in: keyboard.frame) { markDirty(slot) }
    }

    mutating func hideKeyboardWindows(_ slot: Int) {
        for i in slots[slot].windows.indices where slots[slot].windows[i].kind == .keyboard && !slots[slot].windows[i].hidden {
            slots[slot].windows[i].hidden = true
            markDirty(slot)
        }
    }

    /// UIKit adds the text-effects and keyboard windows the first time an app shows a keyboard. From
    /// iOS 16 the keyboard's windows are not the app's to list (N15): only the text-effects window.
    mutating func createKeyboardWindows(_ slot: Int) {
        // Inserted one by one below the snapshot cover (a temporary array of them was allocated
        // and grown twice, every launch).
        var insertAt = slots[slot].windows.firstIndex { $0.kind == .snapshotCover } ?? slots[slot].windows.count
        var added = false
        if !slots[slot].windows.contains(where: { $0.kind == .textEffects }) {
            slots[slot].windows.insert(WindowInfo(id: WindowInfo.textEffectsWindowId, kind: .textEffects, hidden: false,
                                                  frame: screen), at: insertAt)
            insertAt += 1
            added = true
        }
        if profile.era.listsKeyboardWindows {
            slots[slot].keyboardWindowsCreated += 1
            slots[slot].windows.insert(WindowInfo(id: WindowInfo.keyboardWindowId(slots[slot].keyboardWindowsCreated),
                                                  kind: .keyboard, hidden: false, frame: keyboard.frame), at: insertAt)
            added = true
        }
        if added { markDirty(slot) }
    }

    /// The truth (K13, W3, P4): the docked keyboard over an on-screen app's window, in the window's
    /// coordinates, for every app on screen (Split View, Slide Over, Stage Manager: "all visible
    /// apps" hear and are covered), where the live keyboard is (N15: a hiding keyboard covers until it
    /// is gone); zero for apps off screen and when the keyboard is off screen or not
    /// docked (K10-K12), or is the minimized bar outside Stage Manager (P3).
    @inline(__always)
    func overlap(_ slot: Int) -> Rect { overlap(slot, frame: liveKeyboardFrame) }

    /// The same with the keyboard at `frame` (where the live keyboard is at some time: N15).
    @inline(__always)
    func overlap(_ slot: Int, frame: Rect) -> Rect { overlap(slot, frame: frame, covers: keyboardCovers) }

    /// The same when the caller knows `keyboardCovers` already (a publish asks for every dirty app).
    @inline(__always)
    func overlap(_ slot: Int, frame: Rect, covers: Bool) -> Rect {
        guard covers, isForeground(slot) else { return .zero }
        let window = slots[slot].windows[0].frame
        let hit = frame.intersection(window)
        return hit.isEmpty ? .zero : hit.converted(toWindow: window)
    }
}
