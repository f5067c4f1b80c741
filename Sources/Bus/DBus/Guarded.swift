import Foundation
import Synchronization

/// A value behind a lock that both the compiler and the thread sanitizer check. The `Mutex` makes
/// `Sendable` checked; the `NSLock` around it is for the sanitizer: on Linux a contended Mutex
/// is taken in the Synchronization library, which is not instrumented, so the sanitizer misses
/// that hand-over and reports races that are not. Behind the NSLock the Mutex is never contended.
final class Guarded<Value>: Sendable {
    private let lock = NSLock()
    private let value: Mutex<Value>

    init(_ value: sending Value) {
        self.value = Mutex(value)
    }

    func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try value.withLock(body)
    }
}
