// KeyboardMan (nixzhu's article): WillChangeFrame as a Show after a Show, act on action change or
// increment (M4), survives repeated and missing WillShow (M1, M2), ignores resends while not
// active (M5), split's two Hides (M6), KeyboardInfo (M7).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct KeyboardManTests {
    struct Appear: Equatable {
        var index: Int
        var height: CGFloat
        var increment: CGFloat
    }

    /// KeyboardMan with its three closures recording what they are called with.
    final class Recorder {
        var appears: [Appear] = []
        var disappears: [CGFloat] = []
        var posted: [KeyboardInfo] = []
        var durations: [TimeInterval?] = []

        func attach(to man: KeyboardMan) {
            let probe = View()
            man.animateWhenKeyboardAppear = { [unowned self] index, height, increment in
                appears.append(Appear(index: index, height: height, increment: increment))
                probe.frame.origin.y = -height
                durations.append(probe.lastChangeAnimationDuration)
            }
            man.animateWhenKeyboardDisappear = { [unowned self] height in disappears.append(height) }
            man.postKeyboardInfo = { [unowned self] _, info in posted.append(info) }
        }
    }

    let app = FakeKeyboardApp(windowFrame: IPhone8.screen)
    let man: KeyboardMan
    let recorder = Recorder()

    init() {
        man = KeyboardMan(app: app)
        recorder.attach(to: man)
    }

    /// M1: three WillShows with growing heights; with the WillChangeFrames it acts three times,
    /// each with the increment, and ends at the full height.
    @Test func m1RepeatedWillShow() {
        #expect(man.keyboardObserveEnabled)                 // setting a closure turns it on
        app.pinyinAppears()
        #expect(recorder.appears == [Appear(index: 0, height: 216, increment: 216),
                                     Appear(index: 1, height: 252, increment: 36),
                                     Appear(index: 2, height: 258, increment: 6)])
        #expect(man.appearPostIndex == 3 && man.keyboardHeight == 258 && man.keyboardHeightIncrement == 0)
        #expect(recorder.durations == [0.25, 0.25, 0.25])  // inside the keyboard's animation
    }

    /// M2: the last WillShow is missing; its WillChangeFrame carries the full height.
    @Test func m2MissingLastWillShow() {
        app.pinyinAppears(missingLast: true)
        #expect(recorder.appears.map(\.height) == [216, 252, 258])
        #expect(man.keyboardHeight == 258)
    }

    /// M3: the WillChangeFrame before the first WillShow is ignored (no info yet).
    @Test func m3WillChangeFrameFirstIsIgnored() {
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhone8.hidden, to: IPhone8.keyboard(258))
        #expect(man.keyboardInfo == nil && recorder.posted.isEmpty)
        app.post(UIResponder.keyboardWillShowNotification, from: IPhone8.hidden, to: IPhone8.keyboard(258))
        #expect(recorder.appears == [Appear(index: 0, height: 258, increment: 258)])
    }

    /// M4: the hide's WillChangeFrame is a Show with increment 0 (nothing), WillHide acts,
    /// DidHide clears the state; the next appearance starts at index 0.
    @Test func m4HideAndNextAppearance() {
        app.showGroup(from: IPhone8.hidden, to: IPhone8.keyboard(258))
        app.hideGroup(from: IPhone8.keyboard(258), to: IPhone8.hidden)
        #expect(recorder.disappears == [258] && man.appearPostIndex == 0 && man.keyboardInfo == nil)
        #expect(recorder.posted.map(\.action) == [.show, .hide])
        app.showGroup(from: IPhone8.hidden, to: IPhone8.keyboard(216))
        #expect(recorder.appears.last == Appear(index: 0, height: 216, increment: 216))
    }

    /// M5: home and back with the keyboard up: iOS re-sends WillShow and WillChangeFrame while
    /// the app is not active yet; KeyboardMan does not act on them.
    @Test func m5ResendWhileInactive() {
        app.showGroup(from: IPhone8.hidden, to: IPhone8.keyboard(258))
        app.post(UIApplication.willResignActiveNotification)
        app.post(UIApplication.didEnterBackgroundNotification)
        app.post(UIApplication.willEnterForegroundNotification)
        #expect(app.applicationState == .inactive)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhone8.hidden, to: IPhone8.keyboard(216))
        app.post(UIResponder.keyboardWillShowNotification, from: IPhone8.hidden, to: IPhone8.keyboard(216))
        #expect(recorder.appears.count == 1 && recorder.posted.count == 1)
        app.post(UIApplication.didBecomeActiveNotification)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhone8.keyboard(216), to: IPhone8.keyboard(258))
        #expect(recorder.appears.last == Appear(index: 1, height: 258, increment: 42))   // active again: acts
    }

    /// M6: split sends two Hide groups. The first group's WillChangeFrame still follows a Show
    /// (the keyboard shrinks: increment -20); each WillHide acts (DidHide cleared the state
    /// between them); the later dismiss's WillChangeFrame is not taken for a Show.
    @Test func m6SplitThenDismiss() {
        let app = FakeKeyboardApp(windowFrame: IPad.screen)
        let man = KeyboardMan(app: app)
        let recorder = Recorder()
        recorder.attach(to: man)
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        app.iPadSplits()
        let appears = [Appear(index: 0, height: 333, increment: 333), Appear(index: 1, height: 313, increment: -20)]
        #expect(recorder.appears == appears)
        #expect(recorder.disappears == [313, 313] && man.keyboardInfo == nil)
        app.hideGroup(from: IPad.split, to: IPad.hidden)
        #expect(recorder.appears == appears && recorder.disappears == [313, 313, 333])
    }

    /// M7: what postKeyboardInfo carries.
    @Test func m7KeyboardInfo() throws {
        app.post(UIResponder.keyboardWillShowNotification, from: IPhone8.hidden, to: IPhone8.keyboard(216), duration: 0.4)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhone8.keyboard(216), to: IPhone8.keyboard(252))
        let info = try #require(recorder.posted.last)
        #expect(info == KeyboardInfo(animationDuration: 0.25, animationCurve: 7, frameBegin: IPhone8.keyboard(216),
                                     frameEnd: IPhone8.keyboard(252), heightIncrement: 36, action: .show, isSameAction: true))
        #expect(info.height == 252)
        #expect(recorder.posted.first?.animationDuration == 0.4 && recorder.posted.first?.isSameAction == false)
    }

    @Test func observingCanBeSwitchedOff() {
        man.keyboardObserveEnabled = false
        app.showGroup(from: IPhone8.hidden, to: IPhone8.keyboard(258))
        #expect(recorder.posted.isEmpty && man.keyboardInfo == nil)
    }
}

