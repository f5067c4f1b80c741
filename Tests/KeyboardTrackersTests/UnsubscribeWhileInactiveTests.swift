// K5, the wrong fix: it survives the app switch but misses the keyboard an alert brings back.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct UnsubscribeWhileInactiveTests {
    let app = FakeKeyboardApp()
    let ike: IkeScreen
    let tracker: NaiveTracker

    init() {
        ike = IkeScreen(app: app)
        tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
    }

    /// K5: the alert hides the keyboard, then willResignActive unsubscribes; the keyboard comes
    /// back before didBecomeActive and the tracker misses it: the view is down, the keyboard up.
    @Test func k5FailsUnderTheAlert() {
        let fix = UnsubscribeWhileInactive(app: app, tracker: tracker, logger: .quiet("keyboard.fix"))
        app.ikeShowsKeyboard()
        app.microphoneAlert()
        #expect(fix.tracker.isEnabled)                               // back on after didBecomeActive
        #expect(tracker.believedKeyboardHeight == 0 && tracker.viewBottom == 812)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 333) == 479)   // the truth: keyboard up
    }

    /// Without the wrong fix the same alert ends right.
    @Test func withoutItTheAlertEndsRight() {
        app.ikeShowsKeyboard()
        app.microphoneAlert()
        #expect(tracker.viewBottom == 479)
    }

    /// Against the app switch it works: Notes' keyboard comes while unsubscribed (K3).
    @Test func survivesTheSwitchToNotes() {
        let fix = UnsubscribeWhileInactive(app: app, tracker: tracker, logger: .quiet("keyboard.fix"))
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        #expect(!fix.tracker.isEnabled)
        app.backToIke()
        #expect(fix.tracker.isEnabled && tracker.viewBottom == 812)
    }
}
