import Foundation
import KeyboardClient

// The notification sequences of the Mail.ru article as one app (Ike) receives them on the ios13 profile,
// in keyboardd's order (Tests/KeyboardModelTests: ArticleStoryTests, AppSwitchTests, AlertTests).

extension FakeKeyboardApp {
    /// Ike's own keyboard comes up (iPhone X, 333).
    func ikeShowsKeyboard() {
        showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
    }

    /// K2, K3: the person switches to Notes with Ike's keyboard up and types there. The system
    /// resets Ike's responder, which hides its keyboard (before WillResignActive); Notes' keyboard
    /// comes up while Ike is still leaving, and Ike hears it (IsLocal false); then Ike goes to
    /// the background.
    func switchToNotesWithKeyboard() {
        hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        post(UIApplication.willResignActiveNotification)
        showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// K7: the same switch without Ike's keyboard: only Notes' show, before the background.
    func switchToNotesWithoutKeyboard() {
        post(UIApplication.willResignActiveNotification)
        showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// Back to Ike: suspended meanwhile, it hears nothing of Notes' keyboard leaving.
    func backToIke() {
        post(UIApplication.willEnterForegroundNotification)
        post(UIApplication.didBecomeActiveNotification)
    }

    /// K5: the microphone permission alert over Ike with the keyboard up, then dismissed. The
    /// keyboard hides before WillResignActive and comes back before DidBecomeActive; there is no
    /// WillEnterForeground (alert-restores-before-active).
    func microphoneAlert() {
        post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        post(UIApplication.willResignActiveNotification)
        post(UIResponder.keyboardDidChangeFrameNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        post(UIResponder.keyboardDidHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        post(UIApplication.didBecomeActiveNotification)
        post(UIResponder.keyboardDidChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        post(UIResponder.keyboardDidShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
    }

    /// M1 (ios8, iPhone 8, Pinyin): a WillChangeFrame and a WillShow per growing height, then
    /// one DidChangeFrame and DidShow. With `missingLast` (M2, ios9-beta4) the last WillShow is
    /// dropped; its WillChangeFrame still comes.
    func pinyinAppears(missingLast: Bool = false) {
        var begin = IPhone8.hidden
        for (i, height) in IPhone8.pinyin.enumerated() {
            let end = IPhone8.keyboard(height)
            post(UIResponder.keyboardWillChangeFrameNotification, from: begin, to: end)
            if !(missingLast && i == IPhone8.pinyin.count - 1) {
                post(UIResponder.keyboardWillShowNotification, from: begin, to: end)
            }
            begin = end
        }
        post(UIResponder.keyboardDidChangeFrameNotification, from: IPhone8.hidden, to: begin)
        post(UIResponder.keyboardDidShowNotification, from: IPhone8.hidden, to: begin)
    }

    /// K10 (iPad, split-sends-hide): tapping split sends two Hide groups, shrinking in place,
    /// then split and moved up; no Show.
    func iPadSplits() {
        hideGroup(from: IPad.docked, to: IPad.shrunk)
        hideGroup(from: IPad.shrunk, to: IPad.split)
    }
}
