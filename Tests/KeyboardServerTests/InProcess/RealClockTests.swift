import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// `--clock real`: model time follows a monotonic clock and timers fire by themselves.
@Suite struct RealClockTests {
    @Test func scheduledTransitionsHappenWithoutAdvance() async throws {
        let keyboardd = try await InProcessKeyboardd(["--clock", "real"])
        defer { keyboardd.stop() }
        let bus = keyboardd.bus
        let control = keyboardd.connection

        let app = try bus.connect()
        defer { app.close() }
        let path = App1.path("com.example.ike")
        let lifecycle = try app.signals(matching: MatchRule(path: path, interface: App1.name,
                                                            member: "LifecycleNotification"), addToBus: false)
        _ = try await Server1.Proxy(app).registerApp(bundleId: "com.example.ike", options: Server1.RegisterAppOptions())
        // DidFinishLaunching at once; DidBecomeActive only when the launch's timer fires.
        let names = try await lifecycle.take(2, within: HangGuard.seconds).map { try $0.arguments().first }
        #expect(names == [.string("UIApplicationDidFinishLaunchingNotification"),
                          .string("UIApplicationDidBecomeActiveNotification")])

        do {
            try await Control1.Proxy(control).advance(ms: 10)
            Issue.record("Advance succeeded on the real clock")
        } catch {
            #expect(error.name == KeyboarddErrorName.wrongState.rawValue)
        }
        let ms = try await Server1.Proxy(control).now()
        #expect(ms >= 400)   // the launch took its 400 ms of model time, which is wall time here
    }
}
