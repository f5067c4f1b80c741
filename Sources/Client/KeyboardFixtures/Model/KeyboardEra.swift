// keyboardd's eras (behaviour profiles), typed: `.iOS17`, `.ideal`. Generated from the model
// (Generated/ModelNames.swift, scripts/generate).

/// An iOS era keyboardd reproduces (docs/PROFILES.md): a set of quirks and timings. `ideal` has
/// no quirk at all, the clean era every bug is compared with.
public struct KeyboardEra: Hashable, Sendable, CustomStringConvertible {
    /// keyboardd's name for it: `ios17`, the value of keyboardd's `--era` and `Server1.Profile`.
    public let name: String
    /// The major iOS versions it stands for; nil for `ideal`, which stands for none.
    public let iOSVersions: ClosedRange<Int>?
    /// One line on what the era is.
    public let summary: String
    /// The device keyboardd plays it on when none is named.
    public let defaultDevice: KeyboardDevice

    init(name: String, iOS: ClosedRange<Int>?, summary: String, defaultDevice: KeyboardDevice) {
        self.name = name
        iOSVersions = iOS
        self.summary = summary
        self.defaultDevice = defaultDevice
    }

    /// The era keyboardd calls `name`; nil for a name it does not know.
    public init?(name: String) {
        guard let era = Self.all.first(where: { $0.name == name }) else { return nil }
        self = era
    }

    /// `ideal`: no quirk.
    public var isClean: Bool { iOSVersions == nil }

    public var description: String { name }
}
