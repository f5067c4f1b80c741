import Synchronization
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
    /// The round trips each phase made: calls to keyboardd, commands to sample clients.
    public private(set) var roundTrips: [Phase: RoundTrips] = [:]
    /// Stories played.
    public var stories = 0

    /// Round trips from the driver: each waits for its reply before the driver goes on (the
    /// commands sent at once to several clients count one each).
    public struct RoundTrips: Sendable {
        /// keyboardctl's calls to keyboardd (Control1, properties, Trace).
        public var keyboardd = 0
        /// Commands to sample clients (`sync`, `register`, `focus`, ...); each client's own
        /// calls to keyboardd for it are not counted here.
        public var clients = 0

        static func + (a: Self, b: Self) -> Self { Self(keyboardd: a.keyboardd + b.keyboardd, clients: a.clients + b.clients) }
        static func - (a: Self, b: Self) -> Self { Self(keyboardd: a.keyboardd - b.keyboardd, clients: a.clients - b.clients) }
    }

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

    public mutating func add(_ phase: Phase, _ trips: RoundTrips) {
        roundTrips[phase] = (roundTrips[phase] ?? RoundTrips()) + trips
    }

    public mutating func merge(_ other: PhaseTimings) {
        for (phase, duration) in other.totals { add(phase, duration) }
        for (phase, trips) in other.roundTrips { add(phase, trips) }
        stories += other.stories
    }

    public var total: Duration { totals.values.reduce(.zero, +) }

    /// One line per phase that took time: total ms and ms a story.
    public var lines: [String] {
        let count = max(stories, 1)
        return Phase.allCases.compactMap { phase in
            guard let duration = totals[phase] else { return nil }
            let trips = roundTrips[phase].map {
                ", round trips a story: \(Self.perStory($0.keyboardd, count)) to keyboardd, \(Self.perStory($0.clients, count)) to clients"
            } ?? ""
            return "\(phase.rawValue): \(Self.ms(duration)) ms, \(Self.ms(duration / count)) ms a story" + trips
        } + ["all phases: \(Self.ms(total)) ms, \(Self.ms(total / count)) ms a story (\(stories) stories)"]
    }

    static func perStory(_ total: Int, _ stories: Int) -> String { format(Double(total) / Double(stories)) }

    static func ms(_ duration: Duration) -> String {
        let c = duration.components
        let ms = Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
        return format(ms)
    }
}

/// Counts a runner's round trips as they are made (KeyboarddControl, SampleClientProcess); the
/// runner adds what a phase made to that phase. One runner, one thread (a lock all the same: it
/// is shared with the runner's control and clients).
final class RoundTripCounter: Sendable {
    private let counts = Mutex(PhaseTimings.RoundTrips())

    var total: PhaseTimings.RoundTrips { counts.withLock { $0 } }

    func keyboardd() { counts.withLock { $0.keyboardd += 1 } }
    func client() { counts.withLock { $0.clients += 1 } }
}
