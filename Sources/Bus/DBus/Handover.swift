import Foundation

/// One value handed from one thread to another that waits for it (a reply, a result of work on
/// the loop thread). A pthread condition, not a dispatch semaphore, so that the thread
/// sanitizer sees the hand-over; the wait rechecks the value, so no wake-up is lost.
///
/// Unchecked Sendable: `value` is guarded by `condition`.
final class Handover<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    func put(_ value: Value) {
        condition.withLock {
            self.value = value
            condition.signal()
        }
    }

    /// Waits until `put` has run, then returns its value.
    func take() -> Value {
        condition.withLock {
            while value == nil { condition.wait() }
            return value!
        }
    }
}
