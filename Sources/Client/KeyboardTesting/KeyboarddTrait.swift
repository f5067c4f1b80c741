// Swift Testing's way to a bench: a trait that makes it inside the test's scope and closes it
// after, failed or not.
//
//     @Test(.keyboardd(device: .iPhone15, era: .iOS17))
//     func passwordField() throws {
//         let bench = try #require(KeyboardBench.current)
//         ...
//     }
//
// On a suite, one bench serves all its tests: made once in the suite's scope, reset before each
// test (to the test's own trait when it has one), the tests taking it one at a time.

#if canImport(Testing)
import Testing

extension KeyboardBench {
    /// The bench of the running test, set by the `.keyboardd(...)` trait; nil outside one.
    @TaskLocal public static var current: KeyboardBench?

    /// The suite's shared bench and its turn-taking, within a suite's `.keyboardd(...)` scope.
    @TaskLocal static var sharedScope: SharedBenchScope?
}

/// The `.keyboardd(device:era:orientation:settings:)` trait: a private bus and keyboardd for a
/// test, or one shared by a suite's tests, in ``KeyboardBench/current``.
public struct KeyboarddTrait: TestTrait, SuiteTrait, TestScoping {
    public let device: KeyboardDevice?
    public let era: KeyboardEra?
    public let orientation: Server1.Orientation?
    public let settings: [KeyboardSetting: Bool]

    /// On a suite, the trait also scopes each of its tests: that is where the shared bench is reset.
    public var isRecursive: Bool { true }

    /// A suite (its bench is made there) and each test case (where the bench is made, or the
    /// suite's reset). TestTrait and SuiteTrait default differently, and SuiteTrait's skips a
    /// recursive trait's suite: this says both. A parameterized function as a whole gets none:
    /// its cases each get theirs.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase != nil ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if test.isSuite {
            // One bench for the suite, made in its scope and closed when its last test is done.
            let bench = try KeyboardBench(device: device, era: era, orientation: orientation, settings: settings)
            defer { bench.close() }
            try await KeyboardBench.$sharedScope.withValue(SharedBenchScope(bench: bench)) {
                try await function()
            }
        } else if let shared = KeyboardBench.sharedScope {
            try await shared.turn(holding: KeyboardBench.current === shared.bench) {
                // The suite's trait resets to the suite's bench; a test's own trait to its own.
                try shared.bench.reset(device: device, era: era, orientation: orientation, settings: settings)
                try await KeyboardBench.$current.withValue(shared.bench) { try await function() }
            }
        } else {
            let bench = try KeyboardBench(device: device, era: era, orientation: orientation, settings: settings)
            defer { bench.close() }
            try await KeyboardBench.$current.withValue(bench) { try await function() }
        }
    }
}

extension Trait where Self == KeyboarddTrait {
    /// A private bus and keyboardd on the virtual clock for this test (or, on a suite, one for
    /// all its tests, reset before each), on `device` and `era`, turned to `orientation`, with
    /// `settings`; the test finds it in ``KeyboardBench/current``. A test that keyboardd cannot start
    /// for fails with the reason: a device that never ran the era with the contract's message (the
    /// device's iOS and the devices that ran the era).
    public static func keyboardd(device: KeyboardDevice? = nil, era: KeyboardEra? = nil,
                                 orientation: Server1.Orientation? = nil,
                                 settings: [KeyboardSetting: Bool] = [:]) -> Self {
        KeyboarddTrait(device: device, era: era, orientation: orientation, settings: settings)
    }
}

/// A suite's bench and the turns its tests take on it: Swift Testing runs tests in parallel, and
/// one keyboardd holds one story at a time.
final class SharedBenchScope: Sendable {
    let bench: KeyboardBench
    private let lock = TurnLock()

    init(bench: KeyboardBench) {
        self.bench = bench
    }

    /// Runs `body` in this test's turn; `holding` when an outer scope of the same test already
    /// has the turn (the suite's trait, around a test's own trait).
    func turn(holding: Bool, _ body: () async throws -> Void) async throws {
        if holding { return try await body() }
        await lock.acquire()
        do {
            try await body()
        } catch {
            await lock.release()
            throw error
        }
        await lock.release()
    }
}

/// One holder at a time, the others waiting in order: an async lock that never blocks a thread.
actor TurnLock {
    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            held = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
#endif
