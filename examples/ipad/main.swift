// iPad (the Mail.ru article's iPad part, and today's iPad): the Mail.ru tracker with the undocked check (K12)
// in an app that may run in Split View or a Stage Manager window (P4); undock, split, float and drag
// the keyboard, attach a hardware keyboard (P3), move the window with keyboardctl or Control1.
import ArgumentParser
import ExampleSupport
import SampleApps

@main
struct IPad: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "ipad",
        abstract: "iPad: undocked, split and floating keyboards, Split View, Stage Manager windows (K10-K13, P1-P4).",
        discussion: """
            Run keyboardd with --device ipad-9.7 (an iPad Pro only floats: no undock or split). Commands on stdin: focus, resign, window, sync TOKEN, state, register OPTIONS, unregister, help, exit.
            After Control1.MoveAppWindow (Stage Manager) or SetSplitView, `window` lays the screen out in the app's new window.
            The article's tracker without its iPad fix: --fix none.

            \(ExampleOptions.lifetimeHelp)
            """)

    @OptionGroup var options: ExampleOptions

    func run() throws { try serve() }

    /// The `window` command: SampleExample.ipad.
    func makeApp() throws -> SampleApp {
        try SampleApp(example: .ipad, options: options)
    }
}
