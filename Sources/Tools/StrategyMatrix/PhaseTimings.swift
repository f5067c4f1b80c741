/// Where the stories' time goes, phase by phase, on the monotonic clock (`keyboardctl matrix
/// --timings`, BENCHMARKS.md): a figure to print, never something a test asserts.
public struct PhaseTimings: Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        /// A private bus and keyboardd started (once per job when they are reused).
        case keyboardd
        /// Control1.Reset, the story's device and profile.
        case reset
        /// The sample clients started (or registered again) until each says `ready`.
        case clientsStart = "clients start"
        /// The story's steps, each with its catch-up round trips.
        case steps
        /// The checkpoints.
        case checks
        /// The sample clients gone (stopped, or unregistered for the next story).
        case clientsStop = "clients stop"
        /// The timeline of a cell that differs (`--html`).
        case timeline
    }

    public private(set) var totals: [Phase: Duration] = [:]
    /// Stories played.
    public var stories = 0

    public init() {}

    public mutating func add(_ phase: Phase, _ duration: Duration) {
        totals[phase, default: .zero] += duration
    }

    /// Runs `body`, adding the time it took to `phase` (also when it throws).
    public mutating func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { add(phase, ContinuousClock.now - start) }
        return try body()
    }

    public mutating func merge(_ other: PhaseTimings) {
        for (phase, duration) in other.totals { add(phase, duration) }
        stories += other.stories
    }

    public var total: Duration { totals.values.reduce(.zero, +) }

    /// One line per phase that took time: total ms and ms a story.
    public var lines: [String] {
        let count = max(stories, 1)
        return Phase.allCases.compactMap { phase in
            guard let duration = totals[phase] else { return nil }
            return "\(phase.rawValue): \(Self.ms(duration)) ms, \(Self.ms(duration / count)) ms a story"
        } + ["all phases: \(Self.ms(total)) ms, \(Self.ms(total / count)) ms a story (\(stories) stories)"]
    }

    static func ms(_ duration: Duration) -> String {
        let c = duration.components
        let ms = Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
        return format(ms)
    }
}
