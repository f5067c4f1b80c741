import Foundation
import KeyboardClient

/// A bench expectation that did not hold. Thrown, so that it fails a Swift Testing test and an
/// XCTest `throws` test alike, with a message that says what was received or believed.
public struct BenchExpectationFailure: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

extension KeyboardBench {
    /// `app` received exactly `kinds`, in this order, as its keyboard notifications after
    /// `mark`; with `isLocal`, every one of them has that `UIKeyboardIsLocalUserInfoKey`; with
    /// `frameEnd`, the last one ends at that frame (screen coordinates).
    public func expect(_ app: KeyboardApp, received kinds: [KeyboardEvent.Kind], since mark: BenchMark = .start,
                       isLocal: Bool? = nil, frameEnd: CGRect? = nil) throws {
        let events = keyboardNotifications(of: app, since: mark)
        func fail(_ what: String) -> BenchExpectationFailure {
            BenchExpectationFailure(message: "\(app.bundleId) \(what); it received:\n"
                + (events.isEmpty ? "  nothing" : events.map { "  \($0)" }.joined(separator: "\n")))
        }
        guard events.map(\.kind) == kinds else {
            throw fail("was expected to receive [\(kinds.map(\.rawValue).joined(separator: ", "))]")
        }
        if let isLocal, let other = events.first(where: { $0.isLocal != isLocal }) {
            throw fail("was expected to receive only IsLocal=\(isLocal) notifications, not \(other.kind.rawValue)")
        }
        if let frameEnd, let last = events.last, last.frameEnd != frameEnd {
            throw fail("was expected to end at FrameEnd \(frameEnd)")
        }
    }

    /// `app` received exactly `events` as its lifecycle notifications after `mark`.
    public func expect(_ app: KeyboardApp, lifecycle events: [LifecycleEvent], since mark: BenchMark = .start) throws {
        let received = lifecycleNotifications(of: app, since: mark)
        guard received == events else {
            throw BenchExpectationFailure(message: "\(app.bundleId) was expected to receive lifecycle "
                + "[\(events.map(\.rawValue).joined(separator: ", "))], it received [\(received.map(\.rawValue).joined(separator: ", "))]")
        }
    }

    /// What the app last reported it believes (TrackedKeyboardHeight) is what the keyboard
    /// covers of its window now (KeyboardOverlap): the check a keyboard tracker has to pass.
    public func expectBeliefMatchesTruth(_ app: KeyboardApp) throws {
        let verdict = try verdict(for: app)
        guard verdict.agrees else { throw BenchExpectationFailure(message: "belief is not truth: \(verdict)") }
    }
}
