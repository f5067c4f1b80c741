// SwiftUI's keyboard safe area (documented: the keyboard's extent over the view is a safe-area
// region, opt-outs; inferred: which notifications, the extent from the frame's top, no filter,
// the larger of two bottom insets).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct SwiftUIKeyboardSafeAreaTests {
    let app = FakeKeyboardApp()
    let windows = WindowKeeper()

    func hosting(windowFrame: CGRect = IPhoneX.screen, safeArea: EdgeInsets = IPhoneX.safeArea,
                 ignoresKeyboard: Bool = false) -> SwiftUIKeyboardSafeAreaTracker {
        let view = windows.view(in: windowFrame, safeArea: safeArea, name: "hosting view")
        let tracker = SwiftUIKeyboardSafeAreaTracker(app: app, hostingView: view, ignoresKeyboard: ignoresKeyboard,
                                                     logger: .quiet())
        tracker.enable()
        return tracker
    }

    /// `SafeAreaRegions.keyboard`: the keyboard's extent over the view; the bottom bar ends on its
    /// top, animated with the keyboard.
    @Test func keyboardRegionIsTheExtentOverTheView() {
        let tracker = hosting()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard, duration: 0.35)
        #expect(tracker.keyboardInset == 333 && tracker.viewBottom == 479 && tracker.lastInsetAnimationDuration == 0.35)
        #expect(app.reports.last?["KeyboardSafeAreaInset"] == .double(333))
    }

    /// WillHide drops the region; the safe area is the device's again.
    @Test func willHideDropsIt() {
        let tracker = hosting()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.keyboardInset == 0 && tracker.viewBottom == 778)
    }

    /// Inferred from Avi0n/MeshCoreOne PR 139 (P1): a floating keyboard announced by a frame change
    /// takes everything from its top down.
    @Test func p1FloatingFrameChangeLifts() {
        let tracker = hosting(windowFrame: IPad.screen, safeArea: EdgeInsets(bottom: 20))
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.docked, to: CGRect(x: 20, y: 700, width: 320, height: 253))
        #expect(tracker.keyboardInset == 494 && tracker.viewBottom == 700)
    }

    /// K13: only the part over the hosting view counts (a Stage Manager window).
    @Test func p4OnlyOverTheView() {
        let tracker = hosting(windowFrame: StageManager.window, safeArea: .zero)
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
        #expect(tracker.keyboardInset == 89 && tracker.viewBottom == 711)
    }

    /// `.ignoresSafeArea(.keyboard)` (or `safeAreaRegions` without `.keyboard`): the content
    /// stays on the device's safe area.
    @Test func ignoresKeyboard() {
        let tracker = hosting(ignoresKeyboard: true)
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.viewBottom == 778 && tracker.believedKeyboardHeight == 0)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 333) == 778)
    }

    /// Inferred: the larger of the device's and the keyboard's bottom insets (a 20 pt keyboard
    /// region lies inside the home indicator's 34).
    @Test func largerOfTheTwoInsets() {
        let tracker = hosting()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: CGRect(x: 0, y: 792, width: 375, height: 20))
        #expect(tracker.keyboardInset == 20 && tracker.viewBottom == 778)
    }

    /// Assumed: no IsLocal filter (K3).
    @Test func k3AnotherAppsKeyboard() {
        let tracker = hosting()
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.keyboardInset == 333)
    }
}
