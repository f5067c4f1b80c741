// Control1: what the person holding the device does, and the test bench's switches.

extension KeyboardWorld {
    @inline(__always)
    func requireNoAlert(_ what: @autoclosure () -> ModelErrorMessage) throws(ModelError) {
        if let alertKind { throw .wrongState(message("a ", alertKind.rawValue, " alert is on screen: dismiss it before ", what().text)) }
    }

    mutating func launchApp(_ id: String) throws(ModelError) {
        let slot = try slot(of: id)
        try requireNoAlert(message("launching ", id))
        let onScreen = foregroundSlots
        if onScreen.count == 1 && onScreen[0] == slot && frontmostSlot == slot && split == nil { return }   // already there
        switchApps(leaving: onScreen.filter { $0 != slot }, to: slot, isSwitch: true)
    }

    mutating func goHome() throws(ModelError) {
        try requireNoAlert("going home")
        let onScreen = foregroundSlots
        guard !onScreen.isEmpty || frontmostSlot != nil else { return }
        switchApps(leaving: onScreen, to: nil, isSwitch: false)
    }

    /// K9: the home-indicator touch. With `keyboard-window-duplication` UIKit puts a new keyboard
    /// window above the old one, which stays in the list, hidden, with the same frame.
    mutating func swipeHomeIndicator() throws(ModelError) {
        guard device.hasHomeIndicator else { throw .notSupported("\(device.name) has no home indicator") }
        guard let f = frontmostSlot else { throw .wrongState("no app is on screen") }
        guard quirkSet.contains(.keyboardWindowDuplication),
              let top = slots[f].windows.lastIndex(where: { $0.kind == .keyboard }) else { return }
        let old = slots[f].windows[top]
        for i in slots[f].windows.indices where slots[f].windows[i].kind == .keyboard { slots[f].windows[i].hidden = true }
        slots[f].keyboardWindowsCreated += 1
        let fresh = WindowInfo(id: WindowInfo.keyboardWindowId(slots[f].keyboardWindowsCreated), kind: .keyboard,
                               hidden: old.hidden, frame: old.frame)
        slots[f].windows.insert(fresh, at: top + 1)
        markDirty(f)
        updateKeyboardWindows()
        publish()
    }

    /// ShowAlert's kinds.
    public static var alertKinds: [String] { AlertKind.allCases.map(\.rawValue) }

    /// K5: the alert takes the responder (the keyboard hides), then WillResignActive; the app
    /// stays on screen, inactive, and never goes to background.
    mutating func showAlert(_ kind: AlertKind) throws(ModelError) {
        try requireNoAlert("showing another")
        guard let f = frontmostSlot, slots[f].state == .active else {
            throw .wrongState("an alert needs an active app on screen")
        }
        alertKind = kind
        let taken = clearResponder(f)
        if let taken { slots[f].alertStashedResponder = taken }
        _ = newTransition(f)
        slots[f].phase = .alert   // not eligible for the keyboard from now on
        reconcileKeyboard()
        if let taken { postEditing(f, taken, began: false) }
        setState(f, .inactive, .alert)
        lifecycle(f, .willResignActive)
    }

    /// K5: with `alert-restores-before-active` the responder and its keyboard come back at once,
    /// before DidBecomeActive; without it, after.
    mutating func dismissAlert() throws(ModelError) {
        guard alertKind != nil else { throw .wrongState("no alert is on screen") }
        alertKind = nil
        // The app the alert is over: in Split View the person may have focused the other side
        // meanwhile, so it need not be the frontmost one. Gone with its app: nothing to restore.
        guard let f = slots.indices.first(where: { slots[$0].phase == .alert }) else {
            publish()
            return
        }
        let (serial, t) = newTransition(f)
        setState(f, .inactive, .alertDismissing)
        if quirkSet.contains(.alertRestoresBeforeActive) {
            if let r = restoreAlertResponder(f) { beginEditing(f, r) } else { reconcileKeyboard() }
        }
        schedule(.becomeActive(slot: f, serial: serial, transition: t), after: timings.alertDismiss)
        publish()
    }

