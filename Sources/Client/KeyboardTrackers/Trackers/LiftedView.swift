import Foundation

/// The view a keyboard lifts (Ike's tummy and legs in the Mail.ru article, a toolbar in KeyboardMan's
/// demo): it rests where it was when the tracker took it, and a keyboard height moves it up by
/// that much. The resting place is pinned to the superview's bottom, as Auto Layout keeps it, so a
/// window resized in Stage Manager (P4, `KeyboardScene.resize`) takes it along.
struct LiftedView {
    let view: View
    private let restingFrame: CGRect
    /// The resting place's distance from the superview's bottom; nil without a superview.
    private let restingGap: CGFloat?

    init(_ view: View) {
        self.view = view
        restingFrame = view.frame
        restingGap = view.superview.map { $0.bounds.height - view.frame.maxY }
    }

    /// The resting place's top, in the superview's coordinates.
    private var restingMinY: CGFloat {
        guard let superview = view.superview, let restingGap else { return restingFrame.minY }
        return superview.bounds.height - restingGap - view.frame.height
    }

    /// How far above its resting place the view is now.
    var lift: Double { restingMinY - view.frame.minY }

    /// Puts the view `height` above its resting place.
    func place(liftedBy height: Double) {
        view.frame.origin.y = restingMinY - height
    }

    /// The view's bottom edge, window coordinates.
    var bottom: Double {
        view.convert(view.bounds, to: nil).maxY
    }

    /// Where the bottom belongs for a keyboard of `height`: lifted by exactly that.
    func expectedBottom(forKeyboardHeight height: Double) -> Double {
        let atRest = bottom + lift
        return atRest - height
    }
}
