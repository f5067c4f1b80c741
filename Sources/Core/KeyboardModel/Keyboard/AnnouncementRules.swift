// How a keyboard change is announced to apps: which notification names, in how many stages, with
// which duration and which announced frames. This is where M1, M2, K10/M6/W2 and the second
// wave's announcement quirks (N3, N5, N6, N9, N10, N11, N12) live as rules, so they compose.

/// Why the keyboard changes, where a rule depends on it.
enum ChangeCause: Hashable {
    case plain
    /// The predictive setting changed (N3).
    case predictiveToggle
    /// The focus moved to another responder of the same app (N2).
    case focusChange
    /// The focus moved from a field without password AutoFill to one with it (N5).
    case focusToPassword
    /// reloadInputViews() (N8).
    case reload
    /// An input mode picked from the globe key's menu (N4).
    case globeMenu
    /// The keyboard goes because its app left the screen or died (N12).
    case ownerLeft
    /// The keyboard comes back after the photo picker (N11).
    case photoPickerReturn
}

struct KeyboardChange {
    var fromVisible: Bool
    var fromMode: KeyboardMode
    var fromFrame: Rect
    var toVisible: Bool
    var toMode: KeyboardMode
    var toFrame: Rect
    var cause: ChangeCause = .plain
    /// Heights of the earlier WillShows of an appearance (M1's candidate bar, N10's third-party
    /// steps), accessory included; empty when the rules may not use them.
    var intermediateHeights: [Double] = []
    var candidateBar: Bool
    /// N10: the steps are a third-party keyboard's (any order, not only growing).
    var thirdPartySteps = false
    /// K10's first group: where the keyboard shrinks before it splits or undocks.
    var shrinkFrame: Rect
    /// N5: the responder has password AutoFill; `keysOnlyFrame` is its keyboard without the bar.
    var passwordEntry = false
    var keysOnlyFrame = Rect.zero
    /// N9: the input accessory view's height of the responder the change is about.
    var accessoryHeight = 0.0
    var screen: Rect
    var settings: Settings
    /// What an iPad change needs besides (P1-P3); empty on iPhone.
    var pad = PadChange()

    /// A visible docked keyboard that only changes height (N3). Not the on-screen keyboard taking
    /// the place of a hardware keyboard's bar, or the bar coming back: the keys come and go (P3).
    var isResize: Bool {
        fromVisible && toVisible && fromMode == .docked && toMode == .docked
            && fromFrame.width == toFrame.width && fromFrame.height != toFrame.height && pad.fromBar == pad.toBar
    }
}

enum AnnouncementRules {
    /// The name of a one-stage change; nil when nothing is announced (a hidden keyboard moving).
    static func kind(_ c: KeyboardChange, quirks: QuirkSet) -> AnnouncementKind? {
        switch (c.fromVisible, c.toVisible) {
        case (false, false): return nil
        case (true, false): return PadAnnouncements.hideKind(c, quirks: quirks)
        case (false, true), (true, true):
            // Height changes (W6, M1) and docking back are Shows; the rest is the iPad's (K10, P1, P2).
            if c.toMode == .docked { return .show }
            return PadAnnouncements.detachedKind(c, quirks: quirks)
        }
    }

