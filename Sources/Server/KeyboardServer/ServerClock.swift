import KeyboardContract

/// Model time in milliseconds for either mode (`Server1.ClockMode`, docs/CONTRACT.md "Delivery and
/// time"): virtual, nothing moves but through Advance and Settle (tests need no sleeps); real, model
/// time follows a monotonic clock from the daemon's start.
struct ServerClock {
    let mode: Server1.ClockMode
    private let origin = ContinuousClock.now

    init(mode: Server1.ClockMode) { self.mode = mode }

    /// Real mode: milliseconds since start. Virtual mode has no time of its own (the model's
    /// `now` is the clock), so this is only asked of a real clock.
    func elapsedMilliseconds() -> UInt64 {
        let elapsed = origin.duration(to: .now).components
        return UInt64(max(0, elapsed.seconds)) * 1000 + UInt64(max(0, elapsed.attoseconds)) / 1_000_000_000_000_000
    }
}
