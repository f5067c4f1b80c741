// Applies a long, deterministic random stream of events to one world and prints events per
// second and peak memory. Not a test: a figure to watch.
//   swift run -c release --scratch-path .build-model model-benchmark [events] [seed]

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

let apps = (0..<8).map { "com.example.app\($0)" }
let inputModes = ["en-US", "zh-Hans-Pinyin", "zh-Hans-10key", "emoji", "third-party:X:200"]
let modes = ["docked", "undocked", "split", "floating"]
let waits: [UInt64] = [0, 0, 5, 20, 60, 250, 400, 900, 6000]

func randomEvent(_ g: inout SeededGenerator, _ world: KeyboardWorld) -> Event {
    // Mostly apps that exist, as a real bench would drive it; now and then a stranger (errors).
    let registered = world.appBundleIds
    let pickRegistered = !registered.isEmpty && g.next() % 8 != 0
    let app = pickRegistered ? registered[Int(g.next() % UInt64(registered.count))] : apps[Int(g.next() % UInt64(apps.count))]
    let r = Int(g.next() % 1000)
    switch g.next() % 24 {
    case 0: return .registerApp(bundleId: app, launch: r % 3 != 0, backgroundModes: r % 7 == 0 ? ["audio"] : [])
    case 1: return .terminateApp(app)
    case 2: return r % 4 == 0 ? .unregister(app: app) : .launchApp(app)
    case 3, 4, 5, 6:
        return .becomeFirstResponder(app: app, responder: "field", traits: ResponderTraits(
            inputView: r % 9 == 0 ? .none : .keyboard, inputAccessoryViewHeight: Double(r % 3) * 30,
            textInputContextIdentifier: r % 2 == 0 ? "ctx\(r % 4)" : nil))
    case 7, 8: return .resignFirstResponder(app: app)
    case 9: return .setInputAccessoryViewHeight(app: app, height: Double(r % 5) * 20)
    case 10, 11, 12: return .launchApp(app)
    case 13: return .goHome
    case 14: return .showAlert(kind: "microphone-permission")
    case 15: return .dismissAlert
    case 16: return .setInputMode(inputModes[r % inputModes.count])
    case 17: return .setHardwareKeyboard(r % 4 == 0)
    case 18: return .setKeyboardMode(modes[r % modes.count])
    case 19: return .beginKeyboardDrag
    case 20: return .endKeyboardDrag(y: Double(r % 900))
    case 21: return .rotate(r % 2 == 0 ? "portrait" : "landscapeLeft")
    case 22: return .swipeHomeIndicator
    default: return .report(app: app, facts: ["TrackedKeyboardHeight": .double(Double(r))])
    }
}

func peakMemoryKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
}

func run(device: Device, traceEffects: Bool) {
    var g = SeededGenerator(state: seed)
    var world = KeyboardWorld(configuration: Configuration(device: device, profile: .ios13, traceCapacity: 4096,
                                                           traceEffects: traceEffects))
    var effects = 0
    var failures = 0
    var buffer: [Effect] = []
    buffer.reserveCapacity(256)
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count {
        let event = randomEvent(&g, world)
        let time = world.now + waits[Int(g.next() % UInt64(waits.count))]
        buffer.removeAll(keepingCapacity: true)
        do {
            try world.apply(event, at: time, into: &buffer)
        } catch {
            failures += 1
            world.advance(to: time, into: &buffer)
        }
        effects += buffer.count
    }
    while let t = world.nextDueTime { effects += world.advance(to: t).count }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let rate = Double(count) / seconds
    print("""
        \(device.name), trace effects \(traceEffects ? "on " : "off"): \(count) events in \(String(format: "%.2f", seconds)) s \
        = \(String(format: "%.0f", rate)) events/s; \(effects) effects, \(failures) rejected, \
        model time \(world.now / 1000) s, trace \(world.traceCount)/\(world.traceCapacity)
        """)
}

run(device: .iphoneX, traceEffects: false)
run(device: .iphoneX, traceEffects: true)
run(device: .ipadPro11, traceEffects: true)
print("peak memory (VmHWM): \(peakMemoryKiB()) KiB")
