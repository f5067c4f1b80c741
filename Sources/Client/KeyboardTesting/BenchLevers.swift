// The person's and the test's levers with typed names, so that a test says `.reduceMotion` and
// `.chinesePinyin` rather than keyboardd's strings (Control1 has the rest: `bench.control`).

extension KeyboardBench {
    /// The person switches a setting in the Settings app (Control1.SetSetting, through Configure).
    public func set(_ setting: KeyboardSetting, _ on: Bool) throws {
        try configure(orientation: nil, settings: [setting: on])
    }

    /// The person taps the globe key to `mode` (Control1.SetInputMode), or picks it from the globe
    /// key's menu with `fromMenu` (SetInputModeFromMenu, which some eras do not announce).
    public func setInputMode(_ mode: KeyboardInputMode, fromMenu: Bool = false) throws {
        if fromMenu {
            try control.setInputModeFromMenu(mode: mode.name)
        } else {
            try control.setInputMode(mode: mode.name)
        }
    }

    /// keyboardd plays `era` from now on (Control1.SetProfile), on the same device.
    public func setEra(_ era: KeyboardEra) throws {
        try control.setProfile(name: era.name)
    }

    /// The era and device keyboardd plays now (Server1.Profile, Server1.Device), typed; nil for a
    /// name this KeyboardTesting does not know (a keyboardd newer than it).
    public func playing() throws -> (era: KeyboardEra?, device: KeyboardDevice?) {
        (KeyboardEra(name: try server.profile()), KeyboardDevice(name: try server.device()))
    }
}
