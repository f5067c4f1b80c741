/// Where model time comes from (docs/CONTRACT.md "Delivery and time").
public enum ClockMode: String, CaseIterable, Sendable {
    /// Nothing moves but through Advance and Settle: tests need no sleeps.
    case virtual
    /// Model time follows a monotonic clock from the daemon's start.
    case real
}

/// Model time in milliseconds for either mode.
struct ServerClock {
    let mode: ClockMode
    private let origin = ContinuousClock.now

    init(mode: ClockMode) { self.mode = mode }

    /// Real mode: milliseconds since start. Virtual mode has no time of its own (the model's
    /// `now` is the clock), so this is only asked of a real clock.
    func elapsedMilliseconds() -> UInt64 {
        let elapsed = origin.duration(to: .now).components
        return UInt64(max(0, elapsed.seconds)) * 1000 + UInt64(max(0, elapsed.attoseconds)) / 1_000_000_000_000_000
    }
}
