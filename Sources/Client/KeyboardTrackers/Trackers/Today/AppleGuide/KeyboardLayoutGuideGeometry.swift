import Foundation

/// Where Apple's keyboard layout guide is, as documented: a pure function of the keyboard and the
/// owning view. Sources: Apple's documentation of `UIKeyboardLayoutGuide` (iOS 15),
/// `followsUndockedKeyboard` ("Defaults to NO"), `usesBottomSafeArea` (iOS 17: "Defaults to YES.
/// When the keyboard is offscreen, the layout guide is tied to the bottomAnchor of the view's
/// safeAreaLayoutGuide. Set this to NO to instead have the guide use the bottomAnchor of the
/// view."), the sample "Adjusting your layout with keyboard layout guide", WWDC21 10259 and WWDC23
/// 10281 ("Keep up with the keyboard").
enum KeyboardLayoutGuideGeometry {
    /// The guide's frame in `view`'s coordinates, and whether it is the keyboard's (true) or the
    /// resting place at the bottom (false).
    /// - Docked and on screen: the keyboard's intersection with the view, per scene (WWDC23: with
    ///   Stage Manager "adjust by the intersection of the keyboard and your app"). A hardware
    ///   keyboard's full shortcut bar is docked, "part of the keyboard" (WWDC23); the input
    ///   accessory view is part of the keyboard's frame (K15).
    /// - Hidden: at the bottom of the safe area with the safe area's height, or at the view's
    ///   bottom with no height without `usesBottomSafeArea`.
    /// - Undocked, split or floating: "by default, when the keyboard undocks, the guide behaves the
    ///   same as when you dismiss the keyboard"; with `followsUndockedKeyboard` it is the keyboard's
    ///   frame wherever it floats.
    /// Not documented, chosen here: a docked keyboard that does not meet the view leaves the guide
    /// at rest; one that covers less of the view than the safe area's height gives that smaller
    /// overlap; a split keyboard followed is its one frame (keyboardd has no halves).
    static func layoutFrame(keyboard: SystemKeyboardState, view: View, followsUndockedKeyboard: Bool,
                            usesBottomSafeArea: Bool) -> (frame: CGRect, followsKeyboard: Bool) {
        let bounds = view.bounds
        let resting = usesBottomSafeArea
            ? CGRect(x: bounds.minX, y: bounds.maxY - view.safeAreaInsets.bottom, width: bounds.width,
                     height: view.safeAreaInsets.bottom)
            : CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0)
        guard keyboard.isVisible, !keyboard.frame.hasNoArea else { return (resting, false) }
        let inView = view.convert(keyboard.frame, from: Screen.main.coordinateSpace)
        switch keyboard.mode {
        case .docked:
            let covered = inView.intersection(bounds)
            guard !covered.isNull, covered.height > 0, covered.width > 0 else { return (resting, false) }
            return (covered, true)
        case .undocked, .split, .floating:
            return followsUndockedKeyboard ? (inView, true) : (resting, false)
        }
    }
}
