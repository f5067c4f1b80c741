// Future model events: lifecycle phases and keyboard animation steps. They carry Int ids and
// generation counters, never strings, so pushing one allocates nothing.

enum ScheduledEvent: Hashable, Sendable {
    /// DidBecomeActive after a launch, an app switch or an alert's dismissal.
    case becomeActive(slot: Int, serial: UInt64, transition: UInt32)
    /// DidEnterBackground after WillResignActive.
    case enterBackground(slot: Int, serial: UInt64, transition: UInt32)
    /// The app stops running (no notification: iOS sends none).
    case suspend(slot: Int, serial: UInt64, transition: UInt32)
    /// The next stage of a keyboard animation (M1 steps, K10's second group).
    case keyboardStage(animation: UInt64, stage: Int)
    /// The Did group of a keyboard animation stage.
    case keyboardDid(animation: UInt64, stage: Int)
    /// A sheet's dismissal transition ends (N11).
    case sheetGone(generation: UInt64)
    /// The keyboard arrives where its motion goes (N15): its frame and the truth are published.
    case motionEnd(generation: UInt64)
}
