// The iPad keyboard's own state (P2, P3): the bar above a hardware keyboard, minimized or dropped,
// and the on-screen keyboard summoned over it.

struct PadKeyboardState: Hashable {
    /// P3: a hardware keyboard is attached and the person summoned the on-screen keyboard from
    /// the bar's keyboard button.
    var onScreenWithHardware = false
    /// P3: the shortcut bar is minimized.
    var barMinimized = false
    /// P2: top of the minimized bar where a drag dropped it; nil while it sits at the bottom.
    var barDropY: Double?
    /// The bar (not the keys, nor an accessory view alone) was on screen at the last change (for
    /// P3's toggle rules and the truth).
    var layoutBar = false
}

extension KeyboardState {
    /// The bar above a hardware keyboard is shown instead of the keys (W8, P3).
    @inline(__always)
    var showsBar: Bool { hardware && !pad.onScreenWithHardware }
}