/// KeyboardMan as its demo uses it, on Ike's tummy and a scroll view.
@Suite struct KeyboardManTrackerTests {
    let app = FakeKeyboardApp(windowFrame: IPhone8.screen)
    let ike: IkeScreen
    let scroll = ScrollView(frame: IPhone8.screen)
    let tracker: KeyboardManTracker

    init() {
        ike = IkeScreen(app: app, screen: IPhone8.screen, safeArea: EdgeInsets(top: 20))
        ike.view.insertSubviewBelowTummy(scroll, tummy: ike.tummy)
        tracker = KeyboardManTracker(app: app, view: ike.tummy, scrollView: scroll, logger: .quiet())
        tracker.viewDidLoad()
    }

    /// M1: where the naive tracker stays at 216, KeyboardMan's tummy ends at the full height.
    @Test func m1EndsAtTheFullHeight() {
        app.pinyinAppears()
        #expect(tracker.believedKeyboardHeight == 258 && tracker.viewBottom == 409)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 258))
        #expect(ike.tummy.lastChangeAnimationDuration == 0.25)
        #expect(scroll.contentInset.bottom == 258 && scroll.contentOffset.y == 258)   // 216 + 36 + 6
        #expect(tracker.lastAppearPostIndex == 2)
        #expect(app.reports.last == ["Tracker": .string("keyboardman"), "TrackedKeyboardHeight": .double(258),
                                     "ViewBottom": .double(409), "AppearPostIndex": .int(3),
                                     "KeyboardHeightIncrement": .double(6)])
        app.hideGroup(from: IPhone8.keyboard(258), to: IPhone8.hidden)
        #expect(tracker.believedKeyboardHeight == 0 && tracker.viewBottom == 667)
        #expect(scroll.contentInset.bottom == 0 && scroll.contentOffset.y == 0)
    }

    @Test func m2EndsAtTheFullHeight() {
        app.pinyinAppears(missingLast: true)
        #expect(tracker.viewBottom == 409)
    }

    /// K3: Notes' WillShow reaches Ike after WillResignActive, while it is inactive, and M5's
    /// check ignores it: with KeyboardMan Ike keeps its legs.
    @Test func k3NotesKeyboardArrivesWhileInactive() {
        let app = FakeKeyboardApp()
        let ike = IkeScreen(app: app)
        let tracker = KeyboardManTracker(app: app, view: ike.tummy, logger: .quiet())
        tracker.viewDidLoad()
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        app.backToIke()
        #expect(tracker.believedKeyboardHeight == 0 && tracker.viewBottom == 812)
    }
}

private extension View {
    func insertSubviewBelowTummy(_ view: View, tummy: View) {
        tummy.removeFromSuperview()
        addSubview(view)
        addSubview(tummy)
    }
}
