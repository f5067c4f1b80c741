import Foundation
import KeyboardClient

/// A headless `UIView`: a rectangle in its superview's coordinates (`frame`), its own coordinate
/// system (`bounds`, whose origin a scroll view moves), a place in a hierarchy, and UIKit's
/// coordinate conversions. Just enough for the articles' trackers, exact in geometry: there are no
/// transforms, so a conversion is a sum of offsets.
///
/// Like UIKit's views, a hierarchy belongs to one queue (the app's queue, where its notifications
/// are posted) and is only touched there: each value is `Confined`, checked on every touch.
// Unchecked because the class is open (the compiler checks no open class); its state is Confined.
open class View: UIResponder, @unchecked Sendable {
    private var storedFrame: CGRect { _read { yield _storedFrame.value } _modify { yield &_storedFrame.value } }
    private let _storedFrame: Confined<CGRect>
    private var boundsOrigin: CGPoint { _read { yield _boundsOrigin.value } _modify { yield &_boundsOrigin.value } }
    private let _boundsOrigin = Confined<CGPoint>(.zero, "View.boundsOrigin")

    /// Where the view is, in its superview's coordinates (screen coordinates for a window).
    public var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            noteAnimatableChange()
        }
    }

    /// The view's own coordinate system: the origin is what a scroll view moves (its content
    /// offset), the size is the frame's. Setting a new size keeps the center, as in UIKit.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                let center = self.center
                storedFrame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                     width: newValue.width, height: newValue.height)
            }
            noteAnimatableChange()
        }
    }

    /// The frame's center, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            noteAnimatableChange()
        }
    }

    public private(set) var superview: View? { get { _superview.value.object } set { _superview.value.object = newValue } }
    private let _superview = Confined(WeakReference<View>(), "View.superview")
    public private(set) var subviews: [View] { _read { yield _subviews.value } _modify { yield &_subviews.value } }
    private let _subviews = Confined<[View]>([], "View.subviews")
    public var isHidden: Bool { _read { yield _isHidden.value } _modify { yield &_isHidden.value } }
    private let _isHidden = Confined<Bool>(false, "View.isHidden")
    /// For logs and tests: what this view is in the app ("tummy", "email field").
    public var name: String { _read { yield _name.value } _modify { yield &_name.value } }
    private let _name: Confined<String>

    /// The animation in which the view (frame, bounds, insets) last changed; nil when that
    /// change was made without animation. A headless animation applies at once, so this is how a
    /// test sees "animated with the keyboard's duration" (B2) or "rode the keyboard's" (N21).
    public var lastChangeAnimation: ViewAnimation? { lastChange?.animation }
    /// `lastChangeAnimation`'s duration.
    public var lastChangeAnimationDuration: TimeInterval? { lastChangeAnimation?.duration }
    /// The view's latest change, in `ChangeStamp` order; nil before any.
    public private(set) var lastChange: LayoutChange? { _read { yield _lastChange.value } _modify { yield &_lastChange.value } }
    private let _lastChange = Confined<LayoutChange?>(nil, "View.lastChange")
    /// Changes to this view so far (frame, bounds, insets, offset).
    public private(set) var changeCount: Int { _read { yield _changeCount.value } _modify { yield &_changeCount.value } }
    private let _changeCount = Confined<Int>(0, "View.changeCount")

    public private(set) var layoutGuides: [LayoutGuide] { _read { yield _layoutGuides.value } _modify { yield &_layoutGuides.value } }
    private let _layoutGuides = Confined<[LayoutGuide]>([], "View.layoutGuides")

    public init(frame: CGRect = .zero, name: String = "") {
        _storedFrame = Confined(frame, "View.storedFrame")
        _name = Confined(name, "View.name")
        super.init()
    }

    /// Called by every animatable property: records the animation in effect, if any.
    func noteAnimatableChange() {
        lastChange = LayoutChange(stamp: ChangeStamp.next(), animation: View.animationInEffect)
        changeCount += 1
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews, taking it from its old superview.
    public func addSubview(_ view: View) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// True for the view itself and every view below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The window the view is in, nil while it is in none; a window is its own.
    public var window: Window? {
        var current: View? = self
        while let v = current {
            if let w = v as? Window { return w }
            current = v.superview
        }
        return nil
    }

    /// The top of the hierarchy (the window, or the detached view at the top).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The view and all views below it, depth first, in subview order.
    public var allDescendants: [View] {
        [self] + subviews.flatMap(\.allDescendants)
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
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
            p.x += v.storedFrame.minX - v.boundsOrigin.x
            p.y += v.storedFrame.minY - v.boundsOrigin.y
            current = v.superview
        }
        return p
    }

    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var current: View? = self
        while let v = current {
            p.x -= v.storedFrame.minX - v.boundsOrigin.x
            p.y -= v.storedFrame.minY - v.boundsOrigin.y
            current = v.superview
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
