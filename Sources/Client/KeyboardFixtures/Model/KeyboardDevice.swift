// The devices keyboardd plays, typed, so that a test names `.iPhone15` and never a string. The
// values are generated from keyboardd's model (Generated/ModelNames.swift, scripts/generate).

import Foundation

/// A device keyboardd plays (docs/DEVICES.md): its name on the bus, its portrait screen and the
/// major iOS versions it ran.
public struct KeyboardDevice: Hashable, Sendable, CustomStringConvertible {
    /// keyboardd's name for it: `iphone-15`, the value of `--device` and `Server1.Device`.
    public let name: String
    /// The portrait screen, in points.
    public let screenSize: CGSize
    public let isPad: Bool
    /// The major iOS versions it ran.
    public let iOSVersions: ClosedRange<Int>

    init(name: String, width: Double, height: Double, isPad: Bool, iOS: ClosedRange<Int>) {
        self.name = name
        screenSize = CGSize(width: width, height: height)
        self.isPad = isPad
        iOSVersions = iOS
    }

    /// The device keyboardd calls `name`; nil for a name it does not know.
    public init?(name: String) {
        guard let device = Self.all.first(where: { $0.name == name }) else { return nil }
        self = device
    }

    /// Whether the device ran the era (every device runs `ideal`).
    public func runs(_ era: KeyboardEra) -> Bool {
        era.iOSVersions.map { $0.overlaps(iOSVersions) } ?? true
    }

    public var description: String { name }
}
