// Keyboard heights per device × orientation × input mode (W1). Every row names its source.
// PLACEHOLDER rows: replaced by the sourced table.

public struct KeyboardHeight: Hashable, Sendable {
    /// The height of the keyboard once fully shown, without any input accessory view.
    public let height: Double
    /// Heights iOS reports in earlier WillShow notifications of one appearance before the final
    /// one, for input modes with a candidate bar (M1); empty for the others.
    public let intermediateHeights: [Double]
    /// Where the figure comes from (a public source), or "estimate: why".
    public let source: String
}

public enum KeyboardHeightTable {
    /// Height of the system keyboard. `predictive` is the QuickType bar (on by default).
    public static func height(
        device: Device, orientation: Orientation, inputMode: InputMode,
        keyboardType: KeyboardType = .default, predictive: Bool = true
    ) -> KeyboardHeight {
        if case .thirdParty(_, let h) = inputMode {
            return KeyboardHeight(height: h, intermediateHeights: [], source: "the extension's own height (W1)")
        }
        let base = orientation.isLandscape ? 162.0 : 216.0
        let bar = predictive ? 44.0 : 0
        switch inputMode {
        case .chinesePinyin:
            return KeyboardHeight(height: base + 36 + bar, intermediateHeights: [base, base + bar], source: "PLACEHOLDER")
        default:
            return KeyboardHeight(height: base + bar, intermediateHeights: [], source: "PLACEHOLDER")
        }
    }

    /// The bar iPad shows at the bottom with a hardware keyboard attached (W8); 0 on iPhone.
    public static func shortcutBarHeight(device: Device, orientation: Orientation) -> Double {
        device.isPad ? 55 : 0
    }
}
