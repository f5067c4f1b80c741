// The naive tracker (B1's mistake): lifted by another app's keyboard (K3, K7); drifts under M1.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct NaiveTrackerTests {
    let app = FakeKeyboardApp()
    let ike: IkeScreen
    let tracker: NaiveTracker

    init() {
        ike = IkeScreen(app: app)
        tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
    }

    @Test func willShowLiftsAndWillHideDrops() {
        #expect(tracker.isEnabled && tracker.viewBottom == 812 && tracker.believedKeyboardHeight == 0)
        app.ikeShowsKeyboard()
        #expect(ike.tummy.frame == CGRect(x: 0, y: 379, width: 375, height: 100))
        #expect(tracker.viewBottom == 479 && tracker.believedKeyboardHeight == 333)
        #expect(app.reports.last == ["Tracker": .string("naive"), "TrackedKeyboardHeight": .double(333), "ViewBottom": .double(479)])
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.viewBottom == 812 && tracker.believedKeyboardHeight == 0)
        #expect(app.reports.count == 2)
    }

    /// K3: Ike switches to Notes with its keyboard up; it hears Notes' WillShow before it goes
    /// to the background. Back in Ike there is no keyboard, but the legs are off the screen.
    @Test func k3LiftedByNotesKeyboard() {
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        app.backToIke()
        #expect(tracker.believedKeyboardHeight == 333 && tracker.viewBottom == 479)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 0) == 812)   // the truth: no keyboard
        #expect(app.reports.map { $0["ViewBottom"] } == [.double(479), .double(812), .double(479)])
    }

    /// K7: the same without Ike's keyboard: lifted for Notes' keyboard alone.
    @Test func k7LiftedWithoutHavingAKeyboard() {
        app.switchToNotesWithoutKeyboard()
        app.backToIke()
        #expect(tracker.viewBottom == 479)
    }

    /// B1's mistake: it never unsubscribes, not even when the screen goes away.
    @Test func neverUnsubscribes() {
        tracker.viewDidAppear()
        tracker.viewWillDisappear()
        app.ikeShowsKeyboard()
        #expect(tracker.isEnabled && tracker.viewBottom == 479)
    }

    /// M1: Pinyin's WillShow three times (216, 252, 258). From rest, the first height sticks:
    /// 42 pt of the view stay under the keyboard.
    @Test func m1FromRestKeepsTheFirstHeight() {
        let app = FakeKeyboardApp(windowFrame: IPhone8.screen)
        let ike = IkeScreen(app: app, screen: IPhone8.screen, safeArea: EdgeInsets(top: 20))
        let tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
        app.pinyinAppears()
        #expect(tracker.believedKeyboardHeight == 216 && tracker.viewBottom == 451)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 258) == 409)
    }

    /// M1 with nixzhu's KeyboardMan article's per-notification increments: lifted by the sum, 726 for a 258 keyboard;
    /// the hide takes back only 258.
    @Test func m1IncrementalDrifts() {
        let app = FakeKeyboardApp(windowFrame: IPhone8.screen)
        let ike = IkeScreen(app: app, screen: IPhone8.screen, safeArea: EdgeInsets(top: 20))
        let tracker = NaiveTracker(app: app, view: ike.tummy, style: .incremental, logger: .quiet())
        tracker.viewDidLoad()
        app.pinyinAppears()
        #expect(tracker.believedKeyboardHeight == 726 && tracker.viewBottom == 667 - 726)
        app.hideGroup(from: IPhone8.keyboard(258), to: IPhone8.hidden)
        #expect(tracker.believedKeyboardHeight == 468)
    }

    @Test func fixPositionPutsTheViewWhereTheHeightSays() {
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        tracker.fixPosition(forKeyboardHeight: 0)
        #expect(tracker.viewBottom == 812 && tracker.believedKeyboardHeight == 0)
        #expect(app.reports.last?["ViewBottom"] == .double(812))
    }
}