    /// The stages of a change under the quirks on, appended to `out` (the world's reused buffer:
    /// an array returned per keyboard change was an allocation and a free each time).
    static func stages(_ c: KeyboardChange, quirks: QuirkSet, timings: Timings, into out: inout [AnimationStage]) {
        guard let kind = kind(c, quirks: quirks) else { return }
        var final = AnimationStage(frame: c.toFrame, announced: c.pad.toAnnounced ?? c.toFrame, kind: kind,
                                   duration: timings.keyboardAnimation)

        // K10: docked → split/undocked sends two Hide groups: shrink in place, then split and move up.
        if kind == .hide, quirks.contains(.splitSendsHide), c.fromVisible, c.fromMode == .docked,
           c.toVisible, c.toMode == .split || c.toMode == .undocked {
            var shrink = AnimationStage(frame: c.shrinkFrame, announced: c.shrinkFrame, kind: .hide,
                                        duration: timings.keyboardAnimation)
            shrink.nextAfter = timings.keyboardAnimation   // the second group starts as the first ends
            out.append(shrink)
        }

        // M1, N10: an appearance grows in steps, one WillShow per step; only the last has the full
        // height and only the last gets its Dids (the others are superseded).
        let appearance = kind == .show && !c.fromVisible
        if appearance {
            for h in c.intermediateHeights where c.thirdPartySteps ? h != c.toFrame.height : h < c.toFrame.height {
                let f = Rect(x: c.toFrame.x, y: c.toFrame.maxY - h, width: c.toFrame.width, height: h)
                var step = AnimationStage(frame: f, announced: f, kind: .show, duration: timings.keyboardAnimation)
                step.hasDid = false
                step.nextAfter = timings.candidateBarStep
                out.append(step)
            }
        }
        // M2: the final WillShow of a candidate-bar appearance goes missing.
        if appearance && c.candidateBar, quirks.contains(.missingWillShow) { final.dropsWillShow = true }

        // N5: a password field's keyboard shows the keys at once, then grows by the AutoFill bar.
        if appearance, c.passwordEntry, quirks.contains(.passwordTwoStepShow), c.keysOnlyFrame.height < c.toFrame.height {
            var keys = AnimationStage(frame: c.keysOnlyFrame, announced: c.keysOnlyFrame, kind: .show, duration: 0).instant
            keys.nextAfter = timings.autofillBarStep
            out.append(keys)
        }
        // N5: from another field into a password field: two extra instant frame changes, the first
        // bogus (off screen), the second the keys alone; the truth stays where the keyboard is going.
        if c.cause == .focusToPassword, quirks.contains(.secureFieldExtraFrames), c.fromVisible, c.toVisible,
           c.toMode == .docked {
            let bogus = KeyboardGeometry.hidden(screen: c.screen, like: c.toFrame)
            out.append(AnimationStage(frame: c.toFrame, announced: bogus, kind: .changeFrame, duration: 0).instant)
            out.append(AnimationStage(frame: c.toFrame, announced: c.keysOnlyFrame, kind: .changeFrame, duration: 0).instant)
        }

        // N3: height changes of a visible keyboard: instant from iOS 15, and the predictive bar's
        // toggle before that.
        if c.isResize && (quirks.contains(.instantResize)
            || (c.cause == .predictiveToggle && quirks.contains(.predictiveToggleInstant))) {
            final = final.instant
        } else if c.settings.crossFade, quirks.contains(.crossFadeTiming), kind != .changeFrame {
            // N6: a cross-fade lasts 0.383 s and its Dids come early (iOS 26).
            final.duration = timings.crossFadeDuration
            final.didAfter = timings.crossFadeDidAfter
        }

        // N8: a reload's Dids inside the call (C6).
        if c.cause == .reload && quirks.contains(.reloadDidsAtOnce) { final.didAfter = 0 }

        if kind == .hide && !c.toVisible {
            // N6: Reduce Motion's hide frames; N9: the accessory's strip instead of an off-screen rect.
            if c.settings.crossFade && quirks.contains(.crossFadeEmptyHideFrame) {
                final.announced = Rect(x: 0, y: 0, width: c.screen.width, height: 0)
            } else if c.settings.reduceMotion && !c.settings.crossFade && quirks.contains(.reduceMotionHideFrame) {
                final.announced.height = timings.reduceMotionHideHeight
            } else if c.accessoryHeight > 0, quirks.contains(.accessoryOutsideFrame) {
                final.announced = Rect(x: 0, y: c.screen.height - c.accessoryHeight, width: c.screen.width,
                                       height: c.accessoryHeight)
            }
            // N12: a keyboard that goes with its app claims the duration; its Dids come at once.
            if c.cause == .ownerLeft && quirks.contains(.detachedDids) { final.didAfter = timings.detachedDidAfter }
        }
        if kind == .show && c.toMode == .docked {
            // N9: the keys alone, without the accessory above them.
            if c.accessoryHeight > 0, quirks.contains(.accessoryOutsideFrame) {
                let a = min(c.accessoryHeight, final.announced.height)
                final.announced = Rect(x: final.announced.x, y: final.announced.y + a, width: final.announced.width,
                                       height: final.announced.height - a)
            }
            // N11: after the photo picker the keyboard is announced shorter than it is.
            if c.cause == .photoPickerReturn && quirks.contains(.photoPickerShortFrame) {
                let s = min(timings.photoPickerShortfall, final.announced.height)
                final.announced.y += s
                final.announced.height -= s
            }
        }
        // P2, P3: the iPad's own frames have the last word (an empty FrameEnd, a bogus one in the Wills).
        if c.pad.isPad { PadAnnouncements.addStages(c, quirks: quirks, timings: timings, to: &out, final: &final) }
        out.append(final)
    }
}
