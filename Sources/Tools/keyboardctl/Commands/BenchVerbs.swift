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
    @Argument(help: "iphone-se, iphone-8, iphone-x, ipad-pro-11...", completion: Completions.devices)
    var name: String?

    func run() async throws {
        try await bus.setOrShow(name, set: { daemon, name async throws(DBusError) in try await daemon.control.setDevice(name: name) },
                                show: { daemon async throws(DBusError) in try await daemon.server.device() })
    }
}

/// Control1.SetProfile.
struct Profile: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Switch the behaviour profile (an iOS era and its quirks); without NAME, print it.",
        discussion: "Control1.SetProfile; Server1.Profile. ideal has no quirk; keyboardd lists the profiles "
            + "when NAME is wrong.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "ideal, ios8, ios9-beta4, ios9, ios13...", completion: Completions.profiles)
    var name: String?

    func run() async throws {
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

/// Control1.Configure: device, profile, orientation and settings in one step.
struct Configure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Set the device, the profile, the orientation and settings at once; with nothing, print them.",
        discussion: "Control1.Configure; Server1.Device, Profile, Orientation and Settings. Nothing changes unless "
            + "everything is valid: a device that never ran the profile's era is refused with the devices that did, "
            + "e.g. `keyboardctl configure --device iphone-6 --profile ios8 --set reduce-motion=on`.")

    @OptionGroup var bus: BusOptions
    @Option(help: "iphone-6, iphone-x, ipad-pro-11...", completion: Completions.devices)
    var device: String?
    @Option(help: "ideal, ios8, ios13, ios26...", completion: Completions.profiles)
    var profile: String?
    @Option(help: "\(Server1.Orientation.alternatives).", completion: Completions.orientations)
    var orientation: String?
    @Option(name: .customLong("set"),
            help: ArgumentHelp("A setting, NAME=on or NAME=off (\(Vocabulary.settings.joined(separator: ", "))); repeatable.",
                               valueName: "name=on|off"))
    var settings: [String] = []

    /// The options as Configure takes them.
    func options() throws(ValidationError) -> [String: DBusValue] {
        // Any name goes as it is: Configure's decoder names the valid ones when one is not.
        var options: [String: DBusValue] = [:]
        options[Control1.ConfigureOptions.Key.device.rawValue] = device.map(DBusValue.string)
        options[Control1.ConfigureOptions.Key.profile.rawValue] = profile.map(DBusValue.string)
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
            Terminal.printLine("profile \(profile)")
            Terminal.printLine("orientation \(orientation)")
            for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
                Terminal.printLine("\(name) \(BusOptions.plain(value))")
            }
        }
    }
}
