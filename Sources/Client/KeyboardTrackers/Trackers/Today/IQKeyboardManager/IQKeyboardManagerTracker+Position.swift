import Foundation
import KeyboardClient

// IQKeyboardManager+Position.swift (hackiftekhar/IQKeyboardManager at a55dbfc9): the move and
// its undoing.
extension IQKeyboardManagerTracker {
    /// `adjustPosition`: only while the app is active, with a field in a window and a root.
    func adjustPosition() {
        guard app.applicationState == .active else {
            logger.info("IQKeyboardManager: not active, no adjustment")
            return
        }
        performAdjustment()
    }

    /// The move itself, for the keyboard last stored.
    func performAdjustment() {
        guard let field = state.textInputView, let superview = field.superview, let root = state.rootConfiguration,
              let window = rootView.window else { return }
        state.adjustments += 1
        state.trackedField = field
        let fieldInWindow = superview.convert(field.frame, to: window)
        let fieldInRootSuperview = superview.convert(field.frame, to: rootView.superview)
        let keyboardSize = IQKeyboardDistance.keyboardSize(
            keyboardFrame: state.keyboardInfo.endFrame, keyboardDistance: state.keyboardDistance,
            safeAreaBottom: root.beginSafeAreaInsets.bottom, windowFrame: window.frame)
        let guides = layoutGuides(window: window)
        var moveUp = IQKeyboardDistance.moveUp(keyboardSize: keyboardSize, topGuide: guides.top, bottomGuide: guides.bottom,
                                               fieldInRootSuperview: fieldInRootSuperview, fieldInWindow: fieldInWindow,
                                               windowFrame: window.frame)
        setUpScrollViewConfiguration(superScrollView: Self.scrollableSuperview(of: field))
        if let configuration = state.lastScrollViewConfiguration {
            adjustScrollViewContentOffsets(moveUp: &moveUp, field: field, fieldInRootSuperview: fieldInRootSuperview,
                                           topGuide: guides.top)
            adjustScrollViewContentInset(configuration, window: window, keyboardSize: keyboardSize)
        }
        adjustRootController(moveUp: moveUp, keyboardHeight: state.keyboardInfo.endFrame.height, root: root)
        logger.info("IQKeyboardManager adjustPosition: field bottom \(viewBottom), moved \(Double(state.movedDistance))")
        reporter.send(beliefFacts)
    }

    /// `getLayoutGuides` without a navigation controller: the top is the status bar's height or
    /// the root's top margin, the bottom the root's bottom margin (a tab bar, the home indicator).
    func layoutGuides(window: Window, restingInsets: EdgeInsets? = nil) -> (top: CGFloat, bottom: CGFloat) {
        let margins = state.rootLayoutMargins ?? restingInsets ?? rootView.safeAreaInsets
        return (max(state.statusBarHeight ?? window.safeAreaInsets.top, margins.top), margins.bottom)
    }

