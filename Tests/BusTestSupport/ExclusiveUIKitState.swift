import Testing

/// `UIApplication.shared` and `UIDevice.current` belong to the process, as in UIKit: every
/// `KeyboardApp` registered in it claims the first and sets the second from keyboardd's device.
/// All test targets run in one process, in parallel, so a test that registers KeyboardApps in
/// the process holds this trait: another's registrations then never land between its steps and
/// its checks of those two.
public struct ExclusiveUIKitState: TestTrait, SuiteTrait, TestScoping {
    /// Once around a suite (all its tests inside), once around each case of a test.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase != nil ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        await Self.holder.acquire()
        do {
            try await function()
        } catch {
            await Self.holder.release()
            throw error
        }
        await Self.holder.release()
    }

    private static let holder = Holder()

    /// One holder at a time, the others wait in order (never a thread blocked).
    private actor Holder {
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
            if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
        }
    }
}

extension Trait where Self == ExclusiveUIKitState {
    /// See `ExclusiveUIKitState`.
    public static var exclusiveUIKitState: Self { Self() }
}
