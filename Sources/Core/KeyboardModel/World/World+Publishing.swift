// Property changes: after each notification or state change, the properties that differ from what
// was last published, so they come out in the order their causes did (issue: "same order").

extension KeyboardWorld {
    @inline(__always)
    func currentKeyboardProperties() -> PublishedKeyboard {
        PublishedKeyboard(visible: keyboard.visible, frame: liveKeyboardFrame, owner: keyboard.ownerSlot,
                          ownerSerial: keyboard.ownerSerial, mode: keyboard.mode, inputMode: keyboard.inputMode,
                          hardware: keyboard.hardware, animating: keyboard.animating)
    }

    @inline(__always)
    func currentServerProperties() -> PublishedServer {
        PublishedServer(settingsGeneration: settingsGeneration, device: device.name, orientation: orientation,
                        profile: profile.name, settings: settings, quirks: quirkSet, frontmost: frontmostSlot,
                        frontmostSerial: frontmostSlot.map { slots[$0].serial } ?? 0)
    }

    mutating func publish() {
        // Compared in place, field by field (the synthesized `==` is an outlined call with copies).
        // The frame is the live one (N15): a publish mid-motion tells where the keyboard is then.
        let covers = keyboardCovers
        let frame = liveKeyboardFrame
        if frontmostSlot != published.overlapKey.frontmost || frame != published.overlapKey.frame
            || keyboard.visible != published.overlapKey.visible || keyboard.layoutMode != published.overlapKey.mode
            || covers != published.overlapKey.covers {
            if let f = published.overlapKey.frontmost, isOccupied(f) { markDirty(f) }
            markOnScreenAppsDirty()   // every app on screen is covered (P4)
            published.overlapKey = OverlapKey(frontmost: frontmostSlot, frame: frame, visible: keyboard.visible,
                                             mode: keyboard.layoutMode, covers: covers)
        }
        publishKeyboard(frame: frame)
        publishServer()
        guard appTable.anyDirty else { return }
        appTable.anyDirty = false
        // The live frame once for every app: it is the spring's value at now, not a stored one.
        // By index: `for slot in order` holds the array for the loop (a retain and a release per publish).
        var k = 0
        while k < order.count {
            let slot = order[k]
            if slots[slot].dirty { publishApp(slot, frame: frame, covers: covers) }
            k += 1
        }
    }

    private mutating func publishServer() {
        // Cheap test first, field by field in place (a copy of the published values retains the
        // device and profile names): only the device and profile names cost a string comparison.
        let frontmostSerial = frontmostSlot.map { slots[$0].serial } ?? 0
        let sameFrontmost = frontmostSlot == published.server.frontmost && frontmostSerial == published.server.frontmostSerial
        guard settingsGeneration == published.server.settingsGeneration else { return publishChangedServer() }
        // Device, profile and settings were not assigned since the last publish: only the
        // orientation, the quirks and the frontmost app can differ (the same effects, in the same
        // order, as `publishChangedServer` gives for them).
        let orientationChanged = orientation != published.server.orientation
        let quirksChanged = quirkSet != published.server.quirks
        if !orientationChanged && !quirksChanged && sameFrontmost { return }
        if orientationChanged {
            published.server.orientation = orientation
            out.append(.serverProperty(.orientation(orientation)))
            out.append(.serverProperty(.screen(device.screenBounds(orientation))))
        }
        if quirksChanged {
            published.server.quirks = quirkSet
            out.append(.serverProperty(.quirks(quirkSet.names)))
        }
        if !sameFrontmost {
            published.server.frontmost = frontmostSlot
            published.server.frontmostSerial = frontmostSerial
            out.append(.serverProperty(.frontmost(frontmost)))
        }
    }

    private mutating func publishChangedServer() {
        let now = currentServerProperties()
        let old = published.server
        guard now != old else { return }
        published.server = now
        if now.device != old.device { out.append(.serverProperty(.device(now.device))) }
        if now.orientation != old.orientation { out.append(.serverProperty(.orientation(now.orientation))) }
        if now.device != old.device || now.orientation != old.orientation {
            out.append(.serverProperty(.screen(device.screenBounds(orientation))))
        }
        if now.profile != old.profile { out.append(.serverProperty(.profile(now.profile))) }
        if now.quirks != old.quirks { out.append(.serverProperty(.quirks(now.quirks.names))) }
        if now.settings != old.settings { out.append(.serverProperty(.settings(now.settings.dictionary))) }
        if now.frontmost != old.frontmost || now.frontmostSerial != old.frontmostSerial {
            out.append(.serverProperty(.frontmost(frontmost)))
        }
    }

    private mutating func publishKeyboard(frame: Rect) {
        let old = published.keyboard
        if keyboard.visible == old.visible && frame == old.frame && keyboard.ownerSlot == old.owner
            && keyboard.ownerSerial == old.ownerSerial && keyboard.mode == old.mode && keyboard.hardware == old.hardware
            && keyboard.animating == old.animating && keyboard.inputMode == old.inputMode {
            return
        }
        publishChangedKeyboard(frame: frame)
    }

    /// Field by field in place: copies of the published and current values (an `InputMode` may
    /// hold a name) and their comparison as wholes cost more than the changes themselves.
    private mutating func publishChangedKeyboard(frame: Rect) {
        if assignIfChanged(&published.keyboard.visible, to: keyboard.visible) {
            out.append(.keyboardProperty(.visible(keyboard.visible)))
        }
        if assignIfChanged(&published.keyboard.frame, to: frame) {
            out.append(.keyboardProperty(.frame(frame)))
        }
        let ownerSlotChanged = assignIfChanged(&published.keyboard.owner, to: keyboard.ownerSlot)
        if assignIfChanged(&published.keyboard.ownerSerial, to: keyboard.ownerSerial) || ownerSlotChanged {
            let owner = keyboardOwner
            out.append(.keyboardProperty(.owner(owner)))
            out.append(.serverProperty(.keyboardOwner(owner)))
        }
        if assignIfChanged(&published.keyboard.mode, to: keyboard.mode) {
            out.append(.keyboardProperty(.mode(keyboard.mode)))
        }
        if assignIfChanged(&published.keyboard.inputMode, to: keyboard.inputMode) {
            out.append(.keyboardProperty(.inputMode(keyboard.inputMode.name)))
        }
        if assignIfChanged(&published.keyboard.hardware, to: keyboard.hardware) {
            out.append(.keyboardProperty(.hardwareKeyboard(keyboard.hardware)))
        }
        if assignIfChanged(&published.keyboard.animating, to: keyboard.animating) {
            out.append(.keyboardProperty(.animating(keyboard.animating)))
        }
    }

    private mutating func publishApp(_ slot: Int, frame: Rect, covers: Bool) {
        let o = overlap(slot, frame: frame, covers: covers)
        appTable.slots[slot].publishChanges(overlap: o, into: &out)   // one in-place access to the record
    }
}
