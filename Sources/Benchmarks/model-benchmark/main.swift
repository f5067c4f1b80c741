// Applies long, deterministic streams of events to one world through the public API and prints,
// per run, the events applied (every one, accepted or rejected), how many were rejected, events/s,
// effects/s, and the process's peak memory. Not a test: figures to watch (docs/MODEL-PERFORMANCE.md).
//
//   swift build -c release --static-swift-stdlib --scratch-path .build-perf --product model-benchmark
//   (the runtime linked in, as scripts/benchmark and scripts/install build: about 10% faster)
//   ./.build-perf/release/model-benchmark [events] [seed] [stream] [run]
//
//   events  events per run (default 2000000)
//   seed    seed of the random stream (default 42)
//   stream  random | scripted | both (default both)
//   run     all | 0 | 1 | 2 (default all): 0 = iphone-x without trace effects, 1 = iphone-x with
//           them, 2 = ipad-pro-11 with them. One run is handy under valgrind.
//
// The random stream is mostly events about registered apps, drawn blindly, so many are refused
// (about 45%: a suspended app cannot take focus, an iPhone has no split keyboard, ...). The
// scripted stream is a fixed cycle a person and apps could really produce (register, launch,
// focus, type in another input mode, switch apps, go home, alert, rotate, terminate): almost
// every event is accepted and most cause notifications.

import Foundation
import KeyboardModel

/// SplitMix64: small, seeded, the same stream on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 2_000_000 : 2_000_000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 42 : 42
let streamArgument = arguments.count > 3 ? arguments[3] : "both"
let runArgument = arguments.count > 4 ? arguments[4] : "all"
guard ["random", "scripted", "both"].contains(streamArgument), ["all", "0", "1", "2"].contains(runArgument) else {
    print("usage: model-benchmark [events] [seed] [random|scripted|both] [all|0|1|2]")
    exit(2)
}

// MARK: - The random stream

let apps = (0..<8).map { "com.example.app\($0)" }
let inputModes = InputMode.systemModes.map(\.name) + ["third-party:X:200"]
let modes = KeyboardMode.allCases
let waits: [UInt64] = [0, 0, 5, 20, 60, 250, 400, 900, 6000]
/// The traits and reports of the stream, built once (the stream's values, not its cost).
let traitsVariants: [ResponderTraits] = (0..<1000).map { (r: Int) -> ResponderTraits in
    let view: InputViewKind = r % 9 == 0 ? .none : .keyboard
    let accessory = Double(r % 3) * 30
    let context: String? = r % 2 == 0 ? "ctx\(r % 4)" : nil
    return ResponderTraits(inputView: view, inputAccessoryViewHeight: accessory, textInputContextIdentifier: context)
}
let reportFacts: [[String: ModelValue]] = (0..<1000).map { ["TrackedKeyboardHeight": .double(Double($0))] }

/// Registered bundle ids in registration order, as a shell learns them: from the effects.
struct RegisteredApps {
    var ids: [String] = []

    mutating func follow(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .appAdded(let id): ids.append(id)
            case .appRemoved(let id): if let i = ids.firstIndex(of: id) { ids.remove(at: i) }
            default: break
            }
        }
    }
}

func randomEvent(_ g: inout SeededGenerator, _ registered: [String]) -> Event {
    // Mostly apps that exist, as a real bench would drive it; now and then a stranger (errors).
    let pickRegistered = !registered.isEmpty && g.next() % 8 != 0
    let app = pickRegistered ? registered[Int(g.next() % UInt64(registered.count))] : apps[Int(g.next() % UInt64(apps.count))]
    let r = Int(g.next() % 1000)
    switch g.next() % 24 {
    case 0: return .registerApp(bundleId: app, launch: r % 3 != 0, backgroundModes: r % 7 == 0 ? ["audio"] : [])
    case 1: return .terminateApp(app)
    case 2: return r % 4 == 0 ? .unregister(app: app) : .launchApp(app)
    case 3, 4, 5, 6: return .becomeFirstResponder(app: app, responder: "field", traits: traitsVariants[r])
    case 7, 8: return .resignFirstResponder(app: app)
    case 9: return .setInputAccessoryViewHeight(app: app, height: Double(r % 5) * 20)
    case 10, 11, 12: return .launchApp(app)
    case 13: return .goHome
    case 14: return .showAlert(kind: .microphonePermission)
    case 15: return .dismissAlert
    case 16: return .setInputMode(inputModes[r % inputModes.count])
    case 17: return .setHardwareKeyboard(r % 4 == 0)
    case 18: return .setKeyboardMode(modes[r % modes.count])
    case 19: return .beginKeyboardDrag
    case 20: return .endKeyboardDrag(y: Double(r % 900))
    case 21: return .rotate(r % 2 == 0 ? .portrait : .landscapeLeft)
    case 22: return .swipeHomeIndicator
    default: return .report(app: app, facts: reportFacts[r])
    }
}

