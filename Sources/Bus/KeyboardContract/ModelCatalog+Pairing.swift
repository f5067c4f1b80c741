/// Device and era pairings, for code that links the contract and not the model (scenario files,
/// keyboardctl): the same rule as the model's `impossiblePairing`, read from the generated catalog.
extension ModelCatalog {
    /// Why the device cannot run the era ("iphone-6 ran iOS 8 to 12, never ios26 (iOS 26); ios26 runs
    /// on ..."), or nil when it can or when either name is unknown.
    public static func pairingProblem(device name: String, era eraName: String) -> String? {
        guard let device = devices.first(where: { $0.name == name }),
              let era = eras.first(where: { $0.name == eraName }), let versions = era.iOS,
              !versions.overlaps(device.iOS) else { return nil }
        let runners = devices.filter { $0.iOS.overlaps(versions) }.map(\.name).joined(separator: ", ")
        return "\(device.name) ran \(describe(device.iOS)), never \(era.name) (\(describe(versions))); "
            + "\(era.name) runs on \(runners)"
    }

    static func describe(_ versions: ClosedRange<Int>) -> String {
        versions.lowerBound == versions.upperBound
            ? "iOS \(versions.lowerBound)" : "iOS \(versions.lowerBound) to \(versions.upperBound)"
    }
}
