// K6: the responder guard brings Ike's keyboard back after Notes (K3); it cannot help K7 or an alert (K5).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct ResponderGuardTests {
    let app = FakeKeyboardApp()
    let ike: IkeScreen
    let tracker: NaiveTracker
    let responderGuard: ResponderGuard

    init() {
        ike = IkeScreen(app: app)
        tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
        responderGuard = ResponderGuard(app: app, field: ike.tummy, logger: .quiet("keyboard.fix"))
    }

    /// K3 + K6: in willEnterForeground the tummy becomes first responder again, without
    /// animation; the keyboard it brings makes the naive tracker's lift true again.
    @Test func k6RestoresTheKeyboardAfterNotes() {
        ike.tummy.becomeFirstResponder()
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        #expect(responderGuard.wasFirstResponderBeforeAppDidEnterBackground === ike.tummy)
        app.post(UIApplication.willEnterForegroundNotification)
        #expect(app.actions == [.becomeFirstResponder("tummy", ResponderTraits()), .becomeFirstResponder("tummy", ResponderTraits())])
        #expect(responderGuard.restoreCount == 1)
        // keyboardd answers with Ike's own keyboard, before DidBecomeActive (ios13).
        app.ikeShowsKeyboard()
        app.post(UIApplication.didBecomeActiveNotification)
        #expect(tracker.viewBottom == 479 && tracker.expectedViewBottom(forKeyboardHeight: 333) == 479)
    }

    /// K7: switched away without the keyboard, there is nothing to restore: still lifted.
    @Test func k7NothingToRestore() {
        app.switchToNotesWithoutKeyboard()
        app.backToIke()
        #expect(responderGuard.wasFirstResponderBeforeAppDidEnterBackground == nil)
        #expect(app.actions.isEmpty && responderGuard.restoreCount == 0)
        #expect(tracker.viewBottom == 479 && tracker.expectedViewBottom(forKeyboardHeight: 0) == 812)
    }

    /// K5: an alert sends no willEnterForeground: the guard does nothing (the system restores).
    @Test func k5AlertIsNotItsBusiness() {
        ike.tummy.becomeFirstResponder()
        app.ikeShowsKeyboard()
        app.microphoneAlert()
        #expect(responderGuard.restoreCount == 0 && app.actions.count == 1)
        #expect(tracker.viewBottom == 479)
    }

    /// Several fields: the one that was first responder comes back.
    @Test func guardsTheFieldThatHadTheKeyboard() {
        let other = TextField(app: app, name: "name")
        ike.view.addSubview(other)
        let guardAll = ResponderGuard(app: app, fields: [ike.tummy, other], logger: .quiet("keyboard.fix"))
        other.becomeFirstResponder()
        app.switchToNotesWithoutKeyboard()
        app.backToIke()
        #expect(guardAll.wasFirstResponderBeforeAppDidEnterBackground === other)
        #expect(app.actions.last == .becomeFirstResponder("name", ResponderTraits()))
    }
}
