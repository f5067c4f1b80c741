import BusTestSupport
import DBus
import Foundation
import Testing

/// Signals between connections: bus matches, unicast, unsubscribing, NameOwnerChanged, order.
/// Every "does not arrive" is proven by a later marker signal that does arrive, from the same
/// sender, so the bus's per-sender ordering guarantees the unwanted one would have come first.
@Suite struct SignalTests {
    static let interface = "org.keyboardd.Signals1"
    static let path: ObjectPath = "/org/keyboardd/Signals"

    static func rule(_ member: String? = nil, from sender: Connection? = nil) -> MatchRule {
        MatchRule(sender: sender?.uniqueName, interface: interface, member: member)
    }

    static func emit(_ from: Connection, _ member: String, _ value: UInt32 = 0, to destination: String? = nil) throws {
        try from.emitSignal(path: path, interface: interface, member: member, arguments: [.uint32(value)],
                            destination: destination)
    }

    @Test func broadcastReachesBusMatchesOnly() async throws {
        try await withBus(connections: 4) { _, connections in
            let (emitter, streamer, handled, localOnly) = (connections[0], connections[1], connections[2], connections[3])
            let stream = try streamer.signals(matching: Self.rule("Tick", from: emitter))
            let received = Events<Message>()
            let subscription = try handled.subscribe(Self.rule("Tick")) { received.yield($0) }
            defer { subscription.cancel() }
            // No AddMatch: a broadcast never reaches this connection.
            let local = Events<String>()
            let localSubscription = try localOnly.subscribe(Self.rule(), addToBus: false) { local.yield($0.member ?? "") }
            defer { localSubscription.cancel() }

            try Self.emit(emitter, "Tick", 7)
            let viaStream = try #require(try await stream.take(1).first)
            let viaHandler = try await received.first(within: HangGuard.seconds, "Tick")
            for message in [viaStream, viaHandler] {
                #expect(message.sender == emitter.uniqueName)
                #expect(message.path == Self.path)
                #expect(message.interface == Self.interface)
                #expect(message.member == "Tick")
                #expect(message.destination == nil)
                #expect(try message.arguments() == [.uint32(7)])
            }

            try Self.emit(emitter, "Marker", to: localOnly.uniqueName)
            #expect(try await local.first(within: HangGuard.seconds, "the marker") == "Marker")
        }
    }

