// What a world starts with (and returns to on Reset).

public struct Configuration: Sendable {
    public var device: Device
    public var orientation: Orientation
    public var profile: Profile
    /// The device's settings at the start (and after Reset).
    public var settings: Settings
    /// Quirks switched on or off on top of the profile.
    public var quirkOverrides: [Quirk: Bool]
    /// Records kept in the trace ring.
    public var traceCapacity: Int
    /// Emit every trace record as an `Effect.trace` too (a shell that logs wants them; a
    /// benchmark of the core alone may not).
    public var traceEffects: Bool
    /// At most this many registered apps (`LimitsExceeded` beyond): a bound on memory, well
    /// above a real device's running apps and the 1,000 the benchmark registers (BENCHMARKS.md).
    public var maxApps: Int
    /// The input-mode memory as the shell persisted it (W7): context id → input mode name.
    public var inputModeMemory: [String: String]
    public var inputModeMemoryLimit: Int

    /// `device` nil: the era's own device (`Era.defaultDevice`).
    public init(
        device: Device? = nil, orientation: Orientation = .portrait, profile: Profile = .default,
        settings: Settings = Settings(),
        quirkOverrides: [Quirk: Bool] = [:], traceCapacity: Int = 4096, traceEffects: Bool = true,
        maxApps: Int = 1024, inputModeMemory: [String: String] = [:], inputModeMemoryLimit: Int = 256
    ) {
        self.device = device ?? profile.era.defaultDevice
        self.orientation = orientation
        self.profile = profile
        self.settings = settings
        self.quirkOverrides = quirkOverrides
        self.traceCapacity = traceCapacity
        self.traceEffects = traceEffects
        self.maxApps = maxApps
        self.inputModeMemory = inputModeMemory
        self.inputModeMemoryLimit = inputModeMemoryLimit
    }

    /// The device and profile for names a person gave, either of which may be left out: the era's
    /// own default device (`Era.defaultDevice`), or the newest era the device ran. A device that
    /// never ran the era is `notSupported`, with the devices that did; an unknown name `invalidArgs`.
    public static func pairing(device: String?, profile: String?) throws(ModelError) -> (Device, Profile) {
        let d = try device.map { n throws(ModelError) in try KeyboardWorld.device(named: n) }
        let p = try profile.map { n throws(ModelError) in try KeyboardWorld.profile(named: n) }
        switch (d, p) {
        case let (d?, p?):
            if let why = impossiblePairing(d, p.era) { throw .notSupported(.init(why)) }
            return (d, p)
        case let (d?, nil):
            return (d, d.runs(Profile.default.era) ? .default : Profile(d.newestEra))
        case let (nil, p?):
            return (p.era == Profile.default.era ? .default : p.era.defaultDevice, p)
        case (nil, nil):
            return (.default, .default)
        }
    }

    var quirks: QuirkSet {
        var q = profile.quirks
        for quirk in Quirk.allCases { if let on = quirkOverrides[quirk] { q.set(quirk, on) } }
        return q
    }
}
