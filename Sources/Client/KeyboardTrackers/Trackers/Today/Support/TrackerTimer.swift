import Foundation

/// Work a tracker scheduled for later; `cancel()` drops it if it has not run.
public protocol ScheduledWork: AnyObject, Sendable {
    func cancel()
}

/// A timer on the app's queue, for the two libraries that wait for time to pass themselves:
/// react-native-keyboard-controller posts its own Did after the keyboard's duration (it does not
/// trust the system's), and the Flutter engine knows an inset animation is running until the
/// animation's completion. The articles' trackers never needed one.
///
/// The sample apps use `DispatchTrackerTimer` (wall time on the app's queue); tests and anything
/// that must not depend on wall time use `ManualTrackerTimer`.
public protocol TrackerTimer: Sendable {
    /// Runs `work` on the app's queue after `seconds` (at once for 0 or less, still later than now).
    @discardableResult
    func schedule(after seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> any ScheduledWork
}

/// `DispatchQueue.asyncAfter` on the app's queue, as the libraries do it (react-native-keyboard-
/// controller: `DispatchQueue.main.asyncAfter` with a `DispatchWorkItem`).
public struct DispatchTrackerTimer: TrackerTimer {
    public let queue: DispatchQueue

    public init(queue: DispatchQueue = .main) {
        self.queue = queue
    }

    @discardableResult
    public func schedule(after seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> any ScheduledWork {
        let item = DispatchWorkItem(block: work)
        queue.asyncAfter(deadline: .now() + max(0, seconds), execute: item)
        return DispatchScheduledWork(item: item)
    }
}

// Unchecked: DispatchWorkItem is thread-safe to cancel but not marked Sendable on Linux.
private final class DispatchScheduledWork: ScheduledWork, @unchecked Sendable {
    let item: DispatchWorkItem
    init(item: DispatchWorkItem) { self.item = item }
    func cancel() { item.cancel() }
}