    @Test func unicastReachesOnlyItsDestination() async throws {
        try await withBus(connections: 4) { _, connections in
            let (emitter, target, bystander, eavesdropper) = (connections[0], connections[1], connections[2], connections[3])
            let targetStream = try target.signals(matching: Self.rule())
            let bystanderStream = try bystander.signals(matching: Self.rule())
            // The test bus allows eavesdropping: an explicit eavesdrop match does see unicasts,
            // which shows the bystander's silence comes from match semantics, not policy.
            _ = try await eavesdropper.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                            interface: "org.freedesktop.DBus", member: "AddMatch",
                                            arguments: [.string("type='signal',eavesdrop='true',interface='\(Self.interface)'")])
            let eavesdropped = try eavesdropper.signals(matching: Self.rule(), addToBus: false)

            try Self.emit(emitter, "Secret", 1, to: target.uniqueName)
            try Self.emit(emitter, "Marker", 2)

            let atTarget = try await targetStream.take(2)
            #expect(atTarget.map(\.member) == ["Secret", "Marker"])
            #expect(atTarget[0].destination == target.uniqueName)
            let atBystander = try #require(try await bystanderStream.take(1).first)
            #expect(atBystander.member == "Marker", "a unicast signal for another connection reached a plain match")
            let atEavesdropper = try await eavesdropped.take(2)
            #expect(atEavesdropper.map(\.member) == ["Secret", "Marker"])
        }
    }

    @Test func unicastNeedsNoBusMatch() async throws {
        try await withBus(connections: 2) { _, connections in
            let (emitter, target) = (connections[0], connections[1])
            let stream = try target.signals(matching: Self.rule("Direct"), addToBus: false)
            try Self.emit(emitter, "Direct", 3, to: target.uniqueName)
            #expect(try #require(try await stream.take(1).first).arguments() == [.uint32(3)])
        }
    }

    /// How a subscription ends: `cancel()` (twice, it is idempotent) or its last reference dropped.
    enum Ending: CaseIterable { case cancelled, dropped }

    /// Either way the local handler and the bus match go: a local-only subscription on the same
    /// connection, which sees only what the bus routes here, stops seeing the signal too.
    @Test(arguments: Ending.allCases)
    func endedSubscriptionStopsDelivery(ending: Ending) async throws {
        try await withBus(connections: 2) { _, connections in
            let (emitter, listener) = (connections[0], connections[1])
            let ticks = Locked<[UInt32]>([])
            let seen = Events<UInt32>()
            var subscription: Subscription? = try listener.subscribe(Self.rule("Tick")) { message in
                if case .uint32(let n)? = try? message.arguments().first {
                    ticks.update { $0.append(n) }
                    seen.yield(n)
                }
            }
            let routed = try RoutedTicks(listener)
            defer { routed.subscription.cancel() }
            try Self.emit(emitter, "Tick", 1)
            #expect(try await seen.first(within: HangGuard.seconds, "tick 1") == 1)

            switch ending {
            case .cancelled:
                subscription?.cancel()
                subscription?.cancel()
            case .dropped:
                #expect(subscription != nil)
                subscription = nil
            }
            try await routed.expectNoMoreTicks(from: emitter)
            #expect(ticks.get() == [1])
        }
    }

    /// Ticks that reach a connection for its other matches, seen by a local-only subscription
    /// (no AddMatch of its own), and a Marker stream to prove a later Tick did not come.
    struct RoutedTicks {
        let listener: Connection
        let ticks: Locked<[UInt32]>
        let subscription: Subscription
        let markers: AsyncStream<Message>

        init(_ listener: Connection) throws {
            self.listener = listener
            let ticks = Locked<[UInt32]>([])
            self.ticks = ticks
            subscription = try listener.subscribe(SignalTests.rule("Tick"), addToBus: false) { message in
                if case .uint32(let n)? = try? message.arguments().first { ticks.update { $0.append(n) } }
            }
            markers = try listener.signals(matching: SignalTests.rule("Marker"))
        }

        /// Once the listener's bus match for Tick is gone (checked after a round trip to the bus),
        /// Tick 2 does not reach it: Marker 3, sent after it, arrives and the routed ticks are
        /// still only Tick 1.
        func expectNoMoreTicks(from emitter: Connection) async throws {
            try await listener.roundTripToBus()   // RemoveMatch has been processed
            try SignalTests.emit(emitter, "Tick", 2)
            try SignalTests.emit(emitter, "Marker", 3)
            #expect(try #require(try await markers.take(1).first).arguments() == [.uint32(3)])
            #expect(ticks.get() == [1])
        }
    }

    /// A dropped stream cannot be watched, so what it leaves behind is: its bus match must be
    /// gone, seen through a local-only subscription on the same connection.
    @Test func droppedStreamStopsDelivery() async throws {
        try await withBus(connections: 2) { _, connections in
            let (emitter, listener) = (connections[0], connections[1])
            let routed = try RoutedTicks(listener)
            defer { routed.subscription.cancel() }

            var stream: AsyncStream<Message>? = try listener.signals(matching: Self.rule("Tick"))
            try Self.emit(emitter, "Tick", 1)
            #expect(try #require(try await stream?.take(1).first).arguments() == [.uint32(1)])

            stream = nil
            try await routed.expectNoMoreTicks(from: emitter)
        }
    }

    @Test func watchNameOwnerReportsComingAndGoing() async throws {
        try await withBus(connections: 1) { bus, connections in
            let watcher = connections[0]
            let changes = Events<[String?]>()
            let all = try watcher.watchNameOwner { name, old, new in changes.yield([name, old, new]) }
            defer { all.cancel() }

            let peer = try bus.connect()
            defer { peer.close() }
            let peerName = try #require(peer.uniqueName)

            // Other connections may come and go; keep only the peer's names.
            func next(_ events: Events<[String?]>) async throws -> [String?] {
                while true {
                    let event = try await events.first(within: HangGuard.seconds, "NameOwnerChanged")
                    if event[0] == peerName || event[0] == "org.keyboardd.Watched" { return event }
                }
            }
            #expect(try await next(changes) == [peerName, nil, peerName])

            // Subscribed only now: a NameOwnerChanged already queued here (routed for the
            // first watch) would reach it too, since local handlers match what is dispatched.
            let single = Events<[String?]>()
            let one = try watcher.watchNameOwner(peerName) { name, old, new in single.yield([name, old, new]) }
            defer { one.cancel() }
            try peer.requestName("org.keyboardd.Watched")
            #expect(try await next(changes) == ["org.keyboardd.Watched", nil, peerName])

            peer.close()
            let gone = [try await next(changes), try await next(changes)]
            #expect(gone.contains(["org.keyboardd.Watched", peerName, nil]))
            #expect(gone.contains([peerName, peerName, nil]))
            // The watch on one name saw only that name (not org.keyboardd.Watched coming first).
            let leaving = try await single.first(within: HangGuard.seconds, "the peer leaving")
            #expect(leaving == [peerName, peerName, nil])
        }
    }

    @Test func orderIsPreservedFor1000Signals() async throws {
        try await withBus(connections: 2) { _, connections in
            let (emitter, listener) = (connections[0], connections[1])
            let stream = try listener.signals(matching: Self.rule("Seq", from: emitter))
            for n in 0..<1000 { try Self.emit(emitter, "Seq", UInt32(n)) }
            let messages = try await stream.take(1000, within: HangGuard.seconds)
            let values = try messages.map { message -> UInt32 in
                guard case .uint32(let n)? = try message.arguments().first else { return .max }
                return n
            }
            #expect(values == (0..<1000).map { UInt32($0) })
        }
    }
}
