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
    public enum Outcome: Sendable, Hashable {
        /// The story played: its verdict, and for a wrong check about the view, where the view
        /// left its place.
        case verdict(Verdict, Departure?)
        /// The story cannot be told on the era: no device of its kind ran it, or the model
        /// refused a step (a feature the era does not have), with why.
        case notApplicable(String)
    }

    /// The device it played on (nil when none could).
    public let device: String?
    public let outcome: Outcome

    public var verdict: Verdict? { if case .verdict(let v, _) = outcome { v } else { nil } }
    public var departure: Departure? { if case .verdict(_, let d) = outcome { d } else { nil } }
    public var isWrong: Bool { verdict.map { $0.outcome != .clean } ?? false }

    /// The grid's mark: ✓ clean; ▲N lifted too high and ▼N covered by keyboard, N the points by
    /// which the view left its place; `off` thrown off screen; `field` field covered; `win`
    /// hidden window moved; `hole` snapshot hole; · not applicable.
    public var mark: String {
        switch outcome {
        case .notApplicable: return "·"
        case .verdict(let verdict, let departure):
            let amount = departure.map { Departure.points(abs($0.step.offset).rounded()) } ?? ""
            switch verdict.outcome {
            case .clean: return "✓"
            case .liftedTooHigh: return "▲" + amount
            case .coveredByKeyboard: return "▼" + amount
            case .thrownOffScreen: return "off"
            case .fieldCovered: return "field"
            case .hiddenWindowMoved: return "win"
            case .snapshotHole: return "hole"
            }
        }
    }
}
