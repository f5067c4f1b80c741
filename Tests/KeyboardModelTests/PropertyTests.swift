// Random event sequences on every era and every device that ran it (and only those): the
// invariants hold whatever happens.

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
    @Test(arguments: Profile.all)
    func invariantsHoldOverRandomSequences(profile: Profile) async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...(Device.all.count - 1)), opGen.array(of: 5...45)) { device, ops in
            let failures = runSequence(profile: profile, deviceIndex: device, ops: ops)
            let devices = profile.era.devices
            #expect(failures.isEmpty, "\(profile.name) on \(devices[device % devices.count].name): \(failures)")
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
