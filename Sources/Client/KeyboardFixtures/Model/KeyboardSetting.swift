// The device's settings keyboardd knows (Control1.SetSetting), typed: `.reduceMotion`. Generated
// from the model (Generated/ModelNames.swift, scripts/generate).

/// A switch of the Settings app that changes the keyboard's layout or its announcements.
public struct KeyboardSetting: Hashable, Sendable, CustomStringConvertible {
    /// keyboardd's name for it: `reduce-motion`, as Control1.SetSetting and Configure take it.
    public let name: String
    /// Its value on a fresh device.
    public let defaultValue: Bool

    init(name: String, defaultValue: Bool) {
        self.name = name
        self.defaultValue = defaultValue
    }

    /// The setting keyboardd calls `name`; nil for a name it does not know.
    public init?(name: String) {
        guard let setting = Self.all.first(where: { $0.name == name }) else { return nil }
        self = setting
    }

    public var description: String { name }
}
