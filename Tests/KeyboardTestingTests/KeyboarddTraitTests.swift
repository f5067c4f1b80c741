import BusTestSupport
import Foundation
import Glibc
import KeyboardTesting
import Synchronization
import Testing

/// The `.keyboardd(...)` trait: a bench made inside the test's scope and stopped after it, or
/// one shared by a suite's tests, reset before each, the tests taking turns.
@Suite(.exclusiveUIKitState)
struct KeyboarddTraitTests {
    func ended(_ pid: pid_t) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    @Test(.keyboardd(device: .iPhone15, era: .iOS17, settings: [.reduceMotion: true]))
    func theTestFindsItsBenchOnItsDeviceAndEra() throws {
        let bench = try #require(KeyboardBench.current)
        #expect(bench.device == .iPhone15 && bench.era == .iOS17)
        #expect(try bench.playing() == (era: .iOS17, device: .iPhone15))
        #expect(try bench.server.settings()["reduce-motion"] == .boolean(true))
        let chat = try bench.app("com.example.chat")
        try bench.settle()
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true,
                     frameEnd: CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
    }

    @Test func withoutTheTraitThereIsNoBench() {
        #expect(KeyboardBench.current == nil)
    }

    /// The scope itself, called as Swift Testing calls it: the bench exists inside, and both of
    /// its processes are gone by PID when the scope ends, also when the test body throws.
    @Test func theScopeStopsBothProcessesAfterTheTestFailedOrNot() async throws {
        struct Thrown: Error {}
        let test = try #require(Test.current)
        let pids = Mutex<[pid_t]>([])
        await #expect(throws: Thrown.self) {
            try await KeyboarddTrait.keyboardd(era: .iOS13).provideScope(for: test, testCase: nil) {
                let bench = try #require(KeyboardBench.current)
                #expect(try bench.server.profile() == "ios13")
                pids.withLock { $0 = [bench.keyboarddPID, bench.busPID] }
                throw Thrown()
            }
        }
        #expect(pids.withLock { $0.count == 2 && $0.allSatisfy(ended) })
        #expect(KeyboardBench.current == nil)
    }

    /// A device that never ran the era: the contract's words, Control1.Configure's NotSupported
    /// message (the device's iOS, the devices that ran the era), and no command line's usage text.
    @Test func aDeviceThatNeverRanTheEraFailsTheTestWithTheContractsMessage() async throws {
        let test = try #require(Test.current)
        let error = await #expect(throws: KeyboardBenchError.self) {
            try await KeyboarddTrait.keyboardd(device: .iPhone6, era: .iOS26).provideScope(for: test, testCase: nil) {
                Issue.record("the body ran without a bench")
            }
        }
        let bench = try KeyboardBench()
        defer { bench.close() }
        let refusal = try #require(throws: DBusError.self) {
            try bench.control.configure(options: Control1.ConfigureOptions(device: "iphone-6", profile: "ios26"))
        }
        let message = try #require(error?.message)
        #expect(message == "no bench for iphone-6 on ios26: \(refusal.message)")
        #expect(message.contains("iphone-6 ran iOS 8 to 12, never ios26 (iOS 26); ios26 runs on "))
        #expect(!message.contains("Usage") && !message.contains("--"))
    }

    /// The same refusal from a suite's shared bench, when a test's own trait asks for the pair.
    @Test func aSharedBenchRefusesTheWrongPairWithTheSameMessage() throws {
        let bench = try KeyboardBench(era: .iOS13)
        defer { bench.close() }
        let error = try #require(throws: KeyboardBenchError.self) { try bench.reset(device: .iPhoneX, era: .iOS26) }
        #expect(error.message.hasPrefix("no bench for iphone-x on ios26: iphone-x ran iOS 11 to 16, never ios26"))
        #expect(try bench.server.profile() == "ios13", "nothing was reset")
    }

    /// The trait turns the device, as pytest's `orientation=` does, and a shared bench's reset
    /// turns it back.
    @Test(.keyboardd(device: .iPhone15, era: .iOS17, orientation: .landscapeLeft))
    func theTraitTakesAnOrientation() throws {
        let bench = try #require(KeyboardBench.current)
        #expect(bench.orientation == .landscapeLeft)
        #expect(try bench.server.orientation() == Server1.Orientation.landscapeLeft.rawValue)
        try bench.reset(orientation: .portrait)
        #expect(try bench.server.orientation() == Server1.Orientation.portrait.rawValue)
        try bench.reset()
        #expect(try bench.server.orientation() == Server1.Orientation.landscapeLeft.rawValue)
    }
}

/// One bench for the suite: every test finds the same keyboardd, fresh (no apps) and on the
/// suite's era, or its own era when the test has its own trait.
@Suite(.keyboardd(era: .iOS13), .exclusiveUIKitState)
struct SharedTraitSuiteTests {
    /// The keyboardd the first test to run saw; the others must see the same.
    static let firstPID = Mutex<pid_t?>(nil)

    func sameFreshBench(era: String) throws -> KeyboardBench {
        let bench = try #require(KeyboardBench.current)
        let pid = Self.firstPID.withLock { first in
            if first == nil { first = bench.keyboarddPID }
            return first!
        }
        #expect(bench.keyboarddPID == pid, "one keyboardd for the whole suite")
        #expect(bench.apps.isEmpty, "reset before the test")
        #expect(try bench.server.frontmost() == "")
        #expect(try bench.server.profile() == era)
        return bench
    }

    @Test(arguments: 1...3)
    func eachTestStartsFresh(_ number: Int) throws {
        let bench = try sameFreshBench(era: "ios13")
        let app = try bench.app("com.example.app\(number)")
        try bench.settle()
        #expect(try app.becomeFirstResponder("field"))
    }

    @Test(.keyboardd(era: .ideal))
    func aTestsOwnTraitResetsTheSharedBenchToItsEra() throws {
        let bench = try sameFreshBench(era: "ideal")
        _ = try bench.app("com.example.ideal")
    }
}
