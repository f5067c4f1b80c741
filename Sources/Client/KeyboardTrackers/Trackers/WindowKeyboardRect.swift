import Foundation

/// A docked keyboard covering `height` of a window's bottom, as a rect: how trackers turn the
/// truth (a height) back into the frame they would have been sent, to know where things belong.
enum WindowKeyboardRect {
    /// In the window's coordinates; empty (zero height at the bottom edge) for no keyboard.
    static func rect(coveringBottomOf window: Window, height: Double) -> CGRect {
        let b = window.bounds
        guard height > 0 else { return CGRect(x: b.minX, y: b.maxY, width: b.width, height: 0) }
        return CGRect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
    }

    /// In `view`'s coordinates; nil when the view is in no window.
    static func rect(in view: View, keyboardHeight: Double) -> CGRect? {
        guard let window = view.window else { return nil }
        return view.convert(rect(coveringBottomOf: window, height: keyboardHeight), from: window)
    }

    /// The height of the part of `view`'s bounds such a keyboard covers.
    static func coveredHeight(of view: View, keyboardHeight: Double) -> Double {
        guard keyboardHeight > 0, let keyboard = rect(in: view, keyboardHeight: keyboardHeight) else { return 0 }
        return view.bounds.intersection(keyboard).height
    }
}
