import Foundation
import Synchronization

/// One value handed from one thread to another that waits for it (a reply, a result of work on
/// the loop thread). A pthread condition, not a dispatch semaphore, so that the thread
/// sanitizer sees the hand-over; the wait rechecks the value, so no wake-up is lost.
final class Handover<Value: Sendable>: Sendable {
    private let condition = NSCondition()
    // Written and read with `condition` held too: the mutex makes the value's guard checked.
    private let value = Mutex<Value?>(nil)

    func put(_ value: Value) {
        condition.withLock {
            self.value.withLock { $0 = value }
            condition.signal()
        }
    }

    /// Waits until `put` has run, then returns its value.
    func take() -> Value {
        condition.withLock {
            while true {
                if let value = value.withLock({ $0 }) { return value }
                condition.wait()
            }
        }
    }
}
