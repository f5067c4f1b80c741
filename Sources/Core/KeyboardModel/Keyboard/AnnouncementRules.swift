// How a keyboard change is announced to apps: which notification names, in how many stages.
// This is where M1, M2, K10/M6/W2 live as rules, so they compose (M2 on top of M1).

struct KeyboardChange {
    var fromVisible: Bool
    var fromMode: KeyboardMode
    var toVisible: Bool
    var toMode: KeyboardMode
    var toFrame: Rect
    /// Frames of the earlier WillShows for a candidate-bar input mode (M1), else empty.
    var intermediateHeights: [Double]
    var candidateBar: Bool
    /// K10's first group: where the keyboard shrinks before it splits or undocks.
    var shrinkFrame: Rect
    /// What an iPad change needs besides (P1-P3); empty on iPhone.
    var pad = PadChange()
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

    /// The stages of a change under the quirks on.
    static func stages(_ c: KeyboardChange, quirks: QuirkSet, timings: Timings) -> [AnimationStage] {
        guard let kind = kind(c, quirks: quirks) else { return [] }
        var final = AnimationStage(frame: c.toFrame, announced: c.pad.toAnnounced ?? c.toFrame, kind: kind)
        var out: [AnimationStage] = []
        if c.pad.isPad { PadAnnouncements.addStages(c, quirks: quirks, timings: timings, to: &out, final: &final) }

        // K10: docked → split/undocked sends two Hide groups: shrink in place, then split and move up.
        if kind == .hide, quirks.contains(.splitSendsHide), c.fromVisible, c.fromMode == .docked,
           c.toVisible, c.toMode == .split || c.toMode == .undocked {
            var shrink = AnimationStage(frame: c.shrinkFrame, announced: c.shrinkFrame, kind: .hide)
            shrink.nextAfter = timings.keyboardAnimation   // the second group starts as the first ends
            out.append(shrink)
        }

        // M1: an appearance of a candidate-bar mode grows in steps, one WillShow per step; only the
        // last has the full height and only the last gets its Dids (the others are superseded).
        let appearance = kind == .show && !c.fromVisible && c.candidateBar
        if appearance, quirks.contains(.repeatedWillShow) {
            for h in c.intermediateHeights where h < c.toFrame.height {
                let f = Rect(x: c.toFrame.x, y: c.toFrame.maxY - h, width: c.toFrame.width, height: h)
                var step = AnimationStage(frame: f, announced: f, kind: .show)
                step.hasDid = false
                step.nextAfter = timings.candidateBarStep
                out.append(step)
            }
        }
        // M2: the final WillShow of the appearance goes missing.
        if appearance, quirks.contains(.missingWillShow) { final.dropsWillShow = true }
        out.append(final)
        return out
    }
}
