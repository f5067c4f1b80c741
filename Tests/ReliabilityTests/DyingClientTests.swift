import BusTestSupport
import DBus
import Foundation
import FuzzTargets
import KeyboardContract
import Testing

/// Item 3 of issue 8: app processes killed with SIGKILL in the middle of keyboard animations
/// and app transitions, and apps that register and vanish in a loop. After every round the
/// trace keeps the model's promises, no app object outlives its process, and the daemon's
/// memory stays flat (reported, not asserted on: memory is a figure).
@Suite struct DyingClientTests {
    /// Apps alive at once, so that every kill lands among transitions between them.
    static let crowd = 4
    /// A trace ring that is full after the first rounds, so that the memory figure measures what
    /// dying apps leave behind, not the ring filling up (4096 records by default).
    static let traceLimit = "256"

    @Test func twoHundredKillsDuringAnimationsAndTransitions() async throws {
        let fixture = try await DaemonFixture(["--era", "ios13", "--trace-limit", Self.traceLimit])
        defer { fixture.stop() }
        let removed = RemovedObjects(try fixture.connection.signals(matching: MatchRule(
            path: Server1.path, interface: StandardInterfaces.objectManager, member: "InterfacesRemoved")))
        var random = SplitMix64(seed: 8)
        let invariants = try BusInvariants(on: fixture.connection)
        var alive: [AppProcess] = []
        var killed: [String] = []
        var kills = 0, spawned = 0, round = 0, midAnimation = 0, midTransition = 0
        var memory: [Int] = []

        while kills < 200 {
            round += 1
            // Steps between kills: new apps, switches, focus changes, a little time.
            for _ in 0..<(3 + random.below(5)) {
                switch random.below(6) {
                case 0 where alive.count < Self.crowd, 1 where alive.count < Self.crowd:
                    spawned += 1
                    let app = try AppProcess("app.n\(spawned)", bus: fixture.bus, launch: random.below(4) != 0,
                                             focus: random.below(2) == 0 ? "field" : nil)
                    alive.append(app)
                case 2 where !alive.isEmpty:
                    _ = try? await fixture.control.launchApp(bundleId: alive[random.below(alive.count)].bundleId)
                case 3 where !alive.isEmpty:
                    alive[random.below(alive.count)].send(random.below(3) == 0 ? "resign" : "focus f\(random.below(3))")
                default:
                    try await fixture.control.advance(ms: UInt64(10 + random.below(300)))
                }
            }
            // The kill, between two Advance steps, while something is moving when possible.
            if !alive.isEmpty {
                if try await fixture.keyboard.animating() {
                    midAnimation += 1
                }
                if try await Self.anyAppInTransition(fixture, alive) { midTransition += 1 }
                let victim = alive.remove(at: random.below(alive.count))
                victim.kill()
                killed.append(App1.path(victim.bundleId).rawValue)
                kills += 1
                try await fixture.control.advance(ms: UInt64(random.below(200)))
            }
            // Every few rounds: everything runs out, then the checks. The apps' own commands
            // first: sent on stdin and not awaited, one could otherwise reach keyboardd after
            // the Settle below (a resign: a Will whose Did is after the check).
            if round % 5 == 0 || kills >= 200 {
                for app in alive { try await app.sync() }
                try await removed.waitFor(killed)
                // Settle's reply comes after every signal it caused: the checker has seen them all.
                _ = try await fixture.control.settle()
                invariants.checkSettled()
                let expected = ([Keyboard1.path.rawValue] + alive.map { App1.path($0.bundleId).rawValue }).sorted()
                #expect(try await fixture.managedPaths() == expected, "round \(round): objects of dead apps remain")
                try await Self.checkOwner(fixture)
                if let rss = ProcessMemory.residentKiB(fixture.pid) { memory.append(rss) }
            }
        }
        for app in alive { app.kill() }
        #expect(fixture.isRunning)
        #expect(invariants.failures.isEmpty, "\(invariants.failures.joined(separator: "\n"))")
        #expect(invariants.notifications > 200, "the rounds made the keyboard move: \(invariants.notifications) notifications")
        #expect(midAnimation >= 20 && midTransition >= 20, "kills landed mid-animation \(midAnimation), mid-transition \(midTransition) times")
        Figures.record("dying-clients", "\(kills) SIGKILLs (\(midAnimation) mid keyboard animation, \(midTransition) mid app transition), "
            + "\(spawned) app processes, \(invariants.notifications) notifications (\(invariants.deliveries) deliveries), "
            + "\(invariants.failures.count) invariant violations, 0 leaked app objects; keyboardd RSS \(Self.describe(memory))")
    }

