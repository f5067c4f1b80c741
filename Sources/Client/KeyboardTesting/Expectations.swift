import Foundation
import KeyboardClient

/// A bench expectation that did not hold, as the `verify` methods throw it (for code outside a
/// test framework); the `expect` methods record the same message as a failure at the caller's line.
public struct BenchExpectationFailure: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

extension KeyboardBench {
    /// `app` received exactly `kinds`, in this order, as its keyboard notifications after `mark`;
    /// with `isLocal`, every one of them has that `UIKeyboardIsLocalUserInfoKey`; with `frameEnd`,
    /// the last one ends at that frame (screen coordinates). Otherwise records a failure at the
    /// caller's line (Swift Testing's issue, or XCTFail) showing the expected and the received
    /// notifications side by side. Returns whether it held.
    @discardableResult
    public func expect(_ app: KeyboardApp, received kinds: [KeyboardEvent.Kind], since mark: BenchMark = .start,
                       isLocal: Bool? = nil, frameEnd: CGRect? = nil, fileID: String = #fileID,
                       filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        holds(CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(BenchExpectationFailure) in
            try verify(app, received: kinds, since: mark, isLocal: isLocal, frameEnd: frameEnd)
        }
    }

    /// `app` received exactly `events` as its lifecycle notifications after `mark`; otherwise
    /// records a failure at the caller's line with both lists side by side.
    @discardableResult
    public func expect(_ app: KeyboardApp, lifecycle events: [LifecycleEvent], since mark: BenchMark = .start,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                       column: UInt = #column) -> Bool {
        holds(CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(BenchExpectationFailure) in
            try verify(app, lifecycle: events, since: mark)
        }
    }

    /// What the app last reported it believes (TrackedKeyboardHeight) is what the keyboard covers
    /// of its window now (KeyboardOverlap): the check a keyboard tracker has to pass. A mismatch
    /// is recorded at the caller's line; throws only when keyboardd cannot be asked.
    @discardableResult
    public func expectBeliefMatchesTruth(_ app: KeyboardApp, fileID: String = #fileID, filePath: StaticString = #filePath,
                                         line: UInt = #line, column: UInt = #column) throws -> Bool {
        let verdict = try verdict(for: app)
        guard verdict.agrees else {
            CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column).record(Self.beliefMessage(verdict))
            return false
        }
        return true
    }

    // MARK: Throwing forms, for code outside a test framework (a benchmark, a script)

    /// ``expect(_:received:since:isLocal:frameEnd:fileID:filePath:line:column:)``, thrown instead of recorded.
    public func verify(_ app: KeyboardApp, received kinds: [KeyboardEvent.Kind], since mark: BenchMark = .start,
                       isLocal: Bool? = nil, frameEnd: CGRect? = nil) throws(BenchExpectationFailure) {
        let events = keyboardNotifications(of: app, since: mark)
        var expected = kinds.map { kind in
            kind.notificationName.rawValue.dropFirst("UIKeyboard".count).dropLast("Notification".count)
                + (isLocal.map { $0 ? " local" : " not local" } ?? "")
        }
        if let frameEnd, !expected.isEmpty { expected[expected.count - 1] += " end \(Self.rect(frameEnd))" }
        func agrees(_ row: Int) -> Bool {
            let event = events[row]
            return event.kind == kinds[row] && (isLocal == nil || event.isLocal == isLocal)
                && (frameEnd == nil || row != kinds.count - 1 || event.frameEnd == frameEnd)
        }
        guard events.count != kinds.count || !events.indices.allSatisfy(agrees) else { return }
        let what = mark == .start ? "its keyboard notifications" : "its keyboard notifications since the mark"
        throw BenchExpectationFailure(message: "\(app.bundleId): \(what) are not what was expected\n"
            + SideBySide.table(expected: expected.map(String.init), received: events.map(Self.summary), agrees: agrees))
    }

    /// ``expect(_:lifecycle:since:fileID:filePath:line:column:)``, thrown instead of recorded.
    public func verify(_ app: KeyboardApp, lifecycle events: [LifecycleEvent], since mark: BenchMark = .start)
        throws(BenchExpectationFailure) {
        let received = lifecycleNotifications(of: app, since: mark)
        guard received != events else { return }
        throw BenchExpectationFailure(message: "\(app.bundleId): its lifecycle notifications are not what was expected\n"
            + SideBySide.table(expected: events.map(Self.short), received: received.map(Self.short)) {
                events[$0] == received[$0]
            })
    }

    /// ``expectBeliefMatchesTruth(_:fileID:filePath:line:column:)``, thrown instead of recorded.
    public func verifyBeliefMatchesTruth(_ app: KeyboardApp) throws {
        let verdict = try verdict(for: app)
        guard verdict.agrees else { throw BenchExpectationFailure(message: Self.beliefMessage(verdict)) }
    }

    // MARK: Messages

    /// Runs a `verify`, recording its failure at `location`.
    private func holds(_ location: CallerLocation, _ verify: () throws(BenchExpectationFailure) -> Void) -> Bool {
        do {
            try verify()
            return true
        } catch {
            location.record(error.message)
            return false
        }
    }

    static func beliefMessage(_ verdict: KeyboardVerdict) -> String {
        "belief is not truth: \(verdict)"
    }

    /// `WillShow end (0, 477, 375, 335) 0.25 s local`.
    static func summary(_ event: KeyboardEvent) -> String {
        var text = String(event.kind.notificationName.rawValue.dropFirst("UIKeyboard".count).dropLast("Notification".count))
        text += " end \(rect(event.frameEnd)) \(number(event.animationDuration)) s"
        switch event.isLocal {
        case true?: text += " local"
        case false?: text += " not local"
        case nil: text += " (no IsLocal)"
        }
        return text
    }

    /// `DidBecomeActive`.
    static func short(_ event: LifecycleEvent) -> String {
        String(event.notificationName.rawValue.dropFirst("UIApplication".count).dropLast("Notification".count))
    }

    static func rect(_ r: CGRect) -> String {
        "(\(number(Double(r.minX))), \(number(Double(r.minY))), \(number(Double(r.width))), \(number(Double(r.height))))"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
