import DBus
import Foundation
import HeadlessBrowser
import KeyboardContract
import ProcessSupport

// The playground's figures (BENCHMARKS.md, docs/PLAYGROUND.md): how long a keyboard notification
// takes from keyboardd to the page's DOM with several tabs open, how the keyboard's motion is
// sampled and drawn, and what the playground costs when nothing happens. Prints figures; asserts
// nothing about time.
//
//   swift build -c release --product keyboardctl --product keyboardd --product keyboardd-playground \
//     --product playground-benchmark   # then
//   .build/release/playground-benchmark [cycles] [tabs] [idle seconds]
//
// It starts `keyboardctl playground --embedded` and chromium (headless) with the tabs, registers
// an app on the playground's keyboardd over the bus and focuses and resigns it `cycles` times
// (each a Show and a Hide: 8 notifications). A notification's latency is the time between the
// benchmark's own connection receiving Keyboard1.Notification and the page's drawing of it
// (`playground.arrivals`, set where the page adds it to the DOM), both on the wall clock.

let arguments = Array(CommandLine.arguments.dropFirst())
let cycles = arguments.first.flatMap(Int.init) ?? 100
let tabCount = arguments.dropFirst().first.flatMap(Int.init) ?? 4
let idleSeconds = arguments.dropFirst(2).first.flatMap(Int.init) ?? 60
let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path

func wallMilliseconds() -> Double { Date().timeIntervalSince1970 * 1000 }

func cpuTicks(_ pid: pid_t) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis.
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }

final class Arrivals: @unchecked Sendable {
    let lock = NSLock()
    var bySequence: [UInt64: Double] = [:]
    func note(_ sequence: UInt64) { lock.withLock { bySequence[sequence] = wallMilliseconds() } }
    var all: [UInt64: Double] { lock.withLock { bySequence } }
}

do {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
    let playground = try ChildProcess(directory + "/keyboardctl", ["playground", "--embedded"], environment: environment,
                                      stdout: .pipe, stderr: .inherit)
    defer { playground.stop() }
    var output = Data()
    while !(String(decoding: output, as: UTF8.self).contains("Ctrl-C")) {
        let chunk = playground.stdout!.availableData
        guard !chunk.isEmpty else { throw HeadlessChromium.Failure("the playground ended before its URL") }
        output.append(chunk)
    }
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    let url = lines[0]
    let address = String(lines[1].dropFirst("keyboardd on ".count).prefix { $0 != ";" })
    print("playground \(url.prefix { $0 != "?" }) (pid \(playground.pid)), keyboardd on its own bus; \(tabCount) tabs; \(cycles) cycles")

    let browser = try HeadlessChromium()
    defer { browser.close() }
    let tabs = try (0..<tabCount).map { _ in try browser.open(url) }
    for tab in tabs { try browser.wait(tab, until: "window.playground && window.playground.state && window.playground.catalog") }

    let connection = try Connection(address: address)
    let arrivals = Arrivals()
    let watch = try Keyboard1.Proxy(connection).onNotification { notification in arrivals.note(notification.userInfo.sequence) }
    defer { watch.cancel() }
    let server = Server1.Proxy(connection), control = Control1.Proxy(connection)
    _ = try server.registerApp(bundleId: "com.example.bench", options: Server1.RegisterAppOptions(launch: true))
    let app = App1.Proxy(connection, bundleId: "com.example.bench")
    _ = try control.settle()

    /// Each tab's drawing time of every notification keyboardd sent so far, against its arrival on the bus.
    func latencies() throws -> [Double] {
        let sent = arrivals.all
        let last = sent.keys.max() ?? 0
        var latencies: [Double] = []
        for tab in tabs {
            try browser.wait(tab, until: "window.playground.arrivals[\(last)] !== undefined")
            let drawn = try browser.evaluate(tab, "JSON.stringify(window.playground.arrivals)") as? String ?? "{}"
            let times = (try JSONSerialization.jsonObject(with: Data(drawn.utf8)) as? [String: Double]) ?? [:]
            for (sequence, busTime) in sent { if let pageTime = times[String(sequence)] { latencies.append(pageTime - busTime) } }
            _ = try browser.evaluate(tab, "window.playground.arrivals = {}")
        }
        arrivals.lock.withLock { arrivals.bySequence = [:] }
        return latencies.sorted()
    }
    func report(_ what: String, _ latencies: [Double]) {
        print(String(format: "%@: %d notifications × %d tabs: p50 %.2f ms, p99 %.2f ms, max %.2f ms", what,
                     latencies.count / tabCount, tabCount, percentile(latencies, 0.5), percentile(latencies, 0.99), latencies.last ?? 0))
    }

    // As a person drives it: one step (a show, or a hide: four notifications), then the next once
    // every tab has drawn it.
    var paced: [Double] = []
    for cycle in 0..<cycles {
        if cycle % 2 == 0 { _ = try app.becomeFirstResponder(responder: "field", traits: App1.BecomeFirstResponderTraits()) } else { _ = try app.resignFirstResponder() }
        _ = try control.settle()
        paced += try latencies()
    }
    report("notification → page DOM, one step at a time", paced.sorted())
    // As a test suite drives it: every step at once, the tabs drawing behind.
    let flood = ContinuousClock.now
    for cycle in 0..<cycles {
        if cycle % 2 == 0 { _ = try app.becomeFirstResponder(responder: "field", traits: App1.BecomeFirstResponderTraits()) } else { _ = try app.resignFirstResponder() }
        _ = try control.settle()
    }
    let floodTime = ContinuousClock.now - flood
    report(String(format: "notification → page DOM, %d steps in %.0f ms without waiting", cycles,
                  Double(floodTime.components.attoseconds) / 1e15 + Double(floodTime.components.seconds) * 1000), try latencies())

    // One animation in the tab in front: keyboardd's samples (Keyboard1.FrameAt a display frame
    // apart) and the frames the page drew of it.
    try browser.bringToFront(tabs[0])
    if try app.firstResponder() != "" { _ = try app.resignFirstResponder(); _ = try control.settle() }
    _ = try browser.evaluate(tabs[0], "window.playground.lastMotion = null")
    _ = try app.becomeFirstResponder(responder: "field", traits: App1.BecomeFirstResponderTraits())
    _ = try control.settle()
    try browser.wait(tabs[0], until: "window.playground.lastMotion && window.playground.lastMotion.drawn !== undefined")
    let motion = try browser.evaluate(tabs[0], "JSON.stringify(window.playground.lastMotion)") as? String ?? "null"
    print("one show, played in the tab in front: \(motion) (samples: FrameAt a display frame apart; drawn: animation frames the page drew)")

    // Idle: nothing happens on the bus; the tabs stay open.
    let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
    let before = cpuTicks(playground.pid)
    Thread.sleep(forTimeInterval: Double(idleSeconds))
    let ticks = cpuTicks(playground.pid) - before
    print(String(format: "idle playground over %d s with %d tabs: %d ticks = %.3f s CPU = %.3f%% of one core",
                 idleSeconds, tabCount, ticks, Double(ticks) / hz, 100 * Double(ticks) / hz / Double(idleSeconds)))
    connection.close()
} catch {
    print("playground-benchmark: \(error)")
    exit(1)
}
