// The WWDC keyboardGuide (the WWDC 2017 text input session): a guide on the safe area's bottom whose height follows the
// intersection (W4), the scrolling variant (W5), the latest Show or Hide counts (W2, K10).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct KeyboardGuideLayoutTests {
    let app = FakeKeyboardApp()
    let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
    let view = View(frame: IPhoneX.screen, name: "view")
    let layout: KeyboardGuideLayout

    init() {
        window.addSubview(view)
        layout = KeyboardGuideLayout(app: app, view: view, logger: .quiet())
        layout.viewDidLoad()
    }

    /// W4: the guide's height is the keyboard's intersection with the view. The session's 0.2 s
    /// block runs inside WillShow's handler, so it inherits the keyboard's 0.25 s and curve (N21).
    /// Its top is 34 pt above the keyboard: the guide sits on the safe area, the keyboard on the
    /// screen's edge.
    @Test func w4GuideFollowsTheIntersection() {
        #expect(layout.keyboardGuide.owningView === view && layout.heightConstraint.constant == 0)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(layout.heightConstraint.constant == 0)             // M3: before WillShow, still hidden
        app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        #expect(layout.heightConstraint.constant == 333)
        #expect(layout.heightConstraint.lastChangeAnimation == ViewAnimation(duration: 0.25, curve: 7, inheritedFromKeyboard: true))
        #expect(layout.keyboardGuide.layoutFrame == CGRect(x: 0, y: 445, width: 375, height: 333))
        #expect(layout.viewBottom == 445 && layout.expectedViewBottom(forKeyboardHeight: 333) == 445)
        #expect(app.reports.last == ["Tracker": .string("wwdc17-guide"), "TrackedKeyboardHeight": .double(333),
                                     "ViewBottom": .double(445), "GuideHeight": .double(333)])
        // W6: a growing accessory view changes the frame while shown.
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPhoneX.keyboard,
                 to: CGRect(x: 0, y: 435, width: 375, height: 377))
        #expect(layout.heightConstraint.constant == 377)
        app.hideGroup(from: CGRect(x: 0, y: 435, width: 375, height: 377), to: IPhoneX.hidden)
        #expect(layout.heightConstraint.constant == 0 && layout.keyboardIsHidden && layout.viewBottom == 778)
    }

    /// W2, K10: on iPad, split sends Hides; the frame changes that follow leave the guide down,
    /// which is the truth (a split keyboard covers nothing).
    @Test func w2SplitLeavesTheGuideDown() {
        let app = FakeKeyboardApp(windowFrame: IPad.screen)
        let window = Window(frame: IPad.screen, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let layout = KeyboardGuideLayout(app: app, view: view, logger: .quiet())
        layout.viewDidLoad()
        app.showGroup(from: IPad.hidden, to: IPad.docked)
        #expect(layout.heightConstraint.constant == 333)
        app.iPadSplits()
        #expect(layout.heightConstraint.constant == 0 && layout.keyboardIsHidden)
        app.post(UIResponder.keyboardWillChangeFrameNotification, from: IPad.split, to: CGRect(x: 0, y: 300, width: 834, height: 313))
        #expect(layout.heightConstraint.constant == 0)
    }

    /// W5: the scrolling variant sets the scroll view's bottom inset to the same height.
    @Test func w5ScrollingLayout() {
        let app = FakeKeyboardApp()
        let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        let view = View(frame: window.bounds)
        let scroll = ScrollView(frame: view.bounds)
        window.addSubview(view)
        view.addSubview(scroll)
        let scrolling = KeyboardGuideLayout(app: app, view: view, keyboardGuide: LayoutGuide(), scrollView: scroll,
                                            logger: .quiet())
        scrolling.viewDidLoad()
        app.ikeShowsKeyboard()
        #expect(scroll.contentInset.bottom == 333 && scroll.lastChangeAnimationDuration == 0.25)   // N21
        #expect(app.reports.last?["ContentInsetBottom"] == .double(333))
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scroll.contentInset.bottom == 0)
    }

    /// K3: the guide too is lifted by Notes' keyboard; the fix puts it down.
    @Test func k3AndFix() {
        app.ikeShowsKeyboard()
        app.switchToNotesWithKeyboard()
        app.backToIke()
        #expect(layout.believedKeyboardHeight == 333 && layout.expectedViewBottom(forKeyboardHeight: 0) == 778)
        layout.fixPosition(forKeyboardHeight: 0)
        #expect(layout.heightConstraint.constant == 0 && layout.viewBottom == 778)
    }
}
