import Synchronization

/// A value a test shares with the callbacks that fill it (a signal handler on a loop thread, a
/// reader on a thread of its own): every read and write under one lock. A class, so that a
/// closure made before its owner exists can hold it.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) { mutex = Mutex(value) }

    public func get() -> Value { mutex.withLock { $0 } }
    public func set(_ newValue: Value) { mutex.withLock { $0 = newValue } }
    @discardableResult
    public func update<R: Sendable>(_ body: (inout Value) throws -> R) rethrows -> R { try mutex.withLock { try body(&$0) } }
}
