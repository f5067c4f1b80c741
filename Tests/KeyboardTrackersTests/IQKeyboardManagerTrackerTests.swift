// IQKeyboardManagerSwift 8's distance handling over the standard form (five fields in a scroll
// view, the tummy on the view's bottom): the keyboard grown by keyboardDistance and the safe
// area, the scroll view first, the root view after, only while active, only when the height
// changes, the field from the editing notifications, and everything put back on hide.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct IQKeyboardManagerTrackerTests {
    let app = FakeKeyboardApp()
    let scene: KeyboardScene
    let tracker: IQKeyboardManagerTracker

    init() {
        scene = KeyboardScene.standard(app: app, windowFrame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        tracker = IQKeyboardManagerTracker(app: app, rootView: scene.view, logger: .quiet())
        tracker.enable()
    }

    var field5: TextField { scene.fields[4] }

    /// Q19–Q23: the last field (bottom 758) goes to the keyboard's top (479) less the distance
    /// (10), the root's bottom safe area (34) and its bottom layout margin (34): 401, all by
    /// scrolling; the scroll view's inset covers the keyboard less its own safe area.
    @Test func keepsTheFieldAboveTheKeyboard() {
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.viewBottom == 401 && scene.scrollView.contentOffset.y == 357)
        #expect(scene.scrollView.contentInset.bottom == 343 && scene.view.frame.origin.y == 0)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 333))
        #expect(scene.scrollView.lastChangeAnimationDuration == 0.25)
    }

    /// Q19: `keyboardDistance` is the gap kept.
    @Test func keyboardDistanceIsTheGap() {
        tracker.keyboardDistance = 30
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.viewBottom == 381)
    }

    /// Q26: the hide puts the inset back and the offset within the content.
    @Test func hideRestores() {
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.viewBottom == 758 && scene.scrollView.contentOffset.y == 0 && scene.scrollView.contentInset == .zero)
        #expect(tracker.believedKeyboardHeight == 0 && tracker.movedDistance == 0)
    }

    /// Q18 (K3): an inactive app moves nothing; Q17: DidBecomeActive moves for the visible keyboard.
    @Test func k3OnlyWhileActiveAgainAtDidBecomeActive() {
        app.focus(field5)
        app.applicationState = .inactive
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.viewBottom == 758 && tracker.adjustments == 0)
        app.post(UIApplication.didBecomeActiveNotification)
        #expect(tracker.viewBottom == 401 && tracker.adjustments == 1)
    }

    /// Q3: IsLocal is read by nobody: an active app moves for another app's keyboard.
    @Test func isLocalIsIgnored() {
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.viewBottom == 401)
    }

    /// Q1, Q9 (N8): a re-announced keyboard of the same height does nothing.
    @Test func n8OnlyAHeightChangeActs() {
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        let adjustments = tracker.adjustments
        app.showGroup(from: IPhoneX.keyboard, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: IPhoneX.keyboard.offsetBy(dx: 10, dy: 0))
        #expect(tracker.adjustments == adjustments && adjustments == 1)
    }

    /// Q5 (P1, P3): a floating keyboard is height 0 (nothing moves); the hardware keyboard's bar
    /// announced as the whole keyboard is its on-screen part.
    @Test func p3OnScreenHeightP1FloatingIsZero() {
        let ipad = KeyboardScene.standard(app: app, windowFrame: IPad.screen)
        let padTracker = IQKeyboardManagerTracker(app: app, rootView: ipad.view, logger: .quiet())
        padTracker.enable()
        app.focus(ipad.fields[4])
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.hidden, to: CGRect(x: 20, y: 700, width: 320, height: 253))
        #expect(padTracker.believedKeyboardHeight == 0 && padTracker.adjustments == 0)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: CGRect(x: 0, y: 1139, width: 834, height: 313))
        #expect(padTracker.believedKeyboardHeight == 55 && padTracker.adjustments == 1)
    }

    /// Q6 (#2124, N9): on iOS 26 the hide's frame keeps the accessory's strip; the fix takes its
    /// height away, so the hide restores; without it the strip is a keyboard still up.
    @Test func n9HideFrameFix() {
        let strip = CGRect(x: 0, y: 768, width: 375, height: 44)
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: strip)
        #expect(tracker.viewBottom == 758 && tracker.believedKeyboardHeight == 0)

        tracker.hideFrameFix = false
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: strip)
        #expect(tracker.believedKeyboardHeight == 44 && tracker.viewBottom != 758)
    }

    /// Q13 (N2): a focus change with the keyboard up moves the new field, no keyboard notification.
    @Test func n2FocusChangeMovesWithoutKeyboardNotification() {
        app.focus(scene.fields[0])
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(scene.scrollView.contentOffset.y == 0)
        app.focus(field5)
        #expect(tracker.viewBottom == 401)
    }

    /// Q25: a field outside any scroll view moves the root view, at most the keyboard's height up.
    @Test func rootViewMovesNoHigherThanTheKeyboard() {
        app.focus(scene.tummy)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(scene.view.frame.origin.y == -333 && tracker.movedDistance == 333 && tracker.viewBottom == 479)
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scene.view.frame.origin.y == 0 && tracker.viewBottom == 812)
    }

    /// #285: a scroll view that does not scroll is skipped, and the root view moves instead.
    @Test func scrollViewThatDoesNotScrollIsSkipped() {
        scene.scrollView.isScrollEnabled = false
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(scene.scrollView.contentOffset.y == 0 && scene.view.frame.origin.y == -333)
    }

    /// DidEndEditing forgets the field: a keyboard after it moves nothing.
    @Test func endEditingForgetsTheField() {
        app.focus(field5)
        app.endEditing(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.adjustments == 0 && scene.scrollView.contentOffset.y == 0)
    }

    /// The watchdog's repair: everything put back, then moved for the truth.
    @Test func fixPositionTakesTheTruth() {
        app.focus(field5)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        tracker.fixPosition(forKeyboardHeight: 0)
        #expect(tracker.viewBottom == 758 && tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 0))
        tracker.fixPosition(forKeyboardHeight: 333)
        #expect(tracker.viewBottom == 401)
    }
}
