import Foundation

/// IQKeyboardManagerSwift's distance arithmetic (hackiftekhar/IQKeyboardManager
/// `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift` at a55dbfc9),
/// pure.
enum IQKeyboardDistance {
    /// `getKeyboardSize`: the keyboard grown upwards by the field's distance and the root view's
    /// bottom safe-area inset (as it was when the root was taken), intersected with the window's
    /// frame (#469, #381, #1506); no intersection is height 0. The window's frame is used as given.
    static func keyboardSize(keyboardFrame: CGRect, keyboardDistance: CGFloat, safeAreaBottom: CGFloat,
                             windowFrame: CGRect) -> CGSize {
        var frame = keyboardFrame
        frame.origin.y -= keyboardDistance + safeAreaBottom
        frame.size.height += keyboardDistance + safeAreaBottom
        let covered = frame.intersection(windowFrame)
        return covered.isNull ? CGSize(width: frame.width, height: 0) : covered.size
    }

    /// `getMoveUpDistance`: how far the field must go up, positive when it is hidden: the least of
    /// what brings its bottom (plus the bottom layout guide) above the visible height, and what
    /// keeps its top below the top layout guide; truncated to whole points.
    static func moveUp(keyboardSize: CGSize, topGuide: CGFloat, bottomGuide: CGFloat, fieldInRootSuperview: CGRect,
                       fieldInWindow: CGRect, windowFrame: CGRect) -> CGFloat {
        let visibleHeight = windowFrame.height - keyboardSize.height
        let topMovement = fieldInRootSuperview.minY - topGuide
        let bottomMovement = fieldInWindow.maxY - visibleHeight + bottomGuide
        return CGFloat(Int(min(topMovement, bottomMovement)))
    }

    /// `adjustRootController` for a positive move: up by it, but never more than the keyboard's
    /// height above zero.
    static func rootOriginY(current: CGFloat, moveUp: CGFloat, keyboardHeight: CGFloat) -> CGFloat {
        max(current - moveUp, min(0, -keyboardHeight))
    }
}
