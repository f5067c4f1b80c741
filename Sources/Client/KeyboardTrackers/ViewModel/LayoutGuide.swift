import Foundation

/// A headless `UILayoutGuide` as W4's `keyboardGuide` uses it: a rectangle pinned to the bottom
/// of its owning view's safe area, full width, whose height is a constraint's constant.
public final class LayoutGuide: @unchecked Sendable {
    public internal(set) weak var owningView: View?
    /// `keyboardGuide.heightAnchor.constraint(equalToConstant:)`, active.
    public let heightConstraint: LayoutConstraint

    public init(height: CGFloat = 0) {
        heightConstraint = LayoutConstraint(constant: height)
    }

    /// Where the guide is, in the owning view's coordinates: its bottom on the safe area's
    /// bottom, its height the constraint's constant. Zero when it has no view.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let b = view.bounds
        let height = heightConstraint.isActive ? heightConstraint.constant : 0
        let bottom = b.maxY - view.safeAreaInsets.bottom
        return CGRect(x: b.minX, y: bottom - height, width: b.width, height: height)
    }
}
