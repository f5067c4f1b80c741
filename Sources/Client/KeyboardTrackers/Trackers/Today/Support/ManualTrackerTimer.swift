import Foundation

/// A timer whose time moves only when told (`advance(by:)`), so a test says exactly when a
/// library's own Did or animation end happens, and nothing sleeps. Work due at the same time runs
/// in the order it was scheduled.
///
/// Like the trackers that use it, it lives on the app's queue (hence `@unchecked Sendable`).
public final class ManualTrackerTimer: TrackerTimer, @unchecked Sendable {
    private final class Work: ScheduledWork, @unchecked Sendable {
        let due: TimeInterval
        let order: Int
        let block: @Sendable () -> Void
        var cancelled = false

        init(due: TimeInterval, order: Int, block: @escaping @Sendable () -> Void) {
            self.due = due
            self.order = order
            self.block = block
        }

        func cancel() { cancelled = true }
    }

    /// Seconds since the timer was made.
    public private(set) var now: TimeInterval = 0
    private var pending: [Work] = []
    private var scheduled = 0

    public init() {}

    @discardableResult
    public func schedule(after seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> any ScheduledWork {
        scheduled += 1
        let item = Work(due: now + max(0, seconds), order: scheduled, block: work)
        pending.append(item)
        return item
    }

    /// Work scheduled and neither run nor cancelled.
    public var pendingCount: Int { pending.filter { !$0.cancelled }.count }

    /// Moves time on by `seconds`, running what falls due on the way, earliest first (work that
    /// schedules more work within the span has it run too).
    public func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while let next = pending.filter({ !$0.cancelled && $0.due <= end })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0 === next }
            now = max(now, next.due)
            next.block()
        }
        pending.removeAll { $0.cancelled }
        now = end
    }
}
