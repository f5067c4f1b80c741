import Foundation

/// KeyboardAvoidingView's arithmetic (facebook/react-native
/// `packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js` at 026e3b80,
/// `_relativeKeyboardHeight`), pure, in the JS event's numbers.
enum KeyboardAvoidingViewLayout {
    /// How far the view must give way to a keyboard whose end is `end` (key-window coordinates),
    /// for a view whose `frame` is its layout relative to its parent (`onLayout`, facebook/react-native
    /// #33421: not the window's coordinates, which `keyboardVerticalOffset` exists to make up for).
    /// - Prefer Cross-Fade Transitions reports the keyboard at y 0 (facebook/react-native PR 34503
    ///   for #29974 and #31484, N6): then nothing.
    /// - The offset is taken off the keyboard's y only when the keyboard has a height.
    /// - `height` behaviour measures a frame that has already shrunk by the current `bottom`.
    /// - Never below 0; rounded up (`Math.ceil` in `_updateBottomIfNecessary`).
    static func relativeKeyboardHeight(end: RCTKeyboardEvent.Coordinates, frame: CGRect?,
                                       behavior: KeyboardAvoidingViewTracker.Behavior,
                                       currentBottom: Double, keyboardVerticalOffset: Double,
                                       prefersCrossFadeTransitions: Bool) -> Double {
        guard let frame else { return 0 }
        if end.screenY == 0 && prefersCrossFadeTransitions { return 0 }
        let keyboardY = end.height > 0 ? end.screenY - keyboardVerticalOffset : end.screenY
        let overlap = behavior == .height
            ? currentBottom + frame.minY + frame.height - keyboardY
            : frame.minY + frame.height - keyboardY
        return max(overlap, 0).rounded(.up)
    }

    /// The `LayoutAnimation.configureNext` the view schedules: nothing without a duration or an
    /// easing; at least 10 ms (RCTLayoutAnimation's minimum); an unknown easing is `keyboard`.
    static func layoutAnimation(duration: Double, easing: String) -> (duration: Double, type: String)? {
        guard duration > 0, !easing.isEmpty else { return nil }
        let known = ["spring", "linear", "easeInEaseOut", "easeIn", "easeOut", "keyboard"]
        return (max(duration, 10), known.contains(easing) ? easing : "keyboard")
    }
}
