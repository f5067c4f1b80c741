// The Flutter engine's keyboard inset (FlutterKeyboardInsetManager, KeyboardInsetManager.swift):
// its ignore rules, the docked/floating/hidden modes with the Slide Over adjustment, the inset as
// the intersection with the view, the password-manager cancel, and its animation bookkeeping.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct FlutterKeyboardInsetTrackerTests {
    let app = FakeKeyboardApp()
    let timer = ManualTrackerTimer()
    let windows = WindowKeeper()

    /// A Flutter view filling a window of `windowFrame` on a screen of `screen`.
    func flutter(windowFrame: CGRect = IPhoneX.screen, screen: CGRect = IPhoneX.screen, safeArea: EdgeInsets = IPhoneX.safeArea,
                 idiom: UIDevice.UserInterfaceIdiom = .phone) -> FlutterKeyboardInsetTracker {
        let view = windows.view(in: windowFrame, safeArea: safeArea, name: "flutter view")
        let tracker = FlutterKeyboardInsetTracker(app: app, view: view, screenBounds: screen, idiom: idiom, timer: timer,
                                                  logger: .quiet())
        tracker.enable()
        return tracker
    }

    /// PR 17981 (flutter/flutter#55624, K3): another app's keyboard moves nothing; the app's own does.
    @Test func k3IgnoresAnotherAppsKeyboard() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.viewInsetBottom == 0 && tracker.viewBottom == 812 && app.reports.isEmpty)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.viewInsetBottom == 333 && tracker.viewBottom == 479 && tracker.lastMode == .docked)
    }

    /// A userInfo without IsLocal (iOS 8) counts as local; another view controller of the engine
    /// (add-to-app) ignores even its own app's keyboard.
    @Test func missingIsLocalIsLocalAndOtherViewControllersIgnore() {
        let tracker = flutter()
        app.post(UIResponder.keyboardWillShowNotification, begin: IPhoneX.hidden, end: IPhoneX.keyboard, isLocal: nil)
        #expect(tracker.viewInsetBottom == 333)
        let other = flutter()
        other.isEngineViewController = false
        app.post(UIResponder.keyboardWillShowNotification, begin: IPhoneX.hidden, end: IPhoneX.keyboard)
        #expect(other.viewInsetBottom == 0)
    }

    /// A WillHide is never ignored, not even another app's or another view controller's.
    @Test func willHideIsNeverIgnored() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        tracker.isEngineViewController = false
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden, isLocal: false)
        #expect(tracker.viewInsetBottom == 0 && tracker.lastMode == .hidden)
    }

    /// K11, P2: a WillChangeFrame with an all-zero frame (the floating keyboard dragged) is
    /// ignored; a WillShow with it is the dropped shortcuts bar, floating.
    @Test func k11AllZeroWillChangeFrameIgnoredWillShowFloating() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: .zero)
        #expect(tracker.viewInsetBottom == 333 && tracker.lastMode == .docked)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.keyboard, to: .zero)
        #expect(tracker.viewInsetBottom == 0 && tracker.lastMode == .floating)
    }

    /// P2 (`multitasking-empty-frame`): a frame of zero width is kept even from another app (the
    /// rule comes before the IsLocal check) and is hidden.
    @Test func p2EmptyFrameIsKeptAndHidden() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        let empty = CGRect(x: 0, y: 479, width: 0, height: 333)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: empty, isLocal: false)
        #expect(tracker.lastMode == .hidden && tracker.viewInsetBottom == 0)
    }

    /// P1: a keyboard ending above the screen's bottom is floating, no inset; one ending there docked.
    @Test func p1FloatingAboveTheBottomDockedAtIt() {
        let tracker = flutter(windowFrame: IPad.screen, screen: IPad.screen, safeArea: .zero, idiom: .pad)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.hidden, to: CGRect(x: 20, y: 700, width: 320, height: 253))
        #expect(tracker.lastMode == .floating && tracker.viewInsetBottom == 0)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
        #expect(tracker.lastMode == .docked && tracker.viewInsetBottom == 333)
    }

    /// PR 37719: a custom keyboard off by a fraction of a point is still docked (the bottom is
    /// rounded before it is compared with the screen's).
    @Test func roundedBottomStaysDocked() {
        let tracker = flutter()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: CGRect(x: 0, y: 479.4, width: 375, height: 332.4))
        #expect(tracker.lastMode == .docked)
        #expect(abs(tracker.viewInsetBottom - 332.4) < 0.001)
    }

    /// P4 (`slide-over-frame-shift`): in Slide Over (an iPad window of compact width) the frame,
    /// shifted up by the 24 pt below the window, is moved back down before the mode is decided, so
    /// the keyboard is docked; the inset is the unshifted frame's intersection with the view, 333
    /// where the truth is 309. With a regular width the shift is not made: floating, no inset.
    @Test func p4SlideOverAdjustmentWithSizeClasses() {
        let shifted = CGRect(x: 0, y: 837, width: 834, height: 333)
        let tracker = flutter(windowFrame: IPad.slideOver, screen: IPad.screen, safeArea: .zero, idiom: .pad)
        #expect(tracker.view.traitCollection(idiom: .pad).horizontalSizeClass == .compact)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: shifted)
        #expect(tracker.lastMode == .docked && tracker.viewInsetBottom == 333)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 309) == 1146 - 309)

        let regular = flutter(windowFrame: IPad.slideOver, screen: IPad.screen, safeArea: .zero, idiom: .pad)
        regular.view.window?.traitCollectionOverride = TraitCollection(
            userInterfaceIdiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: shifted)
        #expect(regular.lastMode == .floating && regular.viewInsetBottom == 0)
    }

    /// Stage Manager meets the same size classes, but its keyboard ends at the screen's bottom: no
    /// shift, docked, and the inset is what it covers of the window (P4).
    @Test func p4StageManagerKeyboardAtTheBottomIsNotShifted() {
        let tracker = flutter(windowFrame: StageManager.window, screen: IPad.screen, safeArea: .zero, idiom: .pad)
        tracker.view.window?.traitCollectionOverride = TraitCollection(
            userInterfaceIdiom: .pad, horizontalSizeClass: .compact, verticalSizeClass: .regular)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
        #expect(tracker.lastMode == .docked && tracker.viewInsetBottom == 89)
    }

    /// B2, K13: the inset is the intersection with the Flutter view, not the keyboard's height.
    @Test func insetIsTheIntersectionWithTheView() {
        let tracker = flutter()
        tracker.view.frame = CGRect(x: 0, y: 0, width: 375, height: 712)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.viewInsetBottom == 233 && tracker.viewBottom == 479)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 333) == 479)
    }

    /// flutter/flutter PR 164884 (N5's password prompt): a WillHide of duration 0 right after the
    /// WillShow drops the inset at once and cancels the animation; an animated one animates.
    @Test func n5PasswordManagerCancel() {
        let tracker = flutter()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.isAnimating && tracker.animationsStarted == 1)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden, duration: 0)
        #expect(tracker.immediateHides == 1 && tracker.viewInsetBottom == 0 && !tracker.isAnimating)
        #expect(tracker.lastInsetAnimationDuration == nil && tracker.animationsStarted == 1)
        #expect(app.reports.last?["ViewInsetBottom"] == .double(0))

        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.immediateHides == 1 && tracker.animationsStarted == 3)
        #expect(tracker.lastInsetAnimationDuration == 0.25 && tracker.viewInsetBottom == 0)
    }

    /// "Avoid double triggering": the group's WillShow, with the WillChangeFrame's target, starts
    /// nothing and reports nothing.
    @Test func sameTargetStartsNothing() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.animationsStarted == 1 && app.reports.count == 1)
    }

    /// A change in the same direction while the animation runs retargets it (N10's steps); once it
    /// has ended, or in the other direction, a new one starts.
    @Test func n10CompoundingRetargetsSameDirection() {
        let tracker = flutter()
        let step = CGRect(x: 0, y: 812 - 216, width: 375, height: 216)
        let final = CGRect(x: 0, y: 812 - 259, width: 375, height: 259)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: step)
        timer.advance(by: 0.04)
        app.post(UIResponder.keyboardWillShowNotification, from: step, to: final)
        #expect(tracker.animationsStarted == 1 && tracker.viewInsetBottom == 259 && tracker.isAnimating)
        app.post(UIResponder.keyboardWillShowNotification, from: final, to: step)
        #expect(tracker.animationsStarted == 2 && tracker.viewInsetBottom == 216)
        timer.advance(by: 0.25)
        #expect(!tracker.isAnimating)
        app.post(UIResponder.keyboardWillShowNotification, from: final, to: CGRect(x: 0, y: 512, width: 375, height: 300))
        #expect(tracker.animationsStarted == 3 && tracker.viewInsetBottom == 300)
    }

    /// The watchdog's repair: the inset the truth asks for, no animation running.
    @Test func fixPositionTakesTheTruth() {
        let tracker = flutter()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: true)
        tracker.fixPosition(forKeyboardHeight: 0)
        #expect(tracker.viewInsetBottom == 0 && !tracker.isAnimating)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 0))
    }
}
