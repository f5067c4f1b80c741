// How a keyboard change is announced to apps: which notification names, in how many stages, with
// which duration and which announced frames. This is where M1, M2, K10/M6/W2 and the second
// wave's announcement quirks (N3, N5, N6, N9, N10, N11, N12) live as rules, so they compose; the
// gestures, sheets and multitasking changes come through here too (their cause), so the era's
// other rules (cross-fade, detached Dids, the accessory) apply to them as to any change.

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
    /// The keyboard extension in use changed its own height (O5).
    case extensionResize
    /// The keyboard goes because its app left the screen or died (N12).
    case ownerLeft
    /// The keyboard comes back after a full-screen sheet dismissed with one of its buttons, the
    /// photo picker's Cancel or Add (N11, N19).
    case fullScreenSheetReturn
    /// The keyboard comes back after any other sheet or modal (N19).
    case sheetReturn
    /// A trigger with no keyboard on screen: a sheet, an interactive-dismiss scroll, a push or pop
    /// of a screen with a search field. A Hide for nothing where the era posts one (N16).
    case phantomHide
    /// A navigation pop takes the keyboard's field away (N19): on iOS 5 and 6 the keyboard leaves
    /// with the screen, sideways to the right.
    case navigationPop
    /// A navigation push covers the keyboard's field (N19): on iOS 5 and 6 the keyboard leaves with
    /// the covered screen, sideways to the left; from iOS 15 it hides downwards.
    case navigationPush
    /// The password manager's prompt appears over the keyboard (N5, C7).
    case passwordPrompt
    /// Split View, Slide Over or Stage Manager changed with the keyboard up (P2).
    case multitaskingChange
    /// The person picks up a detached keyboard (K11).
    case dragStart
    /// The finger of an interactive dismissal moves the docked keyboard (N7), or lets it go back up.
    case interactiveMove
    case interactiveReturn
    /// The responder's system keyboard is swapped for its custom input view (C12).
    case inputViewSwap
    /// The device turned (C17).
    case rotation
    /// The responder resigned inside `performWithoutAnimation` (N12).
    case unanimated
    /// The focus moved from one password field to another (N5).
    case passwordToPassword
    /// The Simulator with its hardware keyboard: a focus or a resign posts a Hide (O4).
    case simulatorHide
    /// The keyboard comes back as the credential picker (the Passwords key's sheet) goes (N5).
    case keychainReturn
    /// The credential picker comes over the keyboard (N5).
    case keychainPresent
    /// The first responder refused to resign (`shouldEndEditing` false, N19).
    case refusedResign
    /// The person docks, undocks or splits the keyboard (Control1.SetKeyboardMode, K10, O1).
    case keyboardModeChange
}

