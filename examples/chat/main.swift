// Chat (the WWDC 2017 text input session): an input bar with an input accessory view that grows with its text (W6, K15),
// and a text input context identifier per conversation so the keyboard's language comes back (W7).
import ArgumentParser
import ExampleSupport
import Foundation
import KeyboardClient
import KeyboardTrackers

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

    func makeApp() throws -> SampleApp {
        // The input bar is the view controller's accessory view (as in Chatto), not the field's own: iOS 26
        // leaves it out of the keyboard's frame (N9).
        let traits = ResponderTraits(inputAccessoryViewHeight: accessoryHeight, textInputContextIdentifier: "conversation-1",
                                     inputAccessoryOwner: .viewController)
        let app = try SampleApp(
            name: "chat", options: options, bundleId: "com.example.chat", tracker: .wwdc17Guide,
            makeScene: { app, frame in
                KeyboardScene.standard(app: app, windowFrame: frame, fieldCount: 0, traits: traits)
            },
            defaultField: { $0.tummy })
        let input = app.defaultField
        app.on("grow", "grow HEIGHT: the accessory grows (or shrinks) to HEIGHT (W6)") { args in
            guard let height = args.first.flatMap(Double.init), height >= 0 else {
                throw ValidationError("grow needs a height, e.g. grow 88")
            }
            try app.app.setInputAccessoryViewHeight(height)
            input.traits.inputAccessoryViewHeight = height
            return "input accessory height \(height)"
        }
        app.on("conversation", "conversation ID: open another conversation; its input language comes back (W7)") { args in
            guard let id = args.first else { throw ValidationError("conversation needs an id") }
            input.traits.textInputContextIdentifier = id
            if input.isFirstResponder { input.resignFirstResponder() }
            return "conversation \(id): \(input.becomeFirstResponder() ? "input focused" : "focus refused")"
        }
        return app
    }
}
