import Foundation

/// A headless `NSLayoutConstraint` for a height: the constant is applied at once, and the
/// animation it changed in is recorded, as for views.
public final class LayoutConstraint: @unchecked Sendable {
    public var constant: CGFloat {
        didSet {
            lastChangeAnimationDuration = View.animationDurationInEffect
            changeCount += 1
        }
    }

    public var isActive = true
    public private(set) var lastChangeAnimationDuration: TimeInterval?
    public private(set) var changeCount = 0

    public init(constant: CGFloat) {
        self.constant = constant
    }
}
