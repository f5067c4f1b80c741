import BusTestSupport
import DBus
import Foundation
import Testing

/// Method calls under stress: timeouts against a busy peer, calls from inside handlers, missing
/// destinations, many sending threads, closed connections and a bus that dies.
@Suite struct CallTests {
    @Test func asyncAndBlockingCallsAgree() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            for (a, b) in [(Int32(1), Int32(2)), (.max, 1), (-5, -6)] {
                let viaAsync = try await client.callTest(server, "Add", [.int32(a), .int32(b)])
                let viaBlocking = try blocking {
                    try client.call(destination: server.uniqueName, path: TestInterface.path,
                                    interface: TestInterface.name, member: "Add", arguments: [.int32(a), .int32(b)])
                }
                #expect(viaAsync == [.int32(a &+ b)])
                #expect(viaBlocking == viaAsync)
            }
            // The Message forms return the reply itself.
            let call = try Message.methodCall(destination: server.uniqueName, path: TestInterface.path,
                                              interface: TestInterface.name, member: "Split", arguments: [.string("a b")])
            let reply = try await client.call(call)
            #expect(reply.kind == .methodReturn)
            #expect(reply.replySerial == call.serial)
            #expect(reply.sender == server.uniqueName)
            #expect(reply.signature == "asu")
        }
    }

    /// The server's loop thread is stuck: the caller gives up after its own timeout with
    /// NoReply, and once the server is free again a new call gets its own answer (not the late
    /// answer to the abandoned call).
    @Test func busyPeerTimesOutAndTheLayerRecovers() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            let state = TestInterface.State()
            try server.export(TestInterface.path, interfaces: [TestInterface.make(state)])

            let gate = DispatchSemaphore(value: 0)
            var released = false
            defer { if !released { gate.signal() } }
            let blocked = Events<Void>()
            server.perform {
                blocked.yield(())
                gate.wait()
            }
            try await blocked.first(within: HangGuard.seconds, "the server's loop to block")

            let start = ContinuousClock.now
            await expectDBusError(DBusError.noReplyName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(2)], timeout: .milliseconds(300))
            }
            let asyncElapsed = ContinuousClock.now - start
            // Never early. (No upper bound: how late depends on the machine, not on the layer.)
            #expect(asyncElapsed >= .milliseconds(300))

            let blockingStart = ContinuousClock.now
            expectDBusErrorBlocking(DBusError.noReplyName) {
                _ = try client.call(destination: server.uniqueName, path: TestInterface.path,
                                    interface: TestInterface.name, member: "Add",
                                    arguments: [.int32(3), .int32(4)], timeout: .milliseconds(300))
            }
            let blockingElapsed = ContinuousClock.now - blockingStart
            #expect(blockingElapsed >= .milliseconds(300))
            #expect(state.calls.get() == [])

            released = true
            gate.signal()
            #expect(try await client.callTest(server, "Add", [.int32(10), .int32(20)]) == [.int32(30)])
            // The abandoned calls were still handled, in order, before the new one.
            #expect(state.calls.get() == ["Add", "Add", "Add"])
            #expect(try await client.callTest(server, "Add", [.int32(100), .int32(200)]) == [.int32(300)])
        }
    }

    /// A handler on the server's loop thread makes blocking calls to other connections,
    /// including back to the connection whose call it is answering.
    @Test func blockingCallFromInsideAHandler() async throws {
        try await withBus(connections: 3) { _, connections in
            let (relay, backend, client) = (connections[0], connections[1], connections[2])
            try backend.export(TestInterface.path, interfaces: [TestInterface.make()])
            try client.export(ObjectPath(validated: "/client"), interfaces: [TestInterface.make()])
            let backendName = try #require(backend.uniqueName)
            let onLoopThread = Locked<[Bool]>([])

            let relayInterface = DBusInterface(name: "org.keyboardd.Relay1", methods: [
                DBusMethod("Relay", in: [DBusArgument("a", "i"), DBusArgument("b", "i")],
                           out: [DBusArgument("sum", "i"), DBusArgument("caller", "s")]) { call throws(DBusError) in
                    let sum = try relay.call(destination: backendName, path: TestInterface.path,
                                             interface: TestInterface.name, member: "Add", arguments: call.arguments)
                    // Back to the caller, who is waiting for this very call's reply.
                    let caller = try relay.call(destination: call.sender, path: "/client",
                                                interface: TestInterface.name, member: "WhoAmI")
                    return sum + caller
                },
                DBusMethod("RelayError") { _ throws(DBusError) in
                    do throws(DBusError) {
                        _ = try relay.call(destination: backendName, path: "/missing", interface: TestInterface.name,
                                           member: "Add", arguments: [.int32(1), .int32(1)])
                    } catch {
                        throw DBusError(name: "org.keyboardd.Relay1.Error.Relayed", message: error.name)
                    }
                    return []
                },
                DBusMethod("RelayTimeout") { _ throws(DBusError) in
                    // The relay calls itself: it cannot answer while it waits, so this times out.
                    let start = ContinuousClock.now
                    do throws(DBusError) {
                        _ = try relay.call(destination: relay.uniqueName, path: "/relay", interface: "org.keyboardd.Relay1",
                                           member: "RelayError", timeout: .milliseconds(200))
                    } catch {
                        let elapsed = ContinuousClock.now - start
                        onLoopThread.update { $0.append(elapsed >= .milliseconds(200)) }
                        throw error
                    }
                    return []
                },
            ])
            try relay.export(ObjectPath(validated: "/relay"), interfaces: [relayInterface])

            let reply = try await client.call(destination: relay.uniqueName, path: "/relay", interface: "org.keyboardd.Relay1",
                                              member: "Relay", arguments: [.int32(20), .int32(22)])
            // The client answered the relay while it waited for the relay's answer.
            #expect(reply == [.int32(42), .string(try #require(relay.uniqueName))])

            let relayed = await expectDBusError("org.keyboardd.Relay1.Error.Relayed") {
                _ = try await client.call(destination: relay.uniqueName, path: "/relay", interface: "org.keyboardd.Relay1",
                                          member: "RelayError")
            }
            #expect(relayed?.message == DBusError.unknownObjectName)

            await expectDBusError(DBusError.noReplyName) {
                _ = try await client.call(destination: relay.uniqueName, path: "/relay", interface: "org.keyboardd.Relay1",
                                          member: "RelayTimeout")
            }
            #expect(onLoopThread.get() == [true])
            // The relay answers the call to itself it could not take earlier, then new ones.
            let again = try await client.call(destination: relay.uniqueName, path: "/relay", interface: "org.keyboardd.Relay1",
                                              member: "Relay", arguments: [.int32(1), .int32(2)])
            #expect(again.first == .int32(3))
        }
    }

    @Test func callsToANameWithoutOwnerFailWithServiceUnknown() async throws {
        try await withBus(connections: 1) { _, connections in
            let client = connections[0]
            await expectDBusError(DBusError.serviceUnknownName) {
                _ = try await client.call(destination: "org.keyboardd.Nobody", path: "/", interface: nil, member: "Ping")
            }
            expectDBusErrorBlocking(DBusError.serviceUnknownName) {
                _ = try client.call(destination: "org.keyboardd.Nobody", path: "/", interface: nil, member: "Ping")
            }
            // A unique name that was never given out.
            await expectDBusError(DBusError.serviceUnknownName) {
                _ = try await client.call(destination: ":1.99999", path: "/", interface: nil, member: "Ping")
            }
        }
    }

    @Test func eightThreadsSendingConcurrentlyLoseNothing() async throws {
        try await withBus(connections: 2) { _, connections in
            let (sender, receiver) = (connections[0], connections[1])
            let threads = 8, perThread = 1000
            let stream = try receiver.signals(matching: MatchRule(sender: sender.uniqueName, member: "Burst"))
            let failures = Locked<[String]>([])
            let start = DispatchSemaphore(value: 0)
            for thread in 0..<threads {
                Thread {
                    start.wait()
                    for n in 0..<perThread {
                        do throws(DBusError) {
                            try sender.emitSignal(path: "/burst", interface: "org.keyboardd.Burst1", member: "Burst",
                                                  arguments: [.uint32(UInt32(thread)), .uint32(UInt32(n))])
                        } catch {
                            failures.update { $0.append("\(thread)/\(n): \(error)") }
                        }
                    }
                }.start()
            }
            for _ in 0..<threads { start.signal() }

            let messages = try await stream.take(threads * perThread, within: HangGuard.seconds)
            #expect(failures.get() == [])
            var perSender = [[UInt32]](repeating: [], count: threads)
            for message in messages {
                let (thread, n) = try message.arguments().decode(UInt32.self, UInt32.self)
                perSender[Int(thread)].append(n)
            }
            // All of them, and each thread's in the order it sent them.
            for sequence in perSender {
                #expect(sequence == (0..<perThread).map { UInt32($0) })
            }
        }
    }

    /// A call sent from another thread while the loop thread is taking a signal in: libdbus
    /// queues it without writing it when the loop holds the connection's I/O path, and only
    /// wakes the loop, with no write watch armed. Unless the loop then writes what is queued,
    /// the call leaves with the connection's next send, here never: it would end in NoReply.
    @Test func callsSentWhileSignalsArriveAreWritten() async throws {
        try await withBus(connections: 3) { _, connections in
            let (server, client, flooder) = (connections[0], connections[1], connections[2])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            // At most 100 signals on their way: the client's loop is always reading, and a reply
            // never queues behind a backlog that grows with the machine's load.
            // (Made at 0 and raised: libdispatch traps on disposing a semaphore below its initial value.)
            let credit = DispatchSemaphore(value: 0)
            for _ in 0..<100 { credit.signal() }
            let received = Locked(0)
            let subscription = try client.subscribe(MatchRule(sender: flooder.uniqueName, member: "Tick")) { _ in
                received.update { $0 += 1 }
                credit.signal()
            }
            defer { subscription.cancel() }
            let stop = Locked(false)
            let stopped = DispatchSemaphore(value: 0)
            Thread {
                while !stop.get() {
                    // A bounded wait, so that the thread sees `stop` even when no credit comes back.
                    guard credit.wait(timeout: .now() + .milliseconds(100)) == .success else { continue }
                    try? flooder.emitSignal(path: "/tick", interface: "org.keyboardd.Tick1", member: "Tick")
                }
                stopped.signal()
            }.start()
            defer {
                stop.set(true)
                stopped.wait()
            }
            for n in Int32(0)..<1000 {
                #expect(try await client.callTest(server, "Add", [.int32(n), .int32(1)]) == [.int32(n + 1)])
            }
            #expect(received.get() > 0)
        }
    }

    @Test func closedConnectionRefusesToSend() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            let disconnects = Locked(0)
            client.onDisconnect { disconnects.update { $0 += 1 } }
            #expect(try await client.callTest(server, "Add", [.int32(1), .int32(1)]) == [.int32(2)])

            client.close()
            client.close()   // idempotent
            #expect(!client.isConnected)
            expectDBusErrorBlocking(DBusError.disconnectedName) {
                try client.emitSignal(path: "/t", interface: "org.keyboardd.Test1", member: "Late")
            }
            expectDBusErrorBlocking(DBusError.disconnectedName) {
                try client.send(try Message.signal(path: "/t", interface: "org.keyboardd.Test1", member: "Late"))
            }
            await expectDBusError(DBusError.disconnectedName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(1)])
            }
            expectDBusErrorBlocking(DBusError.disconnectedName) {
                _ = try client.call(destination: server.uniqueName, path: TestInterface.path,
                                    interface: TestInterface.name, member: "Add", arguments: [.int32(1), .int32(1)])
            }
            expectDBusErrorBlocking(DBusError.disconnectedName) {
                _ = try client.subscribe(MatchRule(member: "Late")) { _ in }
            }
            // close() is not a lost connection.
            #expect(disconnects.get() == 0)
            #expect(server.isConnected)
        }
    }

    /// A handler that closes its own connection: its reply can no longer go out, and the bus
    /// answers the caller for the departed connection at once instead of letting it time out.
    @Test func closingInsideAHandlerEndsTheCallPromptly() async throws {
        try await withBus(connections: 2) { _, connections in
            let (server, client) = (connections[0], connections[1])
            try server.export(TestInterface.path, interfaces: [DBusInterface(name: "org.keyboardd.Quit1", methods: [
                DBusMethod("Quit", out: [DBusArgument("ok", "b")]) { _ in
                    server.close()
                    return [.boolean(true)]
                },
            ])])
            let gone = Events<String?>()
            let serverName = try #require(server.uniqueName)
            let watch = try client.watchNameOwner(serverName) { _, _, new in gone.yield(new) }
            defer { watch.cancel() }

            // The bus answers for the departed connection; the layer's own timeout (25 s by
            // default) would say "no reply to Quit within …". Told apart by who wrote the message.
            let error = await expectDBusError(DBusError.noReplyName) {
                _ = try await client.call(destination: server.uniqueName, path: TestInterface.path,
                                          interface: "org.keyboardd.Quit1", member: "Quit")
            }
            #expect(error.map { !$0.message.hasPrefix("no reply to") } == true, "\(error?.message ?? "")")
            #expect(try await gone.first(within: HangGuard.seconds, "the server to leave the bus") == nil)
            #expect(!server.isConnected)
            #expect(client.isConnected)
        }
    }

    /// Calls racing `close()` from other threads all end, answered or refused; none is left
    /// waiting for a reply that nobody will deliver.
    @Test func callsRacingCloseAllEnd() async throws {
        try await withBus(connections: 1) { bus, connections in
            let server = connections[0]
            try server.export(TestInterface.path, interfaces: [TestInterface.make()])
            let destination = try #require(server.uniqueName)
            let rounds = 60, callers = 3
            let outcomes = Events<String>()
            for _ in 0..<rounds {
                let client = try bus.connect()
                defer { client.close() }
                let firstAnswers = Events<Void>()
                for _ in 0..<callers {
                    Thread {
                        var answered = 0
                        while true {
                            do throws(DBusError) {
                                _ = try client.call(destination: destination, path: TestInterface.path,
                                                    interface: TestInterface.name, member: "Add",
                                                    arguments: [.int32(1), .int32(1)], timeout: HangGuard.duration)
                                answered += 1
                                if answered == 1 { firstAnswers.yield(()) }
                            } catch {
                                outcomes.yield(error.name)
                                return
                            }
                        }
                    }.start()
                }
                _ = try await firstAnswers.next(callers, within: HangGuard.seconds, "first answers")
                client.close()
            }
            let ends = try await outcomes.next(rounds * callers, within: HangGuard.seconds, "callers to see the close")
            #expect(Set(ends) == [DBusError.disconnectedName])
        }
    }

    /// The bus goes away under a connection with a call in flight: the call fails instead of
    /// hanging, `onDisconnect` runs, and the connection refuses further work.
    @Test func deadBusFailsPendingCallsAndRunsOnDisconnect() async throws {
        try await withBus(connections: 2) { bus, connections in
            let (server, client) = (connections[0], connections[1])
            let entered = Events<Void>()
            let gate = DispatchSemaphore(value: 0)
            // Both calls may reach the server's handler; each needs a release.
            defer { gate.signal(); gate.signal() }
            try server.export(TestInterface.path, interfaces: [DBusInterface(name: "org.keyboardd.Slow1", methods: [
                DBusMethod("Hold") { _ in
                    entered.yield(())
                    gate.wait()
                    return []
                },
            ])])
            let clientLost = Events<Void>()
            client.onDisconnect { clientLost.yield(()) }
            let serverLost = Events<Void>()
            server.onDisconnect { serverLost.yield(()) }

            let outcomes = Events<String>()
            let destination = try #require(server.uniqueName)
            Task {
                do throws(DBusError) {
                    _ = try await client.call(destination: destination, path: TestInterface.path,
                                              interface: "org.keyboardd.Slow1", member: "Hold")
                    outcomes.yield("answered")
                } catch {
                    outcomes.yield(error.name)
                }
            }
            Thread {
                do throws(DBusError) {
                    _ = try client.call(destination: destination, path: TestInterface.path,
                                        interface: "org.keyboardd.Slow1", member: "Hold")
                    outcomes.yield("answered")
                } catch {
                    outcomes.yield(error.name)
                }
            }.start()
            // The server has one of the calls; the other waits behind it.
            try await entered.first(within: HangGuard.seconds, "the server to take a call")

            bus.stop()
            try await clientLost.first(within: HangGuard.seconds, "the client's onDisconnect")
            for outcome in try await outcomes.next(2, within: HangGuard.seconds, "the pending calls to fail") {
                #expect(outcome == DBusError.disconnectedName || outcome == DBusError.noReplyName)
            }
            #expect(!client.isConnected)
            await expectDBusError(DBusError.disconnectedName) {
                _ = try await client.callTest(server, "Add", [.int32(1), .int32(1)])
            }
            expectDBusErrorBlocking(DBusError.disconnectedName) {
                try client.emitSignal(path: "/t", interface: "org.keyboardd.Test1", member: "Late")
            }
            // Registered after the loss, the handler runs at once.
            let late = Locked(false)
            client.onDisconnect { late.set(true) }
            #expect(late.get())

            // The server notices once its handlers return.
            gate.signal()
            gate.signal()
            try await serverLost.first(within: HangGuard.seconds, "the server's onDisconnect")
            #expect(!server.isConnected)
        }
    }
}