// MARK: - The scripted stream

/// One cycle of (event, ms to wait before it). Valid from the state the previous cycle leaves.
func scriptedCycle(device: Device) -> [(Event, UInt64)] {
    let a = "com.example.mail", b = "com.example.chat", c = "com.example.music"
    let field = ResponderTraits(textInputContextIdentifier: "compose")
    let search = ResponderTraits(inputAccessoryViewHeight: 44, keyboardType: .webSearch,
                                 textInputContextIdentifier: "search")
    var s: [(Event, UInt64)] = []
    s += [
        (Event.launchApp(a), UInt64(0)),                                   // cold launch (or back from background)
        (.becomeFirstResponder(app: a, responder: "to", traits: field), 400),
        (.setInputMode("zh-Hans-Pinyin"), 300),
        (.setInputAccessoryViewHeight(app: a, height: 44), 300),
        (.report(app: a, facts: ["TrackedKeyboardHeight": .double(336)]), 100),
        (.resignFirstResponder(app: a), 250),
        (.becomeFirstResponder(app: a, responder: "body", traits: field), 60),
        (.launchApp(b), 300),                                 // switch: a leaves, b comes
    ]
    s += [
        (Event.becomeFirstResponder(app: b, responder: "search", traits: search), UInt64(400)),
        (.setInputMode("emoji"), 300),
        (.rotate(.landscapeLeft), 300),
        (.setInputMode("en-US"), 300),
        (.goHome, 300),
        (.launchApp(a), 900),                                 // back from background
        (.becomeFirstResponder(app: a, responder: "body", traits: field), 400),
    ]
    s += [
        (Event.showAlert(kind: .microphonePermission), UInt64(300)),
        (.dismissAlert, 500),
        (.swipeHomeIndicator, 300),
        (.setHardwareKeyboard(true), 300),
        (.setHardwareKeyboard(false), 300),
    ]
    s += [
        (Event.rotate(.portrait), UInt64(300)),
        (.launchApp(c), 300),
        (.becomeFirstResponder(app: c, responder: "lyrics", traits: ResponderTraits()), 400),
        (.resignFirstResponder(app: c), 300),
        (.goHome, 300),
        (.terminateApp(a), 6000),                             // a and b were suspended meanwhile
        (.terminateApp(b), 0),
    ]
    if device.isPad {
        // The iPad Pro floats its keyboard (it has no undocked or split one).
        s.insert(contentsOf: [
            (Event.setKeyboardMode(.floating), UInt64(300)), (Event.beginKeyboardDrag, UInt64(300)),
            (Event.endKeyboardDrag(y: 300), UInt64(100)), (Event.setKeyboardMode(.docked), UInt64(300)),
            (Event.setKeyboardMode(.floating), UInt64(300)), (Event.setKeyboardMode(.docked), UInt64(300)),
        ], at: 17)
    }
    return s
}

func scriptedPrologue() -> [(Event, UInt64)] {
    [(.registerApp(bundleId: "com.example.mail", launch: false), 0),
     (.registerApp(bundleId: "com.example.chat", launch: false), 0),
     (.registerApp(bundleId: "com.example.music", launch: false, backgroundModes: ["audio"]), 0)]
}

