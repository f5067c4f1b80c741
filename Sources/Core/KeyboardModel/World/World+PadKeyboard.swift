// The iPad's keyboard beyond the articles (P1-P4): what a change needs to be announced era by era,
// the bar above a hardware keyboard (minimized, dropped, or replaced by the on-screen keyboard),
// the empty frames of multitasking changes, and which apps the keyboard covers.

extension KeyboardWorld {
    /// The iPad side of a change (PadAnnouncements reads it); nothing on iPhone. `force` marks the
    /// end of a drag: with the minimized bar in hand, that is the bar being dropped (P2).
    /// (Mutating only to read the world in place: called from `reconcileKeyboard`, a non-mutating
    /// helper that is not inlined gets a copy of the whole world, 2.3 KB, every change on iPad.)
    mutating func padChange(_ shape: LayoutShape, visible: Bool, mode: KeyboardMode, frame: Rect, bar: Bool,
                            force: Bool) -> PadChange {
        var p = PadChange()
        guard device.isPad else { return p }
        p.isPad = true
        p.fromFrame = keyboard.layoutFrame
        p.fromAnnounced = keyboard.layoutFrame
        p.hiddenFrame = KeyboardGeometry.hidden(screen: screen, like: keyboard.layoutFrame)
        p.fromBar = keyboard.visible && keyboard.pad.layoutBar
        p.toBar = bar
        p.barMove = force && p.toBar && keyboard.pad.barMinimized
        p.summoned = keyboard.hardware && keyboard.pad.onScreenWithHardware
        if quirkSet.contains(.hardwareBarFullFrame) {
            // P3: the bar is announced as the full keyboard rect pushed down; so was the bar the
            // on-screen keyboard now replaces (its full height is that keyboard's).
            if p.toBar && mode == .docked { p.toAnnounced = shape.barFullFrame }
            if p.fromBar && !p.toBar && visible && mode == .docked {
                p.fromAnnounced = Rect(x: p.fromFrame.x, y: p.fromFrame.y, width: p.fromFrame.width, height: frame.height)
            }
        }
        if quirkSet.contains(.undockEndFrameOnScreen) && keyboard.visible && keyboard.layoutMode == .docked && visible
            && mode == .floating {
            // P1: the frame change of docked → floating ends not fully off screen: the docked rect
            // pushed down until a bar's height is left (estimate of how much stays).
            let strip = KeyboardHeightTable.shortcutBarHeight(device: device, orientation: orientation)
            p.toAnnounced = Rect(x: 0, y: screen.height - strip, width: screen.width, height: shape.dockedFrame.height)
        }
        return p
    }

    /// Whether the keyboard, where it is, takes space from the apps under it (the truth): docked,
    /// or the bar of a hardware keyboard; the minimized bar only in Stage Manager (P3: WWDC23
    /// "Keep up with the keyboard").
    @inline(__always)
    var keyboardCovers: Bool {
        guard keyboard.layoutMode == .docked else { return false }
        return !(keyboard.pad.layoutBar && keyboard.pad.barMinimized && !settings.stageManager)
    }

    /// P4: the recipient in Slide Over and how far its frames are shifted up (the space below its
    /// window), with `slide-over-frame-shift`; no shift (dy 0) otherwise.
    @inline(__always)
    func slideOverShift() -> SlideOverShift {
        guard let s = split, s.fraction == 1, quirkSet.contains(.slideOverFrameShift) else { return SlideOverShift() }
        let dy = screen.height - slots[s.secondary].windows[0].frame.maxY
        guard dy > 0 else { return SlideOverShift() }
        for r in keyboard.recipients where r.slot == s.secondary { return SlideOverShift(recipient: r, dy: dy) }
        return SlideOverShift()
    }

    /// Apps whose KeyboardOverlap may change when the keyboard moves: every app on screen.
    mutating func markOnScreenAppsDirty() {
        if let f = frontmostSlot { markDirty(f) }
        if let s = split {
            markDirty(s.primary)
            markDirty(s.secondary)
        }
        guard settings.stageManager else { return }
        for slot in order where isForeground(slot) { markDirty(slot) }
    }

    // MARK: - Control1: the bar above a hardware keyboard (P2, P3)

    /// The person minimizes (true) or restores the shortcut bar; restoring puts it back at the bottom.
    mutating func setShortcutBarMinimized(_ minimized: Bool) throws(ModelError) {
        guard device.isPad else { throw .notSupported(message(device.name, " has no shortcut bar (iPad only)")) }
        guard !keyboard.dragging else { throw .wrongState("the keyboard is being dragged") }
        guard assignIfChanged(&keyboard.pad.barMinimized, to: minimized) else { return }
        keyboard.pad.barDropY = nil
        reconcileKeyboard()
        publish()
    }

    /// With a hardware keyboard attached, the person summons (true) or dismisses the on-screen
    /// keyboard from the bar's keyboard button (P3).
    mutating func setOnScreenKeyboard(_ shown: Bool) throws(ModelError) {
        guard device.isPad else {
            throw .notSupported(message(device.name, " has no on-screen keyboard over a hardware keyboard (iPad only)"))
        }
        guard keyboard.hardware else {
            throw .wrongState("no hardware keyboard is attached: the on-screen keyboard is the keyboard already")
        }
        guard !keyboard.dragging else { throw .wrongState("the keyboard is being dragged") }
        guard assignIfChanged(&keyboard.pad.onScreenWithHardware, to: shown) else { return }
        reconcileKeyboard()
        publish()
    }

    /// Whether the person can pick up the keyboard: a detached one, or the minimized bar (P2).
    @inline(__always)
    var keyboardDraggable: Bool {
        keyboard.visible && (keyboard.layoutMode != .docked || (keyboard.pad.layoutBar && keyboard.pad.barMinimized))
    }

    // MARK: - Multitasking changes (P2)

    /// With `multitasking-empty-frame`, a change of multitasking mode (Split View, Slide Over, Stage
    /// Manager) while the keyboard stays up posts a frame of zero width (FlutterViewController.mm:
    /// "can happen sometimes when switching between multitasking modes"), then the keyboard's frame
    /// again. Nothing when the change itself moved the keyboard (that announcement stands).
    mutating func announceMultitaskingChange() {
        guard quirkSet.contains(.multitaskingEmptyFrame), keyboard.visible, !keyboard.animating else { return }
        // The frame comes back as the apps were last told it (N1: the bar's full frame, P3; the keys
        // without the accessory, N9): AnnouncementRules' multitasking rule.
        announceGesture(to: keyboard.frame, cause: .multitaskingChange)
    }
}
