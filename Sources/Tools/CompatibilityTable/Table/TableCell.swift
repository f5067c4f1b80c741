import StrategyMatrix

/// One cell of the table: a set-up (tracker and fixes) through a story on an era.
public struct TableCell: Sendable, Hashable, CustomStringConvertible {
    public let setup: TrackerChoice
    public let story: TableStory
    public let era: String

    public init(setup: TrackerChoice, story: TableStory, era: String) {
        self.setup = setup
        self.story = story
        self.era = era
    }

    public var description: String { "\(story.id) · \(setup) · \(era)" }
}

/// What a cell found.
public struct CellResult: Sendable, Hashable {
    /// Why a cell has no verdict.
    public struct NotApplicable: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// No device of the story's kind ran the era, or the model refused a step (a feature
            /// the era does not have): the story cannot be told there, for any library.
            case storyCannotBeTold = "story"
            /// The era ends before the library's minimum iOS.
            case beforeMinimum = "minimum"
            /// The story asks what the library leaves to something else, or does on purpose.
            case outsidePromise = "promise"
            /// The port does not model what the story needs.
            case notModelled = "model"
        }

        public let kind: Kind
        public let reason: String

        public init(kind: Kind, reason: String) {
            self.kind = kind
            self.reason = reason
        }
    }

    public enum Outcome: Sendable, Hashable {
        /// The story played: its verdict, the figures at the failing check (for a check about the
        /// view: where the view ended beside where it belongs) and where the view left its place.
        case verdict(Verdict, error: StepPlace?, departure: Departure?)
        case notApplicable(NotApplicable)
    }

    /// The device it played on (nil when none could).
    public let device: String?
    public let outcome: Outcome
    /// For a library whose rules are inferred: "inferred", or the report that backs the cell.
    public let inference: String?
    /// What the cell shows when opened: its steps, checks and the notifications the app received
    /// (nil where the story was not played).
    public let evidence: CellEvidence?

    public init(device: String?, outcome: Outcome, inference: String? = nil, evidence: CellEvidence? = nil) {
        self.device = device
        self.outcome = outcome
        self.inference = inference
        self.evidence = evidence
    }

    public var verdict: Verdict? { if case .verdict(let v, _, _) = outcome { v } else { nil } }
    public var departure: Departure? { if case .verdict(_, _, let d) = outcome { d } else { nil } }
    /// The figures at the failing check.
    public var error: StepPlace? { if case .verdict(_, let e, _) = outcome { e } else { nil } }
    public var notApplicable: NotApplicable? { if case .notApplicable(let n) = outcome { n } else { nil } }
    public var isWrong: Bool { verdict.map { $0.outcome != .clean } ?? false }

    /// The grid's mark: ✓ clean; ▲N lifted too high and ▼N covered by keyboard, N the points by
    /// which the view is off its place at the failing check; `field▼N` the focused field N below its
    /// place (`field` where no figure is kept); `off`
    /// thrown off screen; `win` hidden window moved; `hole` snapshot hole; · not applicable.
    public var mark: String {
        switch outcome {
        case .notApplicable: return "·"
        case .verdict(let verdict, let error, _):
            // No figure where the view's bottom is not a number (iOS 7's infinite hide frame, O1).
            let amount = error.flatMap { $0.offset.isFinite ? Departure.points(abs($0.offset).rounded()) : nil } ?? ""
            switch verdict.outcome {
            case .clean: return "✓"
            case .liftedTooHigh: return "▲" + amount
            case .coveredByKeyboard: return "▼" + amount
            case .thrownOffScreen: return "off"
            case .fieldCovered: return "field" + (amount.isEmpty ? "" : "▼" + amount)
            case .hiddenWindowMoved: return "win"
            case .snapshotHole: return "hole"
            }
        }
    }

    /// The cell's words: the verdict with its error at the check, in the mark's direction, then
    /// where the view first left its place ("lifted too high: 94 pt above its place at check 1 …;
    /// left its place at step 6 (ipad: window)").
    public var words: String {
        switch outcome {
        case .notApplicable(let n): return "not applicable: \(n.reason)"
        case .verdict(let verdict, let error, let departure):
            guard verdict.outcome != .clean else { return "clean" }
            var text = verdict.outcome.rawValue
            if let error {
                let amount = Departure.points(abs(error.offset))
                let side = error.offset > 0 ? "above" : "below"
                text += ": \(amount) pt \(side) its place at the check (bottom \(Departure.points(error.viewBottom)), "
                    + "belongs at \(Departure.points(error.belongs)); the keyboard covers \(Departure.points(error.truth)))"
            } else if !verdict.detail.isEmpty {
                text += ": " + verdict.detail
            }
            if let departure { text += "; left its place at \(departure)" }
            return text
        }
    }
}
