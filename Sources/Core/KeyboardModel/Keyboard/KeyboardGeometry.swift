// Where the keyboard is, in screen coordinates, for each mode (K10-K13, W1, W6, W8). Heights come
// from KeyboardHeightTable, the iPad shapes from Device; this file only combines them.

struct KeyboardLayoutInput {
    var device: Device
    var orientation: Orientation
    var mode: KeyboardMode
    var inputMode: InputMode
    /// A hardware keyboard leaves the bar instead of the keys (W8; not when the person summoned the
    /// on-screen keyboard over it, P3).
    var hardware: Bool
    /// P3: that bar is minimized; P2: dropped with its top there (nil: at the bottom).
    var barMinimized = false
    var barDropY: Double?
    var traits: ResponderTraits
    /// Top of the undocked/split/floating keyboard chosen by the last drag (K11); nil = default.
    var undockedY: Double?
    /// The table's row for this device, orientation, input mode and keyboard type (looked up once).
    var row: KeyboardHeight
    var shortcutBar: Double

    init(device: Device, orientation: Orientation, mode: KeyboardMode, inputMode: InputMode, hardware: Bool,
         traits: ResponderTraits, undockedY: Double?, predictive: Bool = true, era: KeyboardHeightEra? = nil,
         row: KeyboardHeight? = nil, bar: PadKeyboardState = PadKeyboardState()) {
        self.device = device
        self.orientation = orientation
        self.mode = mode
        self.inputMode = inputMode
        self.hardware = hardware
        self.barMinimized = bar.barMinimized
        self.barDropY = bar.barDropY
        self.traits = traits
        self.undockedY = undockedY
        self.row = row ?? KeyboardHeightTable.height(device: device, orientation: orientation, inputMode: inputMode,
                                                     keyboardType: traits.keyboardType, predictive: predictive,
                                                     era: era)
        self.shortcutBar = hardware && era?.hasShortcutBar ?? true
            ? KeyboardHeightTable.shortcutBarHeight(device: device, orientation: orientation) : 0
    }
}

enum KeyboardGeometry {
    /// With a hardware keyboard the system keys go: only the accessory view, and on iPad the
    /// shortcut bar, stay; a custom input view stays too (openradar 17690744, iOS 5 to 7: "Custom
    /// -inputView keyboards are not hidden by Bluetooth keyboard"; matmartinez/MMNumberKeyboard #14,
    /// 2016, the Simulator and a physical iPhone alike) (W8). Otherwise the keyboard, a custom input
    /// view, or nothing, plus the accessory (K15, W6).
    static func fullHeight(_ l: KeyboardLayoutInput) -> Double {
        keysHeight(l) + l.traits.inputAccessoryViewHeight
    }

    static func keysHeight(_ l: KeyboardLayoutInput) -> Double {
        if l.hardware {
            switch l.traits.inputView {
            case .none: return 0
            case .custom: return l.traits.customInputViewHeight
            case .keyboard: return l.barMinimized ? KeyboardHeightTable.minimizedShortcutBarHeight : l.shortcutBar
            }
        }
        switch l.traits.inputView {
        case .none: return 0
        case .custom: return l.traits.customInputViewHeight
        case .keyboard: return l.row.height
        }
    }

    /// Heights of the earlier WillShows of one candidate-bar appearance (M1), accessory included.
    static func intermediateHeights(_ l: KeyboardLayoutInput) -> [Double] {
        guard !l.hardware, l.traits.inputView == .keyboard, effectiveMode(l) == .docked else { return [] }
        return l.row.intermediateHeights.map { $0 + l.traits.inputAccessoryViewHeight }
    }

    /// A hardware keyboard leaves only a bar docked at the bottom, whatever the mode (W8), unless
    /// the person dropped the minimized bar elsewhere: then it floats (P2).
    static func effectiveMode(_ l: KeyboardLayoutInput) -> KeyboardMode {
        guard l.hardware else { return l.mode }
        return l.barMinimized && l.barDropY != nil ? .floating : .docked
    }

