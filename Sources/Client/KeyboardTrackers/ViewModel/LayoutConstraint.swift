import Foundation
import KeyboardClient

/// A headless `NSLayoutConstraint` for a height: the constant is applied at once, and the
/// animation it changed in is recorded, as for views.
public final class LayoutConstraint: Sendable {
    public var constant: CGFloat {
        get { _constant.value }
        set {
            _constant.value = newValue
            lastChange = LayoutChange(stamp: ChangeStamp.next(), animation: View.animationInEffect)
            changeCount += 1
        }
    }
    private let _constant: Confined<CGFloat>

    public var isActive: Bool { _read { yield _isActive.value } _modify { yield &_isActive.value } }
    private let _isActive = Confined<Bool>(true, "LayoutConstraint.isActive")
    public var lastChangeAnimation: ViewAnimation? { lastChange?.animation }
    /// `lastChangeAnimation`'s duration.
    public var lastChangeAnimationDuration: TimeInterval? { lastChangeAnimation?.duration }
    /// The constraint's latest change, in `ChangeStamp` order; nil before any.
    public private(set) var lastChange: LayoutChange? { _read { yield _lastChange.value } _modify { yield &_lastChange.value } }
    private let _lastChange = Confined<LayoutChange?>(nil, "LayoutConstraint.lastChange")
    public private(set) var changeCount: Int { _read { yield _changeCount.value } _modify { yield &_changeCount.value } }
    private let _changeCount = Confined<Int>(0, "LayoutConstraint.changeCount")

    public init(constant: CGFloat) {
        _constant = Confined(constant, "LayoutConstraint.constant")
    }
}
