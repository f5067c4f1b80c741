// The common shape: every tracker by name over the standard scene, fixes wired by option.

import TrackerOptions
import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct TrackerFactoryTests {
    func wire(_ kind: TrackerKind, _ fixes: Fix = [], app: FakeKeyboardApp = FakeKeyboardApp(),
              truth: (() -> Double?)? = nil) throws -> TrackerSetup {
        let scene = KeyboardScene.standard(app: app, windowFrame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        return try TrackerFactory.wire(kind, fixes: fixes, app: app, scene: scene, truth: truth,
                                       makeLogger: { Logger.quiet($0) }, idiom: .phone)
    }

    @Test func standardScene() {
        let scene = KeyboardScene.standard(app: FakeKeyboardApp(), windowFrame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        #expect(scene.tummy.convert(scene.tummy.bounds, to: nil) == CGRect(x: 0, y: 712, width: 375, height: 100))
        #expect(scene.fields.map(\.name) == ["field1", "field2", "field3", "field4", "field5"])
        #expect(scene.fields.first?.frame == CGRect(x: 16, y: 64, width: 343, height: 44))
        #expect(scene.fields.last?.frame.maxY == 758)
        #expect(scene.allFields.count == 6 && scene.view.window === scene.window)
    }

    /// Every tracker, after its own keyboard comes and goes on the standard scene (the form's
    /// last field focused), believes the truth and put its view where that truth wants it.
    @Test(arguments: TrackerKind.allCases)
    func everyTrackerFollowsItsOwnKeyboard(kind: TrackerKind) throws {
        let app = FakeKeyboardApp()
        let setup = try wire(kind, app: app)
        let tracker = setup.tracker
        #expect(tracker.kind == kind && tracker.isEnabled)
        setup.scene.fields.last?.becomeFirstResponder()
        app.ikeShowsKeyboard()
        #expect(tracker.believedKeyboardHeight == 333)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 333))
        #expect(app.reports.last?["TrackedKeyboardHeight"] == .double(333))
        #expect(app.reports.last?["Tracker"] == .string(kind.rawValue))
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.believedKeyboardHeight == 0)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 0))
    }

    /// Every tracker but KeyboardMan (M5's check) is lifted by Notes' keyboard (K7); a watchdog
    /// over it puts it right.
    @Test(arguments: TrackerKind.allCases)
    func k7AndTheWatchdog(kind: TrackerKind) throws {
        let app = FakeKeyboardApp()
        let setup = try wire(kind, [.watchdog], app: app, truth: { 0 })
        setup.scene.fields.last?.becomeFirstResponder()
        app.switchToNotesWithoutKeyboard()
        app.backToIke()
        let watchdog = try #require(setup.watchdog)
        let wrong = setup.tracker.viewBottom != setup.tracker.expectedViewBottom(forKeyboardHeight: 0)
        #expect(wrong == (kind != .keyboardman))
        watchdog.check()
        #expect(watchdog.detections == (wrong ? 1 : 0))
        #expect(setup.tracker.viewBottom == setup.tracker.expectedViewBottom(forKeyboardHeight: 0))
    }

    @Test func fixesAreWiredByOption() throws {
        let bare = try wire(.mailru)
        #expect(bare.responderGuard == nil && bare.snapshotCover == nil && bare.unsubscribeWhileInactive == nil)
        #expect(bare.watchdog == nil && bare.interactiveDismissal.search == .first)
        #expect((bare.tracker as? MailRuKeyboardTracker)?.options == .withoutIPadFixes)

        let all = try wire(.mailru, [.responderGuard, .snapshotCover, .reversedWindowSearch, .unsubscribeWhileInactive,
                                     .undockedCheck, .watchdog], truth: { 0 })
        #expect(all.responderGuard?.fields.count == 6 && all.snapshotCover != nil)
        #expect(all.unsubscribeWhileInactive?.tracker === all.tracker)
        #expect(all.interactiveDismissal.search == .reversed && all.watchdog?.tracker === all.tracker)
        #expect((all.tracker as? MailRuKeyboardTracker)?.options == MailRuKeyboardTracker.Options())
        #expect(all.beliefFacts["Tracker"] == .string("mailru"))
    }

    /// B1: the intersection tracker is subscribed because the factory shows the screen.
    @Test func intersectionSubscribesOnAppear() throws {
        let setup = try wire(.intersection)
        #expect(setup.tracker.isEnabled)
        setup.tracker.viewWillDisappear()
        #expect(!setup.tracker.isEnabled)
    }

    @Test func watchdogNeedsATruth() {
        #expect(throws: TrackerFactory.Error.watchdogNeedsTruth) { try wire(.naive, [.watchdog]) }
    }

    @Test func namesParse() {
        #expect(TrackerKind(rawValue: "keyboardman") == .keyboardman && TrackerKind.allCases.count == 7)
        #expect(Fix(names: "responder-guard, snapshot-cover") == [.responderGuard, .snapshotCover])
        #expect(Fix(names: "") == [] && Fix(names: "none") == [])
        #expect(Fix(names: "good") == .good && !Fix.good.contains(.unsubscribeWhileInactive))
        #expect(Fix(names: "responder-guard,lucky-charm") == nil)
        let all: Fix = [.responderGuard, .snapshotCover, .reversedWindowSearch, .unsubscribeWhileInactive, .undockedCheck, .watchdog]
        #expect(Fix(names: all.description) == all)
        #expect(Fix().description == "none" && Fix.undockedCheck.description == "undocked-check")
    }
}
