import BusTestSupport
import DBus
import Foundation
import Testing

/// Async calls end when their task is cancelled; work sent to a closed loop is refused.
@Suite struct CancellationTests {
    @Test func cancellingTheTaskEndsAPendingCall() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [TestInterface.make(state)])
            // Hold the server's loop so the call stays pending.
            let gate = DispatchSemaphore(value: 0)
            defer { gate.signal() }
            let blocked = Events<Void>()
            server.perform {
                blocked.yield(())
                gate.wait()
            }
            try await blocked.first(within: HangGuard.seconds, "the server's loop to block")

            let outcome = Events<String>()
            let task = Task {
                do {
                    _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)])
                    outcome.yield("answered")
                } catch {
                    outcome.yield((error as? DBusError)?.name ?? "\(error)")
                }
            }
            task.cancel()
            // Ends with Cancelled long before the 25 s default timeout would.
            #expect(try await outcome.first(within: HangGuard.seconds, "the cancelled call to end") == DBusError.cancelledName)
        }
    }

    @Test func cancellingBeforeTheCallIsSentStillEndsIt() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let gate = DispatchSemaphore(value: 0)
            defer { gate.signal() }
            server.perform { gate.wait() }   // never answers while held
            let outcome = Events<String>()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }   // cancelled before the call starts
                do {
                    _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)])
                    outcome.yield("answered")
                } catch {
                    outcome.yield((error as? DBusError)?.name ?? "\(error)")
                }
            }
            let ended = try await outcome.first(within: HangGuard.seconds, "the cancelled call to end")
            #expect(ended == DBusError.cancelledName)
            _ = await task.value
        }
    }

    @Test func performAfterCloseIsRefused() async throws {
        try await withBus(connections: 1) { _, connections in
            let connection = connections[0]
            let ran = Events<Void>()
            #expect(connection.perform { ran.yield(()) })
            try await ran.first(within: HangGuard.seconds, "work on the loop")
            connection.close()
            #expect(!connection.perform { ran.yield(()) })
        }
    }
}
