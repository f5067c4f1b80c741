import Foundation

/// The view a keyboard lifts (Ike's tummy and legs in the Mail.ru article, a toolbar in KeyboardMan's
/// demo): it rests where it was when the tracker took it, and a keyboard height moves it up by
/// that much.
struct LiftedView {
    let view: View
    let restingFrame: CGRect

    init(_ view: View) {
        self.view = view
        restingFrame = view.frame
    }

    /// How far above its resting place the view is now.
    var lift: Double { restingFrame.minY - view.frame.minY }

    /// Puts the view `height` above its resting place.
    func place(liftedBy height: Double) {
        view.frame.origin.y = restingFrame.minY - height
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