// MARK: - Runs

func peakMemoryKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
}

/// A world and what came out of it. (A struct, not a closure over locals: captured variables
/// would cost an exclusivity check per access.)
struct Runner {
    var world: KeyboardWorld
    var effects = 0
    /// A notification is one effect for all its recipients; counted as one per recipient plus its
    /// broadcast, it gives the figure earlier versions (one effect per unicast) printed.
    var unicasts = 0
    var rejected = 0
    var buffer: [Effect] = []

    init(_ configuration: Configuration) {
        world = KeyboardWorld(configuration: configuration)
        buffer.reserveCapacity(256)
    }

    /// Applies one event (an event that is refused still lets the clock reach `time`).
    mutating func step(_ event: Event, _ time: UInt64) {
        buffer.removeAll(keepingCapacity: true)
        do {
            try world.apply(event, at: time, into: &buffer)
        } catch {
            rejected += 1
            world.advance(to: time, into: &buffer)
        }
        effects += buffer.count
        for case .keyboardNotification(let d) in buffer { unicasts += d.recipients.count }
    }
}

func run(stream: String, device: Device, traceEffects: Bool) {
    var runner = Runner(Configuration(device: device, profile: .ios13, traceCapacity: 4096, traceEffects: traceEffects))

    let start = ContinuousClock.now
    if stream == "random" {
        var g = SeededGenerator(state: seed)
        var registered = RegisteredApps()
        for _ in 0..<count {
            let event = randomEvent(&g, registered.ids)
            let time = runner.world.now + waits[Int(g.next() % UInt64(waits.count))]
            runner.step(event, time)
            registered.follow(runner.buffer)
        }
    } else {
        let prologue = scriptedPrologue()
        let cycle = scriptedCycle(device: device)
        // Events and waits apart: an event is then lent straight from its array (taking it out of
        // an (event, wait) tuple copied the whole tuple and destroyed it again, every event).
        let (cycleEvents, cycleWaits) = (cycle.map(\.0), cycle.map(\.1))
        var i = 0
        while i < count {
            if i < prologue.count {
                runner.step(prologue[i].0, runner.world.now + prologue[i].1)
            } else {
                let k = (i - prologue.count) % cycleEvents.count
                runner.step(cycleEvents[k], runner.world.now + cycleWaits[k])
            }
            i += 1
        }
    }
    while let t = runner.world.nextDueTime {
        runner.buffer.removeAll(keepingCapacity: true)
        runner.world.advance(to: t, into: &runner.buffer)
        runner.effects += runner.buffer.count
        for case .keyboardNotification(let d) in runner.buffer { runner.unicasts += d.recipients.count }
    }
    let (world, effects, rejected) = (runner.world, runner.effects, runner.rejected)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

    let label = "\(stream), \(device.name), trace effects \(traceEffects ? "on" : "off")"
    print("""
        \(label.padding(toLength: 40, withPad: " ", startingAt: 0)) \(count) events \
        (\(rejected) rejected, \(String(format: "%.1f", 100 * Double(rejected) / Double(max(count, 1))))%) \
        in \(String(format: "%.2f", seconds)) s = \(String(format: "%.0f", Double(count) / seconds)) events/s; \
        \(effects) effects = \(String(format: "%.0f", Double(effects) / seconds)) effects/s \
        (\(effects + runner.unicasts) with one per recipient); \
        model time \(world.now / 1000) s, trace \(world.traceCount)/\(world.traceCapacity), \
        VmHWM \(peakMemoryKiB()) KiB
        """)
}

let configurations: [(Device, Bool)] = [(.iphoneX, false), (.iphoneX, true), (.ipadPro11, true)]
let streams = streamArgument == "both" ? ["random", "scripted"] : [streamArgument]
print("seed \(seed), \(count) events per run")
for stream in streams {
    for (index, (device, trace)) in configurations.enumerated() where runArgument == "all" || runArgument == String(index) {
        run(stream: stream, device: device, traceEffects: trace)
    }
}
print("peak memory (VmHWM): \(peakMemoryKiB()) KiB")
