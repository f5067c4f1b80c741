// Apple's UIKeyboardLayoutGuide as documented (it follows the keyboard itself: docked, the
// intersection with the view; hidden or undocked, the safe area; followsUndockedKeyboard;
// usesBottomSafeArea), and its reported iOS 26 bugs as switchable quirks.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct AppleKeyboardLayoutGuideTests {
    let app = FakeKeyboardApp()
    let keyboard = KeyboardBox()
    let windows = WindowKeeper()

    func guide(windowFrame: CGRect = IPhoneX.screen, safeArea: EdgeInsets = IPhoneX.safeArea, undocked: Bool = false,
               quirks: KeyboardLayoutGuideQuirks = []) -> AppleKeyboardLayoutGuideTracker {
        let view = windows.view(in: windowFrame, safeArea: safeArea)
        let tracker = AppleKeyboardLayoutGuideTracker(app: app, view: view, followsUndockedKeyboard: undocked,
                                                      quirks: quirks, keyboard: keyboard.source, logger: .quiet())
        tracker.enable()
        return tracker
    }

    /// A text view in the guide's view, with an accessory of `accessory` points.
    func textView(in tracker: AppleKeyboardLayoutGuideTracker, accessory: Double) -> TextField {
        let field = TextField(app: app, name: "text view", frame: CGRect(x: 0, y: 100, width: 375, height: 200),
                              traits: ResponderTraits(inputAccessoryViewHeight: accessory, kind: .textView))
        tracker.view.addSubview(field)
        return field
    }

    /// G1: a docked keyboard's intersection with the view; laid out at the notification.
    @Test func dockedIsTheIntersection() {
        let tracker = guide()
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard, isVisible: true)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.layoutFrame == IPhoneX.keyboard && tracker.viewBottom == 479 && tracker.believedKeyboardHeight == 333)
        #expect(app.reports.last?["GuideHeight"] == .double(333))
    }

    /// G2: hidden, the guide is the bottom safe area (height 34 on iPhone X); without
    /// `usesBottomSafeArea` (iOS 17) it is the view's bottom, no height.
    @Test func hiddenIsTheSafeArea() {
        let tracker = guide()
        #expect(tracker.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34) && tracker.believedKeyboardHeight == 0)
        tracker.usesBottomSafeArea = false
        #expect(tracker.layoutFrame == CGRect(x: 0, y: 812, width: 375, height: 0) && tracker.viewBottom == 812)
    }

    /// G5, G6, N7: the guide follows the keyboard where no notification says anything (the finger
    /// dragging it down, `MoveInteractiveDismiss`).
    @Test func n7FollowsTheKeyboardWithoutNotifications() {
        let tracker = guide()
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard, isVisible: true)
        tracker.layoutIfNeeded()
        keyboard.current.frame = IPhoneX.keyboard.offsetBy(dx: 0, dy: 121)
        #expect(tracker.viewBottom == 479)
        tracker.layoutIfNeeded()
        #expect(tracker.viewBottom == 600 && tracker.believedKeyboardHeight == 212)
    }

    /// G3, G4 (P1): a floating keyboard leaves the default guide at rest; with
    /// `followsUndockedKeyboard` the guide is the floating keyboard's frame.
    @Test func p1UndockedLikeHiddenUnlessFollowed() {
        let floating = CGRect(x: 20, y: 700, width: 320, height: 253)
        let docked = guide(windowFrame: IPad.screen, safeArea: EdgeInsets(bottom: 20))
        let follows = guide(windowFrame: IPad.screen, safeArea: EdgeInsets(bottom: 20), undocked: true)
        #expect(docked.kind == .keyboardLayoutGuide && follows.kind == .keyboardLayoutGuideUndocked)
        keyboard.current = SystemKeyboardState(frame: floating, isVisible: true, mode: .floating)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.docked, to: floating)
        #expect(docked.layoutFrame == CGRect(x: 0, y: 1174, width: 834, height: 20) && docked.believedKeyboardHeight == 0)
        #expect(follows.layoutFrame == floating && follows.viewBottom == 700)
    }

    /// WWDC23 (P4): in a Stage Manager window the guide is the keyboard's part of that window.
    @Test func p4StageManagerIntersection() {
        let tracker = guide(windowFrame: StageManager.window, safeArea: .zero)
        keyboard.current = SystemKeyboardState(frame: IPad.docked, isVisible: true)
        tracker.layoutIfNeeded()
        #expect(tracker.layoutFrame == CGRect(x: 0, y: 711, width: 600, height: 89) && tracker.viewBottom == 711)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 89) == 711)
    }

    /// Not documented, chosen: a docked keyboard that does not meet the view leaves the guide at rest.
    @Test func noIntersectionRests() {
        let tracker = guide(windowFrame: CGRect(x: 100, y: 50, width: 600, height: 800), safeArea: .zero)
        keyboard.current = SystemKeyboardState(frame: IPad.docked, isVisible: true)
        tracker.layoutIfNeeded()
        #expect(tracker.layoutFrame == CGRect(x: 0, y: 800, width: 600, height: 0) && tracker.believedKeyboardHeight == 0)
    }

    /// FB18129551 (1): the first time a text view with an accessory responds, the guide sits above
    /// the accessory; the next time, and without the quirk, on the keyboard.
    @Test func fb18129551FirstTextViewAboveAccessory() {
        let quirky = guide(quirks: .firstTextViewAboveAccessory)
        let field = textView(in: quirky, accessory: 44)
        let withAccessory = CGRect(x: 0, y: 435, width: 375, height: 377)
        field.becomeFirstResponder()
        keyboard.current = SystemKeyboardState(frame: withAccessory, isVisible: true)
        quirky.layoutIfNeeded()
        #expect(quirky.viewBottom == 391)
        field.resignFirstResponder()
        keyboard.current = .hidden
        quirky.layoutIfNeeded()
        field.becomeFirstResponder()
        keyboard.current = SystemKeyboardState(frame: withAccessory, isVisible: true)
        quirky.layoutIfNeeded()
        #expect(quirky.viewBottom == 435)

        let plain = guide()
        let other = textView(in: plain, accessory: 44)
        other.becomeFirstResponder()
        plain.layoutIfNeeded()
        #expect(plain.viewBottom == 435)
    }

    /// FB18129551 (3): with a hardware keyboard the guide is under the accessory.
    @Test func fb18129551HardwareKeyboardUnderAccessory() {
        let tracker = guide(windowFrame: IPad.screen, safeArea: .zero, quirks: .hardwareKeyboardUnderAccessory)
        let field = textView(in: tracker, accessory: 44)
        field.becomeFirstResponder()
        let barAndAccessory = CGRect(x: 0, y: 1194 - 99, width: 834, height: 99)
        keyboard.current = SystemKeyboardState(frame: barAndAccessory, isVisible: true, hardwareKeyboard: true)
        tracker.layoutIfNeeded()
        #expect(tracker.viewBottom == 1095 + 44)
        keyboard.current.hardwareKeyboard = false
        tracker.layoutIfNeeded()
        #expect(tracker.viewBottom == 1095)
    }

    /// FB18129558: after the accessory was removed, the responder's next keyboard puts the guide
    /// under the keyboard's top (by the removed accessory, inferred).
    @Test func fb18129558UnderKeyboardAfterAccessoryRemoved() {
        let tracker = guide(quirks: .underKeyboardAfterAccessoryRemoved)
        let field = textView(in: tracker, accessory: 44)
        field.becomeFirstResponder()
        keyboard.current = SystemKeyboardState(frame: CGRect(x: 0, y: 435, width: 375, height: 377), isVisible: true)
        tracker.layoutIfNeeded()
        #expect(tracker.viewBottom == 435)
        field.resignFirstResponder()
        keyboard.current = .hidden
        tracker.layoutIfNeeded()
        field.traits.inputAccessoryViewHeight = 0
        field.becomeFirstResponder()
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard, isVisible: true)
        tracker.layoutIfNeeded()
        #expect(tracker.viewBottom == 479 + 44)
    }

    /// react-native-keyboard-controller #1591: leaving the screen with the keyboard up, the guide
    /// stays at its height after the keyboard hides, until the keyboard docks again.
    @Test func rnkc1591StaleAfterLeavingScreen() {
        let stale = guide(quirks: .staleAfterLeavingScreen)
        let plain = guide()
        keyboard.current = SystemKeyboardState(frame: IPhoneX.keyboard, isVisible: true)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        stale.viewWillDisappear()
        plain.viewWillDisappear()
        keyboard.current = .hidden
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(stale.isStale && stale.viewBottom == 479 && stale.believedKeyboardHeight == 333)
        #expect(!plain.isStale && plain.viewBottom == 778)
        keyboard.current = SystemKeyboardState(frame: CGRect(x: 0, y: 500, width: 375, height: 312), isVisible: true)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(!stale.isStale && stale.viewBottom == 500)
    }

    /// The watchdog's repair: the documented guide for the truth, unstale.
    @Test func fixPositionTakesTheTruth() {
        let tracker = guide()
        tracker.fixPosition(forKeyboardHeight: 333)
        #expect(tracker.viewBottom == 479 && tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 333))
        tracker.fixPosition(forKeyboardHeight: 0)
        #expect(tracker.viewBottom == 778 && tracker.believedKeyboardHeight == 0)
    }
}
