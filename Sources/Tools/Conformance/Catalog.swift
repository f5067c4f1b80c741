import KeyboardContract

/// The eras and devices keyboardd has, looked up when a log is judged, never listed here: the
/// model may gain an era (ios6, ios7, ios14, ios26.0) and a log naming it becomes expressible
/// without a change to the runner. `model` is the contract's ModelCatalog, generated from the
/// model's declarations; tests make catalogs of their own.
public struct Catalog: Sendable {
    public struct Device: Sendable {
        public let name: String
        /// The major iOS versions it ran.
        public let iOS: ClosedRange<Int>

        public init(name: String, iOS: ClosedRange<Int>) {
            self.name = name
            self.iOS = iOS
        }
    }

    public struct Era: Sendable {
        public let name: String
        /// Nil for `ideal`, which runs on every device.
        public let iOS: ClosedRange<Int>?

        public init(name: String, iOS: ClosedRange<Int>?) {
            self.name = name
            self.iOS = iOS
        }
    }

    public let devices: [Device]
    public let eras: [Era]

    public init(devices: [Device], eras: [Era]) {
        self.devices = devices
        self.eras = eras
    }

    public static var model: Catalog {
        Catalog(devices: ModelCatalog.devices.map { Device(name: $0.name, iOS: $0.iOS) },
                eras: ModelCatalog.eras.map { Era(name: $0.name, iOS: $0.iOS) })
    }

    public func device(_ name: String) -> Device? { devices.first { $0.name == name } }
    public func era(_ name: String) -> Era? { eras.first { $0.name == name } }

    /// Whether the device ran an iOS of the era (as Control1.Configure checks it).
    public func plays(_ device: Device, _ era: Era) -> Bool {
        guard let range = era.iOS else { return true }
        return range.overlaps(device.iOS)
    }
}
