// Mail.ru's KeyboardTracker (the Mail.ru article): WillChangeFrame converted to the window (K13), the
// undocked check and DidChangeFrame on iPad (K12) against K10 and K11, tagged logs (K14).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import LogRecording
import Testing

@Suite struct MailRuKeyboardTrackerTests {
    let log = LogRecorder()

    func ipad(_ options: MailRuKeyboardTracker.Options = .init(), window frame: CGRect = IPad.screen)
        -> (FakeKeyboardApp, MailRuKeyboardTracker) {
        let app = FakeKeyboardApp(windowFrame: frame)
        let ike = IkeScreen(app: app, screen: frame, safeArea: EdgeInsets(top: 24, bottom: 20))
        let tracker = MailRuKeyboardTracker(app: app, window: ike.window, view: ike.tummy, options: options,
                                            idiom: .pad, logger: log.logger("keyboard.tracker"))
        tracker.viewDidLoad()
        return (app, tracker)
    }

    @Test func followsWillChangeFrameOnIPhone() {
        let app = FakeKeyboardApp()
        let ike = IkeScreen(app: app)
        var delegateHeights: [Double] = []
        let tracker = MailRuKeyboardTracker(app: app, window: ike.window, view: ike.tummy, idiom: .phone,
                                            logger: log.logger("keyboard.tracker"))
        tracker.keyboardWillChange = { delegateHeights.append($0) }
        tracker.viewDidLoad()
        app.ikeShowsKeyboard()
        #expect(tracker.keyboardHeight == 333 && tracker.viewBottom == 479)
        #expect(ike.tummy.lastChangeAnimationDuration == 0.25)
        #expect(app.reports.last == ["Tracker": .string("mailru"), "TrackedKeyboardHeight": .double(333),
                                     "ViewBottom": .double(479), "Undocked": .bool(false)])
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.keyboardHeight == 0 && tracker.viewBottom == 812)
        // One line per WillChangeFrame; DidChangeFrame is for iPad only.
        #expect(delegateHeights == [333, 0])
        #expect(log.messages == ["keyboardWillChangeFrame: calculated height - 333.0",
                                 "keyboardWillChangeFrame: calculated height - 0.0"])
        #expect(log.lines.allSatisfy { $0.label == "keyboard.tracker" })
    }

    /// K14: the article's log line, for a 437.9 pt keyboard (a third-party keyboard may have any
    /// height, W1).
    @Test func k14TaggedLogLine() {
        let (app, tracker) = ipad()
        let tall = CGRect(x: 0, y: 756.1, width: 834, height: 437.9)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.hidden, to: tall)
        #expect(tracker.keyboardHeight == 437.9)
        #expect(log.lines == [.init(label: "keyboard.tracker", level: .info,
                                    message: "keyboardWillChangeFrame: calculated height - 437.9")])
    }

    /// K11: the zero rect of a drag. With the undocked check the height is 0 and Ike stays;
    /// without it the height is the window's and the view is thrown off the top of the screen.
    @Test func k11ZeroRect() {
        let (app, tracker) = ipad()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.split, to: .zero)
        #expect(tracker.keyboardHeight == 0 && tracker.isKeyboardUnlocked && tracker.viewBottom == 1194)

        let (naive, thrown) = ipad(.withoutIPadFixes)
        naive.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.split, to: .zero)
        #expect(thrown.keyboardHeight == 1194 && !thrown.isKeyboardUnlocked)
        #expect(thrown.viewBottom == 0)                                // nothing of it left on screen
        #expect(thrown.expectedViewBottom(forKeyboardHeight: 0) == 1194)
        #expect(naive.reports.last?["TrackedKeyboardHeight"] == .double(1194))
    }

    /// K10: split sends two Hide groups (shrink, then split and up). The check ends at 0, and
    /// DidChangeFrame is handled on iPad; without the fixes the split keyboard lifts Ike by 753.
    @Test func k10SplitTwoHideGroups() {
        let (app, tracker) = ipad()
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        #expect(tracker.keyboardHeight == 333)
        app.iPadSplits()
        #expect(tracker.keyboardHeight == 0 && tracker.viewBottom == 1194)
        #expect(log.messages.suffix(4) == ["keyboardWillChangeFrame: calculated height - 313.0",
                                           "keyboardDidChangeFrame: calculated height - 313.0",
                                           "keyboardWillChangeFrame: calculated height - 0.0",
                                           "keyboardDidChangeFrame: calculated height - 0.0"])

        let (first, written) = ipad(.withoutIPadFixes)
        first.showGroup(from: IPad.hidden, to: IPad.docked)
        first.iPadSplits()
        #expect(written.keyboardHeight == 753 && written.viewBottom == 441)
    }

    /// K12: the check is for iPad only; on an iPhone a frame above the bottom still counts.
    @Test func k12CheckIsForIPadOnly() {
        let app = FakeKeyboardApp()
        let ike = IkeScreen(app: app)
        let tracker = MailRuKeyboardTracker(app: app, window: ike.window, view: ike.tummy, idiom: .phone,
                                            logger: .quiet())
        tracker.enable()
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard, to: .zero)
        #expect(tracker.keyboardHeight == 812 && !tracker.isKeyboardUnlocked)
        app.post(UIResponder.keyboardDidChangeFrameNotification, from: .zero, to: IPhoneX.hidden)
        #expect(tracker.keyboardHeight == 812)                        // DidChangeFrame ignored on iPhone
    }

    /// K13: frames are converted into the Slide Over window: 309 of it is covered, and the
    /// undocked check sees the keyboard docked on its bottom.
    @Test func k13SlideOverWindow() {
        let (app, tracker) = ipad(window: IPad.slideOver)
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        #expect(tracker.keyboardHeight == 309 && !tracker.isKeyboardUnlocked)
        #expect(tracker.viewBottom == 1146 - 309)
    }

    @Test func disabledHearsNothing() {
        let (app, tracker) = ipad()
        tracker.disable()
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        #expect(!tracker.isEnabled && tracker.keyboardHeight == 0 && log.lines.isEmpty)
    }
}
