// XCTest's way to a bench: a base class whose tests find `bench` ready, reset before each test.
//
//     final class ComposeTests: KeyboardBenchTestCase {
//         override class var benchEra: KeyboardEra? { .iOS13 }
//         func testTheBarClearsTheKeyboard() throws {
//             let chat = try bench.app("com.example.chat")
//             ...
//         }
//     }

#if canImport(XCTest)
import Synchronization
import XCTest

/// One bench per test class: made at the class's first test, reset (to the class's device, era
/// and settings) before every other, closed when the class's tests are done. XCTest runs a
/// class's tests one after another, so they share it safely.
open class KeyboardBenchTestCase: XCTestCase {
    /// The device, era and settings of the class's bench; nil and empty: keyboardd's defaults.
    open class var benchDevice: KeyboardDevice? { nil }
    open class var benchEra: KeyboardEra? { nil }
    open class var benchSettings: [KeyboardSetting: Bool] { [:] }

    /// The running test's bench.
    public var bench: KeyboardBench {
        guard let bench = currentBench else {
            preconditionFailure("KeyboardBenchTestCase.bench is set in setUpWithError(): call super.setUpWithError() first")
        }
        return bench
    }

    private var currentBench: KeyboardBench?

    /// The benches of the classes whose tests are running, by class.
    private static let benches = Mutex<[ObjectIdentifier: KeyboardBench]>([:])

    open override func setUpWithError() throws {
        try super.setUpWithError()
        let key = ObjectIdentifier(type(of: self))
        if let bench = Self.benches.withLock({ $0[key] }) {
            try bench.reset()
            currentBench = bench
        } else {
            let bench = try KeyboardBench(device: Self.benchDevice, era: Self.benchEra, settings: Self.benchSettings)
            Self.benches.withLock { $0[key] = bench }
            currentBench = bench
        }
    }

    open override func tearDown() {
        currentBench = nil
        super.tearDown()
    }

    open override class func tearDown() {
        benches.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }?.close()
        super.tearDown()
    }
}
#endif
