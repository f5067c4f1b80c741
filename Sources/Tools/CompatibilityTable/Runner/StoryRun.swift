import Foundation
import SampleApps
import StrategyMatrix

/// What one play of a story found in process: the verdict as the bus runner gives it, every
/// check, and where the subject's view was after every step, so a wrong cell can say where the
/// view left its place.
public struct StoryRun: Sendable {
    public let scenario: Scenario
    public let setup: TrackerChoice
    public let profile: String
    public let device: String
    /// The first check that went wrong, or clean.
    public let verdict: Verdict
    public let checks: [Verdict]
    /// After every step that is not a check, in order.
    public let steps: [StepPlace]
    /// Where the view left its place for the first wrong check, when the check is about the view.
    public let departure: Departure?
}

/// The subject's view after one step, beside where its own layout puts it for the truth.
public struct StepPlace: Sendable, Hashable {
    /// 1-based, counting every step of the story, checks included (as the story lists them).
    public let number: Int
    public let step: String
    public let viewBottom: Double
    /// Where the tracker's layout puts the view's bottom for the keyboard the truth says.
    public let belongs: Double
    /// The docked keyboard's overlap of the window (Judgement.lift).
    public let truth: Double

    /// Positive: the view is that much above its place (lifted too high); negative: below it.
    public var offset: Double { belongs - viewBottom }
    public var isInPlace: Bool { abs(offset) < 0.5 }
}

/// The step from which the view stayed out of its place up to the failing check, and how far.
public struct Departure: Sendable, Hashable, CustomStringConvertible {
    public let step: StepPlace

    /// "step 4 (notes: focus): 333 pt too high".
    public var description: String {
        "step \(step.number) (\(step.step)): \(Departure.points(abs(step.offset))) pt "
            + (step.offset > 0 ? "too high" : "too low")
    }

    static func points(_ value: Double) -> String { SampleBelief.describe(value) }

    /// The start of the last run of out-of-place steps before `checkNumber`, if the view was out of
    /// place at the step just before it.
    static func find(in steps: [StepPlace], before checkNumber: Int) -> Departure? {
        let before = steps.filter { $0.number < checkNumber }
        guard let last = before.last, !last.isInPlace else { return nil }
        var start = last
        for place in before.reversed() {
            guard !place.isInPlace else { break }
            start = place
        }
        return Departure(step: start)
    }
}
