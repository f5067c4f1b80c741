import ArgumentParser
import DBus
import KeyboardContract

/// Control1.BeginKeyboardDrag / EndKeyboardDrag: the undocked keyboard in the person's hand (K11).
struct Drag: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Drag the undocked iPad keyboard: `drag begin`, then `drag end --y Y`.",
        discussion: "With undocked-zero-frame on, the drag sends WillChangeFrame with a zero rect (K11).",
        subcommands: [Begin.self, End.self])

    struct Begin: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Pick up the undocked, split or floating keyboard.",
            discussion: "Control1.BeginKeyboardDrag.")

        @OptionGroup var bus: BusOptions

        func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.beginKeyboardDrag() } }
    }

    struct End: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drop the keyboard with its top at Y.",
            discussion: "Control1.EndKeyboardDrag.")

        @OptionGroup var bus: BusOptions
        @Option(help: ArgumentHelp("Where the keyboard's top edge lands, in screen points.", valueName: "points"))
        var y: Double

        func validate() throws {
            guard y.isFinite else { throw ValidationError("--y must be a finite number of points") }
        }

        func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.endKeyboardDrag(y: y) } }
    }
}
