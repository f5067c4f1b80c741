import Foundation
import KeyboardClient

/// A timer whose time moves only when told (`advance(by:)`), so a test says exactly when a
/// library's own Did or animation end happens, and nothing sleeps. Work due at the same time runs
/// in the order it was scheduled.
///
/// Like the trackers that use it, it lives on the app's queue, where its state is confined.
public final class ManualTrackerTimer: TrackerTimer {
    private final class Work: ScheduledWork {
        let due: TimeInterval
        let order: Int
        let block: @Sendable () -> Void
        private let isCancelled = Confined(false, "ManualTrackerTimer.Work.cancelled")
        var cancelled: Bool { isCancelled.value }

        init(due: TimeInterval, order: Int, block: @escaping @Sendable () -> Void) {
            self.due = due
            self.order = order
            self.block = block
        }

        func cancel() { isCancelled.value = true }
    }

    /// Seconds since the timer was made.
    public private(set) var now: TimeInterval { _read { yield _now.value } _modify { yield &_now.value } }
    private let _now = Confined<TimeInterval>(0, "ManualTrackerTimer.now")
    private var pending: [Work] { _read { yield _pending.value } _modify { yield &_pending.value } }
    private let _pending = Confined<[Work]>([], "ManualTrackerTimer.pending")
    private var scheduled: Int { _read { yield _scheduled.value } _modify { yield &_scheduled.value } }
    private let _scheduled = Confined<Int>(0, "ManualTrackerTimer.scheduled")

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
