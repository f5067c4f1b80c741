import Foundation
import KeyboardClient

/// A headless `UIView`: a rectangle in its superview's coordinates (`frame`), its own coordinate
/// system (`bounds`, whose origin a scroll view moves), a place in a hierarchy, and UIKit's
/// coordinate conversions. Just enough for the articles' trackers, exact in geometry: there are no
/// transforms, so a conversion is a sum of offsets.
///
/// Like UIKit's views, a hierarchy belongs to one queue (the app's queue, where its notifications
/// are posted) and is only touched there: each view's state is one `Confined` value, checked on
/// every touch.
// Unchecked because the class is open (the compiler checks no open class); its state is Confined.
open class View: UIResponder, ConfinedObject, @unchecked Sendable {
    /// A view's own values; `isHidden`, `name`, `superview`, ... read as the view's.
    public struct State {
        fileprivate var frame: CGRect
        fileprivate var boundsOrigin = CGPoint.zero
        public fileprivate(set) weak var superview: View?
        public fileprivate(set) var subviews: [View] = []
        public var isHidden = false
        /// For logs and tests: what this view is in the app ("tummy", "email field").
        public var name: String
        /// The view's latest change, in `ChangeStamp` order; nil before any.
        public fileprivate(set) var lastChange: LayoutChange?
        /// Changes to this view so far (frame, bounds, insets, offset).
        public fileprivate(set) var changeCount = 0
        public fileprivate(set) var layoutGuides: [LayoutGuide] = []
    }

    public let state: Confined<State>

    /// Where the view is, in its superview's coordinates (screen coordinates for a window).
    public var frame: CGRect {
        get { state.frame }
        set {
            state.frame = newValue
            noteAnimatableChange()
        }
    }

    /// The view's own coordinate system: the origin is what a scroll view moves (its content
    /// offset), the size is the frame's. Setting a new size keeps the center, as in UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: state.boundsOrigin, size: state.frame.size) }
        set {
            state.boundsOrigin = newValue.origin
            if newValue.size != state.frame.size {
                let center = self.center
                state.frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                     width: newValue.width, height: newValue.height)
            }
            noteAnimatableChange()
        }
    }

    /// The frame's center, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: state.frame.midX, y: state.frame.midY) }
        set {
            state.frame.origin = CGPoint(x: newValue.x - state.frame.width / 2, y: newValue.y - state.frame.height / 2)
            noteAnimatableChange()
        }
    }

    /// The animation in which the view (frame, bounds, insets) last changed; nil when that
    /// change was made without animation. A headless animation applies at once, so this is how a
    /// test sees "animated with the keyboard's duration" (B2) or "rode the keyboard's" (N21).
    public var lastChangeAnimation: ViewAnimation? { state.lastChange?.animation }
    /// `lastChangeAnimation`'s duration.
    public var lastChangeAnimationDuration: TimeInterval? { lastChangeAnimation?.duration }

    public init(frame: CGRect = .zero, name: String = "") {
        state = Confined(State(frame: frame, name: name))
        super.init()
    }

    /// Called by every animatable property: records the animation in effect, if any.
    func noteAnimatableChange() {
        state.lastChange = LayoutChange(stamp: ChangeStamp.next(), animation: View.animationInEffect)
        state.changeCount += 1
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews, taking it from its old superview.
    public func addSubview(_ view: View) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        state.subviews.append(view)
        view.state.superview = self
    }

    public func removeFromSuperview() {
        guard let superview = state.superview else { return }
        superview.state.subviews.removeAll { $0 === self }
        state.superview = nil
    }

    /// True for the view itself and every view below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.state.superview
        }
        return false
    }

    /// The window the view is in, nil while it is in none; a window is its own.
    public var window: Window? {
        var current: View? = self
        while let v = current {
            if let w = v as? Window { return w }
            current = v.state.superview
        }
        return nil
    }

    /// The top of the hierarchy (the window, or the detached view at the top).
    public var rootView: View {
        var v = self
        while let s = v.state.superview { v = s }
        return v
    }

    /// The view and all views below it, depth first, in subview order.
    public var allDescendants: [View] {
        [self] + state.subviews.flatMap(\.allDescendants)
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        state.layoutGuides.append(guide)
    }

    /// Layout is applied at once in this model; kept so UIKit-style code reads the same.
    public func layoutIfNeeded() {}

    /// The window's safe area insets that fall within this view, in its coordinates; zero
    /// outside a window.
    open var safeAreaInsets: EdgeInsets {
        guard let window, window !== self else { return .zero }
        let safe = convert(window.bounds.inset(by: window.safeAreaInsets), from: window)
        let b = bounds
        return EdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                          bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
    }

    // MARK: - Responder

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// Lays out the responder's input views again (a swapped accessory view); nothing for a view
    /// that is not the first responder.
    open func reloadInputViews() {}

    /// The first responder in this view's hierarchy, the way apps find `UIResponder.current`
    /// (Roland Leth's article): searched from the top of the hierarchy.
    public var currentFirstResponder: View? {
        rootView.allDescendants.first { $0.isFirstResponder }
    }

    // MARK: - Coordinates

    /// A point in this view's bounds, in the coordinates of the root's frame: screen coordinates
    /// when the root is a window.
    private func pointInRootSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var current: View? = self
        while let v = current {
            let (frame, boundsOrigin) = (v.state.frame, v.state.boundsOrigin)
            p.x += frame.minX - boundsOrigin.x
            p.y += frame.minY - boundsOrigin.y
            current = v.state.superview
        }
        return p
    }

    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var current: View? = self
        while let v = current {
            let (frame, boundsOrigin) = (v.state.frame, v.state.boundsOrigin)
            p.x -= frame.minX - boundsOrigin.x
            p.y -= frame.minY - boundsOrigin.y
            current = v.state.superview
        }
        return p
    }

    /// What nil means for a conversion: the window's coordinates for a view in a window, screen
    /// coordinates for a window itself (`window.convert(frame, from: nil)`, K13), the root's
    /// coordinates for a view in no window.
    private var nilCoordinateView: View? {
        if self is Window { return nil }
        return window ?? rootView
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: see `convert(_:from:)`).
    /// Views in different windows meet in screen coordinates.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRootSpace(point)
        guard let target = view ?? nilCoordinateView else { return inRoot }
        return target.pointFromRootSpace(inRoot)
    }

    /// Converts a point from `view`'s coordinates to this view's. With nil: from the window's
    /// coordinates, or from screen coordinates when this view is a window, as in UIKit.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = (view ?? nilCoordinateView)?.pointInRootSpace(point) ?? point
        return pointFromRootSpace(inRoot)
    }

    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// From screen coordinates (`view.convert(frame, from: UIScreen.main.coordinateSpace)`, W3).
    public func convert(_ rect: CGRect, from space: ScreenCoordinateSpace) -> CGRect {
        CGRect(origin: pointFromRootSpace(rect.origin), size: rect.size)
    }

    /// To screen coordinates.
    public func convert(_ rect: CGRect, to space: ScreenCoordinateSpace) -> CGRect {
        CGRect(origin: pointInRootSpace(rect.origin), size: rect.size)
    }
}