    /// The nearest scroll view above the field that scrolls (#285: one that does not is skipped).
    static func scrollableSuperview(of view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollView, scrollView.isScrollEnabled { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    /// `setupActiveScrollViewConfiguration`: remember the scroll view as it was before the first
    /// move; a different one (or none) puts the remembered one back first.
    func setUpScrollViewConfiguration(superScrollView: ScrollView?) {
        guard let last = state.lastScrollViewConfiguration else {
            if let superScrollView { state.lastScrollViewConfiguration = ScrollViewConfiguration(superScrollView) }
            return
        }
        guard superScrollView !== last.scrollView else { return }
        restore(last)
        state.lastScrollViewConfiguration = superScrollView.map(ScrollViewConfiguration.init)
    }

    /// `adjustScrollViewContentOffsets`, for views that are neither tables nor collections: each
    /// scroll view up the chain scrolls the field up by what is still to move, never past the
    /// field's own top, and what it scrolled is taken off the move.
    func adjustScrollViewContentOffsets(moveUp: inout CGFloat, field: TextField, fieldInRootSuperview: CGRect,
                                        topGuide: CGFloat) {
        var lastView: View = field
        var superScrollView = state.lastScrollViewConfiguration?.scrollView
        while let scrollView = superScrollView {
            let isContinue: Bool
            if moveUp > 0 {
                isContinue = moveUp > -scrollView.contentOffset.y - scrollView.contentInset.top
            } else {
                isContinue = fieldInRootSuperview.minY < topGuide
                if isContinue { moveUp = min(0, fieldInRootSuperview.minY - topGuide) }
            }
            guard isContinue else {
                moveUp = 0
                break
            }
            let nextScrollView = Self.scrollableSuperview(of: scrollView)
            if let lastViewRect = lastView.superview?.convert(lastView.frame, to: scrollView) {
                let minimumMovement = min(scrollView.contentOffset.y, -moveUp)
                let suggestedOffsetY = min(scrollView.contentOffset.y - minimumMovement, lastViewRect.minY)
                moveUp -= suggestedOffsetY - scrollView.contentOffset.y
                let offset = CGPoint(x: scrollView.contentOffset.x, y: suggestedOffsetY)
                if offset != scrollView.contentOffset {
                    View.animate(withDuration: state.keyboardInfo.animationDuration) { scrollView.contentOffset = offset }
                }
            }
            lastView = scrollView
            superScrollView = nextScrollView
        }
    }

    /// `adjustScrollViewContentInset`: the bottom inset covers the keyboard (with its distance and
    /// the root's safe area) where it meets the scroll view, never less than it started with,
    /// minus the scroll view's own bottom safe area.
    func adjustScrollViewContentInset(_ configuration: ScrollViewConfiguration, window: Window, keyboardSize: CGSize) {
        let scrollView = configuration.scrollView
        guard let rect = scrollView.superview?.convert(scrollView.frame, to: window) else { return }
        let bottom = max(configuration.startingContentInset.bottom, keyboardSize.height - (window.frame.height - rect.maxY))
            - scrollView.safeAreaInsets.bottom
        guard scrollView.contentInset.bottom != bottom else { return }
        View.animate(withDuration: state.keyboardInfo.animationDuration) { scrollView.contentInset.bottom = bottom }
    }

    /// `adjustRootController`: up by a positive move, never more than the keyboard's height above
    /// zero; down by a negative one, never below where the root began.
    func adjustRootController(moveUp: CGFloat, keyboardHeight: CGFloat, root: RootConfiguration) {
        var origin = rootView.frame.origin
        if moveUp >= 0 {
            origin.y = IQKeyboardDistance.rootOriginY(current: origin.y, moveUp: moveUp, keyboardHeight: keyboardHeight)
        } else {
            let disturbDistance = origin.y - root.beginOrigin.y
            guard disturbDistance <= 0 else { return }
            origin.y -= max(moveUp, disturbDistance)
        }
        if origin != rootView.frame.origin {
            View.animate(withDuration: state.keyboardInfo.animationDuration) { rootView.frame.origin = origin }
        }
        state.movedDistance = root.beginOrigin.y - origin.y
    }

    /// `restorePosition`: the root goes back to where it began, the scroll view gets its insets
    /// back and its offset is kept within its content (the offset itself is not restored unless a
    /// scroll view asks, `restoreContentOffset`, off by default).
    func restorePosition() {
        guard state.rootConfiguration != nil else { return }
        restoreRootOrigin()
        if let last = state.lastScrollViewConfiguration {
            restore(last)
            clampContentOffsets(from: last.scrollView)
        }
        state.movedDistance = 0
        logger.info("IQKeyboardManager restorePosition: field bottom \(viewBottom)")
        reporter.send(beliefFacts)
    }

    func restoreRootOrigin() {
        guard let root = state.rootConfiguration, rootView.frame.origin != root.beginOrigin else { return }
        View.animate(withDuration: state.keyboardInfo.animationDuration) { rootView.frame.origin = root.beginOrigin }
    }

    /// `IQScrollViewConfiguration.restore(for:)`.
    func restore(_ configuration: ScrollViewConfiguration) {
        let scrollView = configuration.scrollView
        guard scrollView.contentInset != configuration.startingContentInset
            || scrollView.scrollIndicatorInsets != configuration.startingScrollIndicatorInsets else { return }
        View.animate(withDuration: state.keyboardInfo.animationDuration) {
            scrollView.contentInset = configuration.startingContentInset
            scrollView.scrollIndicatorInsets = configuration.startingScrollIndicatorInsets
        }
    }

    /// `restoreScrollViewContentOffset`: up the chain, an offset past the end of the content comes back.
    func clampContentOffsets(from scrollView: ScrollView) {
        var current: ScrollView? = scrollView
        while let view = current {
            let contentHeight = max(view.contentSize.height, view.frame.height)
            let maximumY = contentHeight - view.frame.height
            if maximumY < view.contentOffset.y {
                View.animate(withDuration: state.keyboardInfo.animationDuration) {
                    view.contentOffset = CGPoint(x: view.contentOffset.x, y: maximumY)
                }
            }
            current = view.superview.flatMap { Self.enclosingScrollView(of: $0) }
        }
    }

    private static func enclosingScrollView(of view: View) -> ScrollView? {
        var current: View? = view
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }
}
