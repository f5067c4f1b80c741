import Foundation

/// The documented bugs of Apple's keyboard layout guide, each a switch, off by default (the guide
/// as documented). Each is read from a public report; what the report does not say is chosen here
/// and named so.
public struct KeyboardLayoutGuideQuirks: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// FB18129551 (iOS 26, chockenberry/KeyboardAvoider README, item 1): "the layout guide is placed
    /// above an inputAccessoryView the first time a UITextView becomes the first responder". Here:
    /// the guide's top is higher by the accessory's height, the first time each text view is laid
    /// out as first responder with the keyboard docked.
    public static let firstTextViewAboveAccessory = KeyboardLayoutGuideQuirks(rawValue: 1 << 0)
    /// FB18129551, item 3: "with a hardware keyboard connected, the layout guide is underneath the
    /// inputAccessoryView when the UITextView becomes the first responder". Here: lower by the
    /// accessory's height, while a hardware keyboard is attached.
    public static let hardwareKeyboardUnderAccessory = KeyboardLayoutGuideQuirks(rawValue: 1 << 1)
    /// FB18129558: after an inputAccessoryView was removed from a responder, "the Keyboard Layout
    /// Guide will be placed underneath the keyboard with the next becomeFirstResponder". How far
    /// underneath is not said: here, lower by the removed accessory's height (inferred), for that
    /// responder's next time as first responder.
    public static let underKeyboardAfterAccessoryRemoved = KeyboardLayoutGuideQuirks(rawValue: 1 << 2)
    /// react-native-keyboard-controller #1591 (worked around in PR 1598, iOS 26.5): leaving a
    /// screen with the keyboard open, "keyboardLayoutGuide is not animating back when keyboard gets
    /// hidden": the guide stays at its last height until the keyboard docks again.
    public static let staleAfterLeavingScreen = KeyboardLayoutGuideQuirks(rawValue: 1 << 3)

    /// Every quirk with its name, for logs and options.
    public static let named: [(name: String, quirk: KeyboardLayoutGuideQuirks)] = [
        ("first-text-view-above-accessory", .firstTextViewAboveAccessory),
        ("hardware-keyboard-under-accessory", .hardwareKeyboardUnderAccessory),
        ("under-keyboard-after-accessory-removed", .underKeyboardAfterAccessoryRemoved),
        ("stale-after-leaving-screen", .staleAfterLeavingScreen),
    ]

    /// The iOS 26 reports together.
    public static let ios26: KeyboardLayoutGuideQuirks = [
        .firstTextViewAboveAccessory, .hardwareKeyboardUnderAccessory, .underKeyboardAfterAccessoryRemoved,
        .staleAfterLeavingScreen,
    ]
}
