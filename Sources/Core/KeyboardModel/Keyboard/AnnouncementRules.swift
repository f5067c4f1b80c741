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
}

enum AnnouncementRules {
    /// The name of a one-stage change; nil when nothing is announced (a hidden keyboard moving).
    static func kind(_ c: KeyboardChange, splitSendsHide: Bool) -> AnnouncementKind? {
        switch (c.fromVisible, c.toVisible) {
        case (false, false): return nil
        case (true, false): return .hide
        case (false, true):
            if c.toMode == .docked { return .show }
            // A shown keyboard that is not docked: with the quirk there is never a Show (K10), only
            // frame changes (W2); without it a plain Show.
            return splitSendsHide ? .changeFrame : .show
        case (true, true):
            if c.toMode == .docked && c.fromMode == .docked { return .show }   // height change: W6, M1
            if c.toMode == .docked { return .show }                            // docking back
            // Moving, undocking or splitting a visible keyboard: W2 "moving sends Hide".
            return splitSendsHide ? .hide : .changeFrame
        }
    }

    /// The stages of a change under the quirks on.
    static func stages(_ c: KeyboardChange, quirks: QuirkSet, timings: Timings) -> [AnimationStage] {
        guard let kind = kind(c, splitSendsHide: quirks.contains(.splitSendsHide)) else { return [] }
        var final = AnimationStage(frame: c.toFrame, announced: c.toFrame, kind: kind)
        var out: [AnimationStage] = []

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
