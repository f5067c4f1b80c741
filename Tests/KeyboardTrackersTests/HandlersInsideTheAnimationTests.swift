import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

/// N21: a Will's handlers run inside the keyboard's animation. A change made there rides it; a
/// block opened there inherits its duration and curve unless its options say otherwise; the Dids
/// run outside it, where a block keeps its own duration.
@Suite struct HandlersInsideTheAnimationTests {
    let app = FakeKeyboardApp()
    let probe = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "probe")
    let keyboards = ViewAnimation(duration: 0.25, curve: 7, inheritedFromKeyboard: true)

    /// Runs `handler` for each notification named `name` posted while `body` runs.
    private func on(_ name: Notification.Name, _ handler: @escaping @Sendable () -> Void, _ body: () -> Void) {
        let observer = app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { _ in handler() }
        body()
        app.notificationCenter.removeObserver(observer)
    }

    @Test func aChangeWithoutABlockRidesTheKeyboardsAnimation() {
        let probe = probe
        on(UIResponder.keyboardWillShowNotification, { probe.frame.origin.y = -333 }) {
            app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == keyboards)
        // The same change in the DidShow's handler: no animation at all.
        on(UIResponder.keyboardDidShowNotification, { probe.frame.origin.y = -300 }) {
            app.showGroup(from: IPhoneX.keyboard, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == nil && probe.changeCount == 2)
    }

    /// A 15 s block in the WillShow's handler ends with the keyboard; in the DidShow's it takes its
    /// 15 s (the 2019 report cited in N21).
    @Test func aBlockOfItsOwnInheritsTheKeyboardsDurationAndCurve() {
        let probe = probe
        on(UIResponder.keyboardWillShowNotification, { View.animate(withDuration: 15) { probe.frame.origin.y = -333 } }) {
            app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == keyboards)
        on(UIResponder.keyboardDidShowNotification, { View.animate(withDuration: 15) { probe.frame.origin.y = -300 } }) {
            app.showGroup(from: IPhoneX.keyboard, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == ViewAnimation(duration: 15, curve: 0))
    }

    /// Apple's `overrideInheritedDuration` and `overrideInheritedCurve`, each on its own.
    @Test func theOverrideOptionsKeepTheBlocksOwn() {
        let probe = probe
        let constraint = LayoutConstraint(constant: 0)
        let linear = View.AnimationOptions(rawValue: 3 << 16)
        on(UIResponder.keyboardWillShowNotification, {
            View.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, linear],
                         animations: { probe.frame.origin.y = -333 }, completion: nil)
            View.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, linear],
                         animations: { constraint.constant = 333 }, completion: nil)
        }) {
            app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == ViewAnimation(duration: 0.2, curve: 7))
        #expect(constraint.lastChangeAnimation == ViewAnimation(duration: 0.2, curve: 3))
    }

    /// `performWithoutAnimation` in the handler (K6) leaves the keyboard's animation out too; a
    /// Will of duration 0, or one without the animation keys, has no animation to ride.
    @Test func noAnimationToRide() {
        let probe = probe
        on(UIResponder.keyboardWillShowNotification, { View.performWithoutAnimation { probe.frame.origin.y = -333 } }) {
            app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
        }
        #expect(probe.lastChangeAnimation == nil && probe.changeCount == 1)
        on(UIResponder.keyboardWillHideNotification, { probe.frame.origin.y = 0 }) {
            app.post(UIResponder.keyboardWillHideNotification, from: IPhoneX.keyboard, to: IPhoneX.hidden, duration: 0)
        }
        #expect(probe.lastChangeAnimation == nil && probe.changeCount == 2)
        on(UIResponder.keyboardWillShowNotification, { probe.frame.origin.y = -333 }) {
            app.post(UIResponder.keyboardWillShowNotification, end: IPhoneX.keyboard, duration: nil, curve: nil)
        }
        #expect(probe.lastChangeAnimation == nil && probe.changeCount == 3)
    }

    /// A tracker that animates again on its own after the Will (its block in the DidShow, as the
    /// 2015 question's "undesirable double animation" does) moves its view twice for one show:
    /// once with the keyboard, once after it, in its own 0.3 s.
    @Test func animatingAgainAfterTheWillIsASecondAnimation() {
        let probe = probe
        let constraint = LayoutConstraint(constant: 0)
        on(UIResponder.keyboardDidShowNotification, { View.animate(withDuration: 0.3) { probe.frame.origin.y = -constraint.constant } }) {
            on(UIResponder.keyboardWillShowNotification, { constraint.constant = 333 }) {
                app.showGroup(from: IPhoneX.hidden, to: IPhoneX.keyboard)
            }
        }
        #expect(constraint.lastChangeAnimation == keyboards)
        #expect(probe.frame.origin.y == -333 && probe.lastChangeAnimation == ViewAnimation(duration: 0.3, curve: 0))
    }

    /// `lift-animation`'s reading: the latest change anywhere under a view, its guides' height
    /// constraints included, with the animation that carried it.
    @Test func theLatestChangeInATree() {
        let root = View(frame: IPhoneX.screen, name: "root")
        let child = View(frame: .zero, name: "child")
        let guide = LayoutGuide()
        root.addSubview(child)
        child.addLayoutGuide(guide)
        #expect(root.latestChangeInTree == nil)
        View.animate(withDuration: 0.3) { child.frame.origin.y = 10 }
        #expect(root.latestChangeInTree?.animation == ViewAnimation(duration: 0.3, curve: 0))
        on(UIResponder.keyboardWillShowNotification, { guide.heightConstraint.constant = 333 }) {
            app.post(UIResponder.keyboardWillShowNotification, from: IPhoneX.hidden, to: IPhoneX.keyboard)
        }
        #expect(root.latestChangeInTree?.animation == keyboards)
        root.frame.origin.y = 1
        #expect(root.latestChangeInTree.map { $0.animation == nil && $0.stamp > guide.heightConstraint.lastChange!.stamp } == true)
    }
}
