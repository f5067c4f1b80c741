import Foundation
import KeyboardClient

/// A headless `UILayoutGuide` as W4's `keyboardGuide` uses it: a rectangle pinned to the bottom
/// of its owning view's safe area (or of the view, `pinsToSafeAreaBottom`), full width, whose
/// height is a constraint's constant.
public final class LayoutGuide: ConfinedObject {
    public struct State {
        public internal(set) weak var owningView: View?
        /// Whether the guide's bottom is pinned to the owning view's safe area (W4's guide, a
        /// keyboard guide that uses the bottom safe area) or to the view's own bottom.
        public var pinsToSafeAreaBottom = true
    }

    public let state = Confined(State())
    /// `keyboardGuide.heightAnchor.constraint(equalToConstant:)`, active.
    public let heightConstraint: LayoutConstraint

    public init(height: CGFloat = 0) {
        heightConstraint = LayoutConstraint(constant: height)
    }

    /// Where the guide is, in the owning view's coordinates: its bottom on the safe area's
    /// bottom, its height the constraint's constant. Zero when it has no view.
    public var layoutFrame: CGRect {
        guard let view = state.owningView else { return .zero }
        let b = view.bounds
        let height = heightConstraint.isActive ? heightConstraint.constant : 0
        let bottom = b.maxY - (state.pinsToSafeAreaBottom ? view.safeAreaInsets.bottom : 0)
        return CGRect(x: b.minX, y: bottom - height, width: b.width, height: height)
    }
}
