import Foundation
import KeyboardClient

/// A headless `UIScrollView`: its content offset is its bounds' origin, so the views inside move
/// when it scrolls and conversions see it; content insets are bookkeeping the trackers set.
// Restated as Swift asks of a subclass (open, so unchecked); its own state is Confined too.
open class ScrollView: View, ConfinedSubclass, @unchecked Sendable {
    /// A scroll view's own values beside a view's; `contentSize`, ... read as the scroll view's.
    public struct OwnState {
        public var contentSize = CGSize.zero
        fileprivate var contentInset = EdgeInsets.zero
        public var scrollIndicatorInsets = EdgeInsets.zero
        /// `isScrollEnabled`: IQKeyboardManager scrolls only scroll views that scroll.
        public var isScrollEnabled = true
        /// Whether the last `setContentOffset(_:animated:)` asked for an animation.
        public fileprivate(set) var lastContentOffsetAnimated = false
    }

    public let ownState = Confined(OwnState())

    /// B2, F1, W5: what the trackers move to keep content above the keyboard.
    public var contentInset: EdgeInsets {
        get { ownState.contentInset }
        set {
            ownState.contentInset = newValue
            noteAnimatableChange()
        }
    }

    /// The bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        ownState.lastContentOffsetAnimated = animated
        self.contentOffset = contentOffset
    }
}
