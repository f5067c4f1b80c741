import Foundation
import KeyboardTesting
import KeyboardTrackers
import Testing

/// One bench for the suite, reset before each test (serialized: they share keyboardd). It is
/// never closed by hand: when the test process ends, dbus-daemon's guardian stops the bus by
/// PID and removes its directory (the bench's files are in it), and keyboardd exits with its bus.
@Suite(.serialized)
struct SharedBenchTests {
    static let shared = Result { try KeyboardBench(profile: "ios13") }
    let bench: KeyboardBench

    init() throws {
        bench = try Self.shared.get()
        try bench.reset()
    }

    @Test("K3: the leaving app hears the incoming app's WillShow on ios13, not on ideal", arguments: ["ios13", "ideal"])
    func leavingAppHearsTheOtherKeyboard(profile: String) throws {
        try bench.reset(profile: profile)
        let chat = try bench.app("com.example.chat")
        let notes = try bench.app("com.apple.mobilenotes", launch: false)
        try bench.settle()
        try bench.expect(chat, lifecycle: [.didFinishLaunching, .didBecomeActive])
        #expect(try chat.becomeFirstResponder("message"))
        try bench.settle()
        try bench.expect(chat, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: true)

        let mark = bench.mark()
        try bench.control.launchApp(bundleId: notes.bundleId)
        try bench.advance(400)
        #expect(try notes.becomeFirstResponder("body"))
        try bench.settle()

        let notesShow = try #require(bench.keyboardNotifications(of: notes, since: mark).first { $0.kind == .willShow })
        #expect(notesShow.isLocal == true)
        #expect(bench.lifecycleNotifications(of: chat, since: mark).contains(.didEnterBackground))
        let leaked = bench.keyboardNotifications(of: chat, since: mark).filter { $0.kind == .willShow }
        if profile == "ideal" {
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
        let failure = #expect(throws: BenchExpectationFailure.self) { try bench.expectBeliefMatchesTruth(ike) }
        #expect(failure?.message.contains("believes 10.0 pt") == true, "\(failure?.message ?? "")")
    }

    @Test("expectations fail with what was received")
    func expectationsSayWhatWasReceived() throws {
        let ike = try bench.app("com.example.ike")
        try bench.settle()
        #expect(try ike.becomeFirstResponder("tummy"))
        try bench.settle()
        let wrongOrder = #expect(throws: BenchExpectationFailure.self) {
            try bench.expect(ike, received: [.willShow, .didShow])
        }
        #expect(wrongOrder?.message.contains("UIKeyboardWillChangeFrameNotification IsLocal=true") == true)
        #expect(throws: BenchExpectationFailure.self) {
            try bench.expect(ike, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], isLocal: false)
        }
        #expect(throws: BenchExpectationFailure.self) {
            try bench.expect(ike, received: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], frameEnd: .zero)
        }
        let mark = bench.mark()
        try bench.expect(ike, received: [], since: mark)
        #expect(throws: BenchExpectationFailure.self) { try bench.expect(ike, lifecycle: [.willTerminate], since: mark) }
    }

    @Test("reset makes a shared bench fresh: no apps, their connections closed, the bench's profile back")
    func resetMakesTheBenchFresh() throws {
        try bench.reset(device: "ipad-9.7", profile: "ios9")
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
        try bench.expect(again, lifecycle: [.didFinishLaunching, .didBecomeActive])
    }
}
