// The intersection tracker of the iOS cookbook: subscribed while on screen (B1), FrameEnd ∩ view →
// content inset, animated with the keyboard (B2); frames converted from the screen (K13).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct IntersectionTrackerTests {
    let app = FakeKeyboardApp()
    let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
    let view = View(frame: IPhoneX.screen, name: "view")
    let scrollView = ScrollView(frame: IPhoneX.screen, name: "scroll view")
    let tracker: IntersectionTracker

    init() {
        window.addSubview(view)
        view.addSubview(scrollView)
        tracker = IntersectionTracker(app: app, view: view, scrollView: scrollView, logger: .quiet())
        tracker.viewDidLoad()
    }

    /// B1: nothing before the view appears, nothing after it disappears.
    @Test func b1SubscribedOnlyWhileOnScreen() {
        app.ikeShowsKeyboard()
        #expect(!tracker.isEnabled && scrollView.contentInset == .zero && app.reports.isEmpty)
        tracker.viewDidAppear()
        #expect(tracker.isEnabled)
        app.ikeShowsKeyboard()
        #expect(scrollView.contentInset == EdgeInsets(bottom: 333))
        tracker.viewWillDisappear()
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(!tracker.isEnabled && scrollView.contentInset.bottom == 333)
        #expect(app.reports.last?["Subscribed"] == .bool(true))
    }

    /// B2: the inset is the intersection's height, animated with the keyboard's duration, and
    /// reset (animated too) on hide.
    @Test func b2InsetFollowsTheIntersection() {
        tracker.viewDidAppear()
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard, duration: 0.35)
        #expect(scrollView.contentInset == EdgeInsets(top: 0, left: 0, bottom: 333, right: 0))
        #expect(scrollView.lastChangeAnimationDuration == 0.35)
        #expect(tracker.believedKeyboardHeight == 333 && tracker.viewBottom == 479)
        #expect(app.reports.last == ["Tracker": .string("intersection"), "TrackedKeyboardHeight": .double(333),
                                     "ViewBottom": .double(479), "ContentInsetBottom": .double(333),
                                     "Subscribed": .bool(true)])
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden, duration: 0.3)
        #expect(scrollView.contentInset == .zero && scrollView.lastChangeAnimationDuration == 0.3)
        // Insets already intact: the recipe returns without touching them.
        let changes = scrollView.changeCount
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scrollView.changeCount == changes && app.reports.count == 2)
    }

    /// Only the part of the view the keyboard covers counts: a view ending 100 pt above the
    /// window's bottom is covered by 233 of the 333.
    @Test func onlyTheCoveredPartOfTheView() {
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 712)
        tracker.viewDidAppear()
        app.ikeShowsKeyboard()
        #expect(scrollView.contentInset.bottom == 233)
        #expect(tracker.expectedViewBottom(forKeyboardHeight: 333) == 812 - 233)
    }

    /// K13: in the iPad's Slide Over window the docked keyboard covers 309 of it, not 333.
    @Test func k13ConvertsFromTheScreen() {
        let app = FakeKeyboardApp(windowFrame: IPad.slideOver)
        let window = Window(frame: IPad.slideOver)
        let view = View(frame: window.bounds)
        let scroll = ScrollView(frame: view.bounds)
        window.addSubview(view)
        view.addSubview(scroll)
        let tracker = IntersectionTracker(app: app, view: view, scrollView: scroll, logger: .quiet())
        tracker.viewDidAppear()
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        #expect(scroll.contentInset.bottom == 309)
        #expect(tracker.viewBottom == tracker.expectedViewBottom(forKeyboardHeight: 309))
    }

    /// K3: the screen stays on screen while the app leaves, so B1 does not stop the leak.
    @Test func k3StillHearsNotes() {
        tracker.viewDidAppear()
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        app.backToIke()
        #expect(scrollView.contentInset.bottom == 333)
        #expect(tracker.viewBottom == 479 && tracker.expectedViewBottom(forKeyboardHeight: 0) == 812)
        tracker.fixPosition(forKeyboardHeight: 0)
        #expect(scrollView.contentInset == .zero)
    }

    /// B2: Return dismisses the keyboard.
    @Test func b2ReturnResigns() {
        let field = TextField(app: app, name: "name")
        scrollView.addSubview(field)
        field.becomeFirstResponder()
        #expect(tracker.textFieldShouldReturn(field))
        #expect(!field.isFirstResponder && app.actions.last == .resignFirstResponder)
    }
}
