// The common shape: every tracker by name over the standard scene, fixes wired by option.

import TrackerOptions
import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct TrackerFactoryTests {
    /// The wait of the trackers that schedule their own Did or animation end.
    let timer = ManualTrackerTimer()

    func wire(_ kind: TrackerKind, _ fixes: Fix = [], app: FakeKeyboardApp = FakeKeyboardApp(),
              truth: (() -> Double?)? = nil) throws -> TrackerSetup {
        let scene = KeyboardScene.standard(app: app, windowFrame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        return try TrackerFactory.wire(kind, fixes: fixes, app: app, scene: scene, truth: truth,
                                       makeLogger: { Logger.quiet($0) }, idiom: .phone, timer: timer)
    }

    /// The trackers that do not act on another app's keyboard heard while leaving (K7): KeyboardMan
    /// (M5's active check), the Flutter engine (`IsLocal`), IQKeyboardManager (no field, and only
    /// while active) and Apple's guides (they follow the truth).
    static let ignoreAnotherAppsKeyboard: Set<TrackerKind> = [
        .keyboardman, .flutter, .iqKeyboardManager, .keyboardLayoutGuide, .keyboardLayoutGuideUndocked,
    ]

    @Test func standardScene() {
        let scene = KeyboardScene.standard(app: FakeKeyboardApp(), windowFrame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        #expect(scene.tummy.convert(scene.tummy.bounds, to: nil) == CGRect(x: 0, y: 712, width: 375, height: 100))
        #expect(scene.fields.map(\.name) == ["field1", "field2", "field3", "field4", "field5"])
        #expect(scene.fields.first?.frame == CGRect(x: 16, y: 64, width: 343, height: 44))
        #expect(scene.fields.last?.frame.maxY == 758)
        #expect(scene.allFields.count == 6 && scene.view.window === scene.window)
    }

    /// Every tracker, after its own keyboard comes and goes on the standard scene (the form's
    /// last field focused), believes the truth and put its view where that truth wants it. The
    /// truth is what the keyboard layout guides follow; the timer lets the library Dids come.
    @Test(arguments: TrackerKind.allCases)
    func everyTrackerFollowsItsOwnKeyboard(kind: TrackerKind) throws {
        let app = FakeKeyboardApp()
        let truth = TruthBox()
        let setup = try wire(kind, app: app, truth: { truth.height })
        let tracker = setup.tracker
        #expect(tracker.kind == kind && tracker.isEnabled)
        let field = try #require(setup.scene.fields.last)
        app.focus(field)
        truth.height = 333
        app.ikeShowsKeyboard()
        timer.advance(by: 1)
        #expect(tracker.believedKeyboardHeight == 333)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 333))
        #expect(app.reports.last?["TrackedKeyboardHeight"] == .double(333))
        #expect(app.reports.last?["Tracker"] == .string(kind.rawValue))
        truth.height = 0
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        timer.advance(by: 1)
        #expect(tracker.believedKeyboardHeight == 0)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 0))
    }

    /// Every tracker but those of `ignoreAnotherAppsKeyboard` is lifted by Notes' keyboard (K7); a
    /// watchdog over it puts it right.
    @Test(arguments: TrackerKind.allCases)
    func k7AndTheWatchdog(kind: TrackerKind) throws {
        let app = FakeKeyboardApp()
        let setup = try wire(kind, [.watchdog], app: app, truth: { 0 })
        setup.scene.fields.last?.becomeFirstResponder()
        app.switchToNotesWithoutKeyboard()
        timer.advance(by: 1)
        app.backToIke()
        let watchdog = try #require(setup.watchdog)
        let wrong = setup.tracker.viewBottom != setup.tracker.expectedViewBottom(forKeyboardHeight: 0)
        #expect(wrong == !Self.ignoreAnotherAppsKeyboard.contains(kind))
        watchdog.check()
        #expect(watchdog.detections == (wrong ? 1 : 0))
        #expect(setup.tracker.viewBottom == setup.tracker.expectedViewBottom(forKeyboardHeight: 0))
    }

    /// Today's trackers take their part of the scene; the keyboard layout guides follow the truth
    /// (here a keyboard whose announcement says nothing, K11's zero rect), and see none without it.
    @Test func todaysTrackersWiring() throws {
        let app = FakeKeyboardApp()
        let truth = TruthBox()
        let setup = try wire(.keyboardLayoutGuide, app: app, truth: { truth.height })
        let guide = try #require(setup.tracker as? AppleKeyboardLayoutGuideTracker)
        #expect(guide.view === setup.scene.view && !guide.followsUndockedKeyboard)
        truth.height = 333
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: .zero)
        #expect(guide.viewBottom == 479)
        let blindSetup = try wire(.keyboardLayoutGuide, app: app)
        let blind = try #require(blindSetup.tracker as? AppleKeyboardLayoutGuideTracker)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(blind.viewBottom == 778)

        let undockedSetup = try wire(.keyboardLayoutGuideUndocked)
        #expect((undockedSetup.tracker as? AppleKeyboardLayoutGuideTracker)?.followsUndockedKeyboard == true)
        let controller = try wire(.rnKeyboardController)
        #expect((controller.tracker as? KeyboardControllerTracker)?.view === controller.scene.tummy)
        let flutter = try wire(.flutter)
        #expect((flutter.tracker as? FlutterKeyboardInsetTracker)?.view === flutter.scene.view)
        let iq = try wire(.iqKeyboardManager)
        #expect((iq.tracker as? IQKeyboardManagerTracker)?.rootView === iq.scene.view)
        let freshOS = try wire(.freshOSKeyboardLayoutGuide)
        #expect((freshOS.tracker as? FreshOSKeyboardLayoutGuideTracker)?.guide !== freshOS.scene.keyboardGuide)
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
        #expect(TrackerKind(rawValue: "keyboardman") == .keyboardman && TrackerKind.allCases.count == 15)
        #expect(TrackerKind(rawValue: "rn-keyboard-avoiding-view") == .rnKeyboardAvoidingView)
        #expect(TrackerKind(rawValue: "keyboard-layout-guide-undocked") == .keyboardLayoutGuideUndocked)
        #expect(TrackerKind.allCases.map(\.rawValue).allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
        #expect(Fix(names: "responder-guard, snapshot-cover") == [.responderGuard, .snapshotCover])
        #expect(Fix(names: "") == [] && Fix(names: "none") == [])
        #expect(Fix(names: "good") == .good && !Fix.good.contains(.unsubscribeWhileInactive))
        #expect(Fix(names: "responder-guard,lucky-charm") == nil)
        let all: Fix = [.responderGuard, .snapshotCover, .reversedWindowSearch, .unsubscribeWhileInactive, .undockedCheck, .watchdog]
        #expect(Fix(names: all.description) == all)
        #expect(Fix().description == "none" && Fix.undockedCheck.description == "undocked-check")
    }
}

/// The truth a test moves: the keyboard height docked over the window's bottom.
final class TruthBox: ConfinedObject {
    struct State { var height: Double = 0 }
    let state = Confined(State())
}
