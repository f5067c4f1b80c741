/// The articles' trackers by name, for a sample app's `--tracker` flag.
public enum TrackerKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `NaiveTracker`: WillShow lifts, WillHide drops, subscribed for good (B1's mistake; K3, K7).
    case naive
    /// `NaiveTracker` in its `.incremental` style: every WillShow lifts by its height, the
    /// per-notification increments nixzhu's KeyboardMan article warns about (M1 drifts by their sum).
    case naiveIncremental = "naive-incremental"
    /// `IntersectionTracker`: FrameEnd ∩ view → content inset, subscribed while on screen (B1, B2).
    case intersection
    /// `MailRuKeyboardTracker`: WillChangeFrame, window conversion, undocked check (K12, K13).
    case mailru
    /// `KeyboardManTracker` over `KeyboardMan` (M4-M7).
    case keyboardman
    /// `KeyboardListener`: the focused field above the keyboard (F1, F2).
    case listener
    /// `KeyboardGuideLayout`: a layout guide whose height follows the keyboard (W4, W5).
    case guide

    public var description: String { rawValue }
}
