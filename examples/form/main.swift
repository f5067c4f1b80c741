// Form (Roland Leth's article's KeyboardListener): five fields in a scroll view; the focused field is kept
// above the keyboard (F1) and the scroll view restored when it goes (F2).
import ArgumentParser
import ExampleSupport
import SampleApps

@main
struct Form: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Form: five fields in a scroll view kept above the keyboard (Roland Leth's article).",
        discussion: "Commands on stdin: focus [field1...field5], secure [FIELD], textview [FIELD], nocorrect [FIELD], reload, inputview HEIGHT, toolbar [ID], resign, sync TOKEN, state, register OPTIONS, unregister, help, exit."
            + "\n\n" + ExampleOptions.lifetimeHelp)

    @OptionGroup var options: ExampleOptions

    func run() throws { try serve() }

    func makeApp() throws -> SampleApp {
        try SampleApp(example: .form, options: options)
    }
}
