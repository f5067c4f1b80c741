import Foundation
import KeyboardTesting
import Synchronization
import XCTest

/// The XCTest base class: a bench per class, ready in every test (reset before each), and the
/// bench's failures reported by XCTFail at the caller's file and line.
final class KeyboardBenchTestCaseTests: KeyboardBenchTestCase {
    override class var benchDevice: KeyboardDevice? { .iPhoneX }
    override class var benchEra: KeyboardEra? { .iOS13 }

    /// The class's keyboardd, as the first test to run saw it.
    static let firstPID = Mutex<pid_t?>(nil)
    /// Failures this class records instead of failing, when a test asks for it.
    var capturing = false
    var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    func checkSharedAndFresh() throws {
        let pid = Self.firstPID.withLock { first in
            if first == nil { first = bench.keyboarddPID }
            return first!
        }
        XCTAssertEqual(bench.keyboarddPID, pid, "one bench for the class")
        XCTAssertTrue(bench.apps.isEmpty, "reset before each test")
        XCTAssertEqual(try bench.server.profile(), "ios13")
        XCTAssertEqual(try bench.server.device(), "iphone-x")
    }

    func testTheBenchIsReadyOnTheClassesDeviceAndEra() throws {
        try checkSharedAndFresh()
        let chat = try bench.app("com.example.chat")
        try bench.settle()
        XCTAssertTrue(try chat.becomeFirstResponder("message"))
        try bench.settle()
        bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true)
    }

    func testAFailedExpectationIsReportedAtTheCallersLine() throws {
        try checkSharedAndFresh()
        let chat = try bench.app("com.example.chat")
        try bench.settle()
        capturing = true
        let line = #line + 1
        let held = bench.expect(chat, lifecycle: [.didFinishLaunching])
        capturing = false
        XCTAssertFalse(held)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(captured.first?.file.hasSuffix("KeyboardBenchTestCaseTests.swift") == true, "\(captured)")
        let rows = captured.first?.description.split(separator: "\n") ?? []
        XCTAssertTrue(rows.contains { $0.hasPrefix("  ✗ —") && $0.hasSuffix(" DidBecomeActive") }, "\(captured)")
    }
}
