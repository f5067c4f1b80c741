import ArgumentParser
import DBus
import KeyboardContract

/// Control1.SetInputMode: the globe key.
struct InputMode: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input-mode",
        abstract: "Switch the keyboard's input mode, as the globe key does; without MODE, print it.",
        discussion: "Control1.SetInputMode; Keyboard1.InputMode. Modes such as en-US, zh-Hans-Pinyin, "
            + "zh-Hans-10key, emoji, third-party:NAME:HEIGHT.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The input mode.", completion: Completions.inputModes)
    var mode: String?

    func run() async throws {
        try await bus.setOrShow(mode, set: { daemon, mode async throws(DBusError) in try await daemon.control.setInputMode(mode: mode) },
                                show: { daemon async throws(DBusError) in try await daemon.keyboard.inputMode() })
    }
}

/// Control1.SetHardwareKeyboard.
struct HardwareKeyboard: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hardware-keyboard",
        abstract: "Attach (on) or detach (off) a hardware keyboard; without a value, print it.",
        discussion: "Control1.SetHardwareKeyboard; Keyboard1.HardwareKeyboard.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "on or off.")
    var state: Switch?

    func run() async throws {
        try await bus.setOrShow(state?.isOn, set: { daemon, attached async throws(DBusError) in
            try await daemon.control.setHardwareKeyboard(attached: attached)
        }, show: { daemon async throws(DBusError) in BusOptions.plain(try await daemon.keyboard.hardwareKeyboard()) })
    }
}

/// Control1.SetKeyboardMode: iPad keyboard docking.
struct KeyboardMode: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-mode",
        abstract: "Dock, undock, split or float the keyboard (iPad); without MODE, print it.",
        discussion: "Control1.SetKeyboardMode; Keyboard1.Mode. Devices without it answer NotSupported. "
            + "With split-sends-hide on, undocking sends two Hide groups and no Show (K10).")

    @OptionGroup var bus: BusOptions
    @Argument(help: "\(Keyboard1.KeyboardMode.alternatives).", completion: Completions.keyboardModes)
    var mode: String?

    func run() async throws {
        // The word through the generated call: a mode outside the list gets keyboardd's own message.
        try await bus.setOrShow(mode, set: { daemon, mode async throws(DBusError) in
            _ = try await daemon.control.perform(try Control1.Call(method: .setKeyboardMode, arguments: [.string(mode)]))
        }, show: { daemon async throws(DBusError) in try await daemon.keyboard.mode() })
    }
}
