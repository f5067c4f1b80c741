import Foundation

/// Where the system keyboard really is now, as UIKit's own `UIKeyboardLayoutGuide` sees it: the
/// guide follows the keyboard's view, not the notifications, so a port of it reads keyboardd's
/// truth (Keyboard1.Frame, Keyboard1.Mode, Keyboard1.HardwareKeyboard; App1.KeyboardOverlap),
/// never a notification's userInfo.
public struct SystemKeyboardState: Sendable, Equatable {
    /// Keyboard1.Mode.
    public enum Mode: String, Sendable, Equatable, CaseIterable {
        case docked, undocked, split, floating
    }

    /// Screen coordinates; meaningless when not visible.
    public var frame: CGRect
    public var isVisible: Bool
    public var mode: Mode
    /// A hardware keyboard is attached (its shortcut bar, docked, is then the keyboard on screen).
    public var hardwareKeyboard: Bool

    public init(frame: CGRect, isVisible: Bool, mode: Mode = .docked, hardwareKeyboard: Bool = false) {
        self.frame = frame
        self.isVisible = isVisible
        self.mode = mode
        self.hardwareKeyboard = hardwareKeyboard
    }

    public static let hidden = SystemKeyboardState(frame: .zero, isVisible: false)

    /// A docked keyboard covering `height` of `window`'s bottom (what keyboardd's
    /// `KeyboardOverlap` tells an app), in screen coordinates; hidden for 0.
    public static func docked(coveringBottomOf window: Window, height: Double) -> SystemKeyboardState {
        guard height > 0 else { return .hidden }
        let inWindow = WindowKeyboardRect.rect(coveringBottomOf: window, height: height)
        return SystemKeyboardState(frame: window.convert(inWindow, to: nil), isVisible: true)
    }

    /// Docked and on screen: the only keyboard the default guide follows.
    var isDockedOnScreen: Bool { isVisible && mode == .docked && !frame.hasNoArea }
}
