import Foundation
import KeyboardTesting

// The cost of a typical test on a shared KeyboardTesting bench (BENCHMARKS.md): reset, two apps,
// one switch story (Chat has the keyboard, the person switches to Notes, whose field takes it),
// the notifications read back and the truth asked for. Prints figures; asserts nothing about time.
//
//   swift build -c release --static-swift-stdlib --product keyboardd   # then keyboardtesting-benchmark
//   .build/release/keyboardtesting-benchmark [tests] [profile]

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap(Int.init) ?? 200
let profile = arguments.dropFirst().first ?? "ios13"
guard let era = KeyboardEra(name: profile) else {
    print("keyboardtesting-benchmark: unknown era \(profile); eras: \(KeyboardEra.all.map(\.name).joined(separator: ", "))")
    exit(64)
}

func milliseconds(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

/// One test's body: what a test of app code on the bench typically does.
func typicalTest(_ bench: KeyboardBench) throws {
    try bench.reset(era: era)
    let chat = try bench.app("com.example.chat")
    let notes = try bench.app("com.apple.mobilenotes", launch: false)
    try bench.settle()
    _ = try chat.becomeFirstResponder("message")
    try bench.settle()
    let mark = bench.mark()
    try bench.control.launchApp(bundleId: notes.bundleId)
    try bench.advance(400)
    _ = try notes.becomeFirstResponder("body")
    try bench.settle()
    try bench.verify(notes, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], since: mark, isLocal: true)
    guard try bench.truth(of: notes).height > 0, !bench.keyboardNotifications(of: chat, since: mark).isEmpty || era.isClean
    else { throw BenchExpectationFailure(message: "the story did not happen") }
}

do {
    var clock = ContinuousClock.now
    let bench = try KeyboardBench(era: era)
    let startup = milliseconds(clock)
    clock = .now
    try typicalTest(bench)
    let first = milliseconds(clock)
    var times: [Double] = []
    for _ in 0..<count {
        clock = .now
        try typicalTest(bench)
        times.append(milliseconds(clock))
    }
    clock = .now
    bench.close()
    let close = milliseconds(clock)
    times.sort()
    let mean = times.reduce(0, +) / Double(times.count)
    func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * p))] }
    print("keyboardtesting-benchmark: \(count) typical tests (reset, two apps, one switch story) on one bench, profile \(profile)")
    print(String(format: "  bench start     %8.1f ms", startup))
    print(String(format: "  first test      %8.1f ms", first))
    print(String(format: "  per test after  %8.2f ms mean, %.2f median, %.2f p90, %.2f max", mean,
                 percentile(0.5), percentile(0.9), times.last ?? 0))
    print(String(format: "  bench close     %8.1f ms", close))
} catch {
    FileHandle.standardError.write(Data("keyboardtesting-benchmark: \(error)\n".utf8))
    exit(1)
}