    /// An app that is launching, resigning, entering background: its state is not settled.
    static func anyAppInTransition(_ fixture: DaemonFixture, _ apps: [AppProcess]) async throws -> Bool {
        for app in apps {
            let state = try? await fixture.app(app.bundleId).state()
            if state == .inactive || state == .background { return true }
        }
        return false
    }

    /// At most one owner, and a real one: registered, frontmost, and its process alive.
    static func checkOwner(_ fixture: DaemonFixture) async throws {
        let server = try await fixture.server.object.allProperties()   // one reply: both values at one time
        guard case .string(let owner)? = server["KeyboardOwner"], !owner.isEmpty else { return }
        #expect(server["Frontmost"] == .string(owner), "the owner \(owner) is not frontmost")
        #expect(try await fixture.managedPaths().contains(App1.path(owner).rawValue), "the owner \(owner) is not registered")
    }

    static func describe(_ kib: [Int]) -> String {
        guard let first = kib.first, let last = kib.last, let peak = kib.max() else { return "not measured" }
        let settled = kib.count > 2 ? kib[1] : first
        return "first check \(first) KiB, then \(settled) KiB, peak \(peak) KiB, last \(last) KiB (\(last - settled >= 0 ? "+" : "")\(last - settled) KiB after the first rounds, \(kib.count) samples)"
    }

    /// 300 apps that register (launched or not, some focusing) and vanish: the connection closes
    /// without Unregister. Nothing stays behind.
    @Test func appsThatRegisterAndVanishInALoop() async throws {
        let fixture = try await DaemonFixture(["--era", "ios13", "--trace-limit", Self.traceLimit])
        defer { fixture.stop() }
        let removed = RemovedObjects(try fixture.connection.signals(matching: MatchRule(
            path: Server1.path, interface: StandardInterfaces.objectManager, member: "InterfacesRemoved")))
        var random = SplitMix64(seed: 3)
        let invariants = try BusInvariants(on: fixture.connection)
        var memory: [Int] = []
        var gone: [String] = []
        for i in 1...300 {
            let connection = try fixture.bus.connect()
            let id = "vanishing.n\(i)"
            _ = try await Server1.Proxy(connection).registerApp(bundleId: id, options: Server1.RegisterAppOptions(launch: random.below(3) != 0))
            if random.below(2) == 0 {
                _ = try? await fixture.app(id, on: connection).becomeFirstResponder(responder: "field", traits: App1.BecomeFirstResponderTraits())
            }
            if random.below(2) == 0 { try await fixture.control.advance(ms: UInt64(random.below(500))) }
            connection.close()
            gone.append(App1.path(id).rawValue)
            if i % 50 == 0 {
                try await removed.waitFor(gone)
                // Settle's reply comes after every signal it caused: the checker has seen them all.
                _ = try await fixture.control.settle()
                invariants.checkSettled()
                #expect(try await fixture.managedPaths() == [Keyboard1.path.rawValue], "after \(i) apps, objects remain")
                if let rss = ProcessMemory.residentKiB(fixture.pid) { memory.append(rss) }
            }
        }
        #expect(invariants.failures.isEmpty, "\(invariants.failures.joined(separator: "\n"))")
        Figures.record("vanishing-clients", "300 apps registered and vanished, \(invariants.notifications) notifications, "
            + "\(invariants.failures.count) invariant violations, 0 leaked app objects; keyboardd RSS \(Self.describe(memory))")
    }
}

/// Object paths ObjectManager announced as removed, read from its signal stream as they come.
final class RemovedObjects: Sendable {
    private let stream: AsyncStream<Message>
    private let paths = Locked<Set<String>>([])

    init(_ stream: AsyncStream<Message>) { self.stream = stream }

    /// Waits for InterfacesRemoved of every one of `expected` (some may have come already).
    func waitFor(_ expected: [String], within seconds: Double = HangGuard.seconds) async throws {
        let wanted = Set(expected)
        if paths.update({ wanted.isSubset(of: $0) }) { return }
        try await withDeadline(seconds, "InterfacesRemoved for \(expected.count) objects") { [self] in
            for await message in stream {
                guard case .objectPath(let path)? = try? message.arguments().first else { continue }
                let done = paths.update { paths -> Bool in
                    paths.insert(path.rawValue)
                    return wanted.isSubset(of: paths)
                }
                if done { return }
            }
        }
    }
}
