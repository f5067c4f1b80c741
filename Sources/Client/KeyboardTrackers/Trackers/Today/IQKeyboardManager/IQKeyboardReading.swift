import Foundation
import KeyboardClient

/// One notification as IQKeyboardManager reads it: `IQKeyboardInfo` of hackiftekhar/IQKeyboardNotification
/// (`IQKeyboardNotification/Classes/IQKeyboardInfo.swift` at efa705d, 1.0.7), the package
/// IQKeyboardManagerSwift 8 reads the keyboard through.
struct IQKeyboardReading: Equatable {
    enum Event: Equatable {
        case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide
    }

    let event: Event
    /// Read, but nothing in IQKeyboardManager looks at it (K3, K7).
    let isLocal: Bool
    /// Normalised (`getKeyboardFrame`): the height is the part on screen.
    let endFrame: CGRect
    /// Missing or 0 becomes 0.25 s.
    let animationDuration: TimeInterval

    /// The package compares only the event and the end frame: a notification equal in both to the
    /// last one is not stored and changes nothing.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.event == rhs.event && lhs.endFrame == rhs.endFrame }

    var isVisible: Bool { endFrame.height > 0 }

    /// Before any notification: a hidden keyboard at the screen's bottom.
    static func initial(screen: CGRect) -> IQKeyboardReading {
        IQKeyboardReading(event: .didHide, isLocal: true,
                          endFrame: CGRect(x: 0, y: screen.height, width: screen.width, height: 0), animationDuration: 0.25)
    }

    init(event: Event, isLocal: Bool, endFrame: CGRect, animationDuration: TimeInterval) {
        self.event = event
        self.isLocal = isLocal
        self.endFrame = endFrame
        self.animationDuration = animationDuration
    }

    /// - Parameters:
    ///   - screen: the bounds of the notification's screen (`notification.object as? UIScreen`,
    ///     else `UIScreen.main`).
    ///   - hideFrameFix: iOS 26 built with Xcode 26 (commit 08bdc90 of the package for
    ///     hackiftekhar/IQKeyboardManager#2124, N9): "the endFrame returns height equal to the input
    ///     accessory view height even when keyboard is dismissed", so a WillHide's and a DidHide's
    ///     end frame loses its height.
    init?(_ notification: Notification, screen: CGRect, hideFrameFix: Bool) {
        guard let event = Self.event(notification.name) else { return nil }
        let info = RawKeyboardUserInfo(notification)
        self.event = event
        isLocal = info.isLocal ?? true
        animationDuration = info.duration.flatMap { $0 != 0 ? $0 : nil } ?? 0.25
        var end = info.frameEnd.map { Self.keyboardFrame(of: $0, screen: screen) }
            ?? CGRect(x: 0, y: screen.height, width: screen.width, height: 0)
        if hideFrameFix && (event == .willHide || event == .didHide) {
            end.origin.y += end.height
            end.size.height = 0
        }
        endFrame = end
    }

    /// `getKeyboardFrame`: narrower than the screen and ending above its bottom is a floating
    /// keyboard, height 0; otherwise the height is what is on screen, `max(screen height − y, 0)`
    /// (hackiftekhar/IQKeyboardManager #469, #381, #1506: "keyboard frame may be different when
    /// hardware keyboard is attached", P3).
    static func keyboardFrame(of rect: CGRect, screen: CGRect) -> CGRect {
        var frame = rect
        if frame.width < screen.width && frame.maxY < screen.height {
            frame.size.height = 0
        } else {
            frame.size.height = max(screen.height - frame.minY, 0)
        }
        return frame
    }

    private static func event(_ name: Notification.Name) -> Event? {
        switch name {
        case UIResponder.keyboardWillShowNotification: .willShow
        case UIResponder.keyboardDidShowNotification: .didShow
        case UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame
        case UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame
        case UIResponder.keyboardWillHideNotification: .willHide
        case UIResponder.keyboardDidHideNotification: .didHide
        default: nil
        }
    }
}
