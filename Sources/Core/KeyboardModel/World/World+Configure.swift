// Control1.Configure: the device, the era, the orientation and the settings in one step, so that a
// test never passes through a device and an era that never existed together (DeviceLifetime).
// Everything is checked before anything changes.

extension KeyboardWorld {
    /// Configure's option keys: these three and the settings' names (`Settings.names`).
    public static let configureKeys = ["Device", "Profile", "Orientation"] + Settings.names

    mutating func configure(_ options: [String: ModelValue]) throws(ModelError) {
        var nextDevice = device
        var nextProfile = profile
        var nextOrientation: Orientation?
        var nextSettings = settings
        var predictiveToggled = false
        for key in options.keys.sorted() {
            let value = options[key].unsafelyUnwrapped
            switch key {
            case "Device": nextDevice = try Self.device(named: try Self.text(value, key))
            case "Profile": nextProfile = try Self.profile(named: try Self.text(value, key))
            case "Orientation":
                let name = try Self.text(value, key)
                guard let o = Orientation(rawValue: name) else {
                    throw .invalidArgs("unknown orientation \"\(name)\" (\(Orientation.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                nextOrientation = o
            default:
                guard Settings.names.contains(key) else {
                    throw .invalidArgs(.init("unknown option \"\(key)\" (" + Self.configureKeys.joined(separator: ", ") + ")"))
                }
                try nextSettings.set(key, value)
                predictiveToggled = predictiveToggled || key == "predictive"
            }
        }
        if let why = impossiblePairing(nextDevice, nextProfile.era) { throw .notSupported(.init(why)) }
        if nextDevice != device {
            guard order.isEmpty else { throw .wrongState("unregister every app (or Reset) before changing the device") }
        }
        try checkSettings(nextSettings, on: nextDevice, era: nextProfile.era)
        try checkFeatures(of: nextProfile.era, settings: nextSettings, device: nextDevice)
        if let o = nextOrientation {
            guard nextDevice.supports(o) else { throw .notSupported("\(nextDevice.name) does not turn \(o.rawValue)") }
            if o != orientation && keyboard.dragging { throw .wrongState("the keyboard is being dragged") }
        }

        if nextDevice != device { assignDevice(nextDevice) }
        if nextProfile != profile { assignProfile(nextProfile) }
        if let o = nextOrientation, o != orientation { assignOrientation(o) }
        apply(nextSettings, predictiveToggled: predictiveToggled)
    }

    private static func text(_ value: ModelValue, _ key: String) throws(ModelError) -> String {
        guard case .string(let s) = value else {
            throw .invalidArgs("option \(key) takes a string (s), got \(value)")
        }
        return s
    }
}
