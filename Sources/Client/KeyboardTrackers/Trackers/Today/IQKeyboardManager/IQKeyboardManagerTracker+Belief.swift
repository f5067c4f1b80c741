import Foundation
import KeyboardClient

// What the IQKeyboardManager tracker believes and where its own layout wants the field, for the
// judge and the watchdog.
extension IQKeyboardManagerTracker {
    private var field: TextField? { state.textInputView ?? state.trackedField }

    /// The field's bottom, window coordinates; with no field, the root view's bottom (nothing is
    /// kept above the keyboard then, and a root still moved is lifted for nothing).
    public var viewBottom: Double {
        guard let field, let window = rootView.window, let superview = field.superview else { return rootBottom }
        return superview.convert(field.frame, to: window).maxY
    }

    /// The root view's bottom in its window.
    private var rootBottom: Double { Double(rootView.convert(rootView.bounds, to: nil).maxY) }

    /// The root view's bottom where it began.
    private var restingRootBottom: Double {
        rootBottom + Double((state.rootConfiguration?.beginOrigin.y ?? rootView.frame.origin.y) - rootView.frame.origin.y)
    }

    /// The field as it was before any move: the scroll view at its starting offset, the root
    /// where it began.
    private var restingFieldRect: CGRect? {
        guard let field, let window = rootView.window, let superview = field.superview else { return nil }
        var rect = superview.convert(field.frame, to: window)
        if let last = state.lastScrollViewConfiguration, field.isDescendant(of: last.scrollView) {
            rect.origin.y += last.scrollView.contentOffset.y - last.startingContentOffset.y
        }
        if let root = state.rootConfiguration { rect.origin.y += root.beginOrigin.y - rootView.frame.origin.y }
        return rect
    }

    /// Where its own layout puts the field for a docked keyboard covering `keyboardHeight` of the
    /// window's bottom: raised by the move, if positive (by the root alone, within its limit, for a
    /// field in no scroll view).
    public func expectedViewBottom(forKeyboardHeight keyboardHeight: Double) -> Double {
        guard let resting = restingFieldRect, let window = rootView.window else { return restingRootBottom }
        guard keyboardHeight > 0 else { return resting.maxY }
        let keyboard = IQKeyboardReading.keyboardFrame(of: dockedKeyboard(coveringBottomOf: window, height: keyboardHeight),
                                                       screen: state.screenBounds)
        let insets = state.rootConfiguration?.beginSafeAreaInsets ?? rootView.safeAreaInsets
        let size = IQKeyboardDistance.keyboardSize(keyboardFrame: keyboard, keyboardDistance: state.keyboardDistance,
                                                   safeAreaBottom: insets.bottom, windowFrame: window.frame)
        // The root at rest: its margins as they were before any move (a moved root's safe area
        // grows by the part of it pushed out of the window).
        let guides = layoutGuides(window: window, restingInsets: insets)
        let restingInRootSuperview = rootView.superview.map { window.convert(resting, to: $0) } ?? resting
        var moveUp = max(0, IQKeyboardDistance.moveUp(keyboardSize: size, topGuide: guides.top, bottomGuide: guides.bottom,
                                                      fieldInRootSuperview: restingInRootSuperview, fieldInWindow: resting,
                                                      windowFrame: window.frame))
        if let field, Self.scrollableSuperview(of: field) == nil {
            // Only the root moves, and no higher than the keyboard's height above zero.
            let begin = state.rootConfiguration?.beginOrigin.y ?? rootView.frame.origin.y
            moveUp = begin - IQKeyboardDistance.rootOriginY(current: begin, moveUp: moveUp, keyboardHeight: keyboard.height)
        }
        return resting.maxY - moveUp
    }

    /// The docked keyboard, screen coordinates, whose top covers `height` of the window's bottom:
    /// the screen's width, down to the screen's bottom (a window above the screen's bottom, in
    /// Stage Manager or Slide Over, sees only its part of it).
    private func dockedKeyboard(coveringBottomOf window: Window, height: Double) -> CGRect {
        let top = window.convert(CGPoint(x: 0, y: window.bounds.maxY - height), to: nil).y
        return CGRect(x: state.screenBounds.minX, y: top, width: state.screenBounds.width, height: max(state.screenBounds.maxY - top, 0))
    }

    /// Puts everything back, then moves for the keyboard the truth gives.
    public func fixPosition(forKeyboardHeight keyboardHeight: Double) {
        restoreRootOrigin()
        if let last = state.lastScrollViewConfiguration {
            restore(last)
            last.scrollView.contentOffset = last.startingContentOffset
        }
        state.movedDistance = 0
        guard keyboardHeight > 0, let window = rootView.window else {
            state.keyboardInfo = .initial(screen: state.screenBounds)
            reporter.send(beliefFacts)
            return
        }
        state.keyboardInfo = IQKeyboardReading(
            event: .didShow, isLocal: true,
            endFrame: IQKeyboardReading.keyboardFrame(of: dockedKeyboard(coveringBottomOf: window, height: keyboardHeight),
                                                      screen: state.screenBounds),
            animationDuration: 0.25)
        if state.textInputView == nil { state.textInputView = state.trackedField }
        if state.rootConfiguration == nil {
            state.rootConfiguration = RootConfiguration(beginOrigin: rootView.frame.origin, beginSafeAreaInsets: rootView.safeAreaInsets)
        }
        performAdjustment()
    }
}
