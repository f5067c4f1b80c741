import Foundation
import KeyboardClient

/// The body of a React Native keyboard event, as `RCTKeyboardObserver` builds it from a UIKit
/// notification (facebook/react-native `packages/react-native/React/CoreModules/RCTKeyboardObserver.mm`
/// at ace77a89, `RCTParseKeyboardNotification`, `RCTAnimationNameForCurve`, `RCTRectDictionaryValue`).
public struct RCTKeyboardEvent: Sendable, Equatable {
    /// `{screenX, screenY, width, height}`. Since facebook/react-native PR 48131 the values are in
    /// the key window's coordinates, though the keys still say "screen".
    public struct Coordinates: Sendable, Equatable {
        public var screenX: Double
        public var screenY: Double
        public var width: Double
        public var height: Double

        init(_ rect: CGRect) {
            screenX = rect.minX
            screenY = rect.minY
            width = rect.width
            height = rect.height
        }
    }

    /// The JS event's name: `keyboardWillShow`, ..., one per UIKit notification (all six are observed).
    public var name: String
    public var startCoordinates: Coordinates
    public var endCoordinates: Coordinates
    /// Milliseconds (the notification's seconds × 1000).
    public var duration: Double
    /// `easeIn`, `easeInEaseOut`, `easeOut`, `linear`, or `keyboard` for any other curve (the
    /// keyboard's own 7).
    public var easing: String
    /// `UIKeyboardIsLocalUserInfoKey == 1`; false when the key is absent (RN PR 23245 exposed it).
    public var isEventFromThisApp: Bool

    /// The event for `notification`, its frames converted from the screen into `keyWindow`
    /// (`RCTKeyWindow()`, `convertRect:fromCoordinateSpace:window.screen.coordinateSpace`, PR 48131:
    /// "needs to be converted to the window's coordinate space to support Slide Over and Stage
    /// Manager", K13, P4). Nil for a notification that is not a keyboard one. Without a key window the
    /// frames stay in screen coordinates (as before PR 48131).
    public init?(_ notification: Notification, keyWindow: Window?) {
        guard let name = Self.eventName(notification.name) else { return nil }
        let info = RawKeyboardUserInfo(notification)
        let begin = info.frameBegin ?? .zero
        let end = info.frameEnd ?? .zero
        self.name = name
        startCoordinates = Coordinates(keyWindow.map { $0.convert(begin, from: nil) } ?? begin)
        endCoordinates = Coordinates(keyWindow.map { $0.convert(end, from: nil) } ?? end)
        duration = (info.duration ?? 0) * 1000
        easing = Self.animationName(forCurve: info.curve ?? 0)
        isEventFromThisApp = info.isLocal == true
    }

    /// `RCTAnimationNameForCurve`: `UIViewAnimationCurve` 1 easeIn, 0 easeInOut, 2 easeOut,
    /// 3 linear; anything else is the keyboard's.
    static func animationName(forCurve curve: Int) -> String {
        switch curve {
        case 0: "easeInEaseOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        default: "keyboard"
        }
    }

    private static func eventName(_ name: Notification.Name) -> String? {
        switch name {
        case UIResponder.keyboardWillShowNotification: "keyboardWillShow"
        case UIResponder.keyboardDidShowNotification: "keyboardDidShow"
        case UIResponder.keyboardWillHideNotification: "keyboardWillHide"
        case UIResponder.keyboardDidHideNotification: "keyboardDidHide"
        case UIResponder.keyboardWillChangeFrameNotification: "keyboardWillChangeFrame"
        case UIResponder.keyboardDidChangeFrameNotification: "keyboardDidChangeFrame"
        default: nil
        }
    }
}
