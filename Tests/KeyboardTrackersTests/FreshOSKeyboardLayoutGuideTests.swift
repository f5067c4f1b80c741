// freshOS/KeyboardLayoutGuide 1.9: WillChangeFrame and WillHide from any app, the key window's
// height minus FrameEnd's top (unconverted, unclamped), WillHide 0, the safe area, layout only
// with a duration and inside the keyboard's animation when visible, one height for every guide.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct FreshOSKeyboardLayoutGuideTests {
    let app = FakeKeyboardApp()
    let shared = FreshOSKeyboardHeight()
    let windows = WindowKeeper()

    func guide(windowFrame: CGRect = IPhoneX.screen, safeArea: EdgeInsets = IPhoneX.safeArea, usesSafeArea: Bool = true,
               keyWindow: Bool = true, screenHeight: CGFloat? = nil) -> FreshOSKeyboardLayoutGuideTracker {
        let view = windows.view(in: windowFrame, safeArea: safeArea)
        let tracker = FreshOSKeyboardLayoutGuideTracker(app: app, view: view, usesSafeArea: usesSafeArea, shared: shared,
                                                        keyWindow: keyWindow ? view.window : nil, screenHeight: screenHeight,
                                                        logger: .quiet())
        if !keyWindow { tracker.keyWindow = nil }
        tracker.enable()
        return tracker
    }

    /// L1: WillChangeFrame moves the guide, WillShow does not; L3: less the bottom safe area.
    @Test func willChangeFrameNotWillShow() {
        let tracker = guide()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.heightConstraint.constant == 0 && app.reports.isEmpty)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.heightConstraint.constant == 299 && tracker.viewBottom == 479 && tracker.believedKeyboardHeight == 333)
    }

    /// L2 (PR 39, N6): a WillHide is 0 whatever its frame; the cross-fade's empty frame at y 0 in a
    /// WillChangeFrame floats the guide to the top.
    @Test func n6WillHideIsZeroWillChangeFrameFloats() {
        let tracker = guide()
        let crossFade = CGRect(x: 0, y: 0, width: 375, height: 0)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: crossFade)
        #expect(tracker.heightConstraint.constant == 778 && tracker.viewBottom == 0)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: crossFade)
        #expect(tracker.heightConstraint.constant == 0 && tracker.viewBottom == 778)
    }

    /// L2 (PR 14, P4, K13): the key window's height, not the screen's, minus the unconverted frame's
    /// top: right in Slide Over with its shifted frames (309 of 1146), the screen's height without a
    /// key window.
    @Test func p4KeyWindowHeight() {
        let slideOver = guide(windowFrame: IPad.slideOver, safeArea: .zero)
        let screen = guide(windowFrame: IPad.slideOver, safeArea: .zero, keyWindow: false, screenHeight: 1194)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.hidden, to: CGRect(x: 0, y: 837, width: 834, height: 333))
        #expect(slideOver.heightConstraint.constant == 309)
        #expect(screen.heightConstraint.constant == 357)
    }

    /// L4, L7: no clamp: the hide's frame below a Stage Manager window gives a negative height.
    @Test func p4NoClampBelowTheWindow() {
        let tracker = guide(windowFrame: StageManager.window, safeArea: .zero)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.docked, to: IPad.hidden)
        #expect(tracker.heightConstraint.constant == -394)
    }

    /// A notification without a duration is ignored.
    @Test func needsADuration() {
        let tracker = guide()
        app.post(UIResponder.keyboardWillChangeFrameNotification, begin: IPhoneX.hidden, end: IPhoneX.keyboard, duration: nil)
        #expect(tracker.heightConstraint.constant == 0)
    }

    /// L3: `keyboardLayoutGuideNoSafeArea` keeps the whole height, its bottom on the view's.
    @Test func noSafeAreaGuide() {
        let tracker = guide(usesSafeArea: false)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.heightConstraint.constant == 333 && tracker.viewBottom == 479)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.viewBottom == 812)
    }

    /// L5 (PR 31, N5): layout inside the keyboard's animation only with a duration above 0, and
    /// only for a visible view.
    @Test func n5AnimatesOnlyWithADuration() {
        let tracker = guide()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard, duration: 0)
        #expect(tracker.heightConstraint.constant == 299 && tracker.heightConstraint.lastChangeAnimationDuration == nil)
        #expect(tracker.animatedLayouts == 0)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden, duration: 0.3)
        #expect(tracker.heightConstraint.lastChangeAnimationDuration == 0.3 && tracker.animatedLayouts == 1)
        tracker.view.frame.origin.y = 2000
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.unanimatedLayouts == 1 && tracker.heightConstraint.lastChangeAnimationDuration == nil)
    }

    /// L6 (PR 9): a guide made while the keyboard is up starts at the shared height.
    @Test func sharedHeight() {
        let first = guide()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        let later = guide()
        #expect(first.heightConstraint.constant == 299 && later.heightConstraint.constant == 299)
        let unshared = FreshOSKeyboardLayoutGuideTracker(app: app, view: View(frame: IPhoneX.screen), logger: .quiet())
        #expect(unshared.heightConstraint.constant == 0)
    }

    /// L1 (K3): another app's keyboard moves the guide.
    @Test func k3AnotherAppsKeyboard() {
        let tracker = guide()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.heightConstraint.constant == 299)
    }
}
