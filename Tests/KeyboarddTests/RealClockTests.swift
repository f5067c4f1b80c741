import BusTestSupport
import DBus
import Foundation
import KeyboardServer
import Testing

/// `--clock real`: model time follows a monotonic clock and timers fire by themselves.
@Suite struct RealClockTests {
    @Test func scheduledTransitionsHappenWithoutAdvance() async throws {
        let bus = try PrivateBus()
        let control = try bus.connect()
        defer { control.close() }
        let daemon = try await DaemonProcess(arguments: ["--bus", bus.address, "--clock", "real"], observer: control)
        defer { daemon.stop() }

        let app = try bus.connect()
        defer { app.close() }
        let path = Contract.appPath("com.example.ike")
        let lifecycle = try app.signals(matching: MatchRule(path: path, interface: Contract.appInterface,
                                                            member: "LifecycleNotification"), addToBus: false)
        _ = try await app.call(destination: Contract.busName, path: Contract.serverPath,
                               interface: Contract.serverInterface, member: "RegisterApp",
                               arguments: [.string("com.example.ike"), .vardict([])])
        // DidFinishLaunching at once; DidBecomeActive only when the launch's timer fires.
        let names = try await lifecycle.take(2, within: 60).map { try $0.arguments().first }
        #expect(names == [.string("UIApplicationDidFinishLaunchingNotification"),
                          .string("UIApplicationDidBecomeActiveNotification")])

        do {
            _ = try await control.call(destination: Contract.busName, path: Contract.serverPath,
                                       interface: Contract.controlInterface, member: "Advance", arguments: [.uint64(10)])
            Issue.record("Advance succeeded on the real clock")
        } catch {
            #expect(error.name == Contract.ErrorName.wrongState)
        }
        let now = try await control.call(destination: Contract.busName, path: Contract.serverPath,
                                         interface: "org.freedesktop.DBus.Properties", member: "Get",
                                         arguments: [.string(Contract.serverInterface), .string("Now")])
        guard case .uint64(let ms)? = now.first?.unwrappedVariant else { Issue.record("Now: \(now)"); return }
        #expect(ms >= 400)   // the launch took its 400 ms of model time, which is wall time here
    }
}
