// Roland Leth's KeyboardListener: the focused field above the keyboard (F1), the
// scroll view restored on hide, nothing without remembered values (F2).

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct KeyboardListenerTests {
    let app: FakeKeyboardApp
    let window: Window
    let view: View
    let scrollView: ScrollView
    /// 600 pt down: under the keyboard's top (479 on iPhone X, 409 for Pinyin on iPhone 8).
    let low: TextField
    let high: TextField
    let listener: KeyboardListener

    init(screen: CGRect = IPhoneX.screen) {
        app = FakeKeyboardApp(windowFrame: screen)
        window = Window(frame: screen)
        view = View(frame: window.bounds, name: "view")
        scrollView = ScrollView(frame: view.bounds, name: "form")
        scrollView.contentSize = CGSize(width: screen.width, height: 1000)
        low = TextField(app: app, name: "low", frame: CGRect(x: 16, y: 600, width: 343, height: 44))
        high = TextField(app: app, name: "high", frame: CGRect(x: 16, y: 100, width: 343, height: 44))
        window.addSubview(view)
        view.addSubview(scrollView)
        scrollView.addSubview(high)
        scrollView.addSubview(low)
        listener = KeyboardListener(app: app, view: view, scrollView: scrollView, logger: .quiet())
        listener.viewDidLoad()
    }

    /// F1: the field's bottom + 10 (654) is under the keyboard's top (479): scroll by 175, so the
    /// field ends 10 pt above the keyboard; the inset grows by the keyboard. F2 undoes both.
    @Test func f1ScrollsTheFieldAboveTheKeyboard() {
        low.becomeFirstResponder()
        app.ikeShowsKeyboard()
        #expect(listener.contentOffsetPreKeyboardDisplay == .zero && listener.contentInsetPreKeyboardDisplay == .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 175) && scrollView.lastContentOffsetAnimated)
        #expect(scrollView.contentInset.bottom == 333)
        #expect(window.convert(low.frame, from: low.superview).maxY == 469)
        #expect(listener.viewBottom == 469 && listener.expectedViewBottom(forKeyboardHeight: 333) == 469)
        #expect(app.reports.last == ["Tracker": .string("listener"), "TrackedKeyboardHeight": .double(333),
                                     "ViewBottom": .double(469), "ContentInsetBottom": .double(333),
                                     "ContentOffsetY": .double(175)])
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scrollView.contentOffset == .zero && scrollView.contentInset == .zero)
        #expect(listener.contentOffsetPreKeyboardDisplay == nil && listener.contentInsetPreKeyboardDisplay == nil)
        #expect(listener.believedKeyboardHeight == 0 && listener.viewBottom == 644)
    }

    /// F1: a field already above the keyboard stays; the inset still grows.
    @Test func f1VisibleFieldStays() {
        high.becomeFirstResponder()
        app.ikeShowsKeyboard()
        #expect(scrollView.contentOffset == .zero && scrollView.contentInset.bottom == 333)
        #expect(listener.viewBottom == 144 && listener.expectedViewBottom(forKeyboardHeight: 333) == 144)
    }

    /// F1: the values before the keyboard are remembered once; a second WillShow adds its height
    /// to the inset again, and the hide restores the first values.
    @Test func f1RemembersOnce() {
        scrollView.contentInset = EdgeInsets(top: 20)
        low.becomeFirstResponder()
        app.ikeShowsKeyboard()
        app.ikeShowsKeyboard()
        #expect(listener.contentInsetPreKeyboardDisplay == EdgeInsets(top: 20))
        #expect(scrollView.contentInset == EdgeInsets(top: 20, bottom: 666))
        #expect(scrollView.contentOffset.y == 175)                   // already 10 pt above: no more scrolling
        app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scrollView.contentInset == EdgeInsets(top: 20) && scrollView.contentOffset == .zero)
    }

    /// M1 on iPhone 8: each growing WillShow scrolls a little more (103, 139, 145): the field ends
    /// 10 pt above the full keyboard, but the inset is the sum of the three heights.
    @Test func m1RepeatedWillShow() {
        let t = KeyboardListenerTests(screen: IPhone8.screen)
        t.low.frame.origin.y = 500
        t.low.becomeFirstResponder()
        t.app.pinyinAppears()
        #expect(t.scrollView.contentOffset.y == 145)
        #expect(t.listener.viewBottom == 399 && t.listener.expectedViewBottom(forKeyboardHeight: 258) == 399)
        #expect(t.scrollView.contentInset.bottom == 726)
        #expect(t.app.reports.map { $0["ContentOffsetY"] } == [.double(103), .double(139), .double(145)])
        t.app.hideGroup(from: IPhone8.keyboard(258), to: IPhone8.hidden)
        #expect(t.scrollView.contentOffset == .zero && t.scrollView.contentInset == .zero)
    }

    /// F2: with a hardware keyboard no WillShow came and nothing was remembered: a hide changes
    /// nothing and reports nothing.
    @Test func f2NothingRememberedNothingDone() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        let changes = scrollView.changeCount
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        #expect(scrollView.changeCount == changes && scrollView.contentOffset.y == 50)
        #expect(app.reports.isEmpty)
    }

    /// The watchdog's fix: from the leaked state (Notes' keyboard remembered as Ike's) back to
    /// no keyboard, and from nothing to the truth's keyboard.
    @Test func fixPosition() {
        low.becomeFirstResponder()
        listener.fixPosition(forKeyboardHeight: 333)
        #expect(scrollView.contentOffset.y == 175 && scrollView.contentInset.bottom == 333)
        #expect(listener.viewBottom == listener.expectedViewBottom(forKeyboardHeight: 333))
        listener.fixPosition(forKeyboardHeight: 0)
        #expect(scrollView.contentOffset == .zero && scrollView.contentInset == .zero && listener.viewBottom == 644)
    }
}
