import Foundation
import KeyboardClient

/// A headless `NSLayoutConstraint` for a height: the constant is applied at once, and the
/// animation it changed in is recorded, as for views.
public final class LayoutConstraint: Sendable {
    public var constant: CGFloat {
        get { _constant.value }
        set {
            _constant.value = newValue
            lastChangeAnimation = View.animationInEffect
            changeCount += 1
        }
    }
    private let _constant: Confined<CGFloat>

    public var isActive: Bool { _read { yield _isActive.value } _modify { yield &_isActive.value } }
    private let _isActive = Confined<Bool>(true, "LayoutConstraint.isActive")
    public private(set) var lastChangeAnimation: ViewAnimation? { _read { yield _lastChangeAnimation.value } _modify { yield &_lastChangeAnimation.value } }
    private let _lastChangeAnimation = Confined<ViewAnimation?>(nil, "LayoutConstraint.lastChangeAnimation")
    /// `lastChangeAnimation`'s duration.
    public var lastChangeAnimationDuration: TimeInterval? { lastChangeAnimation?.duration }
    public private(set) var changeCount: Int { _read { yield _changeCount.value } _modify { yield &_changeCount.value } }
    private let _changeCount = Confined<Int>(0, "LayoutConstraint.changeCount")

    public init(constant: CGFloat) {
        _constant = Confined(constant, "LayoutConstraint.constant")
    }
}
