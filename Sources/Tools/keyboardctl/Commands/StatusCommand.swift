import ArgumentParser

/// The daemon, the keyboard and every app at a glance.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the device, era, quirks, clock, keyboard and every app with its state.",
        discussion: "Server1's properties, then ObjectManager.GetManagedObjects on /org/keyboardd/Server1 for "
            + "the keyboard and the apps (state, first responder, window frame, keyboard overlap).")

    @OptionGroup var bus: BusOptions
    @Flag(help: "Print one JSON object instead (rects as [x, y, width, height]).")
    var json = false
    @Flag(name: .customLong("no-color"), help: "Never colour the app names (also: NO_COLOR, or not a terminal).")
    var noColor = false

    func run() async throws {
        try await bus.withDaemon { daemon in
            let status = try await DaemonStatus.read(from: daemon)
            if json {
                Terminal.printLine(status.json.serialized)
            } else {
                Terminal.printLine(status.text(palette: AppPalette(enabled: Terminal.wantsColor(disabled: noColor))))
            }
        }
    }
}
