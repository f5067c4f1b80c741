// react-native-keyboard-controller's event model: WillShow and WillHide only, onStart at the
// Will, its own onEnd after the duration (not the system's Did), the announced height, the
// ignore-once flag, preloading, the extender's offset; onMove from a display link that reads the
// live keyboard between a Will and the own Did, onInteractive from KVO of the keyboard's view.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct KeyboardControllerTrackerTests {
    let app = FakeKeyboardApp()
    let timer = ManualTrackerTimer()
    let screen: IkeScreen
    let tracker: KeyboardControllerTracker

    init() {
        screen = IkeScreen(app: app)
        tracker = KeyboardControllerTracker(app: app, view: screen.tummy, timer: timer, logger: .quiet())
        tracker.enable()
    }

    /// PR 1161: onStart at the WillShow, the library's own onEnd after the duration; the
    /// view follows onEnd (`useKeyboardAnimation`).
    @Test func onStartAtTheWillOnEndAfterTheDuration() {
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.events == [KeyboardControllerEvent(name: .onKeyboardMoveStart, height: 333, progress: 1, duration: 250, target: nil)])
        #expect(tracker.believedKeyboardHeight == 0 && !tracker.isClosed && tracker.heightWhenOpened == 333)
        timer.advance(by: 0.249)
        #expect(tracker.events.count == 1 && tracker.isDidPending)
        timer.advance(by: 0.001)
        #expect(tracker.events.last == KeyboardControllerEvent(name: .onKeyboardMoveEnd, height: 333, progress: 1, duration: 250, target: nil))
        #expect(tracker.believedKeyboardHeight == 333 && tracker.viewBottom == 479 && !tracker.isDidPending)
    }

    /// WillChangeFrame and the system's Dids send nothing.
    @Test func n12SystemDidsAndFrameChangesSendNothing() {
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardDidChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.post(UIResponder.keyboardDidShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.events.isEmpty && !tracker.isDidPending)
    }

    /// #1223 (P4): the announced height, not what covers a Stage Manager window ending 244 pt
    /// above the screen's bottom (89 there).
    @Test func p4AnnouncedHeightNotTheWindows() {
        let stage = IkeScreen(app: app, screen: StageManager.window, safeArea: .zero)
        let staged = KeyboardControllerTracker(app: app, view: stage.tummy, timer: timer, logger: .quiet())
        staged.enable()
        app.post(UIResponder.keyboardWillShowNotification, from: IPad.hidden, to: IPad.docked)
        timer.advance(by: 1)
        #expect(staged.believedKeyboardHeight == 333)
        #expect(staged.viewBottom != staged.expectedViewBottom(forKeyboardHeight: 89))
    }

    /// The WillHide's frame is never read; onStart(0, 0), onEnd 0, and the next animation
    /// starts from 0 (PR 1598).
    @Test func willHideIsZero() {
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 1)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: CGRect(x: 0, y: 768, width: 375, height: 44))
        #expect(tracker.events.last == KeyboardControllerEvent(name: .onKeyboardMoveStart, height: 0, progress: 0, duration: 250, target: nil))
        timer.advance(by: 1)
        #expect(tracker.events.last?.name == .onKeyboardMoveEnd && tracker.events.last?.height == 0)
        #expect(tracker.believedKeyboardHeight == 0 && tracker.isClosed && tracker.prevKeyboardPosition == 0)
    }

    /// Each Will replaces the pending Did; N5's two-step show ends at the second height.
    @Test func n5AWillReplacesThePendingDid() {
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: CGRect(x: 0, y: 521, width: 375, height: 291), duration: 0)
        app.post(UIResponder.keyboardWillShowNotification, from: CGRect(x: 0, y: 521, width: 375, height: 291), to: CGRect(x: 0, y: 476, width: 375, height: 336))
        timer.advance(by: 1)
        #expect(tracker.events.map(\.name) == [.onKeyboardMoveStart, .onKeyboardMoveStart, .onKeyboardMoveEnd])
        #expect(tracker.events.last?.height == 336 && tracker.believedKeyboardHeight == 336)
    }

    /// N8: an event the library asked to ignore updates the height only, once.
    @Test func n8IgnoresItsOwnReloadOnce() {
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 1)
        tracker.ignoreKeyboardEvents(true)
        let taller = CGRect(x: 0, y: 435, width: 375, height: 377)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.keyboard, to: taller)
        #expect(tracker.events.count == 2 && tracker.keyboardHeight == 377 && !tracker.isDidPending)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.keyboard, to: taller)
        #expect(tracker.events.count == 3 && tracker.events.last?.height == 377)
    }

    /// Nothing while the keyboard is preloaded.
    @Test func preloadingSendsNothing() {
        tracker.isKeyboardPreloading = true
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(tracker.events.isEmpty)
    }

    /// The KeyboardExtender's own accessory is taken off.
    @Test func extenderOffset() {
        tracker.keyboardAreaExtenderOffset = 44
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 1)
        #expect(tracker.events.first?.height == 289 && tracker.believedKeyboardHeight == 289)
    }

    /// K3 (open PR 1512): another app's keyboard is followed; the target is the focused input.
    @Test func k3NoAppFilterTargetIsTheFocusedInput() {
        screen.tummy.becomeFirstResponder()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard, isLocal: false)
        #expect(tracker.events.first?.target == "tummy" && tracker.events.first?.height == 333)
    }

    /// An app that cannot say where the keyboard is: no onMove, so the view jumps at onEnd.
    @Test func noOnMoveWithoutALivePosition() {
        app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 1)
        #expect(!tracker.events.contains { $0.name == .onKeyboardMove || $0.name == .onKeyboardMoveInteractive })
        #expect(tracker.view.lastChangeAnimationDuration == nil)
    }

    /// The keyboard slides linearly from y 812 to 479 in 250 ms from t = 0 (keyboardd's clock, ms,
    /// kept with the timer's), then stays.
    private func slideUp() {
        let timer = timer
        app.clock = { UInt64((timer.now * 1000).rounded()) }
        app.liveKeyboard = { t in
            let progress = min(Double(t) / 250, 1)
            return IPhoneX.keyboard.offsetBy(dx: 0, dy: (1 - progress) * 333)
        }
    }

    /// N15, `updateKeyboardFrame`: a display link from the Will reads the live keyboard each frame
    /// and sends onMove, raced with the position two frames ahead (max going up); the view follows
    /// it between onStart and onEnd; the own Did stops the link.
    @Test func n15OnMoveFollowsTheLiveKeyboard() {
        slideUp()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(tracker.isDisplayLinkRunning)
        timer.advance(by: 0.1)
        let moves = tracker.events.filter { $0.name == .onKeyboardMove }
        #expect(moves.count >= 5 && moves.count <= 6)
        // The first frame reads at 17 ms (22.6 pt up) and sends where the keyboard is two frames
        // (34 ms) later: 333 × 51 / 250 = 67.9 pt.
        #expect(abs((moves.first?.height ?? 0) - 333 * 51 / 250) < 0.01)
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.height < $1.height })
        #expect(tracker.believedKeyboardHeight > 100 && tracker.believedKeyboardHeight < 333)
        timer.advance(by: 0.15)
        #expect(tracker.events.last?.name == .onKeyboardMoveEnd && tracker.believedKeyboardHeight == 333)
        #expect(!tracker.isDisplayLinkRunning)
        let count = tracker.events.count
        timer.advance(by: 1)
        #expect(tracker.events.count == count)
    }

    /// `slideUp`'s show, to the library's own Did: the KVO observer is on.
    private func showSettled() {
        slideUp()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 0.25)
    }

    /// A frame where the keyboard did not move sends nothing.
    @Test func aFrameWithoutAMoveSendsNothing() {
        let timer = timer
        app.clock = { UInt64((timer.now * 1000).rounded()) }
        app.liveKeyboard = { _ in IPhoneX.hidden }
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        timer.advance(by: 0.2)
        #expect(tracker.events.map(\.name) == [.onKeyboardMoveStart])
    }

    /// N7, `keyboardDidMoveInteractively`: after the own Did of a show, the keyboard dragged down
    /// to y 700 (KVO of its view) sends onInteractive with what is left on screen, and the view
    /// follows; a WillHide ends the observation.
    @Test func n7OnInteractiveFollowsTheDraggedKeyboard() {
        showSettled()
        #expect(tracker.observesKeyboardView)
        app.liveKeyboard = { _ in IPhoneX.keyboard.offsetBy(dx: 0, dy: 221) }
        app.postKeyboardViewDidMove()
        #expect(tracker.events.last == KeyboardControllerEvent(name: .onKeyboardMoveInteractive, height: 112,
                                                               progress: 112.0 / 333, duration: -1, target: nil))
        #expect(tracker.believedKeyboardHeight == 112 && tracker.prevKeyboardPosition == 112)
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard.offsetBy(dx: 0, dy: 221), to: IPhoneX.hidden)
        #expect(!tracker.observesKeyboardView)
        let count = tracker.events.count
        app.postKeyboardViewDidMove()
        #expect(tracker.events.count == count)
    }

    /// KVO is ignored while the display link runs, and before the first show's own Did.
    @Test func kvoIsIgnoredDuringAnAnimation() {
        slideUp()
        app.postKeyboardViewDidMove()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        app.postKeyboardViewDidMove()
        #expect(!tracker.events.contains { $0.name == .onKeyboardMoveInteractive })
    }

    /// `interactive(point:)`: a keyboard view whose height is not the announced one, or at
    /// position 0, sends nothing.
    @Test func kvoIgnoresAnotherHeightAndPositionZero() {
        showSettled()
        app.liveKeyboard = { _ in CGRect(x: 0, y: 600, width: 375, height: 212) }
        app.postKeyboardViewDidMove()
        app.liveKeyboard = { _ in IPhoneX.hidden }
        app.postKeyboardViewDidMove()
        #expect(!tracker.events.contains { $0.name == .onKeyboardMoveInteractive })
    }

    /// keyboardd publishes the overlap where the animation ended (after an iOS 17 Did, say): the
    /// center UIKit set at the Will, so no onInteractive; a drag, then the keyboard back there, is.
    @Test func theAnimationsOwnEndIsNoKVOCall() {
        showSettled()
        app.postKeyboardViewDidMove()
        #expect(!tracker.events.contains { $0.name == .onKeyboardMoveInteractive })
        app.liveKeyboard = { _ in IPhoneX.keyboard.offsetBy(dx: 0, dy: 100) }
        app.postKeyboardViewDidMove()
        app.liveKeyboard = { _ in IPhoneX.keyboard }
        app.postKeyboardViewDidMove()
        #expect(tracker.events.filter { $0.name == .onKeyboardMoveInteractive }.map(\.height) == [233, 333])
    }
}
