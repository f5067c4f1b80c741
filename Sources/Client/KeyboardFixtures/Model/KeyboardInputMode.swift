// The keyboard's input modes (Control1.SetInputMode), typed: `.chinesePinyin`. The system ones
// are generated from the model (Generated/ModelNames.swift, scripts/generate).

/// What the globe key switches: a system keyboard, or a third-party keyboard of its own height.
public struct KeyboardInputMode: Hashable, Sendable, CustomStringConvertible {
    /// keyboardd's name for it: `en-US`, `zh-Hans-Pinyin`, `third-party:NAME:HEIGHT`.
    public let name: String

    init(name: String) {
        self.name = name
    }

    /// A keyboard extension called `name`, `height` points tall (W1, N10).
    public static func thirdParty(_ name: String, height: Double) -> KeyboardInputMode {
        let points = height == height.rounded() && abs(height) < 1e15 ? String(Int64(height)) : String(height)
        return KeyboardInputMode(name: "third-party:\(name):\(points)")
    }

    public var description: String { name }
}
