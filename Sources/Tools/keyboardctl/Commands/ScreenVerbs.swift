import ArgumentParser
import DBus
import KeyboardContract

/// Control1.Rotate.
struct Rotate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rotate the device; without ORIENTATION, print it.",
        discussion: "Control1.Rotate; Server1.Orientation.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "\(Server1.Orientation.alternatives).", completion: Completions.orientations)
    var orientation: String?

    func run() async throws {
        try await bus.setOrShow(orientation, set: { daemon, orientation async throws(DBusError) in
            _ = try await daemon.control.perform(try Control1.Call(method: .rotate, arguments: [.string(orientation)]))
        }, show: { daemon async throws(DBusError) in try await daemon.server.orientation() })
    }
}

/// Control1.SetSplitView: iPad multitasking.
struct SplitView: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split-view",
        abstract: "Put two apps side by side (iPad); with PRIMARY alone, end Split View.",
        discussion: "Control1.SetSplitView. A fraction of 1 is Slide Over.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The app on the left.", completion: Completions.bundleIds)
    var primary: String
    @Argument(help: "The app on the right; omit it to end Split View.", completion: Completions.bundleIds)
    var secondary = ""
    @Option(help: ArgumentHelp("The primary app's share of the screen's width, 0 to 1.", valueName: "fraction"))
    var fraction = 0.5

    func validate() throws {
        guard fraction.isFinite, (0...1).contains(fraction) else {
            throw ValidationError("--fraction must be between 0 and 1, got \(fraction)")
        }
    }

    func run() async throws {
        try await bus.call { daemon async throws(DBusError) in
            try await daemon.control.setSplitView(primary: primary, secondary: secondary, fraction: fraction)
        }
    }
}
