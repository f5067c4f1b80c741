// Chat (the WWDC 2017 text input session): an input bar with an input accessory view that grows with its text (W6, K15),
// and a text input context identifier per conversation so the keyboard's language comes back (W7).
import ArgumentParser
import ExampleSupport
import SampleApps

@main
struct Chat: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Chat: a growing input accessory and one input language per conversation (the WWDC 2017 text input session).",
        discussion: "Commands on stdin: focus, grow HEIGHT, conversation ID, reload, inputview HEIGHT, toolbar [ID], resign, sync TOKEN, state, register OPTIONS, unregister, help, exit."
            + "\n\n" + ExampleOptions.lifetimeHelp)

    @OptionGroup var options: ExampleOptions

    @Option(help: "The input accessory's height when the text is one line.")
    var accessoryHeight: Double = 44

    func run() throws { try serve() }

    /// The input bar, the `grow` and `conversation` commands: SampleExample.chat.
    func makeApp() throws -> SampleApp {
        try SampleApp(example: .chat, options: options, accessoryHeight: accessoryHeight)
    }
}
