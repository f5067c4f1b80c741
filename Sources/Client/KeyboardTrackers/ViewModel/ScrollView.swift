import Foundation
import KeyboardClient

/// A headless `UIScrollView`: its content offset is its bounds' origin, so the views inside move
/// when it scrolls and conversions see it; content insets are bookkeeping the trackers set.
// Restated as Swift asks of a subclass (open, so unchecked); its own state is Confined too.
open class ScrollView: View, @unchecked Sendable {
    public var contentSize: CGSize { _read { yield _contentSize.value } _modify { yield &_contentSize.value } }
    private let _contentSize = Confined<CGSize>(.zero, "ScrollView.contentSize")

    /// B2, F1, W5: what the trackers move to keep content above the keyboard.
    public var contentInset: EdgeInsets {
        get { _contentInset.value }
        set {
            _contentInset.value = newValue
            noteAnimatableChange()
        }
    }
    private let _contentInset = Confined<EdgeInsets>(.zero, "ScrollView.contentInset")

    public var scrollIndicatorInsets: EdgeInsets { _read { yield _scrollIndicatorInsets.value } _modify { yield &_scrollIndicatorInsets.value } }
    private let _scrollIndicatorInsets = Confined<EdgeInsets>(.zero, "ScrollView.scrollIndicatorInsets")

    /// `isScrollEnabled`: IQKeyboardManager scrolls only scroll views that scroll.
    public var isScrollEnabled: Bool { _read { yield _isScrollEnabled.value } _modify { yield &_isScrollEnabled.value } }
    private let _isScrollEnabled = Confined<Bool>(true, "ScrollView.isScrollEnabled")

    /// The bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Whether the last `setContentOffset(_:animated:)` asked for an animation.
    public private(set) var lastContentOffsetAnimated: Bool { _read { yield _lastContentOffsetAnimated.value } _modify { yield &_lastContentOffsetAnimated.value } }
    private let _lastContentOffsetAnimated = Confined<Bool>(false, "ScrollView.lastContentOffsetAnimated")

    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        lastContentOffsetAnimated = animated
        self.contentOffset = contentOffset
    }
}
