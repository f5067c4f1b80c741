import Foundation

/// A headless `UIScrollView`: its content offset is its bounds' origin, so the views inside move
/// when it scrolls and conversions see it; content insets are bookkeeping the trackers set.
open class ScrollView: View, @unchecked Sendable {
    public var contentSize: CGSize = .zero

    /// B2, F1, W5: what the trackers move to keep content above the keyboard.
    public var contentInset: EdgeInsets = .zero {
        didSet { noteAnimatableChange() }
    }

    public var scrollIndicatorInsets: EdgeInsets = .zero

    /// `isScrollEnabled`: IQKeyboardManager scrolls only scroll views that scroll.
    public var isScrollEnabled = true

    /// The bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Whether the last `setContentOffset(_:animated:)` asked for an animation.
    public private(set) var lastContentOffsetAnimated = false

    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        lastContentOffsetAnimated = animated
        self.contentOffset = contentOffset
    }
}