    /// The keyboard's frame when shown. The iPad shapes come from Device (sourced or stated
    /// estimates); a drag moves their top (K11); the accessory view rides on top of them.
    static func frame(_ l: KeyboardLayoutInput) -> Rect {
        let screen = l.device.screenBounds(l.orientation)
        let h = fullHeight(l)
        if l.hardware, l.barMinimized, let y = l.barDropY {   // P2: the minimized bar where it was dropped
            return Rect(x: 0, y: clampTop(y, screen: screen, height: h), width: screen.width, height: h)
        }
        let mode = effectiveMode(l)
        let shape: Rect?
        switch mode {
        case .docked: return docked(screen: screen, height: h)
        case .undocked: shape = l.device.undockedKeyboardFrame(l.orientation, dockedHeight: h)
        case .split: shape = l.device.splitKeyboardFrame(l.orientation, dockedHeight: h)
        case .floating:
            shape = l.device.floatingKeyboardFrame(l.orientation).map {
                Rect(x: $0.x, y: $0.y - l.traits.inputAccessoryViewHeight, width: $0.width,
                     height: $0.height + l.traits.inputAccessoryViewHeight)
            }
        }
        guard var f = shape else { return docked(screen: screen, height: h) }
        if let y = l.undockedY { f.y = clampTop(y, screen: screen, height: f.height) }
        return f
    }

    /// P3: the docked bar as eras with `hardware-bar-full-frame` announce it: the on-screen keyboard's
    /// full rect (accessory included) pushed down until only the bar is on screen.
    static func barFullFrame(_ l: KeyboardLayoutInput, bar: Rect) -> Rect {
        guard l.hardware, l.traits.inputView == .keyboard, effectiveMode(l) == .docked else { return bar }
        return Rect(x: bar.x, y: bar.y, width: bar.width, height: l.row.height + l.traits.inputAccessoryViewHeight)
    }

    /// K10's first group: the keyboard shrinks in place before it splits and moves up.
    static func splitShrinkFrame(_ l: KeyboardLayoutInput) -> Rect {
        var docked = l
        docked.mode = .docked
        let screen = l.device.screenBounds(l.orientation)
        var split = l
        split.mode = .split
        split.hardware = false
        let height = min(frame(split).height, fullHeight(docked))
        return Self.docked(screen: screen, height: height)
    }

    static func docked(screen: Rect, height: Double) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// Off screen below the bottom edge, keeping the size it had (docs/CONTRACT.md Keyboard1.Frame).
    static func hidden(screen: Rect, like frame: Rect) -> Rect {
        Rect(x: 0, y: screen.height, width: screen.width, height: max(0, frame.height))
    }

    /// Where a dropped keyboard may put its top: fully on screen.
    static func clampTop(_ y: Double, screen: Rect, height: Double) -> Double {
        min(max(0, y), max(0, screen.height - height))
    }
}

/// iPad multitasking windows (issue 3 §5), from Device's sourced layouts: Split View side by side
/// (the fraction snaps to the widths iPadOS offers), Slide Over (fraction 1) over the right edge.
enum MultitaskingGeometry {
    static func frames(device: Device, orientation: Orientation, fraction: Double) -> (primary: Rect, secondary: Rect)? {
        let screen = device.screenBounds(orientation)
        if fraction == 1 {
            return device.slideOverFrame(orientation).map { (screen, $0) }
        }
        return device.splitViewLayout(orientation, primaryFraction: fraction).map { ($0.primary, $0.secondary) }
    }
}

extension KeyboardGeometry {
    /// O1: a rect of the rotated interface in the portrait screen's coordinates, as iOS 5 to 7 put
    /// the userInfo's frames ("These coordinates do not take into account any rotation factors
    /// applied to the window's contents", the old "Managing the Keyboard" guide). In landscapeRight
    /// the interface's bottom is the portrait screen's left edge: Stack Overflow 10749311's iPad
    /// keyboard at (0, 0, 352, 1024), coming from x −352. A rect that is not finite stays as it is.
    static func unrotated(_ r: Rect, from o: Orientation, portrait: Size) -> Rect {
        guard r.x.isFinite && r.y.isFinite else { return r }
        switch o {
        case .portrait: return r
        case .landscapeRight:
            // Interface (X, Y) → portrait (portrait.width − Y, X).
            return Rect(x: portrait.width - (r.y + r.height), y: r.x, width: r.height, height: r.width)
        case .landscapeLeft:
            // Interface (X, Y) → portrait (Y, portrait.height − X).
            return Rect(x: r.y, y: portrait.height - (r.x + r.width), width: r.height, height: r.width)
        case .portraitUpsideDown:
            return Rect(x: portrait.width - (r.x + r.width), y: portrait.height - (r.y + r.height),
                        width: r.width, height: r.height)
        }
    }
}
