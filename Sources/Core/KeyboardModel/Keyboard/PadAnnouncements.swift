// How iPad keyboard changes are announced, era by era (K10, W2, P1-P3). AnnouncementRules asks
// here for every change that is not a docked Show; docs/IPAD.md gives the sources.

/// The iPad side of a change: filled by `KeyboardWorld.padChange` on iPads only.
struct PadChange {
    var isPad = false
    /// The keyboard's real frame before the change.
    var fromFrame = Rect.zero
    /// What apps were told that frame is (P3: the bar as the full keyboard rect).
    var fromAnnounced = Rect.zero
    /// Off screen, the size of the keyboard before (P3's hide between bar and keys).
    var hiddenFrame = Rect.zero
    /// The final stage's FrameEnd when it is not the real frame (P1, P3); nil: the real one.
    var toAnnounced: Rect?
    /// The bar above a hardware keyboard (not the keys) before and after (P3).
    var fromBar = false
    var toBar = false
    /// The minimized bar dropped after a drag (P2).
    var barMove = false
    /// The on-screen keyboard was summoned over the bar of a hardware keyboard that stays attached
    /// (P3's toggle), not brought back by the hardware keyboard going.
    var summoned = false
}

enum PadAnnouncements {
    /// A keyboard going away: a Hide, but a floating one leaves with a frame change where the era
    /// posts no Hide for it (P1: flutter_keyboard_visibility#162), and so does an undocked or split
    /// one on iOS 8 (C11).
    static func hideKind(_ c: KeyboardChange, quirks: QuirkSet) -> AnnouncementKind {
        switch c.fromMode {
        case .floating where quirks.contains(.floatingWithoutHide): .changeFrame
        case .undocked where quirks.contains(.undockedDismissFrameOnly), .split where quirks.contains(.undockedDismissFrameOnly):
            .changeFrame
        default: .hide
        }
    }

    /// A keyboard shown somewhere other than docked at the bottom.
    static func detachedKind(_ c: KeyboardChange, quirks: QuirkSet) -> AnnouncementKind {
        // P2: the minimized bar dropped: WillShow with an empty frame, or a plain frame change.
        if c.pad.barMove { return quirks.contains(.barDropZeroFrame) ? .show : .changeFrame }
        if c.toMode == .floating {
            let detachedQuirk = quirks.contains(.floatingSendsHide) || quirks.contains(.floatingWithoutHide)
            if !c.fromVisible { return detachedQuirk ? .changeFrame : .show }   // comes up floating: P1
            guard c.fromMode == .docked else { return .changeFrame }             // moves: frame changes only
            // Docked → floating (P1): one Hide group, or a frame change where no Hide comes.
            if quirks.contains(.floatingWithoutHide) { return .changeFrame }
            return quirks.contains(.floatingSendsHide) ? .hide : .changeFrame
        }
        // Undocked or split: the articles' iPad (K10, W2, M6): never a Show, and moving sends Hide.
        let splitSendsHide = quirks.contains(.splitSendsHide)
        if !c.fromVisible { return splitSendsHide ? .changeFrame : .show }
        // O1, K10: iOS 5 and 6 announce the person's own undocking of a docked keyboard with one
        // Hide group (Stack Overflow 7842806: "If a keyboard is undocked, UIKeyboardWillHideNotification
        // will be raised"); its later moves are frame changes.
        if c.cause == .keyboardModeChange, c.fromMode == .docked, quirks.contains(.undockByHandHides) { return .hide }
        return splitSendsHide ? .hide : .changeFrame
    }

    /// Stages before the final one, and what the final one announces, for P2 and P3.
    static func addStages(_ c: KeyboardChange, quirks: QuirkSet, timings: Timings, to out: inout [AnimationStage],
                          final: inout AnimationStage) {
        // P2: the dropped minimized bar's WillShow carries an empty FrameEnd (CGRectZero).
        if c.pad.barMove && quirks.contains(.barDropZeroFrame) {
            final.announced = .zero
            return
        }
        // P3: the on-screen keyboard summoned over the bar of a hardware keyboard.
        guard c.fromVisible, c.toVisible, c.pad.fromBar, !c.pad.toBar, c.pad.summoned, c.toMode == .docked else { return }
        if quirks.contains(.hardwareToggleHideShow) {
            // iOS 18: the bar hides, the keys show at once; the Wills' FrameEnd is bogus (where the
            // hide ended, off screen: an estimate), the Dids carry the real frame.
            var hide = AnimationStage(frame: c.pad.hiddenFrame, announced: c.pad.hiddenFrame, kind: .hide,
                                      duration: timings.keyboardAnimation)
            hide.hasDid = false
            hide.nextAfter = timings.candidateBarStep
            out.append(hide)
            final.didAnnounced = final.announced
            final.announced = c.pad.hiddenFrame
        } else if quirks.contains(.hardwareToggleDoubleShow) {
            // iOS 9: a first WillShow with the bar's own frame, then the keyboard's; no Hide between.
            // The radar's two heights differ; its figures are cut from the mirror, so the bar's
            // own 55 pt frame for the first is an estimate (C3).
            var first = AnimationStage(frame: c.pad.fromFrame, announced: c.pad.fromFrame, kind: .show,
                                       duration: timings.keyboardAnimation)
            first.hasDid = false
            first.nextAfter = timings.candidateBarStep
            out.append(first)
        }
    }
}
