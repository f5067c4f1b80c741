/// How a story ends for a tracker: clean, or which way it went wrong (the articles' words).
public enum Outcome: String, Sendable, Hashable, CaseIterable, Codable {
    case clean
    /// The view is lifted for a keyboard that is not there, or more than it covers (K3, K7, M1).
    case liftedTooHigh = "lifted too high"
    /// The keyboard covers part of the view the tracker believes it is clear of (K5, M2).
    case coveredByKeyboard = "covered by keyboard"
    /// The view is lifted by the window's height or more (K11).
    case thrownOffScreen = "thrown off screen"
    /// The focused field stays below the keyboard's top (F1).
    case fieldCovered = "field covered"
    /// The pan moved a hidden keyboard window; the visible one did not follow (K9).
    case hiddenWindowMoved = "hidden window moved"
    /// The App Switcher snapshot has a hole where the keyboard was (K4).
    case snapshotHole = "snapshot hole"
}

/// The outcome of one checkpoint or a whole run, with the figures behind it.
public struct Verdict: Sendable, Hashable, CustomStringConvertible {
    public let outcome: Outcome
    /// e.g. "believes 0, truth 291 (check 2)".
    public let detail: String

    public init(_ outcome: Outcome, _ detail: String) {
        self.outcome = outcome
        self.detail = detail
    }

    public var description: String { detail.isEmpty ? outcome.rawValue : "\(outcome.rawValue): \(detail)" }
}
