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
        try await Self.holder.holding(function)
    }

    private static let holder = AsyncSemaphore(1)
}

extension Trait where Self == ExclusiveUIKitState {
    /// See `ExclusiveUIKitState`.
    public static var exclusiveUIKitState: Self { Self() }
}
