import Foundation

/// Where model time comes from (CONTRACT.md "Delivery and time").
public enum ClockMode: String, CaseIterable, Sendable {
    /// Nothing moves but through Advance and Settle: tests need no sleeps.
    case virtual
    /// Model time follows a monotonic clock from the daemon's start.
    case real
}

/// Model time in milliseconds for either mode.
struct ServerClock {
    let mode: ClockMode
    private let origin: UInt64 = ServerClock.monotonicNanoseconds()

    init(mode: ClockMode) { self.mode = mode }

    /// Real mode: milliseconds since start. Virtual mode has no time of its own (the model's
    /// `now` is the clock), so this is only asked of a real clock.
    func elapsedMilliseconds() -> UInt64 {
        (ServerClock.monotonicNanoseconds() - origin) / 1_000_000
    }

    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