struct KeyboardChange {
    var fromVisible: Bool
    var fromMode: KeyboardMode
    var fromFrame: Rect
    /// What apps were last told the keyboard's frame is (the last animation's FrameEnd, N1).
    var fromAnnounced = Rect.zero
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
    /// N18: the keyboard's first appearance in its owner's process.
    var firstInProcess = false
    /// N18: iOS 8's first keyboard in a process, focused in a text view (first-show-chatty).
    var chattyFirstShow = false
    /// N5: the owner's field offers AutoFill credentials (a username field) above the keyboard.
    var credentialSuggestions = false
    /// N5: how many times the credential picker gave this app's keyboard back before this return.
    var keychainReturns = 0
    /// O2: rotations since the keyboard came up, this one included (0 for anything but a rotation).
    var rotationsWhileUp = 0
    /// O2: the keyboard is the number pad (an iPad's stale FrameBegin after turning back).
    var numberPad = false
    /// N9: the input accessory view's height of the responder the change is about, and whose it is (C8).
    var accessoryHeight = 0.0
    var accessoryOwner = AccessoryOwner.responder
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
    /// The name of a one-stage change; nil when nothing is announced (a hidden keyboard moving, a
    /// gesture or sheet whose era posts nothing for it).
    static func kind(_ c: KeyboardChange, quirks: QuirkSet) -> AnnouncementKind? {
        switch c.cause {
        case .phantomHide: return quirks.contains(.sheetHideWithoutKeyboard) ? .hide : nil
        case .simulatorHide: return .hide   // the setting decides, not the era
        case .dragStart: return quirks.contains(.undockedZeroFrame) ? .changeFrame : nil
        case .interactiveMove: return quirks.contains(.silentInteractiveDismiss) ? nil : .changeFrame
        case .interactiveReturn: return .changeFrame
        case .multitaskingChange where !quirks.contains(.multitaskingEmptyFrame): return nil
        default: break
        }
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
        let first = out.count
        var final = AnimationStage(frame: c.toFrame, announced: c.pad.toAnnounced ?? c.toFrame, kind: kind,
                                   duration: timings.keyboardAnimation)
        gestureAndSheetStages(c, quirks: quirks, timings: timings, into: &out, final: &final)

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
        // N18: iOS 8's first keyboard in a process: the keys, then the bar at once, then the whole
        // keyboard again, each a Show group with its Dids (JSQMessagesViewController #701's timings).
        if appearance, c.chattyFirstShow,
           c.keysOnlyFrame.height > 0, c.keysOnlyFrame.height < c.toFrame.height {
            var keys = AnimationStage(frame: c.keysOnlyFrame, announced: c.keysOnlyFrame, kind: .show,
                                      duration: timings.keyboardAnimation)
            keys.didAfter = timings.firstShowKeysDid
            keys.nextAfter = timings.firstShowBarAfter
            out.append(keys)
            var bar = AnimationStage(frame: c.toFrame, announced: c.toFrame, kind: .show, duration: 0).instant
            bar.didAfter = timings.firstShowBarDid
            bar.nextAfter = timings.firstShowFinalAfter
            out.append(bar)
            final.didAfter = timings.firstShowFinalDid
        }
        // N18: the iOS 17 betas announce the first keyboard in a process 44 pt tall, Wills and Dids.
        if appearance, c.firstInProcess, quirks.contains(.firstShowShort) {
            let h = min(timings.firstShowShortHeight, final.announced.height)
            final.announced = Rect(x: final.announced.x, y: final.announced.maxY - h, width: final.announced.width, height: h)
        }
        // N5: from one password field to another the AutoFill bar goes and comes back at once (iOS 17).
        if c.cause == .passwordToPassword, quirks.contains(.passwordSwitchFlicker), c.fromVisible, c.toVisible,
           c.keysOnlyFrame.height > 0, c.keysOnlyFrame.height < c.toFrame.height {
            var keys = AnimationStage(frame: c.keysOnlyFrame, announced: c.keysOnlyFrame, kind: .show, duration: 0).instant
            keys.nextAfter = timings.autofillBarStep
            out.append(keys)
            final = final.instant
        }
        // N5: the credential picker comes over the keyboard: a Show of its bar, 44 pt of it on screen,
        // as IQKeyboardManager #1823 logs (iOS 14.4+); the keyboard then goes under the picker.
        if c.cause == .keychainPresent, quirks.contains(.keychainReturnNegativeFrames), c.fromVisible, !c.toVisible {
            let bar = Rect(x: 0, y: c.screen.height - timings.keychainBarOnScreen, width: c.screen.width,
                           height: timings.keychainBarHeight)
            var show = AnimationStage(frame: c.fromFrame, announced: bar, kind: .show, duration: timings.keyboardAnimation)
            show.hasDid = false
            out.append(show)
        }
        // N5: ... and comes back with frames measured from the top of the screen: the bar, then the
        // keyboard, at negative origins; from the second return on, 648 pt wide on a 414 pt screen.
        if appearance, c.cause == .keychainReturn, quirks.contains(.keychainReturnNegativeFrames) {
            let width = c.keychainReturns == 0 ? c.toFrame.width
                : c.screen.width * timings.keychainLaterReturnWidth / timings.keychainReferenceWidth
            var bar = AnimationStage(frame: c.toFrame, kind: .show, duration: timings.keyboardAnimation,
                                     announced: Rect(x: 0, y: -timings.keychainBarHeight, width: width, height: timings.keychainBarHeight))
            bar.hasDid = false
            bar.nextAfter = timings.autofillBarStep
            out.append(bar)
            final.announced = Rect(x: 0, y: -c.toFrame.height, width: width, height: c.toFrame.height)
        }
        // N5: on iOS 26 a field offered saved credentials is announced without the AutoFill bar above
        // the keys, which the keyboard has (mozilla-mobile/firefox-ios PR 30146: "incorrect keyboard
        // frames ... when autofill displays suggested credentials"; which wrong frame: an estimate).
        if kind == .show, c.credentialSuggestions, quirks.contains(.autofillCredentialsWrongFrame),
           c.keysOnlyFrame.height > 0, c.keysOnlyFrame.height < c.toFrame.height {
            final.announced = c.keysOnlyFrame
        }

        // M2: the final WillShow of a candidate-bar appearance goes missing.
        if appearance && c.candidateBar, quirks.contains(.missingWillShow) { final.dropsWillShow = true }

        // N5: a password field's keyboard shows the keys at once, then grows by the AutoFill bar; not
        // when it comes back from the credential picker, which IQKeyboardManager #1823 logs as the
        // picker's bar, then the whole keyboard.
        if appearance, c.passwordEntry, c.cause != .keychainReturn, quirks.contains(.passwordTwoStepShow),
           c.keysOnlyFrame.height < c.toFrame.height {
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
        // C12: after the swap's Hide the custom view comes up from below, animated (estimate: the
        // keyboard's duration; #1599's log sees it still moving after the WillShow).
        let swapHides = c.cause == .inputViewSwap && quirks.contains(.inputViewSwapHides)
        if c.isResize && !swapHides && (quirks.contains(.instantResize)
            || (c.cause == .predictiveToggle && quirks.contains(.predictiveToggleInstant))) {
            final = final.instant
        } else if c.settings.crossFade, kind != .changeFrame, final.duration > 0 {
            // N6, N15: with cross-fade the keyboard fades instead of sliding: it is where it goes at
            // once and only its opacity animates (react-native-keyboard-controller PR 570).
            final.motion = .instant
            if quirks.contains(.crossFadeTiming) {
                // iOS 26: the fade lasts 0.383 s, its Dids come early, and the keyboard still measures
                // 0 at the DidShow (#1242): it takes its place as the fade ends.
                final.duration = timings.crossFadeDuration
                final.didAfter = timings.crossFadeDidAfter
                final.motion = .step
            }
        }

        // N19: iOS 15 gives the keyboard back after a modal at once, with one notification
        // (react-native-keyboard-controller PR 557: "iOS 15 dispatches only one event").
        if kind == .show, !c.fromVisible, c.cause == .sheetReturn || c.cause == .fullScreenSheetReturn,
           quirks.contains(.modalReturnSingleEvent) {
            final = final.instant
            final.onlyDidShow = true
        }

        // N3, N20: iOS 8's QuickType bar toggled with the keyboard up: a userInfo without the
        // duration and the curve (Stack Overflow 25946121's dictionaries have neither key).
        if c.cause == .predictiveToggle, c.isResize, quirks.contains(.predictiveToggleWithoutAnimationKeys) {
            final = final.instant
            final.withoutAnimationKeys = true
        }
        // O1, K10: iOS 5 and 6 announce the person's own dock or undock with
        // UIKeyboardFrameChangedByUserInteraction 1 (Stack Overflow 7842806).
        if c.cause == .keyboardModeChange, quirks.contains(.undockByHandHides) { final.byUserInteraction = true }

        // N8: a reload's Dids inside the call (C6).
        if c.cause == .reload && quirks.contains(.reloadDidsAtOnce) { final.didAfter = 0 }

        if kind == .hide && !c.toVisible {
            // N6, C13: Prefer Cross-Fade Transitions' hide frame (the empty rect; RxKeyboard PR 107's
            // contested 71 pt rect where that quirk is switched on); N9: the accessory's strip
            // instead of an off-screen rect. Reduce Motion alone keeps the plain hide (react-native #29974).
            if c.settings.crossFade && quirks.contains(.reduceMotionHideFrame) {
                final.announced.height = timings.reduceMotionHideHeight
            } else if c.settings.crossFade && quirks.contains(.crossFadeEmptyHideFrame) {
                final.announced = Rect(x: 0, y: 0, width: c.screen.width, height: 0)
            } else if c.fromVisible, c.accessoryHeight > 0, c.accessoryOwner == .responder,
                      quirks.contains(.accessoryOutsideFrame) {
                final.announced = Rect(x: 0, y: c.screen.height - c.accessoryHeight, width: c.screen.width,
                                       height: c.accessoryHeight)
            }
            // N12: a keyboard that goes with its app, or resigns without animation, claims the duration
            // from iOS 17; it is gone at once and its Dids come a few ms later. Before, a hide without
            // animation is announced as one: duration 0 and its Dids at once (estimate).
            if (c.cause == .ownerLeft || c.cause == .unanimated) && quirks.contains(.detachedDids) {
                final.didAfter = timings.detachedDidAfter
                final.motion = .instant
            } else if c.cause == .unanimated {
                final = final.instant
            }
        }
        if kind == .show && c.toMode == .docked {
            // N9: the keys alone, without a view controller's accessory above them (C8).
            if c.accessoryHeight > 0, c.accessoryOwner == .viewController, quirks.contains(.accessoryOutsideFrame) {
                let a = min(c.accessoryHeight, final.announced.height)
                final.announced = Rect(x: final.announced.x, y: final.announced.y + a, width: final.announced.width,
                                       height: final.announced.height - a)
            }
            // N11: after the photo picker the keyboard is announced shorter than it is.
            if c.cause == .fullScreenSheetReturn && quirks.contains(.photoPickerShortFrame) {
                let s = min(timings.photoPickerShortfall, final.announced.height)
                final.announced.y += s
                final.announced.height -= s
            }
        }
        // O1: iOS 7's hide ends at an infinite, empty rect (CGRectNull: danielamitay/DAKeyboardControl #91).
        if kind == .hide && !c.toVisible && quirks.contains(.infiniteHideFrame) {
            final.announced = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
        }
        // O2: a rotation with the keyboard up is a Hide before the turn and a Show after it, both
        // without animation (iOS 5 to 7), and the pair twice on iOS 8.3; each Show begins off screen
        // in the new orientation, the Hide ends off screen in the old one.
        if c.cause == .rotation, c.fromVisible, c.toVisible, c.toMode == .docked,
           quirks.contains(.rotationHidesAndShows) || quirks.contains(.rotationPairTwice) {
            let oldHidden = c.fromAnnounced.offsetBy(dx: 0, dy: c.fromAnnounced.height)
            let newHidden = KeyboardGeometry.hidden(screen: c.screen, like: c.toFrame)
            let pairs = quirks.contains(.rotationPairTwice) ? 2 : 1
            for i in 0..<pairs {
                var hide = AnimationStage(frame: newHidden, announced: i == 0 ? oldHidden : newHidden, kind: .hide,
                                          duration: 0).instant
                if i > 0 { hide.beginOverride = c.toFrame }
                out.append(hide)
                if i < pairs - 1 {
                    var show = AnimationStage(frame: c.toFrame, announced: c.toFrame, kind: .show, duration: 0).instant
                    show.beginOverride = newHidden
                    out.append(show)
                }
            }
            final = final.instant
            final.beginOverride = newHidden
        }
        // O2: an iPad number pad turned back announces a stale FrameBegin height (openradar 19513: 142
        // instead of 398, from the second rotation on).
        if c.cause == .rotation, c.fromVisible, c.toVisible, c.numberPad, c.pad.isPad, c.rotationsWhileUp >= 2,
           quirks.contains(.numpadRotationStaleBegin) {
            let hidden = KeyboardGeometry.hidden(screen: c.screen, like: c.toFrame)
            final.beginOverride = Rect(x: hidden.x, y: hidden.y, width: hidden.width, height: timings.staleRotationBeginHeight)
        }

        // P2, P3: the iPad's own frames have the last word (an empty FrameEnd, a bogus one in the Wills).
        if c.pad.isPad { PadAnnouncements.addStages(c, quirks: quirks, timings: timings, to: &out, final: &final) }
        // P2: after a multitasking change the frame the apps were told comes back as it was told.
        if c.cause == .multitaskingChange {
            final.announced = c.fromAnnounced.width > 0 && c.fromAnnounced.height > 0 ? c.fromAnnounced : c.fromFrame
        }
        // N19: the lone DidShow is the whole announcement (no earlier step of a third-party or
        // first show), and it comes up from below with its own size, like every show (C15).
        if final.onlyDidShow {
            out.removeSubrange(first...)
            final.beginOverride = KeyboardGeometry.hidden(screen: c.screen, like: final.announced)
        }
        out.append(final)
    }

    /// The shapes of the changes the world does not lay out: a drag's zero rect (K11), a finger's
    /// instant frames (N7), the empty frame of a multitasking change (P2), the password prompt's
    /// flash (N5, C7). The era's other rules then apply to `final` as to any change.
    private static func gestureAndSheetStages(_ c: KeyboardChange, quirks: QuirkSet, timings: Timings,
                                              into out: inout [AnimationStage], final: inout AnimationStage) {
        switch c.cause {
        case .phantomHide:
            // N16: "keyboard was not even present": the hide's FrameEnd has height 0 at the screen's
            // bottom (FluidGroup/Rideau PR 70, "Fix keyboard 0 height").
            final.announced = Rect(x: 0, y: c.screen.height, width: c.screen.width, height: 0)
        case .navigationPop where c.fromVisible && !c.toVisible && quirks.contains(.keyboardSlidesWithNavigation),
             .navigationPush where c.fromVisible && !c.toVisible && quirks.contains(.keyboardSlidesWithNavigation):
            // N19, O1: before iOS 7 the keyboard leaves with the screen it belongs to, to the right
            // for a pop and to the left for a push, with the navigation's curve and duration (rdar
            // 15054825: FrameEnd x = the screen's width for a pop, minus it for a push, curve 0,
            // 0.35 s; "In iOS 7 the x value of the frame is always 0").
            let dx = c.cause == .navigationPop ? c.screen.width : -c.screen.width
            final.announced = c.fromFrame.offsetBy(dx: dx, dy: 0)
            final.duration = timings.navigationTransition
            final.didAfter = timings.navigationTransition
        case .dragStart:
            // K11: the system does not know where the keyboard will land.
            final.announced = .zero
        case .interactiveMove:
            // N7's clean form: each move of the finger an instant frame change.
            final = final.instant
        case .multitaskingChange:
            // P2: a frame of zero width (FlutterViewController.mm: "can happen sometimes when
            // switching between multitasking modes"), then the frame the apps were last told again.
            let told = c.fromAnnounced.width > 0 && c.fromAnnounced.height > 0 ? c.fromAnnounced : c.fromFrame
            var empty = AnimationStage(frame: c.toFrame, announced: Rect(x: told.x, y: told.y, width: 0, height: told.height),
                                       kind: .changeFrame, duration: timings.keyboardAnimation)
            empty.nextAfter = timings.keyboardAnimation
            out.append(empty)
        case .inputViewSwap where quirks.contains(.inputViewSwapHides) && c.fromVisible && c.toVisible:
            // C12: the keyboard's Hide group, its Dids 42 ms on while it is still going down
            // (react-native-keyboard-controller #1599), then the custom view's Show.
            let hidden = KeyboardGeometry.hidden(screen: c.screen, like: c.fromFrame)
            var hide = AnimationStage(frame: hidden, announced: hidden, kind: .hide, duration: timings.keyboardAnimation)
            hide.didAfter = timings.inputViewSwapDidAfter
            hide.nextAfter = timings.inputViewSwapShowAfter
            out.append(hide)
        case .passwordPrompt where c.fromVisible && !c.toVisible && quirks.contains(.passwordPromptFlash):
            // N5, C7: WillShow, then at once a WillHide of duration 0 (flutter/flutter PR 164884).
            var show = AnimationStage(frame: c.fromFrame, announced: c.fromAnnounced, kind: .show,
                                      duration: timings.keyboardAnimation)
            show.hasDid = false
            out.append(show)
            final = final.instant
        default:
            break
        }
    }
}
