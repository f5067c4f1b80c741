/// Where the in-process runner and the bus runner (ScenarioRunner with sample client processes)
/// cannot give the same verdict for a curated cell of the strategy matrix, by the cell's
/// description (`story · tracker + fixes · profile`), with why. RunnerAgreementTests plays every
/// other curated cell both ways and expects the same checks.
///
/// None today. What only a process has, and why no curated cell depends on it:
/// - timers on wall time: the trackers that wait themselves (react-native-keyboard-controller's
///   own Did, the Flutter engine's animation) wait on the app's queue in a sample client, so what
///   they did by the next step depends on the machine; in process they wait on the model's clock
///   (VirtualTimer). No curated cell uses them: the table's cells for them exist only in process.
/// - the sample client's own watchdog timer, once a wall-clock second (K14): the stories check the
///   watchdog with an explicit step, which both runners play; the in-process runner has no
///   wall-clock check, so a watchdog can only fix the view where a story asks it to.
/// - when an app reacts: a sample client handles a step's notifications after the step (Settle,
///   Advance), the in-process app at the instant of each (SimulatedDevice). The stories keep the
///   steps whose notifications an app reacts to with a call (LaunchApp for the responder guard and
///   the snapshot cover) at one instant, so both react at the same model time.
///
/// Beyond the curated cells (BroadAgreementTests, on request): every set-up of the table through
/// every story and era a curated cell names, 1829 cells, agreed but for 72, all of them
/// react-native-keyboard-controller's: over the bus its own `onEnd` had not come on wall time by
/// the check (the view had not moved: "covered by keyboard"), or had by chance; in process it
/// comes 0.25 s of model time after the Will. The Flutter engine's timer moves no end state, and
/// agreed everywhere.
public enum RunnerAgreement {
    public static let busOnly: [String: String] = [:]

    /// The trackers whose cells over the bus depend on wall time (their TrackerTimer).
    public static let wallTimeTrackers: Set<String> = ["rn-keyboard-controller", "flutter"]
}
