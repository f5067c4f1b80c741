import KeyboardModel
import Testing

/// The property tests and the model fuzzer reach every event of the model: a new `Event` case
/// (`Event.Kind` is held to the cases by the compiler) fails here until `RandomEvents` plays it or
/// the list below says why it does not.
@Suite struct RandomEventsTests {
    /// Events that change the device or the era under the invariant checker, which takes the screen
    /// and the era's allowances once per sequence; the fuzzer's `WildEvents` plays SetDevice,
    /// SetProfile and Reset (its checker follows a new screen), and the model's own tests Configure.
    static let leftOut: Set<Event.Kind> = [.setDevice, .setProfile, .configure, .reset]

    @Test func everyEventIsReached() {
        var reached = Set<Event.Kind>()
        for code in 0..<RandomEvents.codeCount {
            for a in 0..<4 {
                for b in 0..<60 {
                    reached.insert(RandomEvents.event(RandomOp(code: code, a: a, b: b, wait: 0), world: KeyboardWorld()).kind)
                }
            }
        }
        let missing = Set(Event.Kind.allCases).subtracting(reached).subtracting(Self.leftOut)
        #expect(missing.isEmpty, "RandomEvents never plays \(missing.map { "\($0)" }.sorted())")
        #expect(reached.isDisjoint(with: Self.leftOut), "played, so not left out: \(reached.intersection(Self.leftOut))")
    }
}
