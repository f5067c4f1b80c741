// iPad (the Mail.ru article's iPad part): the Mail.ru tracker with the undocked check (K12) in an app that
// may run in Split View; undock, split, float and drag the keyboard with keyboardctl or Control1.
import ArgumentParser
import ExampleSupport
import KeyboardTrackers

@main
struct IPad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ipad",
        abstract: "iPad: undocked, split and floating keyboards, Split View (K10-K13).",
        discussion: """
            Run keyboardd with --device ipad-9.7 (an iPad Pro only floats: no undock or split). Commands on stdin: focus, resign, sync TOKEN, state, help, exit.
            The article's tracker without its iPad fix: --fix none.

            \(ExampleOptions.lifetimeHelp)
            """)

    @OptionGroup var options: ExampleOptions

    func run() throws {
        let app = try SampleApp(
            name: "ipad", options: options, bundleId: "com.example.ipad", tracker: .mailru, fixes: .undockedCheck,
            makeScene: { app, frame in KeyboardScene.standard(app: app, windowFrame: frame, fieldCount: 0) },
            defaultField: { $0.tummy })
        app.run()
    }
}