    /// The globe key (tap), or its long-press menu (`fromMenu`, N4).
    mutating func setInputMode(_ name: String, fromMenu: Bool = false) throws(ModelError) {
        guard let mode = InputMode(name: name) else {
            throw .invalidArgs("unknown input mode \"\(name)\" (en-US, sv-SE, zh-Hans-Pinyin, zh-Hans-10key, emoji, third-party:NAME:HEIGHT)")
        }
        if mode.isThirdParty && (profile.era == .ios6 || profile.era == .ios7) {
            throw .notSupported(message(profile.name, " has no third-party keyboards: iOS 8 brought keyboard extensions"))
        }
        keyboard.inputMode = mode
        reconcileKeyboard(cause: fromMenu ? .globeMenu : .plain)
        rememberInputMode()
        publish()
    }

    /// O5: the keyboard extension on screen changes its own height (its view's height constraint),
    /// as one does when the person opens a panel of it. Announced as any change of height, but
    /// where the era's host hears nothing (`extension-resize-silent`).
    mutating func resizeKeyboardExtension(height: Double) throws(ModelError) {
        guard height.isFinite, height > 0, height <= InputMode.maximumThirdPartyHeight else {
            throw .invalidArgs(message("height ", String(height), " is not a keyboard's: more than 0 and at most ",
                                       String(Int(InputMode.maximumThirdPartyHeight)), " points"))
        }
        guard case .thirdParty(let name, _) = keyboard.inputMode, keyboard.visible, !keyboard.showsBar,
              keyboard.traits.inputView == .keyboard else {
            throw .wrongState("no keyboard extension is on screen (SetInputMode third-party:NAME:HEIGHT, with a field focused)")
        }
        keyboard.inputMode = .thirdParty(name: name, height: height)
        reconcileKeyboard(cause: .extensionResize)
        rememberInputMode()
        publish()
    }

    /// W8: with a hardware keyboard only the accessory view (and the iPad shortcut bar) is on screen.
    mutating func setHardwareKeyboard(_ attached: Bool) {
        keyboard.hardware = attached
        // Whatever was in hand (the floating keyboard, or the minimized bar: P2) goes with it.
        keyboard.dragging = false
        if !attached { keyboard.pad.onScreenWithHardware = false }
        reconcileKeyboard()
        publish()
    }

    mutating func setKeyboardMode(_ mode: KeyboardMode) throws(ModelError) {
        guard device.supports(mode) else {
            throw .notSupported(message(device.name, " has no ", mode.rawValue, " keyboard"))
        }
        if mode == .floating && !profile.era.hasFloatingKeyboard {
            throw .notSupported(message(profile.name, " has no floating keyboard: iPadOS 13 brought it"))
        }
        guard !keyboard.dragging else { throw .wrongState("the keyboard is being dragged") }
        keyboard.mode = mode
        reconcileKeyboard(cause: .keyboardModeChange)
        publish()
    }

    /// K11: the person picks up the undocked keyboard. With `undocked-zero-frame` the apps are told
    /// it goes to (0, 0, 0, 0): the system does not know where it will land.
    mutating func beginKeyboardDrag() throws(ModelError) {
        guard keyboardDraggable else {
            throw .wrongState("only a visible undocked, split or floating keyboard, or the minimized shortcut bar, can be dragged")
        }
        guard !keyboard.dragging else { throw .wrongState("the keyboard is already being dragged") }
        keyboard.dragging = true
        announceGesture(to: keyboard.frame, cause: .dragStart)
    }

    /// The keyboard lands with its top at `y`; the landing is always announced (W2, K11).
    mutating func endKeyboardDrag(_ y: Double) throws(ModelError) {
        guard y.isFinite, y >= 0, y <= screen.height else {
            throw .invalidArgs("y must be within the screen, 0...\(screen.height), got \(y)")
        }
        guard keyboard.dragging else { throw .wrongState("the keyboard is not being dragged") }
        keyboard.dragging = false
        if keyboard.showsBar && keyboard.pad.barMinimized {
            keyboard.pad.barDropY = y   // P2: the minimized bar dropped
        } else {
            keyboard.undockedY = y
        }
        reconcileKeyboard(force: true)
        publish()
    }

    mutating func rotate(_ o: Orientation) throws(ModelError) {
        guard device.supports(o) else { throw .notSupported("\(device.name) does not turn \(o.rawValue)") }
        guard !keyboard.dragging else { throw .wrongState("the keyboard is being dragged") }
        assignOrientation(o)
    }

