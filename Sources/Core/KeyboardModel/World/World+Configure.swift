// Control1.Configure: the device, the era, the orientation and the settings in one step, so that a
// test never passes through a device and an era that never existed together (DeviceLifetime).
// Everything is checked before anything changes.

extension KeyboardWorld {
    mutating func configure(_ options: ConfigureOptions) throws(ModelError) {
        var nextDevice = device
        var nextProfile = profile
        if let name = options.device { nextDevice = try Self.device(named: name) }
        if let name = options.profile { nextProfile = try Self.profile(named: name) }
        var nextSettings = settings
        for (setting, on) in options.settings { nextSettings[setting] = on }
        if let why = impossiblePairing(nextDevice, nextProfile.era) { throw .notSupported(.init(why)) }
        if nextDevice != device {
            guard order.isEmpty else { throw .wrongState("unregister every app (or Reset) before changing the device") }
        }
        try checkSettings(nextSettings, on: nextDevice, era: nextProfile.era)
        try checkFeatures(of: nextProfile.era, settings: nextSettings, device: nextDevice)
        if let o = options.orientation {
            guard nextDevice.supports(o) else { throw .notSupported("\(nextDevice.name) does not turn \(o.rawValue)") }
            if o != orientation && keyboard.dragging { throw .wrongState("the keyboard is being dragged") }
        }

        if nextDevice != device { assignDevice(nextDevice) }
        if nextProfile != profile { assignProfile(nextProfile) }
        if let o = options.orientation, o != orientation { assignOrientation(o) }
        apply(nextSettings, predictiveToggled: options.settings[.predictive] != nil)
    }
}
