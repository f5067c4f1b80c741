// Property changes: after each notification or state change, the properties that differ from what
// was last published, so they come out in the order their causes did (issue: "same order").

/// Raw values (no strings built) so the comparison after every notification stays cheap.
struct PublishedKeyboard: Equatable {
    var visible = false
    var frame = Rect.zero
    var owner: Int?
    var ownerSerial: UInt64 = 0
    var mode = KeyboardMode.docked
    var inputMode = InputMode.english
    var hardware = false
    var animating = false
}

struct PublishedServer: Equatable {
    var settingsGeneration: UInt32 = 0
    var device = ""
    var orientation = Orientation.portrait
    var profile = ""
    var settings = Settings()
    var quirks: QuirkSet = QuirkSet()
    var frontmost: Int?
    var frontmostSerial: UInt64 = 0
}

/// What the truth depends on besides the app: when it changes, the old and new frontmost apps'
/// overlaps need a look.
struct OverlapKey: Equatable {
    var frontmost: Int?
    var frame = Rect.zero
    var visible = false
    var mode = KeyboardMode.docked
    /// The keyboard takes space where it is (the minimized bar only in Stage Manager: P3).
    var covers = false
}

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
        if frontmostSlot != publishedOverlapKey.frontmost || frame != publishedOverlapKey.frame
            || keyboard.visible != publishedOverlapKey.visible || keyboard.layoutMode != publishedOverlapKey.mode
            || covers != publishedOverlapKey.covers {
            if let f = publishedOverlapKey.frontmost, isOccupied(f) { markDirty(f) }
            markOnScreenAppsDirty()   // every app on screen is covered (P4)
            publishedOverlapKey = OverlapKey(frontmost: frontmostSlot, frame: frame, visible: keyboard.visible,
                                             mode: keyboard.layoutMode, covers: covers)
        }
        publishKeyboard(frame: frame)
        publishServer()
        guard anyAppDirty else { return }
        anyAppDirty = false
        // The live frame once for every app: it is the spring's value at now, not a stored one.
        for slot in order where slots[slot].dirty { publishApp(slot, frame: frame, covers: covers) }
    }

    private mutating func publishServer() {
        // Cheap test first, field by field in place (a copy of the published values retains the
        // device and profile names): only the device and profile names cost a string comparison.
        let frontmostSerial = frontmostSlot.map { slots[$0].serial } ?? 0
        let sameFrontmost = frontmostSlot == publishedServer.frontmost && frontmostSerial == publishedServer.frontmostSerial
        guard settingsGeneration == publishedServer.settingsGeneration else { return publishChangedServer() }
        // Device, profile and settings were not assigned since the last publish: only the
        // orientation, the quirks and the frontmost app can differ (the same effects, in the same
        // order, as `publishChangedServer` gives for them).
        let orientationChanged = orientation != publishedServer.orientation
        let quirksChanged = quirkSet != publishedServer.quirks
        if !orientationChanged && !quirksChanged && sameFrontmost { return }
        if orientationChanged {
            publishedServer.orientation = orientation
            out.append(.serverProperty(.orientation(orientation)))
            out.append(.serverProperty(.screen(device.screenBounds(orientation))))
        }
        if quirksChanged {
            publishedServer.quirks = quirkSet
            out.append(.serverProperty(.quirks(quirkSet.names)))
        }
        if !sameFrontmost {
            publishedServer.frontmost = frontmostSlot
            publishedServer.frontmostSerial = frontmostSerial
            out.append(.serverProperty(.frontmost(frontmost)))
        }
    }

    private mutating func publishChangedServer() {
        let now = currentServerProperties()
        let old = publishedServer
        guard now != old else { return }
        publishedServer = now
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
        let old = publishedKeyboard
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
        if assignIfChanged(&publishedKeyboard.visible, to: keyboard.visible) {
            out.append(.keyboardProperty(.visible(keyboard.visible)))
        }
        if assignIfChanged(&publishedKeyboard.frame, to: frame) {
            out.append(.keyboardProperty(.frame(frame)))
        }
        let ownerSlotChanged = assignIfChanged(&publishedKeyboard.owner, to: keyboard.ownerSlot)
        if assignIfChanged(&publishedKeyboard.ownerSerial, to: keyboard.ownerSerial) || ownerSlotChanged {
            let owner = keyboardOwner
            out.append(.keyboardProperty(.owner(owner)))
            out.append(.serverProperty(.keyboardOwner(owner)))
        }
        if assignIfChanged(&publishedKeyboard.mode, to: keyboard.mode) {
            out.append(.keyboardProperty(.mode(keyboard.mode)))
        }
        if assignIfChanged(&publishedKeyboard.inputMode, to: keyboard.inputMode) {
            out.append(.keyboardProperty(.inputMode(keyboard.inputMode.name)))
        }
        if assignIfChanged(&publishedKeyboard.hardware, to: keyboard.hardware) {
            out.append(.keyboardProperty(.hardwareKeyboard(keyboard.hardware)))
        }
        if assignIfChanged(&publishedKeyboard.animating, to: keyboard.animating) {
            out.append(.keyboardProperty(.animating(keyboard.animating)))
        }
    }

    private mutating func publishApp(_ slot: Int, frame: Rect, covers: Bool) {
        let o = overlap(slot, frame: frame, covers: covers)
        slots[slot].publishChanges(overlap: o, into: &out)   // one in-place access to the record
    }
}
