import StrategyMatrix

/// What a played cell shows when it is opened: where the view was after every step beside where
/// it belongs (what `--explain` prints), every check with its verdict, and the notifications the
/// judged app received, each beside how much of its window the keyboard really covered then.
public struct CellEvidence: Sendable, Hashable {
    public let steps: [StepPlace]
    public let checks: [JudgedCheck]
    public let received: [ReceivedNotification]

    public init(steps: [StepPlace], checks: [JudgedCheck], received: [ReceivedNotification]) {
        self.steps = steps
        self.checks = checks
        self.received = received
    }

    init(_ run: StoryRun) {
        self.init(steps: run.steps, checks: run.judged, received: run.received)
    }
}
