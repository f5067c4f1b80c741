import Foundation
import KeyboardClient

/// A timer whose time moves only when told (`advance(by:)`), so a test says exactly when a
/// library's own Did or animation end happens, and nothing sleeps. Work due at the same time runs
/// in the order it was scheduled.
///
/// Like the trackers that use it, it lives on the app's queue, where its state is confined.
public final class ManualTrackerTimer: TrackerTimer, ConfinedObject {
    fileprivate final class Work: ScheduledWork {
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

    public struct State {
        /// Seconds since the timer was made.
        public fileprivate(set) var now: TimeInterval = 0
        fileprivate var pending: [Work] = []
        fileprivate var scheduled = 0
    }

    public let state = Confined(State())

    public init() {}

    @discardableResult
    public func schedule(after seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> any ScheduledWork {
        state.scheduled += 1
        let item = Work(due: state.now + max(0, seconds), order: state.scheduled, block: work)
        state.pending.append(item)
        return item
    }

    /// Work scheduled and neither run nor cancelled.
    public var pendingCount: Int { state.pending.filter { !$0.cancelled }.count }

    /// Moves time on by `seconds`, running what falls due on the way, earliest first (work that
    /// schedules more work within the span has it run too).
    public func advance(by seconds: TimeInterval) {
        let end = state.now + seconds
        while let next = state.pending.filter({ !$0.cancelled && $0.due <= end })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            state.pending.removeAll { $0 === next }
            state.now = max(state.now, next.due)
            next.block()
        }
        state.pending.removeAll { $0.cancelled }
        state.now = end
    }
}
