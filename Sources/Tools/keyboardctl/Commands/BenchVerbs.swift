import ArgumentParser
import DBus
import KeyboardContract

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
