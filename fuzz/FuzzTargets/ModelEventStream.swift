import KeyboardModel

/// The model's event stream from bytes: byte 1 picks the profile, byte 0 one of the devices that
/// ran its era (no stream plays hardware that never existed), then each
/// group of four bytes is one event (kind, app, argument, wait). Kinds below `wildFrom` are the
/// well-formed events of the property tests (`RandomEvents`); the others are `WildEvents`.
/// After every step the `InvariantChecker` of the property tests looks at the effects and the
/// world: at most one owner and it is frontmost and active, every Did follows its Will after
/// the duration, one userInfo per animation (N1), nothing reaches a suspended app, the
/// trace stays within its capacity. An event that throws must say why and change nothing.
enum ModelEventStream {
    static let wildFrom: UInt8 = 192
    /// Long enough for every story of docs/BEHAVIOURS.md; bounded so one input stays fast.
    static let maximumEvents = 300

    /// `explain`, when given, hears each event and each keyboard notification as it happens (the
    /// `--explain` option of keyboardd-fuzz, to read a failing input).
    static func run(_ bytes: [UInt8], explain: ((String) -> Void)? = nil) -> [String] {
        guard bytes.count >= 2 else { return [] }
        let profile = Profile.all[Int(bytes[1]) % Profile.all.count]
        let devices = profile.era.devices
        let device = devices[Int(bytes[0]) % devices.count]
        var world = KeyboardWorld(configuration: Configuration(
            device: device, profile: profile, traceCapacity: 64, maxApps: 6))
        var checker = InvariantChecker(screen: device.portraitSize)
        var earlier: [String] = []
        var at = 2
        var events = 0
        while at + 4 <= bytes.count, events < maximumEvents {
            let (kind, a, b, wait) = (bytes[at], Int(bytes[at + 1]), Int(bytes[at + 2]), Int(bytes[at + 3]))
            at += 4
            events += 1
            // Time passes first, so that a failing event can be checked against the world just before it.
            let passed = world.advance(to: world.now + RandomEvents.waits[wait % RandomEvents.waits.count])
            tell(explain, passed)
            checker.consume(passed)
            let event = kind < wildFrom
                ? RandomEvents.event(RandomOp(code: Int(kind), a: a, b: b, wait: 0), world: world)
                : WildEvents.event(code: Int(kind - wildFrom), a: a, b: b, world: world)
            let before = world
            explain?("\(world.now) ms: \(event)")
            do {
                let effects = try world.apply(event, at: world.now)
                // SetDevice moves the hidden frames to the new screen's bottom.
                if case .setDevice = event { checker.setScreen(world.device.portraitSize) }
                tell(explain, effects)
                checker.consume(effects)
                if event == .reset {
                    // Reset starts a new world (docs/CONTRACT.md Control1.Reset): animations in flight are
                    // dropped with their Did, and the next frame chain starts from the hidden keyboard.
                    earlier += checker.failures
                    checker = InvariantChecker(screen: world.device.portraitSize)
                }
            } catch {
                explain?("  threw \(error.contractName): \(error.message)")
                if error.message.isEmpty { checker.fail("\(event.name) threw \(error.contractName) without a message") }
                if world.apps != before.apps || world.keyboardInfo != before.keyboardInfo || world.frontmost != before.frontmost
                    || world.traceCount != before.traceCount || world.nextDueTime != before.nextDueTime {
                    checker.fail("\(event.name) threw \(error) yet changed the world")
                }
            }
            checker.check(world)
        }
        var drained = 0
        while let due = world.nextDueTime, drained < 10_000 {
            let passed = world.advance(to: due)
            tell(explain, passed)
            checker.consume(passed)
            checker.check(world)
            drained += 1
        }
        if world.nextDueTime != nil { checker.fail("the scheduler never empties (\(world.pendingEventCount) pending)") }
        checker.finish()
        return earlier + checker.failures
    }

    /// The keyboard notifications among `effects`, as `--explain` prints them.
    static func tell(_ explain: ((String) -> Void)?, _ effects: [Effect]) {
        guard let explain else { return }
        for case .keyboardNotification(let delivery) in effects {
            let info = delivery.userInfo
            explain("  \(info.time) ms \(delivery.name) \(info.frameBegin) → \(info.frameEnd) \(info.duration) s to \(delivery.recipients)")
        }
    }

    /// One stream per well-formed kind and per wild kind, each after two apps are up and focused.
    static func seeds() -> [[UInt8]] {
        // Register a (launched), focus it, register b (launched), focus it; 400 ms between.
        let setup: [UInt8] = [0, 1, 0, 0, 1, 0, 5, 0, 1, 6, 0, 1, 1, 6, 5, 1, 1, 6]
        var seeds: [[UInt8]] = []
        for profile in 0..<UInt8(Profile.all.count) {
            for device in 0..<UInt8(Profile.all[Int(profile)].era.devices.count) {
                var stream: [UInt8] = [device, profile] + setup.dropFirst(2)
                for kind in 0..<UInt8(RandomEvents.codeCount) { stream += [kind, kind % 4, kind &* 7, kind % 9] }
                seeds.append(stream)
            }
        }
        for kind in 0..<UInt8(WildEvents.count) {
            seeds.append(setup + [wildFrom + kind, 0, 0, 0, wildFrom + kind, 1, 3, 2, wildFrom + kind, 2, 7, 5])
        }
        return seeds
    }
}
