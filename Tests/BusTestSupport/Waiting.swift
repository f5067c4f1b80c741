import DBus
import Foundation

public struct TimedOut: Error, CustomStringConvertible {
    public let what: String
    public init(what: String) { self.what = what }
    public var description: String { "timed out waiting for \(what)" }
}

/// The deadline of every wait of the tests on a real event: a guard against a hang, never a
/// timing assertion. It costs nothing when the event comes, so it is long enough for the slowest
/// run the suite has (the whole suite under AddressSanitizer on two busy cores), where a wait of
/// 20 or 30 s once ran out (a sample client's registration in RunTests). keyboardctl's own waits
/// get it through KEYBOARDCTL_TIMEOUT (KeyboardctlBinary.environment).
public enum HangGuard {
    public static let seconds: Double = 300
    public static var duration: Duration { .seconds(seconds) }
}

/// Runs `body` and fails with `TimedOut` if it has not finished within `seconds`: the deadline
/// of an explicit wait on a real event (never a sleep that hopes the event happened). Deadlines
/// guard against hangs and cost nothing when the event comes, so they are generous: with the
/// whole suite running on two busy cores, tests that block their thread can keep the two
/// threads of Swift's cooperative pool from running a waiting task for seconds.
public func withDeadline<T: Sendable>(
    _ seconds: Double = HangGuard.seconds, _ what: String = "an event",
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TimedOut(what: what) }
        return value
    }
}

extension AsyncStream where Element == Message {
    /// The next `count` messages, or `TimedOut`.
    public func take(_ count: Int, within seconds: Double = HangGuard.seconds) async throws -> [Message] {
        let stream = self
        return try await withDeadline(seconds, "\(count) signals") {
            var result: [Message] = []
            for await message in stream {
                result.append(message)
                if result.count == count { break }
            }
            return result
        }
    }
}

/// Waits for the first element satisfying `predicate`, with a deadline.
public func first<Element: Sendable>(in stream: AsyncStream<Element>, within seconds: Double = HangGuard.seconds, _ what: String,
                                     where predicate: @escaping @Sendable (Element) -> Bool) async throws -> Element {
    try await withDeadline(seconds, what) {
        for await element in stream where predicate(element) { return element }
        throw TimedOut(what: "\(what) (the stream ended)")
    }
}

/// The next `count` elements, with a deadline.
public func take<Element: Sendable>(_ count: Int, from stream: AsyncStream<Element>, within seconds: Double = HangGuard.seconds) async throws -> [Element] {
    try await withDeadline(seconds, "\(count) events") {
        var result: [Element] = []
        guard count > 0 else { return result }
        for await element in stream {
            result.append(element)
            if result.count == count { return result }
        }
        throw TimedOut(what: "\(count) events (the stream ended after \(result.count))")
    }
}

/// Runs the blocking `body` on a thread of its own and awaits its result, so that it holds none
/// of the cooperative pool's threads (two on a two-core machine): the other tests' awaits, and
/// the clocks of their `withDeadline`s, need those threads to run at all.
public func onOwnThread<T: Sendable>(_ what: String = "blocking work",
                                      _ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.name = what
        thread.start()
    }
}
