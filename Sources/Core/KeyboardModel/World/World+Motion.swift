// The live keyboard (N15): every change of the keyboard's frame is a motion from where the keyboard
// is to where it goes, along the curve the era and the announcement's rules give it. Where it is at
// any moment is computed when someone asks (Keyboard1.Frame, FrameAt, the truth when it is
// published), and published again once, when the motion ends: nothing is sampled per frame.

extension KeyboardWorld {
    /// Where the keyboard is now.
    @inline(__always)
    var liveKeyboardFrame: Rect { keyboard.motion.frame(at: now) }

    /// The keyboard's motion under way (or the last one, at rest): where from, where to, when, how.
    public var keyboardMotion: KeyboardMotion { keyboard.motion }

    /// The keyboard goes to `frame` along `curve`, from wherever it is now (mid-way through an
    /// earlier motion, a superseded animation's keyboard turns back from where it got to).
    /// `publishesAtEnd`: false when something else publishes at the motion's end (the stage's Did).
    mutating func moveKeyboard(to frame: Rect, curve: MotionCurve, publishesAtEnd: Bool = true) {
        let here = keyboard.motion.frame(at: now)
        keyboard.frame = frame
        keyboard.motionGeneration &+= 1
        let moving = here != frame && curve.length > 0
        keyboard.motion = KeyboardMotion(from: here, to: frame, start: now, curve: moving ? curve : .instant)
        keyboard.motions.append(keyboard.motion)
        if moving && publishesAtEnd {
            schedule(.motionEnd(generation: keyboard.motionGeneration), after: curve.length)
        }
    }

    /// The keyboard is at `frame` now, with no travel (layout while hidden, a device change, K8's
    /// window moved by hand).
    mutating func placeKeyboard(at frame: Rect) {
        moveKeyboard(to: frame, curve: .instant)
    }

    /// The curve a stage's keyboard travels along: the era's (the spring of curve 7, ease-in-out on
    /// iOS 5 and 6) over the stage's duration, or what a rule chose (at once, a step at the end).
    @inline(__always)
    func motionCurve(for stage: AnimationStage) -> MotionCurve {
        if stage.duration == 0 { return .instant }
        switch stage.motion {
        case .instant: return .instant
        case .step: return .step(ms: stage.duration)
        case .era: break
        }
        if timings.motion == .easeInOut { return .easeInOut(ms: stage.duration) }
        // keyboard-spring-overshoot (iOS 26): below critical damping, the keyboard goes past its end.
        let ratio = quirkSet.contains(.keyboardSpringOvershoot) ? timings.overshootDampingRatio : 1
        // From iOS 7 the spring runs its full 0.5 s whatever the claimed 0.25 s and the Did say
        // (N15, `spring-outlasts-duration`); ideal runs it in the claimed duration, the Did at its end.
        if quirkSet.contains(.springOutlastsDuration) {
            var s = KeyboardSpring.uikit
            s.dampingRatio = ratio
            return .spring(s)
        }
        return .spring(.compressed(into: stage.duration, dampingRatio: ratio))
    }

    /// Keyboard1.FrameAt: where the keyboard is, was or will be at model time `t`, without moving
    /// the clock. The future is the motion under way (as if nothing else happened); the past goes
    /// back as far as the motions kept (`MotionHistory.capacity`).
    public func keyboardFrame(at t: UInt64) throws(ModelError) -> Rect {
        if t >= keyboard.motion.start { return keyboard.motion.frame(at: t) }
        guard let m = keyboard.motions.motion(at: t) else {
            let oldest = keyboard.motions.oldestStart ?? keyboard.motion.start
            throw .invalidArgs(.init("t \(t) is before the oldest keyboard motion keyboardd keeps (it starts at \(oldest) ms; "
                + "now is \(now) ms): ask for \(oldest) or later"))
        }
        return m.frame(at: t)
    }

    /// Keyboard1's properties at model time `t` (at or after the last event: the shell's real clock
    /// runs ahead of the model between events).
    public func keyboardInfo(at t: UInt64) -> KeyboardInfo {
        let frame = keyboard.motion.frame(at: max(t, now))
        return KeyboardInfo(visible: keyboard.visible, frame: frame, owner: keyboardOwner, mode: keyboard.mode,
                            inputMode: keyboard.inputMode.name, hardwareKeyboard: keyboard.hardware,
                            animating: keyboard.animating, dragging: keyboard.dragging,
                            onScreenKeyboard: keyboard.pad.onScreenWithHardware,
                            shortcutBarMinimized: keyboard.pad.barMinimized, effectiveMode: keyboard.layoutMode)
    }

    /// The app's truth (App1.KeyboardOverlap) at model time `t`.
    public func keyboardOverlap(of bundleId: String, at t: UInt64) -> Rect? {
        guard let slot = findSlot(bundleId) else { return nil }
        return overlap(slot, frame: keyboard.motion.frame(at: max(t, now)))
    }

    /// App1.KeyboardViews of the app in `slot` at model time `t`: the era's window, container and host
    /// classes, the host at the live keyboard's frame; empty unless the app shows the keyboard.
    func keyboardViews(_ slot: Int, at t: UInt64) -> [KeyboardView] {
        guard keyboard.visible, keyboard.ownerSlot == slot, isOccupied(slot) else { return [] }
        let era = profile.era
        let windowId: String
        if era.listsKeyboardWindows {
            guard let top = slots[slot].topKeyboardWindowIndex else { return [] }
            windowId = slots[slot].windows[top].id
        } else {
            guard slots[slot].windows.contains(where: { $0.kind == .textEffects }) else { return [] }
            windowId = WindowInfo.textEffectsWindowId
        }
        let classes = era.keyboardViewClasses
        return [KeyboardView(windowId: windowId, windowClass: classes.window, containerClass: classes.container,
                             hostClass: classes.host, frame: keyboard.motion.frame(at: max(t, now)))]
    }

    /// The same by bundle id, nil for an unknown app.
    public func keyboardViews(of bundleId: String, at t: UInt64) -> [KeyboardView]? {
        findSlot(bundleId).map { keyboardViews($0, at: t) }
    }
}
