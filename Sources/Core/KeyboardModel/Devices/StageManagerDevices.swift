// Stage Manager by iPad and iPadOS (P4, C9): which of keyboardd's iPads had it, from which era. An
// entry is a device class (Device.all): it has Stage Manager in an era when one of the models it
// stands for had it in that iPadOS. Control1.SetSetting stage-manager, SetProfile, SetDevice and
// Configure refuse (NotSupported) a device and era without it, naming the devices that have it.
//
// Sources: MacRumors, "Apple Explains Why Stage Manager is Limited to M1 iPads in New Statement"
// (2022-06-10: iPadOS 16 brings it to the M1 iPads, "the latest iPad Pro and iPad Air"); Apple's
// statement to Engadget on iPadOS 16.1 (September 2022, quoted by dday.it: the 3rd and 4th
// generation iPad Pros, A12X and A12Z, get it from 16.1, without an external display); apfelpatient.de,
// "iPadOS 26: Stage Manager now on significantly more iPads" (2025: under iPadOS 18 the 13-inch iPad
// Pro (M4), the 12.9-inch iPad Pro from its 3rd generation, the 11-inch from its 1st and the iPad Air
// from its 5th; iPadOS 26 adds the iPad Air from its 3rd generation, the iPad mini from its 5th and the
// iPad from its 8th).

public enum StageManagerDevices {
    /// The first era in which the device had Stage Manager, and why.
    public struct Entry: Sendable {
        public let first: Era
        public let why: String
    }

    /// Keyed by device name; a device not named here never had Stage Manager.
    public static let table: [String: Entry] = [
        "ipad-pro-11": Entry(first: .ios16, why: "the M1 11-inch iPad Pro (3rd generation) from iPadOS 16, the A12X and A12Z ones (1st and 2nd) from 16.1"),
        "ipad-pro-12.9": Entry(first: .ios16, why: "the M1 12.9-inch iPad Pro (5th generation) from iPadOS 16, the A12X and A12Z ones (3rd and 4th) from 16.1"),
        "ipad-air-4": Entry(first: .ios16, why: "the M1 iPad Air (5th generation) from iPadOS 16; the iPad Air (4th generation, A14) only from iPadOS 26"),
        "ipad-pro-13": Entry(first: .ios17, why: "the 13-inch iPad Pro (M4) from its first iPadOS, 17.5"),
        "ipad-10": Entry(first: .ios26_0, why: "the iPad (10th generation) from iPadOS 26, which brought Stage Manager to the iPad from its 8th generation"),
        "ipad-10.2": Entry(first: .ios26_0, why: "the iPad (8th and 9th generation) from iPadOS 26 (the 7th stops at iPadOS 18)"),
        "ipad-10.5": Entry(first: .ios26_0, why: "the iPad Air (3rd generation) from iPadOS 26 (the 10.5-inch iPad Pro stops at iPadOS 17)"),
        "ipad-mini-6": Entry(first: .ios26_0, why: "the iPad mini (6th generation) from iPadOS 26, which brought Stage Manager to the iPad mini from its 5th generation"),
    ]

    /// Whether `device` had Stage Manager in `era`. `ideal` has every iPad feature on every iPad.
    public static func has(_ device: Device, in era: Era) -> Bool {
        guard device.isPad else { return false }
        if era == .ideal { return true }
        guard let entry = table[device.name], device.runs(era) else { return false }
        return era >= entry.first
    }

    /// The devices that had Stage Manager in `era`, in `Device.all`'s order.
    public static func devices(in era: Era) -> [Device] { Device.all.filter { has($0, in: era) } }

    /// Why `device` has no Stage Manager in `era`, naming the devices that have it there; nil when it has.
    public static func refusal(_ device: Device, _ era: Era) -> String? {
        guard !has(device, in: era) else { return nil }
        if !device.isPad { return "\(device.name) has no Stage Manager (iPad only)" }
        let others = devices(in: era)
        guard !others.isEmpty else { return "\(era.name) has no Stage Manager: iPadOS 16 brought it" }
        let since = table[device.name].map { " (it has it from \($0.first.name): \($0.why))" } ?? " (it never had it)"
        return "\(device.name) has no Stage Manager in \(era.name)\(since); in \(era.name) it runs on "
            + others.map(\.name).joined(separator: ", ")
    }
}
