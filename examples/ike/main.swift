// Ike (the Mail.ru article's South Park demo): a screen whose bottom view, Ike's tummy and legs, is lifted by
// the keyboard. Pick the tracker and fixes with --tracker and --fix; commands on stdin (help).
import ArgumentParser
import ExampleSupport
import SampleApps

@main
struct Ike: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "ike",
        abstract: "Ike: a view lifted by the keyboard (the Mail.ru article), with a tracker and fixes of your choice.",
        discussion: "Commands on stdin, one per line: focus, secure, textview, nocorrect, reload, inputview HEIGHT, toolbar [ID], resign, pan Y, sync TOKEN, state, report, watchdog, register OPTIONS, unregister, help, exit."
            + "\n\n" + ExampleOptions.lifetimeHelp)

    @OptionGroup var options: ExampleOptions

    func run() throws { try serve() }

    func makeApp() throws -> SampleApp {
        try SampleApp(example: .ike, options: options)
    }
}
