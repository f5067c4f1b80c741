import BusTestSupport
import Foundation
import KeyboardTesting
import KeyboardTrackers
import Testing

/// One bench for the suite, reset before each test (serialized: they share keyboardd). It is
/// never closed by hand: when the test process ends, dbus-daemon's guardian stops the bus by
/// PID and removes its directory (the bench's files are in it), and keyboardd exits with its bus.
@Suite(.serialized, .exclusiveUIKitState)
struct SharedBenchTests {
    static let shared = Result { try KeyboardBench(era: .iOS13) }
    let bench: KeyboardBench

    init() throws {
        bench = try Self.shared.get()
        try bench.reset()
    }

    @Test("K3: the leaving app hears the incoming app's WillShow on ios13, not on ideal", arguments: [KeyboardEra.iOS13, .ideal])
    func leavingAppHearsTheOtherKeyboard(era: KeyboardEra) throws {
        try bench.reset(era: era)
        let chat = try bench.app("com.example.chat")
        let notes = try bench.app("com.apple.mobilenotes", launch: false)
        try bench.settle()
        bench.expect(chat, lifecycle: [.didFinishLaunching, .didBecomeActive])
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true)

        let mark = bench.mark()
        try bench.control.launchApp(bundleId: notes.bundleId)
        try bench.advance(400)
        #expect(try notes.becomeFirstResponder("body"))
        try bench.settle()

        let notesShow = try #require(bench.keyboardNotifications(of: notes, since: mark).first { $0.kind == .willShow })
        #expect(notesShow.isLocal == true)
        #expect(bench.lifecycleNotifications(of: chat, since: mark).contains(.didEnterBackground))
        let leaked = bench.keyboardNotifications(of: chat, since: mark).filter { $0.kind == .willShow }
        if era.isClean {
            #expect(leaked.isEmpty)
        } else {
            // The same notification as Notes' own (one Sequence for every recipient), not local to Chat.
            #expect(leaked.map(\.isLocal) == [false])
            #expect(leaked.map(\.sequence) == [notesShow.sequence])
        }
    }

    @Test("a tracker's belief is checked against KeyboardOverlap, and a wrong belief fails with both figures")
    func beliefAgainstTruth() throws {
        let ike = try bench.app("com.example.ike")
        try bench.settle()
        let tracker = NaiveTracker(app: ike, view: View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "view"))
        ike.queue.sync { tracker.viewDidLoad() }
        #expect(try bench.belief(of: ike) == nil)
        try bench.expectBeliefMatchesTruth(ike)   // no keyboard, no report: both nothing

        #expect(try ike.becomeFirstResponder("tummy"))
        try bench.settle()
        let verdict = try bench.verdict(for: ike)
        #expect(verdict.overlap.height > 0)
        #expect(verdict.belief?.trackedKeyboardHeight == Double(verdict.overlap.height))
        #expect(verdict.belief?.facts["Tracker"] == .string("naive"))
        try bench.expectBeliefMatchesTruth(ike)

        try ike.report(["TrackedKeyboardHeight": .double(10)])
        let failure = #expect(throws: BenchExpectationFailure.self) { try bench.verifyBeliefMatchesTruth(ike) }
        #expect(failure?.message.contains("believes 10.0 pt") == true, "\(failure?.message ?? "")")
    }

    @Test("a failed expectation shows the expected and the received notifications side by side")
    func expectationsShowBothSideBySide() throws {
        let ike = try bench.app("com.example.ike")
        try bench.settle()
        #expect(try ike.becomeFirstResponder("tummy"))
        try bench.settle()
        let wrongOrder = #expect(throws: BenchExpectationFailure.self) {
            try bench.verify(ike, received: [.willShow, .didShow])
        }
        #expect(wrongOrder?.message == """
            com.example.ike: its keyboard notifications are not what was expected
                expected   received
              ✗ WillShow   WillChangeFrame end (0, 477, 375, 335) 0.25 s local
              ✗ DidShow    WillShow end (0, 477, 375, 335) 0.25 s local
              ✗ —          DidChangeFrame end (0, 477, 375, 335) 0.25 s local
              ✗ —          DidShow end (0, 477, 375, 335) 0.25 s local
            """, "\(wrongOrder?.message ?? "")")
        let notLocal = #expect(throws: BenchExpectationFailure.self) {
            try bench.verify(ike, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: false)
        }
        #expect(notLocal?.message.contains("✗ WillShow not local          WillShow end (0, 477, 375, 335) 0.25 s local") == true,
                "\(notLocal?.message ?? "")")
        let frame = #expect(throws: BenchExpectationFailure.self) {
            try bench.verify(ike, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], frameEnd: .zero)
        }
        #expect(frame?.message.hasSuffix("✗ DidShow end (0, 0, 0, 0)   DidShow end (0, 477, 375, 335) 0.25 s local") == true,
                "\(frame?.message ?? "")")
        #expect(frame?.message.contains("✓ WillShow                   WillShow") == true, "\(frame?.message ?? "")")
        let mark = bench.mark()
        try bench.verify(ike, received: [], since: mark)
        let lifecycle = #expect(throws: BenchExpectationFailure.self) { try bench.verify(ike, lifecycle: [.willTerminate], since: mark) }
        #expect(lifecycle?.message == """
            com.example.ike: its lifecycle notifications are not what was expected
                expected        received
              ✗ WillTerminate   —
            """, "\(lifecycle?.message ?? "")")
    }

    @Test("expect records a failure at the caller's line, with the side-by-side message")
    func expectRecordsAtTheCallersLine() throws {
        let ike = try bench.app("com.example.ike")
        try bench.settle()
        let line = #line + 2
        withKnownIssue {
            bench.expect(ike, lifecycle: [.didFinishLaunching])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID.hasSuffix("SharedBenchTests.swift") == true
                && issue.comments.contains { comment in
                    comment.rawValue.split(separator: "\n").contains { $0.hasPrefix("  ✗ —") && $0.hasSuffix(" DidBecomeActive") }
                }
        }
        #expect(bench.expect(ike, lifecycle: [.didFinishLaunching, .didBecomeActive]))
    }

    @Test("reset makes a shared bench fresh: no apps, their connections closed, the bench's profile back")
    func resetMakesTheBenchFresh() throws {
        try bench.reset(device: .iPad9_7, era: .iOS9)
        #expect(try bench.server.device() == "ipad-9.7")
        #expect(try bench.server.profile() == "ios9")
        let ike = try bench.app("com.example.ike")
        try bench.settle()
        #expect(try ike.becomeFirstResponder("tummy"))
        try bench.reset()
        #expect(bench.apps.isEmpty)
        #expect(try bench.server.frontmost() == "")
        #expect(try bench.keyboard.visible() == false)
        #expect(try bench.server.profile() == "ios13")
        // The journal starts again with the Reset itself: nothing from before it, nothing after.
        #expect(try bench.trace().map(\.event) == ["Reset"])
        #expect(throws: KeyboardClientError.self) { try ike.becomeFirstResponder("tummy") }
        let again = try bench.app("com.example.ike")
        try bench.settle()
        bench.expect(again, lifecycle: [.didFinishLaunching, .didBecomeActive])
    }
}