    mutating func assignOrientation(_ o: Orientation) {
        orientation = o
        keyboard.undockedY = nil
        keyboard.pad.barDropY = nil
        layoutWindowsForScreen()
        reconcileKeyboard(cause: .rotation)
        publish()
    }

    /// Full-screen windows follow the screen; Split View lays its two windows out again.
    mutating func layoutWindowsForScreen() {
        for slot in order where slots[slot].followsScreen {
            slots[slot].windowFrame = screen
            markDirty(slot)
        }
        for slot in order {
            for i in slots[slot].windows.indices where slots[slot].windows[i].kind == .textEffects {
                slots[slot].windows[i].frame = screen
            }
            markDirty(slot)
        }
        if let s = split, let frames = MultitaskingGeometry.frames(device: device, orientation: orientation, fraction: s.fraction) {
            slots[s.primary].windowFrame = frames.primary
            slots[s.secondary].windowFrame = frames.secondary
        }
    }

    /// iPad multitasking: `primary` (on screen) with `secondary` beside it (Split View) or over it
    /// (Slide Over, fraction 1). Both are on screen and active; the focused one is frontmost.
    mutating func setSplitView(_ primary: String, _ secondary: String, _ fraction: Double) throws(ModelError) {
        guard device.supportsMultitasking else { throw .notSupported("\(device.name) has no Split View") }
        if !secondary.isEmpty && fraction == 1 && !profile.era.hasSlideOver {
            throw .notSupported(message(profile.name, " has no Slide Over: iOS 9 brought it"))
        }
        if !secondary.isEmpty && fraction != 1 && !profile.era.hasSplitView {
            throw .notSupported(message(profile.name, profile.era == .ios26
                ? " has no Split View: iPadOS 26 replaced it with windowed apps (Stage Manager); Slide Over (fraction 1) came back in 26.1"
                : " has no Split View: iOS 9 brought it"))
        }
        guard !settings.stageManager else {
            throw .wrongState("Stage Manager is on: windows are arranged with MoveAppWindow (P4)")
        }
        let p = try slot(of: primary)
        try requireNoAlert("changing Split View")
        guard foregroundSlots.contains(p) else { throw .wrongState("\(primary) is not on screen") }
        if secondary.isEmpty {
            guard let s = split else { return }
            let other = s.primary == p ? s.secondary : s.primary
            endSplitView()
            frontmostSlot = p
            reconcileKeyboard()
            beginLeaving(other)
            announceMultitaskingChange()
            publish()
            return
        }
        let q = try slot(of: secondary)
        guard q != p else { throw .invalidArgs("Split View needs two different apps") }
        guard let frames = MultitaskingGeometry.frames(device: device, orientation: orientation, fraction: fraction) else {
            throw .invalidArgs("fraction must be in (0, 1) for Split View or 1 for Slide Over, got \(fraction)")
        }
        let leaving = foregroundSlots.filter { $0 != p && $0 != q }
        endSplitView()
        split = SplitView(primary: p, secondary: q, fraction: fraction)
        if frontmostSlot != p && frontmostSlot != q { frontmostSlot = p }
        slots[p].windowFrame = frames.primary
        slots[q].windowFrame = frames.secondary
        slots[p].followsScreen = false
        slots[q].followsScreen = false
        markDirty(p)
        markDirty(q)
        reconcileKeyboard()
        for slot in leaving { beginLeaving(slot) }
        if !isForeground(q) { bringToForeground(q) }
        announceMultitaskingChange()
        publish()
    }

    mutating func terminateApp(_ id: String) throws(ModelError) {
        let slot = try slot(of: id)
        guard slots[slot].state != .notRunning else { throw .wrongState(message(id, " is not running")) }
        terminate(slot)
    }

    /// The device changes only with no app registered: apps were laid out for the old screen. The
    /// device must have run the era (DeviceLifetime): Configure changes both at once.
    mutating func setDevice(_ name: String) throws(ModelError) {
        let d = try Self.device(named: name)
        if let why = impossiblePairing(d, profile.era) { throw .notSupported(.init(why + "; Configure sets both at once")) }
        guard order.isEmpty else { throw .wrongState("unregister every app (or Reset) before changing the device") }
        // An iPhone turns Stage Manager off (assignDevice); another iPad must have had it (X1).
        if d.isPad { try checkFeatures(of: profile.era, settings: settings, device: d) }
        assignDevice(d)
    }

