/// What one run of a story with one tracker set-up found.
public struct ScenarioRun: Sendable {
    public let scenario: Scenario
    public let setup: TrackerChoice
    public let profile: String
    /// The first checkpoint that went wrong, or clean.
    public let verdict: Verdict
    /// Every checkpoint in order.
    public let checks: [Verdict]
    /// What each sample client printed, by role: for a failure message or a picture.
    public let transcripts: [String: [String]]
    /// Each app's sample client process, by role (a kept process plays apps of many stories).
    public let processIDs: [String: Int32]
    /// The last trace record of the story itself; the records after it are the sample clients
    /// leaving when the run ends.
    public let traceEnd: UInt64
}

/// A tracker and the fixes around it, as the sample clients take them on their command line
/// (`--tracker naive --fix responder-guard`).
public struct TrackerChoice: Sendable, Hashable, CustomStringConvertible {
    public let tracker: String
    public let fixes: [String]

    public init(_ tracker: String, fixes: [String] = []) {
        self.tracker = tracker
        self.fixes = fixes
    }

    public var description: String { ([tracker] + fixes).joined(separator: " + ") }
    /// `--fix none` when there is none, so no example's default fixes slip in.
    var arguments: [String] { ["--tracker", tracker] + (fixes.isEmpty ? ["--fix", "none"] : fixes.flatMap { ["--fix", $0] }) }
}

/// After one step: the subject's belief beside keyboardd's truth (for the main job's story).
public struct StepReport: Sendable {
    public let index: Int
    public let step: String
    /// How far the subject's tracker lifted its view, and how far the keyboard says it should be.
    public let believedLift: Double
    public let truthLift: Double
}
