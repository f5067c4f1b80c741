// React Native's KeyboardAvoidingView over its keyboard events: RCTKeyboardObserver's mapping
// (key-window coordinates after PR 48131, isEventFromThisApp, easing), then the view's rules:
// WillShow/WillHide only, no app filter, the cross-fade guard, the offset, the parent-relative
// frame, Math.ceil, the layout animation and the behaviours.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct KeyboardAvoidingViewTrackerTests {
    let app = FakeKeyboardApp()
    let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)

    func avoidingView(in parent: View? = nil, frame: CGRect = IPhoneX.screen,
                      behavior: KeyboardAvoidingViewTracker.Behavior = .padding, offset: Double = 0,
                      crossFade: Bool = false) -> KeyboardAvoidingViewTracker {
        let view = View(frame: frame, name: "KeyboardAvoidingView")
        (parent ?? window).addSubview(view)
        let tracker = KeyboardAvoidingViewTracker(app: app, view: view, behavior: behavior, keyboardVerticalOffset: offset,
                                                  prefersCrossFadeTransitions: { crossFade }, logger: .quiet())
        tracker.enable()
        return tracker
    }

    /// RCTKeyboardObserver (R2, R3): milliseconds, the keyboard's curve as `keyboard`, UIKit's own
    /// curves by name, isEventFromThisApp false without the key, frames in the key window since PR
    /// 48131 (screen coordinates without one).
    @Test func rctEventMapping() throws {
        let slideOver = Window(frame: IPad.slideOver)
        let shifted = CGRect(x: 0, y: 837, width: 834, height: 333)
        let notification = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: IPad.hidden, UIResponder.keyboardFrameEndUserInfoKey: shifted,
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25, UIResponder.keyboardAnimationCurveUserInfoKey: 7,
        ])
        let event = try #require(RCTKeyboardEvent(notification, keyWindow: slideOver))
        #expect(event.name == "keyboardWillShow" && event.duration == 250 && event.easing == "keyboard")
        #expect(event.endCoordinates.screenY == 813 && event.endCoordinates.screenX == -514)
        #expect(event.endCoordinates.height == 333 && !event.isEventFromThisApp)
        #expect(RCTKeyboardEvent(notification, keyWindow: nil)?.endCoordinates.screenY == 837)

        var local = notification
        local.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] = true
        local.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] = 0
        let localEvent = try #require(RCTKeyboardEvent(local, keyWindow: slideOver))
        #expect(localEvent.isEventFromThisApp && localEvent.easing == "easeInEaseOut")
        #expect(RCTKeyboardEvent(Notification(name: UIApplication.didBecomeActiveNotification), keyWindow: nil) == nil)
    }

    /// K1 (PR 48131): WillShow and WillHide move the view; WillChangeFrame and the Dids do not.
    @Test func p1WillShowAndWillHideOnly() {
        let tracker = avoidingView()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardDidShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 0 && app.reports.isEmpty)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 333 && tracker.viewBottom == 479 && tracker.appliedBottom == 333)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 0 && tracker.viewBottom == 812)
    }

    /// K2 (facebook/react-native #30762, K3): isEventFromThisApp is never read.
    @Test func k3AnotherAppsKeyboardMovesIt() {
        let tracker = avoidingView()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.bottom == 333)
    }

    /// N6 (PR 34503): a keyboard reported at y 0 is nothing when Prefer Cross-Fade Transitions is
    /// on, and the whole view when it is off.
    @Test func n6CrossFadeGuard() {
        let top = CGRect(x: 0, y: 0, width: 375, height: 333)
        let guarded = avoidingView(crossFade: true)
        let unguarded = avoidingView(crossFade: false)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: top)
        #expect(guarded.bottom == 0 && unguarded.bottom == 812)
    }

    /// `keyboardVerticalOffset` is taken off the keyboard's y only when the keyboard has a height.
    @Test func offsetOnlyWithAHeight() {
        let tracker = avoidingView(offset: 44)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 377)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.keyboard, to: CGRect(x: 0, y: 812, width: 375, height: 0))
        #expect(tracker.bottom == 0)
    }

    /// facebook/react-native #33421: the frame is the view's layout in its parent, so a view whose
    /// parent starts 100 pt down gives way 100 pt too little (without `keyboardVerticalOffset`).
    @Test func parentRelativeFrame() {
        let container = View(frame: CGRect(x: 0, y: 100, width: 375, height: 712), name: "container")
        window.addSubview(container)
        let tracker = avoidingView(in: container, frame: CGRect(x: 0, y: 0, width: 375, height: 712))
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 233)
        #expect(tracker.viewBottom == 579 && tracker.expectedViewBottom(forKeyboardHeight: 333) == 479)
    }

    /// `Math.ceil`, and an unchanged value schedules nothing.
    @Test func roundedUpAndUnchangedIsNothing() {
        let tracker = avoidingView()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: CGRect(x: 0, y: 478.6, width: 375, height: 333.4))
        #expect(tracker.bottom == 334 && app.reports.count == 1)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: CGRect(x: 0, y: 478.2, width: 375, height: 333.8))
        #expect(tracker.bottom == 334 && app.reports.count == 1)
    }

    /// K6: a layout animation of the event's duration and easing; none without a duration, none
    /// on a hide.
    @Test func layoutAnimation() throws {
        let tracker = avoidingView(behavior: .height)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        let animation = try #require(tracker.lastLayoutAnimation)
        #expect(animation.duration == 250 && animation.type == "keyboard")
        #expect(tracker.view.lastChangeAnimationDuration == 0.25)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.lastLayoutAnimation == nil && tracker.view.lastChangeAnimationDuration == nil)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard, duration: 0)
        #expect(tracker.lastLayoutAnimation == nil && tracker.bottom == 333)
    }

    /// K7: `height` shrinks the view itself (and measuring the shrunk frame gives the same value),
    /// `position` moves its content.
    @Test func behaviours() {
        let height = avoidingView(behavior: .height)
        let position = avoidingView(behavior: .position)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(height.view.frame.height == 479 && height.viewBottom == 479 && height.appliedBottom == 0)
        #expect(position.appliedBottom == 333 && position.viewBottom == 479 && position.view.frame.height == 812)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.keyboard, to: IPhoneX.keyboard)
        #expect(height.bottom == 333 && height.view.frame.height == 479)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(height.view.frame.height == 812 && height.viewBottom == 812)
    }

    /// `enabled` off keeps the value without applying it; on again applies it.
    @Test func disabledKeepsTheValue() {
        let tracker = avoidingView()
        tracker.enabled = false
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.bottom == 333 && tracker.appliedBottom == 0 && tracker.lastLayoutAnimation == nil)
        tracker.enabled = true
        #expect(tracker.appliedBottom == 333)
    }

    /// R4 and `componentDidMount`: a view mounted while `Keyboard.isVisible()` (after DidShow)
    /// keeps its value; mounted without a visible keyboard it starts at 0.
    @Test func mountFollowsKeyboardIsVisible() {
        let tracker = avoidingView()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        tracker.disable()
        tracker.enable()
        #expect(tracker.bottom == 0)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.keyboardIsVisible && tracker.bottom == 333)
        tracker.disable()
        tracker.enable()
        #expect(tracker.bottom == 333)
    }

    /// The watchdog's repair: what the truth covers of the view at rest.
    @Test func fixPositionTakesTheTruth() {
        let tracker = avoidingView(behavior: .height)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        tracker.fixPosition(forKeyboardHeight: 200)
        #expect(tracker.bottom == 200 && tracker.viewBottom == 612)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 200))
    }
}
