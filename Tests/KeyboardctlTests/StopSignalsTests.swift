import Dispatch
import Glibc
import ProcessSupport
import Testing

/// keyboardctl, the sample clients and the test kit end cleanly on SIGINT and SIGTERM through
/// StopSignals. A signal that comes the moment after `init` must be handled: with a Dispatch
/// signal source behind SIG_IGN it was lost until Dispatch had registered the source on its own
/// thread, and a sample client stopped right after it said "ready" served on forever.
///
/// The handlers run on StopSignals' own thread (no queue): a test that waits on a thread of
/// Dispatch's pool for a handler queued on that pool can wait out its deadline when the suite's
/// parallel tests hold every other thread of it (a CI run under AddressSanitizer timed out so,
/// and the tests queued behind it waited with it).
@Suite(.serialized) struct StopSignalsTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalRightAfterInitIsHandled(_ number: Int32) {
        let received = DispatchSemaphore(value: 0)
        let stops = StopSignals(queue: nil) { received.signal() }
        defer { stops.cancel() }
        kill(getpid(), number)
        #expect(received.wait(timeout: .now() + 30) == .success)
    }

    @Test func everyActiveHandlerRunsAndACancelledOneDoesNot() {
        let first = DispatchSemaphore(value: 0), second = DispatchSemaphore(value: 0)
        let cancelled = StopSignals(queue: nil) { Issue.record("a cancelled handler ran") }
        cancelled.cancel()
        let a = StopSignals(queue: nil) { first.signal() }, b = StopSignals(queue: nil) { second.signal() }
        defer { a.cancel(); b.cancel() }
        kill(getpid(), SIGTERM)
        #expect(first.wait(timeout: .now() + 30) == .success)
        #expect(second.wait(timeout: .now() + 30) == .success)
    }
}
