import Foundation
import KeyboardModel
import SampleApps
import StrategyMatrix

/// What one play of a story found in process: the verdict as the bus runner gives it, every
/// check with its figures, where the subject's view was after every step, and what the subject
/// app was told, so a wrong cell can say how far off it ended and where the view left its place.
public struct StoryRun: Sendable {
    public let scenario: Scenario
    public let setup: TrackerChoice
    public let profile: String
    public let device: String
    /// The first check that went wrong, or clean.
    public let verdict: Verdict
    public let judged: [JudgedCheck]
    /// After every step that is not a check, in order.
    public let steps: [StepPlace]
    /// Where the view left its place for the first wrong check, when the check is about the view.
    public let departure: Departure?
    /// The notifications the subject app received, each beside keyboardd's truth.
    public let received: [ReceivedNotification]
    /// The subject's window when the story began, screen coordinates (App1.WindowFrame).
    public let windowFrame: CGRect?

    public var checks: [Verdict] { judged.map(\.verdict) }
    /// The first wrong check.
    public var failing: JudgedCheck? { judged.first { $0.verdict.outcome != .clean } }
}

/// One check as judged: its verdict and, for a check about the view, the figures at the check
/// (the view's bottom beside where it belongs), from which the cell's error is read.
public struct JudgedCheck: Sendable, Hashable {
    public let verdict: Verdict
    /// The check's place in the story, counting every step (as the story lists them).
    public let number: Int
    public let place: StepPlace?
    /// keyboardd's clock at the check, ms.
    public let time: UInt64
    /// How many of the subject's notifications (`StoryRun.received`) came before the check.
    public let received: Int
    /// The keyboard on screen at the check was another app's (Server1.KeyboardOwner).
    public let othersKeyboard: Bool
    /// The check is about the story's subject, whose view the steps follow (not a second judged app).
    public let aboutSubject: Bool
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

    public init(number: Int, step: String, viewBottom: Double, belongs: Double, truth: Double) {
        self.number = number
        self.step = step
        self.viewBottom = viewBottom
        self.belongs = belongs
        self.truth = truth
    }

    /// Positive: the view is that much above its place (lifted too high); negative: below it.
    public var offset: Double { belongs - viewBottom }
    public var isInPlace: Bool { abs(offset) < 0.5 }
}

/// The step from which the view stayed out of its place up to the failing check. The cell's
/// figure is the error at the check; this only says where it began, with no direction, so that a
/// view that left its place downwards and ended too high never reads "too low" and "too high".
public struct Departure: Sendable, Hashable, CustomStringConvertible {
    public let step: StepPlace

    /// "step 4 (notes: focus)".
    public var description: String { "step \(step.number) (\(step.step))" }

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

/// A notification the subject app received, as it was posted, beside how much of the app's
/// window the keyboard really covered at that instant (App1.KeyboardOverlap, N15).
public struct ReceivedNotification: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case keyboard, lifecycle, editing
    }

    public let time: UInt64
    public let kind: Kind
    /// UIKit's name (`UIKeyboardWillShowNotification`).
    public let name: String
    /// The keyboard notification's userInfo as the model made it (kept as it is: it becomes the
    /// contract's names only when someone reads `userInfo`).
    let info: KeyboardUserInfo?
    /// Editing: the responder; lifecycle: the state UIKit reports from now on.
    public let detail: String?
    /// The height of the app's window the keyboard covered then.
    public let truth: Double

    /// A keyboard notification's userInfo under the contract's names.
    public var userInfo: [String: UserInfoValue] { info.map(Self.userInfo) ?? [:] }

    /// FrameBegin and FrameEnd, screen coordinates; nil for another kind of notification.
    var frames: (begin: KeyboardModel.Rect, end: KeyboardModel.Rect)? { info.map { ($0.frameBegin, $0.frameEnd) } }
    /// The animation's duration, where the era's userInfo has one.
    var duration: Double? { info.flatMap { $0.keys.animation ? $0.duration : nil } }
    /// `UIKeyboardIsLocalUserInfoKey`, where the era's userInfo has it.
    var isLocal: Bool? { info.flatMap { $0.keys.isLocal ? $0.isLocal : nil } }

    /// The userInfo under the contract's names, typed as the replay format types them.
    static func userInfo(_ info: KeyboardUserInfo) -> [String: UserInfoValue] {
        var values: [String: UserInfoValue] = [:]
        for (key, value) in info.dictionary {
            switch value {
            case .rect(let r): values[key] = .rect(r.x, r.y, r.width, r.height)
            case .point(let p): values[key] = .point(p.x, p.y)
            case .double(let d): values[key] = .double(d)
            case .bool(let b): values[key] = .bool(b)
            case .string(let s): values[key] = .string(s)
            case .int(let i): values[key] = key == "Sequence" || key == "Time" ? .uint(UInt64(max(0, i))) : .int(i)
            default: continue
            }
        }
        return values
    }

    /// A userInfo value as the replay format types it.
    public enum UserInfoValue: Sendable, Hashable {
        case rect(Double, Double, Double, Double)
        case point(Double, Double)
        case double(Double)
        case int(Int64)
        case uint(UInt64)
        case bool(Bool)
        case string(String)
    }
}