    mutating func setProfile(_ name: String) throws(ModelError) {
        let p = try Self.profile(named: name)
        if let why = impossiblePairing(device, p.era) { throw .notSupported(.init(why + "; Configure sets both at once")) }
        try checkFeatures(of: p.era, settings: settings)
        assignProfile(p)
    }

    /// The iPad features in use must exist in `era` on `device` (the current one by default) (C9,
    /// X1): refused, changing nothing, otherwise.
    func checkFeatures(of era: Era, settings: Settings, device: Device? = nil) throws(ModelError) {
        if keyboard.mode == .floating && !era.hasFloatingKeyboard {
            throw .notSupported(message(era.name, " has no floating keyboard (iPadOS 13 brought it): dock the keyboard first"))
        }
        if settings.stageManager, let why = StageManagerDevices.refusal(device ?? self.device, era) {
            throw .notSupported(.init(why + ": turn it off first"))
        }
        if let s = split, s.fraction == 1 ? !era.hasSlideOver : !era.hasSplitView {
            throw .notSupported(message(era.name, s.fraction == 1 ? " has no Slide Over" : " has no Split View",
                                        ": end it first (SetSplitView with no secondary)"))
        }
    }

    static func device(named name: String) throws(ModelError) -> Device {
        guard let d = Device.named(name) else {
            throw .invalidArgs("unknown device \"\(name)\" (\(Device.all.map(\.name).joined(separator: ", ")))")
        }
        return d
    }

    static func profile(named name: String) throws(ModelError) -> Profile {
        guard let p = Profile.named(name) else {
            throw .invalidArgs("unknown profile \"\(name)\" (\(Profile.all.map(\.name).joined(separator: ", ")))")
        }
        return p
    }

    mutating func assignDevice(_ d: Device) {
        device = d
        if !d.isPad && settings.stageManager { settings.stageManager = false }
        if !d.isPad { keyboard.pad = PadKeyboardState() }
        if !d.supports(orientation) { orientation = .portrait }
        if !d.supports(keyboard.mode) { keyboard.mode = .docked }
        keyboard.undockedY = nil
        keyboard.layoutMode = .docked
        reconcileKeyboard()
        let hidden = initialHiddenFrame()
        if !keyboard.visible {
            keyboard.layoutFrame = hidden
            keyboard.motions.removeAll()
            placeKeyboard(at: hidden)
            keyboard.announcedEnd = hidden
        }
        publish()
    }

    mutating func assignProfile(_ p: Profile) {
        profile = p
        quirkSet = p.quirks
        reconcileKeyboard()
        publish()
    }

    mutating func setQuirk(_ name: String, _ on: Bool) throws(ModelError) {
        guard let q = Quirk(rawValue: name) else {
            throw .invalidArgs("unknown quirk \"\(name)\" (\(Quirk.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        quirkSet.set(q, on)
        reconcileKeyboard()
        publish()
    }

    /// Back to the start, as a fresh world: no apps, home screen, the configured profile and
    /// device, empty trace, time 0 and the notifications' Sequence from 0 (a test bench expects a
    /// reset keyboardd to play a story as a new one does: python-dbusmock's Reset). The trace's
    /// record numbers go on (a reader following the trace across a Reset misses nothing), and so
    /// does the input-mode memory (the person's, kept across restarts too). A shell on a real
    /// clock keeps its own time, which cannot rewind: it applies later events at that time.
    mutating func reset() {
        for slot in order { out.append(.appRemoved(slots[slot].bundleId)) }
        now = 0
        notificationSequence = 0
        appTable.removeAll()
        deliveryGeneration &+= 1
        frontmostSlot = nil
        split = nil
        alertKind = nil
        scheduler.removeAll()
        device = configuration.device
        orientation = device.supports(configuration.orientation) ? configuration.orientation : .portrait
        profile = configuration.profile
        settings = device.isPad ? configuration.settings : configuration.settings.withoutStageManager
        sheet = nil
        quirkSet = configuration.quirks
        let animation = keyboard.animation &+ 1
        let motionGeneration = keyboard.motionGeneration &+ 1
        keyboard = KeyboardState(hiddenFrame: initialHiddenFrame(), since: now)
        keyboard.animation = animation
        keyboard.motionGeneration = motionGeneration
        trace.clear()
        publish()
    }
}
