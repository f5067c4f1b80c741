// Form (Roland Leth's article's KeyboardListener): five fields in a scroll view; the focused field is kept
// above the keyboard (F1) and the scroll view restored when it goes (F2).
import ArgumentParser
import ExampleSupport
import KeyboardTrackers

@main
struct Form: SampleClient {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Form: five fields in a scroll view kept above the keyboard (Roland Leth's article).",
        discussion: "Commands on stdin: focus [field1...field5], secure [FIELD], textview [FIELD], reload, inputview HEIGHT, toolbar [ID], resign, sync TOKEN, state, register OPTIONS, unregister, help, exit."
            + "\n\n" + ExampleOptions.lifetimeHelp)

    @OptionGroup var options: ExampleOptions

    func run() throws { try serve() }

    func makeApp() throws -> SampleApp {
        let app = try SampleApp(
            name: "form", options: options, bundleId: "com.example.form", tracker: .listener,
            makeScene: { app, frame in KeyboardScene.standard(app: app, windowFrame: frame, fieldCount: 5, tummyHeight: 0) },
            defaultField: { $0.fields[$0.fields.count - 1] })
        return app
    }
}
