// Where the keyboard is, in screen coordinates, for each mode (K10-K13, W1, W6, W8). Heights come
// from KeyboardHeightTable; the iPad-only shapes (split, floating, undocked position) are estimates
// measured off screenshots, stated here so a test can reason about them.

struct KeyboardLayoutInput {
    var device: Device
    var orientation: Orientation
    var mode: KeyboardMode
    var inputMode: InputMode
    var hardware: Bool
    var traits: ResponderTraits
    /// Top of the undocked/split/floating keyboard chosen by the last drag (K11); nil = default.
    var undockedY: Double?
}

enum KeyboardGeometry {
    /// The floating keyboard is phone-sized (iPadOS 13): 320 wide; height estimated.
    static let floatingSize = Size(width: 320, height: 254)
    /// The split halves are shorter than the docked keys (estimate from iPad screenshots).
    static let splitHeightRatio = 0.85

    /// With a hardware keyboard only the accessory view, and on iPad the shortcut bar, stay (W8);
    /// otherwise the keyboard, a custom input view (W8), or nothing, plus the accessory (K15, W6).
    static func fullHeight(_ l: KeyboardLayoutInput) -> Double {
        fullHeight(l, keys: keysHeight(l))
    }

    static func fullHeight(_ l: KeyboardLayoutInput, keys: Double) -> Double {
        keys + l.traits.inputAccessoryViewHeight
    }

    static func keysHeight(_ l: KeyboardLayoutInput) -> Double {
        if l.hardware {
            return l.traits.inputView == .keyboard
                ? KeyboardHeightTable.shortcutBarHeight(device: l.device, orientation: l.orientation) : 0
        }
        switch l.traits.inputView {
        case .none: return 0
        case .custom: return l.traits.customInputViewHeight
        case .keyboard:
            return KeyboardHeightTable.height(device: l.device, orientation: l.orientation,
                                              inputMode: l.inputMode, keyboardType: l.traits.keyboardType).height
        }
    }

    /// Heights of the earlier WillShows of one candidate-bar appearance (M1), accessory included.
    static func intermediateHeights(_ l: KeyboardLayoutInput) -> [Double] {
        guard !l.hardware, l.traits.inputView == .keyboard, effectiveMode(l) == .docked else { return [] }
        let row = KeyboardHeightTable.height(device: l.device, orientation: l.orientation,
                                             inputMode: l.inputMode, keyboardType: l.traits.keyboardType)
        return row.intermediateHeights.map { $0 + l.traits.inputAccessoryViewHeight }
    }

    /// A hardware keyboard leaves only a bar docked at the bottom, whatever the mode.
    static func effectiveMode(_ l: KeyboardLayoutInput) -> KeyboardMode { l.hardware ? .docked : l.mode }

    static func frame(_ l: KeyboardLayoutInput) -> Rect {
        let screen = l.device.screenBounds(l.orientation)
        let h = fullHeight(l)
        switch effectiveMode(l) {
        case .docked:
            return docked(screen: screen, height: h)
        case .undocked:
            return Rect(x: 0, y: undockedTop(l, screen: screen, height: h), width: screen.width, height: h)
        case .split:
            let hs = splitHeight(h)
            return Rect(x: 0, y: undockedTop(l, screen: screen, height: hs), width: screen.width, height: hs)
        case .floating:
            let size = Size(width: floatingSize.width, height: floatingSize.height + l.traits.inputAccessoryViewHeight)
            return Rect(x: ((screen.width - size.width) / 2).rounded(), y: undockedTop(l, screen: screen, height: size.height),
                        width: size.width, height: size.height)
        }
    }

    /// K10's first group: the keyboard shrinks in place before it splits and moves up.
    static func splitShrinkFrame(_ l: KeyboardLayoutInput) -> Rect {
        let screen = l.device.screenBounds(l.orientation)
        return docked(screen: screen, height: splitHeight(fullHeight(l)))
    }

    static func docked(screen: Rect, height: Double) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// Off screen below the bottom edge, keeping the size it had (CONTRACT.md Keyboard1.Frame).
    static func hidden(screen: Rect, like frame: Rect) -> Rect {
        let h = frame.height > 0 ? frame.height : 0
        return Rect(x: 0, y: screen.height, width: screen.width, height: h)
    }

    /// Where a dropped keyboard may put its top: fully on screen.
    static func clampTop(_ y: Double, screen: Rect, height: Double) -> Double {
        min(max(0, y), max(0, screen.height - height))
    }

    private static func splitHeight(_ h: Double) -> Double { (h * splitHeightRatio).rounded() }

    /// Default: a little above the middle of the free space, where iPad leaves an undocked keyboard.
    private static func undockedTop(_ l: KeyboardLayoutInput, screen: Rect, height: Double) -> Double {
        let y = l.undockedY ?? ((screen.height - height) * 0.6).rounded()
        return clampTop(y, screen: screen, height: height)
    }
}

/// iPad multitasking windows (issue 3 §5): Split View side by side with a divider, Slide Over as
/// a narrow window floating at the right edge with an inset (the offset trackers must convert).
enum MultitaskingGeometry {
    static let divider = 10.0
    static let slideOverWidth = 320.0
    static let slideOverInset = 10.0

    static func frames(screen: Rect, fraction: Double) -> (primary: Rect, secondary: Rect) {
        if fraction >= 1 {
            let secondary = Rect(x: screen.width - slideOverWidth - slideOverInset, y: slideOverInset,
                                 width: slideOverWidth, height: screen.height - 2 * slideOverInset)
            return (screen, secondary)
        }
        let split = (screen.width * fraction).rounded()
        let primary = Rect(x: 0, y: 0, width: split - divider / 2, height: screen.height)
        let secondaryX = split + divider / 2
        return (primary, Rect(x: secondaryX, y: 0, width: screen.width - secondaryX, height: screen.height))
    }
}
