// The headless view model: hierarchy, conversions across nested views, scroll views and
// windows (K13, W3), safe areas, layout guides, headless animations, responders.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct ViewGeometryTests {
    /// A window at (100, 50) on the screen, a view at (10, 20) in it, a view at (5, 7) in that.
    struct Nested {
        let window = Window(frame: CGRect(x: 100, y: 50, width: 300, height: 400))
        let outer = View(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        let inner = View(frame: CGRect(x: 5, y: 7, width: 50, height: 50))

        init() {
            window.addSubview(outer)
            outer.addSubview(inner)
        }
    }

    @Test func convertsAcrossNestedViews() {
        let n = Nested()
        let p = CGPoint(x: 1, y: 2)
        #expect(n.inner.convert(p, to: n.outer) == CGPoint(x: 6, y: 9))
        #expect(n.inner.convert(p, to: n.window) == CGPoint(x: 16, y: 29))
        #expect(n.inner.convert(p, to: nil) == CGPoint(x: 16, y: 29))          // nil: the window's coordinates
        #expect(n.outer.convert(CGPoint(x: 6, y: 9), from: n.inner) == CGPoint(x: 11, y: 16))
        #expect(n.inner.convert(CGPoint(x: 16, y: 29), from: nil) == p)
        #expect(n.outer.convert(p, to: n.inner) == CGPoint(x: -4, y: -5))
        let r = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(n.inner.convert(r, to: nil) == CGRect(x: 16, y: 29, width: 30, height: 40))
        #expect(n.inner.convert(n.inner.convert(r, to: n.outer), from: n.outer) == r)
    }

    @Test func windowConvertsFromAndToTheScreenWithNil() {
        let n = Nested()
        // K13: window.convert(frame, from: nil) takes a rect in screen coordinates.
        #expect(n.window.convert(CGRect(x: 100, y: 50, width: 10, height: 10), from: nil) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(n.window.convert(CGPoint(x: 16, y: 29), to: nil) == CGPoint(x: 116, y: 79))
        #expect(n.inner.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: Screen.main.coordinateSpace)
                == CGRect(x: 116, y: 79, width: 3, height: 4))
        #expect(n.inner.convert(CGRect(x: 116, y: 79, width: 3, height: 4), from: UIScreen.main.coordinateSpace)
                == CGRect(x: 1, y: 2, width: 3, height: 4))

        // The iPad Slide Over window (K13): the docked keyboard lands 837 pt down in it.
        let over = Window(frame: IPad.slideOver)
        #expect(over.convert(IPad.docked, from: nil) == CGRect(x: -514, y: 837, width: 834, height: 333))
    }

    @Test func viewsInDifferentWindowsMeetInScreenCoordinates() {
        let left = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 1194))
        let right = Window(frame: CGRect(x: 330, y: 0, width: 504, height: 1194))
        let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        left.addSubview(a)
        right.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: 10 - 330 - 20, y: 10 - 30))
        #expect(b.convert(CGPoint(x: -340, y: -20), to: a) == .zero)
    }

    @Test func scrollViewOffsetMovesItsContent() {
        let window = Window(frame: IPhoneX.screen)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 600))
        window.addSubview(scroll)
        let field = View(frame: CGRect(x: 16, y: 500, width: 343, height: 44))
        scroll.addSubview(field)
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 16, y: 600, width: 343, height: 44))
        scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(scroll.lastContentOffsetAnimated)
        #expect(window.convert(field.frame, from: field.superview) == CGRect(x: 16, y: 480, width: 343, height: 44))
        #expect(scroll.frame == CGRect(x: 0, y: 100, width: 375, height: 600))   // the scroll view itself stays
        scroll.contentOffset.y -= 20
        #expect(field.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 500))
    }

    @Test func hierarchyAndWindow() {
        let n = Nested()
        #expect(n.inner.window === n.window && n.window.window === n.window)
        #expect(n.inner.superview === n.outer && n.outer.subviews.count == 1)
        #expect(n.inner.isDescendant(of: n.window) && !n.window.isDescendant(of: n.inner))
        let other = View()
        other.addSubview(n.inner)                                   // moves it
        #expect(n.outer.subviews.isEmpty && n.inner.superview === other && n.inner.window == nil)
        #expect(n.inner.rootView === other)
        n.inner.removeFromSuperview()
        #expect(other.subviews.isEmpty && n.inner.superview == nil)
    }

    @Test func boundsSizeKeepsTheCenter() {
        let v = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(v.frame == CGRect(x: 35, y: 50, width: 50, height: 20))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 75, y: 90, width: 50, height: 20))
    }

    @Test func safeAreaInsetsComeFromTheWindow() {
        let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let bar = View(frame: CGRect(x: 0, y: 700, width: 375, height: 112))
        root.addSubview(bar)
        #expect(window.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
        #expect(bar.safeAreaInsets == EdgeInsets(bottom: 34))
        #expect(View(frame: window.bounds).safeAreaInsets == .zero)   // in no window
    }

    @Test func layoutGuideSitsOnTheSafeAreaBottom() {
        let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        #expect(guide.owningView === root)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 0))
        guide.heightConstraint.constant = 333
        #expect(guide.layoutFrame == CGRect(x: 0, y: 445, width: 375, height: 333))
        guide.heightConstraint.isActive = false
        #expect(guide.layoutFrame.height == 0)
    }

    @Test func headlessAnimationsApplyAtOnceAndRecordTheDuration() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let scroll = ScrollView(frame: .zero)
        let constraint = NSLayoutConstraint(constant: 0)
        var completed = false
        UIView.animate(withDuration: 0.25, animations: {
            v.frame.origin.y = -333
            scroll.contentInset = UIEdgeInsets(bottom: 333)
            constraint.constant = 333
        }, completion: { completed = $0 })
        #expect(v.frame.origin.y == -333 && completed)
        #expect(v.lastChangeAnimationDuration == 0.25)
        #expect(scroll.lastChangeAnimationDuration == 0.25 && scroll.contentInset.bottom == 333)
        #expect(constraint.lastChangeAnimationDuration == 0.25)
        v.frame.origin.y = 0                                          // outside any animation
        #expect(v.lastChangeAnimationDuration == nil)
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation { v.frame.origin.y = 1 }   // K6
            scroll.contentInset = .zero
        }
        #expect(v.lastChangeAnimationDuration == nil && scroll.lastChangeAnimationDuration == 0.4)
        #expect(v.changeCount == 3)
    }

    @Test func textFieldAsksTheAppForTheKeyboard() {
        let app = FakeKeyboardApp()
        let root = Window(frame: IPhoneX.screen)
        let traits = ResponderTraits(inputAccessoryViewHeight: 44, keyboardType: "emailAddress")
        let email = TextField(app: app, name: "email", traits: traits)
        let password = TextField(app: app, name: "password")
        root.addSubview(email)
        root.addSubview(password)
        #expect(root.currentFirstResponder == nil)
        #expect(email.becomeFirstResponder())
        #expect(email.isFirstResponder && root.currentFirstResponder === email)
        #expect(password.becomeFirstResponder())
        #expect(!email.isFirstResponder && password.isFirstResponder)
        #expect(password.resignFirstResponder() && !password.isFirstResponder)
        #expect(app.actions == [.becomeFirstResponder("email", traits), .becomeFirstResponder("password", ResponderTraits()),
                                .resignFirstResponder])
        app.acceptsFirstResponder = false
        #expect(!email.becomeFirstResponder() && !email.isFirstResponder)   // keyboardd refused
    }
}
