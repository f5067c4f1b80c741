import ArgumentParser
import DBus
import KeyboardContract
import ScenarioFiles

/// Control1.SetDevice.
struct Device: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Switch the device profile; without NAME, print it.",
        discussion: "Control1.SetDevice; Server1.Device. keyboardd lists the devices when NAME is wrong.")

    @OptionGroup var bus: BusOptions
    @Argument(help: ArgumentHelp(Vocabulary.devices.joined(separator: ", ") + ".", valueName: "name"),
              completion: Completions.devices)
    var name: String?

    func run() async throws {
        try await bus.setOrShow(name, set: { daemon, name async throws(DBusError) in try await daemon.control.setDevice(name: name) },
                                show: { daemon async throws(DBusError) in try await daemon.server.device() })
    }
}

/// Control1.SetProfile: the era (`profile`, its old name, still works for a release).
struct Era: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "era",
        abstract: "Switch the iOS era (its quirks and timings); without NAME, print it.",
        discussion: "Control1.SetProfile; Server1.Profile (the contract's name for the era). ideal has no quirk; "
            + "keyboardd lists the eras when NAME is wrong. `keyboardctl profile` is the old name of this verb.",
        aliases: ["profile"])

    @OptionGroup var bus: BusOptions
    @Argument(help: ArgumentHelp(Vocabulary.eras.joined(separator: ", ") + ".", valueName: "name"), completion: Completions.eras)
    var name: String?

    func run() async throws {
        if CommandLine.arguments.dropFirst().first == "profile" { OldSpelling.warn("'keyboardctl profile'", "'keyboardctl era'") }
        try await bus.setOrShow(name, set: { daemon, name async throws(DBusError) in try await daemon.control.setProfile(name: name) },
                                show: { daemon async throws(DBusError) in try await daemon.server.profile() })
    }
}

/// Control1.SetQuirk.
struct Quirk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Switch one quirk on or off; with NAME alone, print it; with nothing, list the quirks on.",
        discussion: "Control1.SetQuirk; Server1.Quirks. keyboardd lists the quirks when NAME is wrong.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The quirk, e.g. leaky-transition.", completion: Completions.quirks)
    var name: String?
    @Argument(help: "on or off.")
    var state: Switch?

    func run() async throws {
        try await bus.withDaemon { daemon in
            guard let name else {
                for quirk in try await daemon.bus({ daemon async throws(DBusError) in try await daemon.server.quirks() }) {
                    Terminal.printLine(quirk)
                }
                return
            }
            if let state {
                try await daemon.bus { daemon async throws(DBusError) in try await daemon.control.setQuirk(name: name, on: state.isOn) }
            } else {
                let on = try await daemon.bus { daemon async throws(DBusError) in try await daemon.server.quirks() }
                Terminal.printLine(on.contains(name) ? "on" : "off")
            }
        }
    }
}

/// Control1.Configure: device, era, orientation and settings in one step.
struct Configure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Set the device, the era, the orientation and settings at once; with nothing, print them.",
        discussion: "Control1.Configure; Server1.Device, Profile (the era), Orientation and Settings. Nothing changes unless "
            + "everything is valid: a device that never ran the era is refused with the devices that did, "
            + "e.g. `keyboardctl configure --device iphone-6 --era ios8 --set reduce-motion=on`.")

    @OptionGroup var bus: BusOptions
    @Option(help: ArgumentHelp(Vocabulary.devices.joined(separator: ", ") + ".", valueName: "name"),
            completion: Completions.devices)
    var device: String?
    @Option(help: ArgumentHelp(Vocabulary.eras.joined(separator: ", ") + ".", valueName: "name"), completion: Completions.eras)
    var era: String?
    @Option(name: .customLong("profile"), help: .hidden, completion: Completions.eras)
    var oldProfile: String?
    @Option(help: "\(Server1.Orientation.alternatives).", completion: Completions.orientations)
    var orientation: String?
    @Option(name: .customLong("set"),
            help: ArgumentHelp("A setting, NAME=on or NAME=off (\(Vocabulary.settings.joined(separator: ", "))); repeatable.",
                               valueName: "name=on|off"))
    var settings: [String] = []

    /// The options as Configure takes them.
    func options() throws(ValidationError) -> [String: DBusValue] {
        // Any name goes as it is: Configure's decoder names the valid ones when one is not.
        let era = try OldSpelling.era(self.era, profile: oldProfile)
        var options: [String: DBusValue] = [:]
        options[Control1.ConfigureOptions.Key.device.rawValue] = device.map(DBusValue.string)
        options[Control1.ConfigureOptions.Key.profile.rawValue] = era.map(DBusValue.string)
        options[Control1.ConfigureOptions.Key.orientation.rawValue] = orientation.map(DBusValue.string)
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let on = ContractVerb.booleans[parts[1]] else {
                throw ValidationError("--set takes NAME=on or NAME=off, got '\(setting)'")
            }
            options[parts[0]] = .boolean(on)
        }
        return options
    }

    func validate() throws { _ = try options() }

    func run() async throws {
        if oldProfile != nil { OldSpelling.warn("--profile", "--era") }
        let options = try options()
        try await bus.withDaemon { daemon in
            if !options.isEmpty {
                try await daemon.bus { daemon async throws(DBusError) in
                    _ = try await daemon.control.perform(try Control1.Call(method: .configure, arguments: [options.dbusValue]))
                }
                return
            }
            let (device, profile, orientation, settings) = try await daemon.bus { daemon async throws(DBusError) in
                (try await daemon.server.device(), try await daemon.server.profile(), try await daemon.server.orientation(),
                 try await daemon.server.settings())
            }
            Terminal.printLine("device \(device)")
            Terminal.printLine("era \(profile)")
            Terminal.printLine("orientation \(orientation)")
            for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
                Terminal.printLine("\(name) \(BusOptions.plain(value))")
            }
        }
    }
}
