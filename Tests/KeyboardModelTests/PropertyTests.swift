// Random event sequences on every era and every device that ran it (and only those): the
// invariants hold whatever happens.

import Foundation
import KeyboardModel
import PropertyBased
import Testing

let opGen = zip(Gen.int(in: 0...(RandomEvents.codeCount - 1)), Gen.int(in: 0...3), Gen.int(in: 0...59),
                Gen.int(in: 0...(RandomEvents.waits.count - 1)))
    .map { RandomOp(code: $0, a: $1, b: $2, wait: $3) }

/// Runs one sequence and returns the checker's failures.
func runSequence(profile: Profile, deviceIndex: Int, ops: [RandomOp], traceCapacity: Int = 64) -> [String] {
    let devices = profile.era.devices
    let device = devices[deviceIndex % devices.count]
    var world = KeyboardWorld(configuration: Configuration(
        device: device, profile: profile, traceCapacity: traceCapacity))
    var checker = InvariantChecker(screen: device.portraitSize)
    for op in ops {
        let event = RandomEvents.event(op, world: world)
        let time = world.now + RandomEvents.waits[op.wait]
        do {
            checker.consume(try world.apply(event, at: time))
        } catch {
            if error.message.isEmpty { checker.fail("\(event.name) threw without a message") }
            // The due events before the failed one still ran: their effects come with the next call.
            checker.consume(world.advance(to: world.now))
        }
        checker.check(world)
    }
    while let t = world.nextDueTime {
        checker.consume(world.advance(to: t))
        checker.check(world)
    }
    checker.finish()
    return checker.failures
}

@Suite struct PropertyTests {
    /// Every device × era pair that existed, each its share of about 1,000 sequences per era.
    static let pairs: [(Profile, Int)] = Profile.all.flatMap { p in p.era.devices.indices.map { (p, $0) } }
    /// KEYBOARDD_PROPERTY_SCALE=N runs N times as many sequences (to hunt a rare failure).
    static let scale = max(1, Int(ProcessInfo.processInfo.environment["KEYBOARDD_PROPERTY_SCALE"] ?? "") ?? 1)

    @Test(arguments: pairs)
    func invariantsHoldOverRandomSequences(profile: Profile, deviceIndex: Int) async {
        let devices = profile.era.devices
        await propertyCheck(count: max(100, 1000 / devices.count) * Self.scale, input: opGen.array(of: 5...45)) { ops in
            let failures = runSequence(profile: profile, deviceIndex: deviceIndex, ops: ops)
            #expect(failures.isEmpty, "\(profile.name) on \(devices[deviceIndex].name): \(failures)")
        }
    }

    /// The pairs are the possible ones, and all of them.
    @Test func thePairsAreTheOnesThatExisted() {
        for profile in Profile.all {
            for device in Device.all {
                let played = Self.pairs.contains { $0.0.name == profile.name && profile.era.devices[$0.1] == device }
                #expect(played == (impossiblePairing(device, profile.era) == nil), "\(device.name) on \(profile.name)")
            }
        }
    }

    /// A failing event changes nothing: the world after it equals the world before.
    @Test func failedEventsChangeNothing() async {
        await propertyCheck(count: 300, input: opGen.array(of: 5...30)) { ops in
            var world = KeyboardWorld(configuration: Configuration(profile: .ios13))
            for op in ops {
                let event = RandomEvents.event(op, world: world)
                _ = world.advance(to: world.now + RandomEvents.waits[op.wait])
                let before = world
                do {
                    _ = try world.apply(event, at: world.now)
                } catch {
                    #expect(world.apps == before.apps && world.keyboardInfo == before.keyboardInfo
                        && world.frontmost == before.frontmost && world.traceCount == before.traceCount
                        && world.settings == before.settings && world.sheetKind == before.sheetKind,
                        "\(event) changed the world although it threw \(error)")
                }
            }
        }
    }
}
