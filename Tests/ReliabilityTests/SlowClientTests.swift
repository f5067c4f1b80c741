import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// Item 3 of issue 8, the client that never reads its socket (a stopped process).
///
/// dbus-daemon queues what is sent to such a client up to `max_outgoing_bytes` and refuses the
/// rest (for a signal, silently). keyboardd never waits for a client: libdbus queues its sends
/// without blocking, and it makes no call of its own. But dbus-daemon counts what it holds for
/// the stopped client against keyboardd's `max_incoming_bytes`: once that is reached it stops
/// reading keyboardd, and every client stalls. So a bus must keep max_outgoing_bytes well below
/// max_incoming_bytes (docs/RELIABILITY.md); this test shows both sides of that rule.
@Suite struct SlowClientTests {
    @Test func aStoppedClientCannotStallTheOthers() async throws {
        let queue = 64 * 1024
        let bus = try PrivateBus(limits: ["max_outgoing_bytes": queue, "max_incoming_bytes": 64 * 1024 * 1024])
        let fixture = try await DaemonFixture(["--era", "ideal"], bus: bus)
        defer { fixture.stop() }
        let keyboardd = try fixture.connection.nameOwner(Contract.busName).orThrow("keyboardd has no name")
        let invariants = try BusInvariants(on: fixture.connection)
        // Audio keeps it running in background, so every notification is sent to it too.
        let slow = try AppProcess("com.example.slow", bus: bus, backgroundMode: "audio")
        _ = try await fixture.control.settle()
        let healthy = try await BusApp("com.example.healthy", bus: bus, propertyChanges: false)
        _ = try await fixture.control.settle()

        let cycles = 150, stoppedFrom = 30
        var before: [Duration] = [], during: [Duration] = []
        var sentBeforeStop = 0
        for cycle in 0..<cycles {
            if cycle == stoppedFrom {
                try await healthy.sync()
                sentBeforeStop = invariants.deliveries(to: slow.bundleId)
                slow.process.signal(SIGSTOP)
            }
            let started = ContinuousClock.now
            #expect(try await healthy.focus("field"))
            try await fixture.control.advance(ms: 300)
            _ = try await healthy.proxy.resignFirstResponder()
            try await fixture.control.advance(ms: 300)
            let took = ContinuousClock.now - started
            if cycle < stoppedFrom { before.append(took) } else { during.append(took) }
        }
        try await healthy.sync()
        let toHealthy = invariants.deliveries(to: healthy.id)
        let whileStopped = invariants.deliveries(to: slow.bundleId) - sentBeforeStop
        #expect(healthy.lines.filter { $0.contains("#") }.count == toHealthy, "the healthy app missed notifications")
        #expect(invariants.failures.isEmpty, "\(invariants.failures)")

        let queued = try await BusStats(of: slow.uniqueName, on: fixture.connection)
        let held = try await BusStats(of: keyboardd, on: fixture.connection)
        // What dbus-daemon keeps for the stopped client stays within its queue limit (plus the
        // one message that went over it); the rest was refused.
        #expect(Int(queued.outgoingBytes) <= queue + 4096, "queued \(queued.outgoingBytes) bytes")
        #expect(Int(queued.outgoingMessages) < whileStopped, "dbus-daemon refused nothing: the queue limit did not apply")
        // And it is charged to keyboardd, the sender: the reason max_incoming_bytes must stay above it.
        #expect(held.incomingBytes >= queued.outgoingBytes / 2, "keyboardd is charged \(held.incomingBytes) bytes")
        slow.process.signal(SIGCONT)
        slow.kill()

        Figures.record("slow-client", "dbus-daemon queue limit \(queue / 1024) KiB: the stopped client was sent \(whileStopped) notifications, "
            + "dbus-daemon kept \(queued.outgoingMessages) (\(queued.outgoingBytes) bytes, charged to keyboardd: \(held.incomingBytes) bytes in flight) "
            + "and refused \(whileStopped - Int(queued.outgoingMessages)); the other app received all \(toHealthy); its focus+resign cycle took "
            + "median \(Figures.ms(Self.median(before))) before the stop and median \(Figures.ms(Self.median(during))), "
            + "max \(Figures.ms(during.max() ?? .zero)) while the other client was stopped")
    }

    /// The project's test bus keeps the rule: eight clients may stop reading before keyboardd
    /// could be charged its whole max_incoming_bytes.
    @Test func theTestBusQueuesLessPerClientThanItHoldsPerSender() throws {
        let config = try String(contentsOf: ContractSurface.repository.appendingPathComponent("dbus/test-bus.conf"), encoding: .utf8)
        func limit(_ name: String) -> Int? {
            guard let start = config.range(of: "<limit name=\"\(name)\">"),
                  let end = config.range(of: "</limit>", range: start.upperBound..<config.endIndex) else { return nil }
            return Int(config[start.upperBound..<end.lowerBound])
        }
        let outgoing = try #require(limit("max_outgoing_bytes"))
        let incoming = try #require(limit("max_incoming_bytes"))
        #expect(outgoing * 8 <= incoming, "max_outgoing_bytes \(outgoing) × 8 > max_incoming_bytes \(incoming)")
    }

    static func median(_ values: [Duration]) -> Duration {
        guard !values.isEmpty else { return .zero }
        return values.sorted()[values.count / 2]
    }
}
