/// How a check turns figures into a verdict: the one rule the bus runner (ScenarioRunner, over
/// sample client processes) and the in-process runner (CompatibilityTable, over the model) both
/// apply, so the two can differ only in the figures they read, never in how they judge them.
/// Geometry in the app's window coordinates; half a point is the same place.
public enum Judgement {
    /// How far the view should be lifted: a docked keyboard's overlap of the window
    /// (App1.KeyboardOverlap) when it reaches the window's bottom; 0 for a keyboard that floats
    /// above it (K12's rule), one that is not docked, or none.
    public static func lift(keyboardDocked: Bool, overlapHeight: Double, overlapMaxY: Double, windowHeight: Double) -> Double {
        guard keyboardDocked, overlapHeight > 0, abs(overlapMaxY - windowHeight) < 0.5 else { return 0 }
        return overlapHeight
    }

    /// The tracker's own layout for the truth's keyboard says where the view belongs (K14's
    /// watchdog does the same); the view's bottom says where it is.
    public static func viewFollowsKeyboard(check number: Int, viewBottom: Double, belongs: Double, truth: Double,
                                           viewLift: Double) -> Verdict {
        let detail = "check \(number): view bottom at \(format(viewBottom)), belongs at \(format(belongs))"
            + " (keyboard covers \(format(truth)), view lifted \(format(viewLift)))"
        if abs(viewBottom - belongs) < 0.5 { return Verdict(.clean, detail) }
        return Verdict(viewBottom < belongs ? .liftedTooHigh : .coveredByKeyboard, detail)
    }

    /// Lifted by the window's height or more is off screen (K11).
    public static func viewOnScreen(check number: Int, viewLift: Double, windowHeight: Double) -> Verdict {
        let detail = "check \(number): view lifted \(format(viewLift)) in a window \(format(windowHeight)) high"
        return Verdict(viewLift < windowHeight ? .clean : .thrownOffScreen, detail)
    }

    /// The focused field's bottom at or above the keyboard's top (F1); no focused field is below it.
    public static func fieldAboveKeyboard(check number: Int, fieldBottom: Double?, windowHeight: Double,
                                          truth: Double) -> Verdict {
        let bottom = fieldBottom ?? .infinity
        let keyboardTop = windowHeight - truth
        let detail = "check \(number): field bottom \(format(bottom)), keyboard top \(format(keyboardTop))"
        return Verdict(bottom <= keyboardTop + 0.5 ? .clean : .fieldCovered, detail)
    }

    /// A visible keyboard window's top is where the pan put it (K8, K9).
    public static func keyboardWindowFollowsPan(check number: Int, visibleTops: [Double], keyboardWindows: Int,
                                                y: Double) -> Verdict {
        let detail = "check \(number): visible keyboard window top " + visibleTops.map(format).joined(separator: ", ")
            + ", pan to \(format(y)), \(keyboardWindows) keyboard window(s)"
        return Verdict(visibleTops.contains { abs($0 - y) < 0.5 } ? .clean : .hiddenWindowMoved, detail)
    }

    /// The last App Switcher snapshot shows no hole (K4).
    public static func snapshotWithoutHole(check number: Int, snapshot: String) -> Verdict {
        Verdict(snapshot == "hole" ? .snapshotHole : .clean, "check \(number): snapshot '\(snapshot)'")
    }
}
