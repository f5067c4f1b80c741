/// The trackers by name, for a sample app's `--tracker` flag: the articles' (2013–2019) and
/// today's libraries' (docs/LIBRARIES.md).
public enum TrackerKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `NaiveTracker`: WillShow lifts, WillHide drops, subscribed for good (B1's mistake; K3, K7).
    case naive
    /// `NaiveTracker` in its `.incremental` style: every WillShow lifts by its height, the
    /// per-notification increments nixzhu's KeyboardMan article warns about (M1 drifts by their sum).
    case naiveIncremental = "naive-incremental"
    /// `IntersectionTracker`: FrameEnd ∩ view → content inset, subscribed while on screen (B1, B2).
    case intersection
    /// `MailRuKeyboardTracker`: WillChangeFrame, window conversion, undocked check (K12, K13).
    case mailru
    /// `KeyboardManTracker` over `KeyboardMan` (M4-M7).
    case keyboardman
    /// `KeyboardListener`: the focused field above the keyboard (F1, F2).
    case listener
    /// `KeyboardGuideLayout`: WWDC 2017 session 242's recipe, a layout guide whose height follows
    /// the keyboard's notifications (W4, W5); not UIKit's iOS 15 `UIKeyboardLayoutGuide`, which is
    /// `keyboard-layout-guide`.
    case wwdc17Guide = "wwdc17-guide"

    // Today's libraries (docs/LIBRARIES.md).

    /// `FlutterKeyboardInsetTracker`: the Flutter engine's keyboard inset (ignore rules,
    /// docked/floating, Slide Over, intersection, the password-manager cancel).
    case flutter
    /// `KeyboardAvoidingViewTracker`: React Native's KeyboardAvoidingView over its keyboard events.
    case rnKeyboardAvoidingView = "rn-keyboard-avoiding-view"
    /// `AppleKeyboardLayoutGuideTracker`: UIKit's `keyboardLayoutGuide` (iOS 15), docked keyboard only.
    case keyboardLayoutGuide = "keyboard-layout-guide"
    /// `AppleKeyboardLayoutGuideTracker` with `followsUndockedKeyboard`.
    case keyboardLayoutGuideUndocked = "keyboard-layout-guide-undocked"
    /// `FreshOSKeyboardLayoutGuideTracker`: freshOS/KeyboardLayoutGuide 1.9.
    case freshOSKeyboardLayoutGuide = "freshos-keyboard-layout-guide"
    /// `SwiftUIKeyboardSafeAreaTracker`: SwiftUI's keyboard safe area (inferred from Apple's documentation).
    case swiftUISafeArea = "swiftui-safe-area"
    /// `IQKeyboardManagerTracker`: IQKeyboardManagerSwift 8's keyboard distance for the focused field.
    case iqKeyboardManager = "iqkeyboardmanager"
    /// `KeyboardControllerTracker`: react-native-keyboard-controller's onStart/onMove/onEnd.
    case rnKeyboardController = "rn-keyboard-controller"

    public var description: String { rawValue }
}
