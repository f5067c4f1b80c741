import DBus

extension Control1.Proxy {
    /// A fresh keyboardd without starting one: Control1.Reset (no apps, the home screen, the
    /// device and profile keyboardd started with, an empty trace), then `device` and `profile`
    /// when given, in one Configure so that no impossible pair is passed through. A profile given
    /// alone keeps the start device when it ran that era, else takes the era's own device
    /// (ModelCatalog). KeyboardTesting's bench between tests and the strategy matrix between cells
    /// start this way. The virtual clock and the notifications' Sequence start again from 0; the
    /// trace's record numbers go on from where they were.
    public func reset(device: String?, profile: String?) throws(DBusError) {
        try reset()
        let options = Control1.ConfigureOptions(device: device, profile: profile)
        guard device != nil || profile != nil else { return }
        do {
            try configure(options: options)
        } catch where device == nil && error.name == KeyboarddErrorName.notSupported.rawValue {
            guard let profile, let era = ModelCatalog.era(profile) else { throw error }
            try configure(options: Control1.ConfigureOptions(device: era.defaultDevice, profile: profile))
        }
    }
}
