import KeyboardContract

/// Judges a story's checkpoints by Judgement's rules on the figures the sample clients (their
/// belief) and keyboardd (the truth: Keyboard1.Mode, App1.KeyboardOverlap, WindowFrame, Windows,
/// the trace's snapshots) give.
struct CheckJudge {
    let keyboardd: KeyboarddControl
    let clients: StoryClients

    func judge(_ check: Check, number: Int) throws -> Verdict {
        switch check {
        case .viewFollowsKeyboard(let role):
            let truth = try expectedLift(try clients.bundleId(role))
            let belief = try clients.client(role).sync(keyboardHeight: truth)
            return Judgement.viewFollowsKeyboard(
                check: number, viewBottom: belief["viewBottom"] as? Double ?? 0,
                belongs: belief["expectedViewBottom"] as? Double ?? 0, truth: truth,
                viewLift: belief["viewLift"] as? Double ?? 0)
        case .viewOnScreen(let role):
            let lift = try clients.client(role).sync()["viewLift"] as? Double ?? 0
            let window = try keyboardd.appRect(try clients.bundleId(role), App1.PropertyName.windowFrame.rawValue)
            return Judgement.viewOnScreen(check: number, viewLift: lift, windowHeight: window.height)
        case .fieldAboveKeyboard(let role):
            let belief = try clients.client(role).sync()
            let bundleId = try clients.bundleId(role)
            let window = try keyboardd.appRect(bundleId, App1.PropertyName.windowFrame.rawValue)
            return Judgement.fieldAboveKeyboard(check: number, fieldBottom: belief["fieldBottom"] as? Double,
                                                windowHeight: window.height, truth: try expectedLift(bundleId))
        case .keyboardWindowFollowsPan(let role, let y):
            _ = try clients.client(role).sync()
            let keyboards = try keyboardd.windows(try clients.bundleId(role)).filter { $0.kind == App1.WindowKind.keyboard.rawValue }
            return Judgement.keyboardWindowFollowsPan(check: number, visibleTops: keyboards.filter { !$0.hidden }.map(\.frame.y),
                                                      keyboardWindows: keyboards.count, y: y)
        case .snapshotWithoutHole(let role):
            let snapshots = try keyboardd.traceData(app: try clients.bundleId(role), event: "Snapshot")
            guard case .string(let last)? = snapshots.last?["Snapshot"] else {
                throw ScenarioError.noSnapshot(role)
            }
            return Judgement.snapshotWithoutHole(check: number, snapshot: last)
        }
    }

    /// How far the view should be lifted (Judgement.lift) by keyboardd's Keyboard1.Mode and the
    /// app's KeyboardOverlap and WindowFrame.
    func expectedLift(_ bundleId: String) throws -> Double {
        guard try keyboardd.keyboardMode() == Keyboard1.KeyboardMode.docked.rawValue else { return 0 }
        let overlap = try keyboardd.appRect(bundleId, App1.PropertyName.keyboardOverlap.rawValue)
        let window = try keyboardd.appRect(bundleId, App1.PropertyName.windowFrame.rawValue)
        return Judgement.lift(keyboardDocked: true, overlapHeight: overlap.height, overlapMaxY: overlap.maxY,
                              windowHeight: window.height)
    }
}
