// Notes (the Mail.ru article's other app): it takes the keyboard when it comes to the foreground, while Ike
// is still leaving. With --focus-on-activate it focuses its text view at DidBecomeActive itself.
import ArgumentParser
import ExampleSupport
import SampleApps
import Foundation
import KeyboardClient

@main
struct Notes: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Notes: another app that takes the keyboard (the Mail.ru article).",
        discussion: "Commands on stdin, one per line: focus, resign, sync TOKEN, state, register OPTIONS, unregister, help, exit."
            + "\n\n" + ExampleOptions.lifetimeHelp)

    @OptionGroup var options: ExampleOptions

    @Flag(help: "Focus the text view whenever the app becomes active, as Notes does.")
    var focusOnActivate = false

    func run() throws { try serve() }

    func makeApp() throws -> SampleApp {
        let app = try SampleApp(example: .notes, options: options)
        if focusOnActivate {
            app.observe(UIApplication.didBecomeActiveNotification) { _ in
                let accepted = app.defaultField.becomeFirstResponder()
                app.printer.print("focused", "became active: text view focused (\(accepted ? "accepted" : "refused"))")
            }
        }
        return app
    }
}
