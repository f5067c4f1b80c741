import Foundation
import KeyboardClient

/// A headless `NSLayoutConstraint` for a height: the constant is applied at once, and the
/// animation it changed in is recorded, as for views.
public final class LayoutConstraint: ConfinedObject {
    public struct State {
        fileprivate var constant: CGFloat
        public var isActive = true
        /// The constraint's latest change, in `ChangeStamp` order; nil before any.
        public fileprivate(set) var lastChange: LayoutChange?
        public fileprivate(set) var changeCount = 0
    }

    public let state: Confined<State>

    public var constant: CGFloat {
        get { state.constant }
        set {
            state.constant = newValue
            state.lastChange = LayoutChange(stamp: ChangeStamp.next(), animation: View.animationInEffect)
            state.changeCount += 1
        }
    }

    public var lastChangeAnimation: ViewAnimation? { state.lastChange?.animation }
    /// `lastChangeAnimation`'s duration.
    public var lastChangeAnimationDuration: TimeInterval? { lastChangeAnimation?.duration }

    public init(constant: CGFloat) {
        state = Confined(State(constant: constant))
    }
}
