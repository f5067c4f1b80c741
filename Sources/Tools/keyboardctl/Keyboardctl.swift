import ArgumentParser
import KeyboardContract
import ProcessSupport

/// keyboardctl: drive, watch and picture keyboardd, in the style of busctl and loginctl.
/// One command per verb; every command takes `--address`/`--session`.
@main
struct Keyboardctl: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardctl",
        abstract: "Drive, watch and picture keyboardd, the iOS keyboard window server on D-Bus.",
        discussion: """
            Talks to \(Contract.busName) on the session bus (DBUS_SESSION_BUS_ADDRESS) or on \
            --address ADDRESS. The Control1 verbs act as the person holding the device; with \
            keyboardd's virtual clock nothing moves between them but `advance` and `settle`.

            Exit status: 0 done, 1 keyboardd refused the call (its message names the valid \
            choices), 64 wrong usage, 69 no bus or no keyboardd on it, 74 a file could not be \
            read or written, 141 the reader of its output went away (`keyboardctl monitor | head`; \
            whatever keyboardctl started is stopped first).

            Every Control1 method is also a verb of its own, its name in kebab case (launch-app, \
            set-split-view...): `keyboardctl call --help` lists them with their documentation.

            Shell completion: keyboardctl --generate-completion-script bash|zsh|fish
            """,
        version: KeyboarddVersion.string,
        subcommands: [
            Status.self, Frame.self,
            Monitor.self,
            Trace.self,
            // Stories: scenario files and the strategy matrix.
            Run.self, Matrix.self, Schema.self, Conform.self, Corpus.self,
            // keyboardd live in a browser (keyboardd-playground).
            Playground.self,
            // The person holding the device.
            Call.self, Launch.self, Home.self, Alert.self,
            InputMode.self, HardwareKeyboard.self, KeyboardMode.self, Drag.self, Rotate.self,
            SplitView.self, Terminate.self,
            // The test bench.
            Configure.self, Device.self, Era.self, Quirk.self, Advance.self, Settle.self,
        ]
    )

    @OptionGroup var bus: BusOptions

    /// SIGPIPE ignored before anything runs: a reader that goes away is seen as a failed write
    /// (Terminal.write), so that what keyboardctl started can be stopped before it ends.
    static func main() async {
        OutputChannel.ignoreBrokenPipes()
        let commands = configuration.subcommands.map { $0._commandName }
        await main(ContractVerb.routed(Array(CommandLine.arguments.dropFirst()), commands: commands))
    }
}
