import Foundation
import KeyboardTrackers

// The devices' figures as keyboardd's tables have them (Sources/Core/KeyboardModel/Devices): screens,
// safe areas and keyboard frames in screen coordinates.

/// iPhone X portrait: 375×812, safe area 44/34, English keyboard 333.
enum IPhoneX {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let safeArea = EdgeInsets(top: 44, bottom: 34)
    static let keyboard = CGRect(x: 0, y: 479, width: 375, height: 333)
    static let hidden = CGRect(x: 0, y: 812, width: 375, height: 333)
}

/// iPhone 8 portrait: 375×667; Pinyin's WillShows grow 216, 252, 258 (M1).
enum IPhone8 {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    static func keyboard(_ height: CGFloat) -> CGRect { CGRect(x: 0, y: 667 - height, width: 375, height: height) }
    static let pinyin: [CGFloat] = [216, 252, 258]
    static let hidden = CGRect(x: 0, y: 667, width: 375, height: 258)
}

/// iPad Pro 11" portrait: 834×1194, keyboard 333 docked; undocked and split 313 tall at y 441;
/// K10's first group shrinks it in place to 313.
enum IPad {
    static let screen = CGRect(x: 0, y: 0, width: 834, height: 1194)
    static let docked = CGRect(x: 0, y: 861, width: 834, height: 333)
    static let hidden = CGRect(x: 0, y: 1194, width: 834, height: 333)
    static let shrunk = CGRect(x: 0, y: 881, width: 834, height: 313)
    static let split = CGRect(x: 0, y: 441, width: 834, height: 313)
    /// The Slide Over window (K13).
    static let slideOver = CGRect(x: 514, y: 24, width: 320, height: 1146)
}

/// Ike's screen (the Mail.ru article): a window, the view controller's view, and the tummy, 100 pt tall,
/// resting on the window's bottom.
struct IkeScreen {
    let window: Window
    let view: View
    let tummy: TextField

    init(app: FakeKeyboardApp, screen: CGRect = IPhoneX.screen, safeArea: EdgeInsets = IPhoneX.safeArea) {
        window = Window(frame: screen, safeAreaInsets: safeArea)
        view = View(frame: CGRect(origin: .zero, size: screen.size), name: "view")
        window.addSubview(view)
        tummy = TextField(app: app, name: "tummy",
                          frame: CGRect(x: 0, y: screen.height - 100, width: screen.width, height: 100))
        view.addSubview(tummy)
    }
}
