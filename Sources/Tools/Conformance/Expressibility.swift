/// What keyboardd lacks to play a log, known before anything is played: the era, the device, the
/// pairing of the two, and the story's `unsupported` steps. What only keyboardd can tell (an input
/// mode, a keyboard mode or orientation a device does not have) comes from its refusals when the
/// log is played (`LogPlayer`).
public enum Expressibility {
    public static func reasons(_ log: ConformanceLog, catalog: Catalog) -> [Reason] {
        var reasons: [Reason] = []
        let target = log.keyboardd
        let era = catalog.era(target.profile)
        let device = catalog.device(target.device)
        if era == nil {
            reasons.append(Reason(lacks: "era \(target.profile)", detail: "keyboardd has no era \(target.profile) "
                                  + "(its eras: \(catalog.eras.map(\.name).joined(separator: ", ")))"))
        }
        if device == nil {
            reasons.append(Reason(lacks: "device \(target.device)", detail: "keyboardd has no device \(target.device) "
                                  + "(its devices: \(catalog.devices.map(\.name).joined(separator: ", ")))"))
        }
        if let era, let device, !catalog.plays(device, era) {
            reasons.append(Reason(lacks: "\(device.name) on \(era.name)",
                                  detail: "\(device.name) ran iOS \(range(device.iOS)), none of \(era.name)'s iOS "
                                  + (era.iOS.map(range) ?? "")))
        }
        for step in log.story {
            if case .unsupported(let what) = step.action {
                reasons.append(Reason(lacks: "step at line \(step.line)", detail: "keyboardd has no step for line \(step.line): \(what)"))
            }
        }
        return reasons
    }

    static func range(_ r: ClosedRange<Int>) -> String {
        r.lowerBound == r.upperBound ? "\(r.lowerBound)" : "\(r.lowerBound)–\(r.upperBound)"
    }
}
