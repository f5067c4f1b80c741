// K14: the watchdog compares the tracked view with the truth, logs, fixes, counts.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import LogRecording
import Testing

@Suite struct WatchdogTests {
    let app = FakeKeyboardApp()
    let ike: IkeScreen
    let tracker: NaiveTracker
    let log = LogRecorder()

    init() {
        ike = IkeScreen(app: app)
        tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
    }

    /// After K3 the legs are off (bottom 479) while nothing covers Ike: detected, logged, fixed
    /// (`fixTummyPosition`), counted; the next check finds it right.
    @Test func k14DetectsAndFixesTheLeak() throws {
        var truth: Double? = 333
        let watchdog = Watchdog(app: app, tracker: tracker, logger: log.logger("keyboard.watchdog")) { truth }
        var seen: [Watchdog.Detection] = []
        watchdog.onDetection = { seen.append($0) }
        app.ikeShowsKeyboard()
        #expect(watchdog.check() == nil)                          // belief = truth
        app.switchToNotesWithKeyboard()
        app.backToIke()
        truth = 0
        let detection = try #require(watchdog.check())
        #expect(detection == Watchdog.Detection(viewBottom: 479, expectedViewBottom: 812, keyboardHeight: 0,
                                                believedKeyboardHeight: 333, fixed: true))
        #expect(tracker.viewBottom == 812 && tracker.believedKeyboardHeight == 0)
        #expect(watchdog.check() == nil)
        #expect(watchdog.checks == 3 && watchdog.detections == 1 && seen == [detection])
        #expect(app.reports.suffix(2) == [
            ["Tracker": .string("naive"), "TrackedKeyboardHeight": .double(0), "ViewBottom": .double(812)],
            ["WatchdogDetections": .int(1), "WatchdogFixed": .bool(true)],
        ])
        #expect(log.lines.map(\.level) == [.warning, .info])
        #expect(log.messages == [
            "woof: naive view bottom 479.0, truth says 812.0 (keyboard 0.0, believed 333.0); detections 1",
            "fixTummyPosition: naive view bottom now 812.0",
        ])
    }

    /// Without fixing it only logs and counts: the same error every second.
    @Test func countsWithoutFixing() {
        let watchdog = Watchdog(app: app, tracker: tracker, fixes: false, logger: .quiet("keyboard.watchdog")) { 0 }
        app.switchToNotesWithoutKeyboard()                          // K7
        for _ in 0..<3 { watchdog.check() }
        #expect(watchdog.detections == 3 && tracker.viewBottom == 479)
        #expect(watchdog.lastDetection?.fixed == false)
    }

    /// An unknown truth is not checked.
    @Test func unknownTruthIsNotChecked() {
        let watchdog = Watchdog(app: app, tracker: tracker, logger: .quiet("keyboard.watchdog")) { nil }
        app.switchToNotesWithoutKeyboard()
        #expect(watchdog.check() == nil && watchdog.checks == 0)
    }

    /// K11 without the undocked check: the view is thrown off; the watchdog brings it back.
    @Test func fixesMailRuAfterTheZeroRect() throws {
        let app = FakeKeyboardApp(windowFrame: IPad.screen)
        let ike = IkeScreen(app: app, screen: IPad.screen)
        let tracker = MailRuKeyboardTracker(app: app, window: ike.window, view: ike.tummy, options: .withoutIPadFixes,
                                            idiom: .pad, logger: .quiet())
        tracker.enable()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.split, to: .zero)
        let watchdog = Watchdog(app: app, tracker: tracker, logger: .quiet("keyboard.watchdog")) { 0 }
        let detection = try #require(watchdog.check())
        #expect(detection.viewBottom == 0 && detection.expectedViewBottom == 1194)
        #expect(tracker.viewBottom == 1194 && tracker.keyboardHeight == 0)
    }

    /// The truth from keyboardd's KeyboardOverlap: docked on the window's bottom counts, a
    /// keyboard floating above it (undocked, split) does not.
    @Test func dockedKeyboardHeightFromTheOverlap() {
        #expect(Watchdog.dockedKeyboardHeight(overlap: CGRect(x: 0, y: 479, width: 375, height: 333), windowHeight: 812) == 333)
        #expect(Watchdog.dockedKeyboardHeight(overlap: .zero, windowHeight: 812) == 0)
        #expect(Watchdog.dockedKeyboardHeight(overlap: CGRect(x: 0, y: 441, width: 834, height: 313), windowHeight: 1194) == 0)
        #expect(Watchdog.dockedKeyboardHeight(overlap: CGRect(x: 0, y: 837, width: 320, height: 309), windowHeight: 1146) == 309)
    }
}
